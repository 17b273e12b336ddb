import Napkin
import NapkinUI

/// The LoggedOut screen: paper, a kicker, a serif headline with an italic "smokehouse", a
/// lede, a hairline and the ink LOGIN button. Tapping the button only reports the intent.
struct LoggedOutNapkinView: View {
    weak var listener: LoggedOutNapkinPresentableListener?

    var body: some View {
        ZStack {
            Theme.paper.ignoresSafeArea()
            VStack(alignment: .leading, spacing: Theme.margin) {
                Spacer(minLength: 0)
                LoggedOutHeadline()
                Divider().separatorColor(Theme.ink)
                Button {
                    dispatch { [listener] in await listener?.didTapLogin() }
                } label: {
                    InkButtonLabel(title: "LOGIN")
                }
                .buttonStyle(.filled(Theme.ink, foreground: Theme.paper, shape: .capsule, padding: EdgeInsets()))
                .accessibilityLabel("Login")
                Spacer(minLength: 0)
            }
            .padding(.horizontal, Theme.margin)
            // Optical centre: the block sits a little above the geometric middle.
            .padding(.bottom, 72)
        }
    }
}

/// Kicker, headline and lede, the words exactly as the seed writes them.
private struct LoggedOutHeadline: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("§ 00 · WELCOME")
                .font(Theme.kicker)
                .foregroundStyle(Theme.inkMuted)
            Text("Step inside the *smokehouse*.")
                .font(Theme.hero)
                .foregroundStyle(Theme.ink)
            Text("Sign in to see what’s on the tray today.")
                .font(Theme.lede)
                .foregroundStyle(Theme.inkMuted)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
