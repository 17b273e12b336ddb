import Napkin
import NapkinUI

/// The Home tab: a greeting for the signed-in user and a way to their profile.
struct HomeNapkinView: View {
    let user: User
    weak var listener: HomeNapkinPresentableListener?

    var body: some View {
        PaperPage(kicker: "§ 01 · TONIGHT", title: Text("The pit is *lit*.")) {
            VStack(alignment: .leading, spacing: Theme.margin) {
                Text(
                    verbatim:
                        "Welcome back, \(user.name). \(user.barbecueFoods.count) foods are on the tray, smoked low and slow since dawn."
                )
                .font(Theme.lede)
                .foregroundStyle(Theme.inkMuted)
                .lineSpacing(4)
                Button {
                    dispatch { [listener] in await listener?.didTapSeeProfile() }
                } label: {
                    InkButtonLabel(title: "SEE YOUR PROFILE")
                }
                .buttonStyle(.filled(Theme.ink, foreground: Theme.paper, shape: .capsule, padding: EdgeInsets()))
                .accessibilityLabel("See your profile")
            }
        }
    }
}

#Preview("Home") {
    HomeNapkinView(user: BarbecueAuthService.smokeyJoe)
}
