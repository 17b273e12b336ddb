import Napkin
import NapkinUI

/// The Profile tab: the signed-in user, what they like, and Logout.
struct ProfileNapkinView: View {
    let user: User
    weak var listener: ProfileNapkinPresentableListener?

    var body: some View {
        PaperPage(kicker: "§ 03 · SIGNED IN AS", title: Text(verbatim: user.name).italic()) {
            VStack(alignment: .leading, spacing: Theme.margin) {
                ProfileFacts(user: user)
                Button {
                    dispatch { [listener] in await listener?.didTapLogout() }
                } label: {
                    OutlineButtonLabel(title: "LOGOUT")
                }
                .buttonStyle(.outlinedCapsule(Theme.ink, lineWidth: 1, padding: EdgeInsets()))
                .accessibilityLabel("Logout")
            }
        }
    }
}

private struct ProfileFacts: View {
    let user: User

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("FAVOURITES").font(Theme.kicker).foregroundStyle(Theme.inkMuted)
            // No-break spaces keep each food on one line ("Burnt Ends", not "Burnt / Ends").
            Text(verbatim: user.barbecueFoods.map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }.joined(separator: " · "))
                .font(Theme.lede)
                .foregroundStyle(Theme.ink)
                .lineSpacing(4)
        }
    }
}

#Preview("Profile") {
    ProfileNapkinView(user: BarbecueAuthService.smokeyJoe)
}
