import Foundation
@_spi(GoogleSignInSwift) import GoogleSignIn
import NapkinUI

/// The layout of ``GoogleSignInButton``, as GoogleSignInSwift's `GoogleSignInButtonStyle`.
public enum GoogleSignInButtonStyle: String, Identifiable, CaseIterable, Sendable {
    /// The mark and "Sign in".
    case standard
    /// The mark and "Sign in with Google".
    case wide
    /// The mark alone, in a 40-point square.
    case icon

    /// The raw value.
    public var id: String { rawValue }

    /// The words the style shows (none for the icon).
    var buttonText: String {
        switch self {
        case .standard: "Sign in"
        case .wide: "Sign in with Google"
        case .icon: ""
        }
    }
}

/// The colours of ``GoogleSignInButton``, as GoogleSignInSwift's `GoogleSignInButtonColorScheme`.
public enum GoogleSignInButtonColorScheme: String, Identifiable, CaseIterable, Sendable {
    /// White words on Google blue, the mark on a white square.
    case dark
    /// Grey words on white.
    case light

    /// The raw value.
    public var id: String { rawValue }
}

/// The state ``GoogleSignInButton`` is drawn in, as GoogleSignInSwift's `GoogleSignInButtonState`.
public enum GoogleSignInButtonState: String, Identifiable, CaseIterable, Sendable {
    /// Ready to tap.
    case normal
    /// Greyed out; taps do nothing.
    case disabled
    /// Being touched.
    case pressed

    /// The raw value.
    public var id: String { rawValue }
}

/// What ``GoogleSignInButton`` draws, as GoogleSignInSwift's `GoogleSignInButtonViewModel`: change its properties
/// and the button redraws.
public class GoogleSignInButtonViewModel: ObservableObject {
    /// The button's colours.
    @Published public var scheme: GoogleSignInButtonColorScheme
    /// The button's layout.
    @Published public var style: GoogleSignInButtonStyle
    /// The button's state.
    @Published public var state: GoogleSignInButtonState

    /// A model of a light, standard, normal button unless told otherwise.
    public init(
        scheme: GoogleSignInButtonColorScheme = .light, style: GoogleSignInButtonStyle = .standard, state: GoogleSignInButtonState = .normal
    ) {
        self.scheme = scheme
        self.style = style
        self.state = state
    }
}

/// Google's SwiftUI sign-in button, as GoogleSignInSwift's `GoogleSignInButton`: its action usually calls
/// `GIDSignIn.sharedInstance.signIn(withPresenting:)`.
///
/// Drawn as GoogleSignInSwift draws it: 40 points tall with 2-point corners and a grey shadow of radius 2, 2 points
/// down (none when disabled). The standard and wide buttons take the width offered (at least their content's) and
/// show, from the left, the 18-point "G" mark (``GoogleMark``) on a 38-point square with 2-point corners (white;
/// #EEEEEE when the light button is pressed; none when disabled) 1 point from the edge, then "Sign in" or "Sign in
/// with Google" in bold 14 points; the icon button is the mark on its 40-point square. Colours: light, white with
/// words black at 54 %; dark, Google blue (#4285F4) with white words; pressed, #EEEEEE or #3367D6; disabled, black
/// at 8 % with words at 40 %. GoogleSignInSwift's words are in Roboto Bold, which napkin does not bundle: they are
/// in the system font's bold, GoogleSignInSwift's own fallback when Roboto does not load.
///
/// A tap (`Window.tap(label: "Sign in")`) runs the action unless the state is ``GoogleSignInButtonState/disabled``.
/// GoogleSignInSwift turns the state to pressed while a finger is down; a napkin tap has no finger-down frame to
/// draw, so the state stays what the model says. The icon button, which shows no words, is labelled "Sign in with
/// Google" for VoiceOver and `Window.tap`.
public struct GoogleSignInButton: View {
    /// The model the button draws.
    @ObservedObject public var viewModel: GoogleSignInButtonViewModel
    private let action: () -> Void

    /// A button drawn from `viewModel` that runs `action` when tapped.
    public init(viewModel: GoogleSignInButtonViewModel = GoogleSignInButtonViewModel(), action: @escaping () -> Void) {
        self.viewModel = viewModel
        self.action = action
    }

    /// A button of `scheme`, `style` and `state` that runs `action` when tapped.
    public init(
        scheme: GoogleSignInButtonColorScheme = .light, style: GoogleSignInButtonStyle = .standard,
        state: GoogleSignInButtonState = .normal,
        action: @escaping () -> Void
    ) {
        self.init(viewModel: GoogleSignInButtonViewModel(scheme: scheme, style: style, state: state), action: action)
    }

