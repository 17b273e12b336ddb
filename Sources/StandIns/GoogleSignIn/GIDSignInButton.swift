import Foundation
import NapkinUI

/// The layout of ``GIDSignInButton``, as GoogleSignIn's `GIDSignInButtonStyle`.
public enum GIDSignInButtonStyle: Int, Sendable, Hashable {
    /// The mark and "Sign in".
    case standard = 0
    /// The mark and "Sign in with Google".
    case wide = 1
    /// The mark alone, in a 48-point square.
    case iconOnly = 2
}

/// The colours of ``GIDSignInButton``, as GoogleSignIn's `GIDSignInButtonColorScheme`.
public enum GIDSignInButtonColorScheme: Int, Sendable, Hashable {
    /// White words on Google blue, the mark on a white square.
    case dark = 0
    /// Grey words on white.
    case light = 1
}

/// Google's UIKit sign-in button, as GoogleSignIn's `GIDSignInButton`: a control drawn as GoogleSignIn draws it,
/// which app code connects to ``GIDSignIn`` itself (`addAction(_:for: .touchUpInside)`; Linux has no `#selector`).
/// A finger on it (`Window.tap(at:)`) highlights it (drawn pressed) and, lifted inside, sends `.touchUpInside` and
/// `.primaryActionTriggered`; a disabled button takes no touches.
///
/// Drawn in the button's bounds: 48 points tall (the height is fixed, as GoogleSignIn fixes it), inside a
/// transparent 4-point margin, a rectangle with 2-point corners under a faint halo and a drop shadow 2 points down
/// (none when disabled); the "G" mark (``GoogleMark``) 18 points square left in it, on a white square when the colour
/// scheme is dark; and, unless ``style`` is ``GIDSignInButtonStyle/iconOnly``, "Sign in" or "Sign in with Google"
/// 54 points from the left, bold 14 points. Colours: light, white with words black at 54 %; dark, Google blue
/// (#4285F4) with white words; pressed (``UIControl/isHighlighted``) #EEEEEE or #3367D6; disabled, black at 8 % with
/// words at 40 % and the mark darkened. GoogleSignIn's words are in Roboto Bold, which napkin does not bundle: they
/// are in the system font's bold, GoogleSignIn's own fallback when Roboto is missing; the darkened disabled mark
/// (GoogleSignIn multiplies it by black at 40 %) is approximated by drawing it at 60 % brightness.
@preconcurrency @MainActor
open class GIDSignInButton: UIControl {
    /// Which words the button shows, if any. Changing it resizes the button to fit.
    open var style: GIDSignInButtonStyle = .standard {
        didSet { refit() }
    }

    /// The button's colours.
    open var colorScheme: GIDSignInButtonColorScheme = .light

    /// A button in `frame`, resized to GoogleSignIn's height and at least its width.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        clipsToBounds = true
        refit()
    }

    /// A button of the standard style at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The button's height, margin and spacing, from GoogleSignIn.
    static let height: CGFloat = 48
    static let margin: CGFloat = 4
    static let iconWidth: CGFloat = 40
    static let textPadding: CGFloat = 14
    static let cornerRadius: CGFloat = 2
    static let font = UIFont.boldSystemFont(ofSize: 14)

    /// The words for the style: what is drawn and what VoiceOver reads (iconOnly reads "Sign in").
    var buttonText: String { style == .wide ? "Sign in with Google" : "Sign in" }

    private var textWidth: CGFloat {
        (buttonText as NSString).size(withAttributes: [.font: Self.font]).width
    }

    /// The narrowest the button can be: the square for iconOnly, else the mark, the words and their padding.
    var minimumWidth: CGFloat {
        if style == .iconOnly { return Self.iconWidth + 2 * Self.margin }
        return ceil(Self.iconWidth + 2 * Self.textPadding + textWidth + 2 * Self.margin)
    }

    /// GoogleSignIn's size: 48 points tall, as wide as offered but no narrower than the content (exactly the square
    /// for iconOnly).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        style == .iconOnly
            ? CGSize(width: minimumWidth, height: Self.height) : CGSize(width: max(size.width, minimumWidth), height: Self.height)
    }

    /// The narrowest size.
    open override var intrinsicContentSize: CGSize { CGSize(width: minimumWidth, height: Self.height) }

    private func refit() {
        accessibilityLabel = buttonText
        frame.size = sizeThatFits(frame.size)
    }

    // MARK: Touches

    /// A finger came down: the button is pressed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The finger moved: pressed while it is inside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    /// The finger lifted: inside, a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = false
        if let touch = touches.first, bounds.contains(touch.location(in: self)) {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// The touch was taken away: no longer pressed.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    private enum Look { case normal, pressed, disabled }
    private var look: Look { !isEnabled ? .disabled : isHighlighted ? .pressed : .normal }

    private static func rgb(_ hex: UInt32, alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    private var backgroundFill: UIColor {
        switch (colorScheme, look) {
        case (_, .disabled): UIColor(white: 0, alpha: 0x14 / 255)
        case (.dark, .normal): Self.rgb(0x4285F4)
        case (.dark, .pressed): Self.rgb(0x3367D6)
        case (.light, .normal): .white
        case (.light, .pressed): Self.rgb(0xEEEEEE)
        }
    }

    private var wordsColor: UIColor {
        switch (colorScheme, look) {
        case (_, .disabled): UIColor(white: 0, alpha: 0x66 / 255)
        case (.dark, _): .white
        case (.light, _): UIColor(white: 0, alpha: 0x89 / 255)
        }
    }

    /// Draws the button (see the type).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let body = UIBezierPath(roundedRect: bounds.insetBy(dx: Self.margin, dy: Self.margin), cornerRadius: Self.cornerRadius)
        backgroundFill.setFill()
        if look == .disabled {
            body.fill()
        } else {
            context.saveGState()
            context.setShadow(offset: .zero, blur: 2, color: UIColor(white: 0, alpha: 0.12).cgColor)
            body.fill()
            context.restoreGState()
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 2, color: UIColor(white: 0, alpha: 0.24).cgColor)
            body.fill()
            context.restoreGState()
        }
        if colorScheme == .dark, look != .disabled {
            UIColor.white.setFill()
            let inset = Self.margin + 1
            UIBezierPath(
                roundedRect: CGRect(x: inset, y: inset, width: Self.height - 2 * inset, height: Self.height - 2 * inset),
                cornerRadius: Self.cornerRadius
            ).fill()
        }
        // GoogleSignIn centres the 18-point mark in an image view at (9, 10), 29 by 30 points.
        let mark = CGRect(x: 9 + (29 - 18) / 2, y: 10 + (30 - 18) / 2, width: 18, height: 18)
        let dim: CGFloat = look == .disabled ? 0.6 : 1
        for piece in GoogleMark.Piece.allCases {
            let rgb = piece.rgb
            UIColor(red: CGFloat(rgb.red) * dim, green: CGFloat(rgb.green) * dim, blue: CGFloat(rgb.blue) * dim, alpha: 1).setFill()
            UIBezierPath(cgPath: GoogleMark.path(of: piece, in: mark).cgPath).fill()
        }
        guard style != .iconOnly else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: wordsColor]
        let size = (buttonText as NSString).size(withAttributes: attributes)
        (buttonText as NSString).draw(
            at: CGPoint(x: Self.iconWidth + Self.textPadding, y: ((bounds.height - size.height) / 2).rounded()), withAttributes: attributes)
    }
}
