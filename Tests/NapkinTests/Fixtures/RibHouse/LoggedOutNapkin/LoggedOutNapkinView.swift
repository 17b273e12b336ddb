import Napkin
import NapkinUI

protocol LoggedOutNapkinPresentableListener: AnyObject, Sendable {
    func didTapLogin() async
}

struct LoggedOutNapkinView: View {
    weak var listener: LoggedOutNapkinPresentableListener?

    var body: some View {
        VStack(spacing: 28) {
            Text("Step inside the *smokehouse*.")
            Button("Login") {
                dispatch { [listener] in await listener?.didTapLogin() }
            }
        }
    }
}