    /// The button.
    public var body: some View {
        let colors = SignInButtonColors(scheme: viewModel.scheme, state: viewModel.state)
        let style = viewModel.style
        let button = Button(action: tapped) {
            if style == .icon {
                ZStack {
                    // The square's 1-point edge is the button's background colour, as GoogleSignInSwift borders it.
                    RoundedRectangle(cornerRadius: SignInButtonMetrics.cornerRadius).fill(colors.iconSquare).border(colors.background)
                    GoogleMarkView().frame(width: 18, height: 18)
                }
            } else {
                HStack(alignment: .center) {
                    ZStack {
                        RoundedRectangle(cornerRadius: SignInButtonMetrics.cornerRadius)
                            .fill(viewModel.state == .disabled ? Color.clear : colors.iconSquare)
                            .frame(width: SignInButtonMetrics.height - 2, height: SignInButtonMetrics.height - 2)
                        GoogleMarkView().frame(width: 18, height: 18)
                    }
                    .padding(.leading, 1)
                    Text(style.buttonText)
                        .fixedSize()
                        .padding(.trailing, SignInButtonMetrics.textPadding)
                    Spacer(minLength: 0)
                }
            }
        }
        .font(.system(size: 14, weight: .bold))
        .buttonStyle(SignInButtonStyle(style: style, colors: colors, shadowed: viewModel.state != .disabled))
        .disabled(viewModel.state == .disabled)
        return Group {
            if style == .icon {
                button.accessibilityLabel(GoogleSignInButtonStyle.wide.buttonText)
            } else {
                button
            }
        }
    }
}

extension GoogleSignInButton {
    /// Runs the action (a tap).
    private func tapped() { action() }
}

/// GoogleSignInSwift's measurements.
enum SignInButtonMetrics {
    static let height: CGFloat = 40
    static let cornerRadius: CGFloat = 2
    static let textPadding: CGFloat = 14
}

/// The colours of a scheme and state.
struct SignInButtonColors {
    let background: Color
    let words: Color
    let iconSquare: Color

    init(scheme: GoogleSignInButtonColorScheme, state: GoogleSignInButtonState) {
        let white = Color(red: 1, green: 1, blue: 1)
        let lightGrey = Color(red: 0xEE / 255.0, green: 0xEE / 255.0, blue: 0xEE / 255.0)
        switch (scheme, state) {
        case (_, .disabled):
            background = Color(red: 0, green: 0, blue: 0, opacity: 0x14 / 255.0)
            words = Color(red: 0, green: 0, blue: 0, opacity: 0x66 / 255.0)
        case (.dark, .normal):
            background = Color(red: 0x42 / 255.0, green: 0x85 / 255.0, blue: 0xF4 / 255.0)
            words = white
        case (.dark, .pressed):
            background = Color(red: 0x33 / 255.0, green: 0x67 / 255.0, blue: 0xD6 / 255.0)
            words = white
        case (.light, .normal):
            background = white
            words = Color(red: 0, green: 0, blue: 0, opacity: 0x89 / 255.0)
        case (.light, .pressed):
            background = lightGrey
            words = Color(red: 0, green: 0, blue: 0, opacity: 0x89 / 255.0)
        }
        iconSquare = (scheme == .light && state == .pressed) || state == .disabled ? lightGrey : white
    }
}

/// The button's frame, fill, corners and shadow.
struct SignInButtonStyle: ButtonStyle {
    let style: GoogleSignInButtonStyle
    let colors: SignInButtonColors
    let shadowed: Bool

    func makeBody(configuration: Configuration) -> some View {
        let height = SignInButtonMetrics.height
        return configuration.label
            .frame(
                minWidth: style == .icon ? height : nil, maxWidth: style == .icon ? height : .infinity, minHeight: height,
                maxHeight: height
            )
            .background(colors.background)
            .foregroundColor(colors.words)
            .cornerRadius(SignInButtonMetrics.cornerRadius)
            .shadow(color: shadowed ? .gray : .clear, radius: SignInButtonMetrics.cornerRadius, x: 0, y: 2)
    }
}

/// The "G" in its four colours.
struct GoogleMarkView: View {
    var body: some View {
        ZStack {
            ForEach(Array(GoogleMark.Piece.allCases.enumerated()), id: \.offset) { _, piece in
                MarkPiece(piece: piece).fill(Color(red: piece.rgb.red, green: piece.rgb.green, blue: piece.rgb.blue))
            }
        }
    }
}

/// One colour's part of the mark.
struct MarkPiece: Shape {
    let piece: GoogleMark.Piece

    func path(in rect: CGRect) -> Path { GoogleMark.path(of: piece, in: rect) }
}
