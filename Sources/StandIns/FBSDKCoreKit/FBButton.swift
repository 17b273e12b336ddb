import Foundation
import NapkinUI

/// facebook-ios-sdk's button base, as its `FBButton`: a UIKit button in Facebook's look, which ``FBLoginButton``
/// (FBSDKLoginKit) builds on.
///
/// The look, from facebook-ios-sdk: Facebook blue (#1877F2; #1569D6 while pressed; #BDC1C9 when disabled) with
/// 3-point corners, the white Facebook logo (``FacebookLogo``) 16 points square 6 points from the left, and 8 points
/// after it the title in white, the system font at 15 points semibold, 8 points from the right; 28 points tall. The
/// SDK centres the title in the space right of the logo; here the logo and title stay together at the left, which is
/// the same when the button is as wide as its content (as SwiftUI sizes it).
@preconcurrency @MainActor
open class FBButton: UIButton {
    /// Facebook's blues and the disabled grey.
    static let blue = UIColor(red: 24 / 255, green: 119 / 255, blue: 242 / 255, alpha: 1)
    static let pressedBlue = UIColor(red: 21 / 255, green: 105 / 255, blue: 214 / 255, alpha: 1)
    static let disabledGrey = UIColor(red: 189 / 255, green: 193 / 255, blue: 201 / 255, alpha: 1)
    /// The button's height.
    public static let facebookButtonHeight: CGFloat = 28

    /// A button in Facebook's look, with no title yet.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        titleLabel?.font = font
        setTitleColor(.white, for: .normal)
        setTitleColor(.white, for: .selected)
        setImage(FacebookLogo.image(side: 16, trailingGap: 8), for: .normal)
        contentHorizontalAlignment = .left
        // The title's line and UIButton's 6 points above and below it, made 28 points in all.
        let line = ("Ag" as NSString).size(withAttributes: [.font: font]).height
        let vertical = (Self.facebookButtonHeight - 12 - line) / 2
        contentEdgeInsets = UIEdgeInsets(top: vertical, left: 6, bottom: vertical, right: 8)
        layer.cornerRadius = 3
        clipsToBounds = true
        updateFill()
    }

    /// Whether the button responds; a disabled one is grey.
    open override var isEnabled: Bool {
        didSet { updateFill() }
    }

    /// Whether a finger is on the button; a pressed one is a darker blue.
    open override var isHighlighted: Bool {
        didSet { updateFill() }
    }

    private func updateFill() {
        backgroundColor = !isEnabled ? Self.disabledGrey : isHighlighted ? Self.pressedBlue : Self.blue
    }
}

/// The Facebook logo as the SDK's buttons show it: a white disc with the "f" cut out of it (the button's blue shows
/// through), from shapes of napkin's own drawing (the SDK draws it from its own path, which napkin does not copy).
@_spi(FacebookLogin)
public enum FacebookLogo {
    /// The logo's outline in a square of `side` points at `origin`: a disc and the "f" inside it, to fill even-odd.
    public static func path(side: CGFloat, origin: CGPoint = .zero) -> UIBezierPath {
        let unit = side / 16
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x * unit, y: origin.y + y * unit) }
        let path = UIBezierPath(ovalIn: CGRect(x: origin.x, y: origin.y, width: side, height: side))
        // The "f": a stem down to the disc's bottom, a crossbar, and a top curving to the right.
        path.move(to: p(6.7, 15.8))
        path.addLine(to: p(6.7, 10.3))
        path.addLine(to: p(4.7, 10.3))
        path.addLine(to: p(4.7, 8.0))
        path.addLine(to: p(6.7, 8.0))
        path.addLine(to: p(6.7, 6.5))
        path.addCurve(to: p(10.1, 3.1), controlPoint1: p(6.7, 4.3), controlPoint2: p(8.0, 3.1))
        path.addLine(to: p(11.6, 3.1))
        path.addLine(to: p(11.6, 5.2))
        path.addLine(to: p(10.4, 5.2))
        path.addCurve(to: p(9.1, 6.6), controlPoint1: p(9.6, 5.2), controlPoint2: p(9.1, 5.6))
        path.addLine(to: p(9.1, 8.0))
        path.addLine(to: p(11.5, 8.0))
        path.addLine(to: p(11.2, 10.3))
        path.addLine(to: p(9.1, 10.3))
        path.addLine(to: p(9.1, 15.8))
        path.close()
        path.usesEvenOddFillRule = true
        return path
    }

    /// The white logo `side` points square, followed by `trailingGap` transparent points.
    @MainActor
    public static func image(side: CGFloat, trailingGap: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side + trailingGap, height: side)).image { _ in
            UIColor.white.setFill()
            path(side: side).fill()
        }
    }
}
