import Foundation
internal import Raster

/// An indeterminate activity indicator, as SwiftUI's `ProgressView()`: iOS's eight-spoke
/// spinner, 20 points square.
///
/// Renders are still pictures, so the spinner is drawn at one fixed phase (the brightest
/// spoke at twelve o'clock, fading anticlockwise): the same pixels on every render.
public struct ProgressView: View, PrimitiveView {
    /// No body: a progress view is primitive.
    public typealias Body = Never

    /// A spinner.
    public init() {}

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        SpinnerNode()
    }
}

/// Draws the spinner in a fixed 20-point square, centred in its frame.
@MainActor
final class SpinnerNode: LayoutNode {
    static let side: Double = 20
    static let color = SRGBColor(hex: 0x8E8E93)

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: Self.side, height: Self.side)
    }

    override func draw(in canvas: Raster.Canvas) {
        let center = Point(x: frame.midX, y: frame.midY)
        let spokes = 8
        for index in 0..<spokes {
            // Spoke 0 is at twelve o'clock; each later one sits 45° anticlockwise and fainter.
            let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(spokes)
            let opacity = max(0.22, 1 - Double(index) * 0.12)
            let inner = Point(x: center.x + cos(angle) * 4.6, y: center.y + sin(angle) * 4.6)
            let outer = Point(x: center.x + cos(angle) * 8.8, y: center.y + sin(angle) * 8.8)
            canvas.strokePolyline([inner, outer], with: Self.color.opacity(opacity), lineWidth: 2.3)
        }
    }

    override var kind: String? { "ProgressView" }
}
