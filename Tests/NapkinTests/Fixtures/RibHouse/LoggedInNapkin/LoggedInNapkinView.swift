import Napkin
import NapkinUI

protocol LoggedInNapkinPresentableListener: AnyObject, Sendable {
    func didTapLogout() async
}

struct LoggedInNapkinView: View {
    let user: User
    weak var listener: LoggedInNapkinPresentableListener?

    var body: some View {
        VStack(spacing: 28) {
            Text(user.name)
            ForEach(Array(user.barbecueFoods.enumerated()), id: \.offset) { index, food in
                Text("0\(index + 1) · \(food)")
            }
            Button("Logout") {
                dispatch { [listener] in await listener?.didTapLogout() }
            }
        }
    }
}
