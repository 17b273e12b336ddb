import Napkin
import NapkinUI

/// The LoggedOut screen: paper, a kicker, a serif headline with an italic "smokehouse", a
/// lede, a hairline and the ink LOGIN button. Tapping the button only reports the intent.
/// After a failed login, one line under the button says what happened.
struct LoggedOutNapkinView: View {
    weak var listener: LoggedOutNapkinPresentableListener?
    @Environment(\.locale) private var locale
    /// The last login failure's message, shown under the button; `nil` shows nothing (and
    /// leaves the screen exactly as it was).
    var failureMessage: String?

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
                    InkButtonLabel(title: RibHouseStrings.string("LOGIN", in: locale))
                }
                .buttonStyle(.filled(Theme.ink, foreground: Theme.paper, shape: .capsule, padding: EdgeInsets()))
                .accessibilityLabel("Login")
                if let failureMessage {
                    LoginFailureLine(message: failureMessage)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, Theme.margin)
            // A measure, not a banner: on a wide screen (a phone on its side, an iPad) the
            // block keeps a book's line length and sits in the middle.
            .frame(maxWidth: 600)
            // Optical centre: the block sits a little above the geometric middle.
            .padding(.bottom, 72)
        }
    }
}

/// Kicker, headline and lede, the words exactly as the seed writes them.
private struct LoggedOutHeadline: View {
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text(ribHouse: "§ 00 · WELCOME", locale: locale)
                .font(Theme.kicker)
                .foregroundStyle(Theme.inkMuted)
            Text(ribHouse: "Step inside the *smokehouse*.", locale: locale)
                .font(Theme.hero)
                .foregroundStyle(Theme.ink)
                .accessibilityAddTraits(.isHeader)
            Text(ribHouse: "Sign in to see what’s on the tray today.", locale: locale)
                .font(Theme.lede)
                .foregroundStyle(Theme.inkMuted)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The failure note under the button: one italic serif sentence in ink, the lede's size,
/// like a correction written on a printed menu. It joins the main stack, so it sits one
/// rhythm step (28 pt) under the button and the block stays optically centred.
private struct LoginFailureLine: View {
    let message: String

    var body: some View {
        Text(message)
            .font(Theme.lede)
            .italic()
            .foregroundStyle(Theme.ink)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityLabel("Login failure")
    }
}

#Preview("Logged out") {
    LoggedOutNapkinView()
}

#Preview("Login failed") {
    LoggedOutNapkinView(failureMessage: "Couldn’t reach the smokehouse. Try again.")
}
