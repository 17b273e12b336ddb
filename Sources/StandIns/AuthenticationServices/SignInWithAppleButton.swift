import Foundation
import NapkinUI

/// SwiftUI's Sign in with Apple button, as AuthenticationServices' `SignInWithAppleButton`.
///
/// The button is drawn as iOS draws it: a rounded rectangle filling the frame it is given (in the
/// colours of ``signInWithAppleButtonStyle(_:)``), the Apple logo and the label's words centred in
/// it, in a medium system font sized to the button's height. NapkinUI's symbol font has no Apple
/// logo, so the logo is a path of our own drawing of an apple with a bite and a leaf.
///
/// A tap calls `onRequest` with a new ``ASAuthorizationAppleIDRequest`` to fill in (scopes, nonce,
/// state), then at once `onCompletion` with `.failure(ASAuthorizationError(.canceled))`: a Linux
/// machine has no Apple Account, so the request ends as on a device signed out of its Apple
/// Account when the person dismisses the prompt to sign in.
public struct SignInWithAppleButton: View {
    /// The words of the button, as `SignInWithAppleButton.Label`.
    public enum Label: Sendable, Hashable {
        case signIn
        case `continue`
        case signUp

        /// The words as iOS writes them in English.
        var title: String {
            switch self {
            case .signIn: "Sign in with Apple"
            case .continue: "Continue with Apple"
            case .signUp: "Sign up with Apple"
            }
        }
    }

    /// What the button takes to start a request.
    public typealias RequestHandler = (ASAuthorizationAppleIDRequest) -> Void
    /// What the button calls with the outcome.
    public typealias CompletionHandler = (Result<ASAuthorization, any Error>) -> Void

    let label: Label
    let onRequest: RequestHandler
    let onCompletion: CompletionHandler
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button of `label` that fills its request with `onRequest` and hands the outcome to `onCompletion`.
    public init(
        _ label: Label = .signIn, onRequest: @escaping RequestHandler, onCompletion: @escaping CompletionHandler
    ) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The button: its face, tappable.
    public var body: some View {
        Button(action: tap) {
            SignInWithAppleButtonFace(title: label.title, style: style)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label.title)
    }

    /// The request and its outcome on Linux (see the type's discussion).
    private func tap() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        onRequest(request)
        onCompletion(.failure(ASAuthorizationController.outcome(of: [request])))
    }
}

extension SignInWithAppleButton {
    /// The colours of the button, as `SignInWithAppleButton.Style`.
    public struct Style: Sendable, Hashable {
        let fill: Color
        let ink: Color
        let outlined: Bool

        /// White words on black, for light backgrounds.
        public static let black = Style(fill: .black, ink: .white, outlined: false)
        /// Black words on white, for dark backgrounds.
        public static let white = Style(fill: .white, ink: .black, outlined: false)
        /// Black words on white inside a thin black outline, for light backgrounds without contrast.
        public static let whiteOutline = Style(fill: .white, ink: .black, outlined: true)
    }
}

extension View {
    /// The colours of the Sign in with Apple buttons inside this view (black by default).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

/// What the button draws: the rounded rectangle, the logo and the words, sized by the height.
private struct SignInWithAppleButtonFace: View {
    let title: String
    let style: SignInWithAppleButton.Style

    var body: some View {
        GeometryReader { proxy in
            let fontSize = max(proxy.size.height * 0.43, 10)
            ZStack {
                RoundedRectangle(cornerRadius: 6, style: .continuous).fill(style.fill)
                if style.outlined {
                    RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
                }
                LogoAndTitle(title: title, fontSize: fontSize, ink: style.ink)
            }
        }
        .frame(minWidth: 140, maxWidth: .infinity, minHeight: 30, maxHeight: .infinity)
    }
}

private struct LogoAndTitle: View {
    let title: String
    let fontSize: CGFloat
    let ink: Color

    var body: some View {
        HStack(spacing: fontSize * 0.25) {
            AppleLogo().fill(ink).frame(width: fontSize * 0.8, height: fontSize * 0.95).offset(y: -fontSize * 0.08)
            Text(title).font(.system(size: fontSize, weight: .medium)).foregroundStyle(ink).lineLimit(1)
        }
    }
}

/// An apple with a bite out of its right side and a leaf, in a box about as wide as it is tall.
struct AppleLogo: Shape {
    func path(in rect: CGRect) -> Path {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
        var path = Path()
        path.move(to: p(0.5, 0.32))
        path.addCurve(to: p(0.04, 0.58), control1: p(0.36, 0.22), control2: p(0.04, 0.24))
        path.addCurve(to: p(0.3, 1.0), control1: p(0.04, 0.8), control2: p(0.18, 0.99))
        path.addCurve(to: p(0.5, 0.96), control1: p(0.4, 1.01), control2: p(0.43, 0.96))
        path.addCurve(to: p(0.7, 1.0), control1: p(0.57, 0.96), control2: p(0.6, 1.01))
        path.addCurve(to: p(0.96, 0.7), control1: p(0.82, 0.99), control2: p(0.92, 0.84))
        path.addCurve(to: p(0.86, 0.38), control1: p(0.8, 0.63), control2: p(0.78, 0.44))
        path.addCurve(to: p(0.5, 0.32), control1: p(0.76, 0.24), control2: p(0.62, 0.26))
        path.closeSubpath()
        path.move(to: p(0.5, 0.26))
        path.addCurve(to: p(0.72, 0.0), control1: p(0.48, 0.13), control2: p(0.6, 0.02))
        path.addCurve(to: p(0.5, 0.26), control1: p(0.74, 0.14), control2: p(0.62, 0.25))
        path.closeSubpath()
        return path
    }
}
