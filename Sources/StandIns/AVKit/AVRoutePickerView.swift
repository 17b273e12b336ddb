import NapkinUI

/// What an ``AVRoutePickerView`` tells as its route menu opens and closes, as AVKit's protocol;
/// both methods are optional.
@MainActor @preconcurrency
public protocol AVRoutePickerViewDelegate: AnyObject {
    /// The route menu is about to show.
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    /// The route menu closed.
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    /// Does nothing unless the delegate implements it.
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    /// Does nothing unless the delegate implements it.
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}

/// The AirPlay button, as AVKit's `AVRoutePickerView`: drawn as iOS draws it at rest, the AirPlay
/// audio glyph (rings over a triangle) in ``tintColor``, centred. Linux has no
/// other route: a tap tells the delegate the menu opens and, there being nothing to choose,
/// that it closed.
open class AVRoutePickerView: UIView {
    /// The glyph's colour while another device plays (never, on Linux).
    open var activeTintColor: UIColor! = .systemBlue {
        didSet { setNeedsDisplay() }
    }
    /// Whether video devices come first in the menu; the glyph is then AirPlay video's (a screen)
    /// rather than AirPlay audio's (rings), as iOS draws it.
    open var prioritizesVideoDevices = false {
        didSet { setNeedsDisplay() }
    }
    /// Told as the menu opens and closes. Weak, as AVKit's.
    open weak var delegate: (any AVRoutePickerViewDelegate)?

    /// A route picker in `frame`, with a clear background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    /// A route picker at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The glyph's size, as iOS's button at rest.
    open override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 30) }

    /// The glyph's side: iOS's 22 points, smaller in a smaller view.
    private var glyphSide: CGFloat { min(22, bounds.width, bounds.height) }

    /// Draws the glyph in the tint, centred.
    open override func draw(_ rect: CGRect) {
        let side = glyphSide
        guard side > 0 else { return }
        let origin = CGPoint(x: bounds.midX - side / 2, y: bounds.midY - side / 2)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x * side, y: origin.y + y * side) }
        (tintColor ?? .systemBlue).set()
        if prioritizesVideoDevices { drawVideoGlyph(point, side: side) } else { drawAudioGlyph(point, side: side) }
    }

    /// AirPlay audio: two rings open at the bottom and a dot, over a triangle pointing up at them.
    private func drawAudioGlyph(_ point: (CGFloat, CGFloat) -> CGPoint, side: CGFloat) {
        let centre = point(0.5, 0.44)
        for (radius, gap) in [(0.42, 0.62), (0.25, 0.8)] as [(CGFloat, CGFloat)] {
            let ring = UIBezierPath(
                arcCenter: centre, radius: radius * side, startAngle: .pi / 2 + gap, endAngle: 5 * .pi / 2 - gap, clockwise: true)
            ring.lineWidth = max(1, side * 0.08)
            ring.lineCapStyle = .round
            ring.stroke()
        }
        UIBezierPath(arcCenter: centre, radius: side * 0.09, startAngle: 0, endAngle: 2 * .pi, clockwise: true).fill()
        let triangle = UIBezierPath()
        triangle.move(to: point(0.5, 0.66))
        triangle.addLine(to: point(0.74, 0.98))
        triangle.addLine(to: point(0.26, 0.98))
        triangle.close()
        triangle.fill()
    }

    /// AirPlay video: a screen's outline whose bottom edge stops either side of the triangle.
    private func drawVideoGlyph(_ point: (CGFloat, CGFloat) -> CGPoint, side: CGFloat) {
        let screen = UIBezierPath()
        screen.move(to: point(0.3, 0.72))
        screen.addLine(to: point(0.12, 0.72))
        screen.addQuadCurve(to: point(0.04, 0.64), controlPoint: point(0.04, 0.72))
        screen.addLine(to: point(0.04, 0.14))
        screen.addQuadCurve(to: point(0.12, 0.06), controlPoint: point(0.04, 0.06))
        screen.addLine(to: point(0.88, 0.06))
        screen.addQuadCurve(to: point(0.96, 0.14), controlPoint: point(0.96, 0.06))
        screen.addLine(to: point(0.96, 0.64))
        screen.addQuadCurve(to: point(0.88, 0.72), controlPoint: point(0.96, 0.72))
        screen.addLine(to: point(0.7, 0.72))
        screen.lineWidth = max(1, side * 0.08)
        screen.lineCapStyle = .round
        screen.lineJoinStyle = .round
        screen.stroke()
        let triangle = UIBezierPath()
        triangle.move(to: point(0.5, 0.56))
        triangle.addLine(to: point(0.78, 0.94))
        triangle.addLine(to: point(0.22, 0.94))
        triangle.close()
        triangle.fill()
    }

    /// A tap: the menu opens and, Linux having no route to offer, closes.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        delegate?.routePickerViewWillBeginPresentingRoutes(self)
        delegate?.routePickerViewDidEndPresentingRoutes(self)
    }
}
