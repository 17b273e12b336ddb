import Foundation
internal import Raster

/// A view that shows progress, as SwiftUI's `ProgressView`: iOS's spinner while the amount is
/// unknown, a bar filling in the tint once it is known.
///
/// ```swift
/// ProgressView()                                   // the spinner
/// ProgressView("Loading…")                         // the spinner over a caption
/// ProgressView(value: 0.4)                          // a bar, 40 % filled
/// ProgressView("Downloading", value: 3, total: 8)   // a titled bar
/// ```
/// The style (`.progressViewStyle(.linear)`, `.circular`) can change the look; on iPhone a
/// circular view is the spinner even when the amount is known, as on iOS. Renders are still
/// pictures, so the spinner is drawn at one fixed phase (the brightest spoke at twelve
/// o'clock, fading anticlockwise): the same pixels on every render.
public struct ProgressView: View, PrimitiveView {
    /// No body: the style builds the view.
    public typealias Body = Never
    let label: (any View)?
    let currentValueLabel: (any View)?
    /// The fraction done, 0…1, or `nil` while unknown.
    let fraction: Double?

    init(fraction: Double?, label: (any View)?, currentValueLabel: (any View)?) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A spinner over `label`.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A spinner over a caption (read as Markdown, like `Text`'s literals).
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner over a caption shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar `value / total` filled; a `nil` value is unknown progress (the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// A bar under `label`.
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// A bar between `label` and `currentValueLabel`.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar under a title (read as Markdown).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar under a title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// Progress of a Foundation `Progress`: its fraction completed.
    public init(_ progress: Progress) {
        self.init(fraction: progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value) / Double(total) : 0
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { AnyView(erasing: $0) },
            currentValueLabel: currentValueLabel.map { AnyView(erasing: $0) })
        return buildNode(environment.progressViewStyle.makeErasedBody(configuration: configuration), in: environment)
    }
}

/// Draws iOS's spinner, centred in its frame: 20 points square, or 37 at the large control
/// size (UIKit's `.medium` and `.large` activity indicators), grey unless tinted.
@MainActor
final class SpinnerNode: LayoutNode {
    static let side: Double = 20
    static let color = SRGBColor(hex: 0x8E8E93)
    let side: Double
    let color: SRGBColor

    init(side: Double = SpinnerNode.side, color: SRGBColor = SpinnerNode.color) {
        self.side = side
        self.color = color
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: side, height: side)
    }

    override func draw(in canvas: Raster.Canvas) {
        let center = Point(x: frame.midX, y: frame.midY)
        let scale = side / Self.side
        let spokes = 8
        for index in 0..<spokes {
            // Spoke 0 is at twelve o'clock; each later one sits 45° anticlockwise and fainter.
            let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(spokes)
            let opacity = max(0.22, 1 - Double(index) * 0.12)
            let inner = Point(x: center.x + cos(angle) * 4.6 * scale, y: center.y + sin(angle) * 4.6 * scale)
            let outer = Point(x: center.x + cos(angle) * 8.8 * scale, y: center.y + sin(angle) * 8.8 * scale)
            canvas.strokePolyline([inner, outer], with: color.opacity(opacity), lineWidth: 2.3 * scale)
        }
    }

    override var kind: String? { "ProgressView" }
}

/// Draws a progress bar: a capsule track across the width offered, filled from the leading
/// edge in the tint.
@MainActor
final class ProgressBarNode: LayoutNode {
    let fraction: Double
    let thickness: Double
    let track: SRGBColor
    let fill: SRGBColor

    init(fraction: Double, thickness: Double, track: SRGBColor, fill: SRGBColor) {
        self.fraction = fraction
        self.thickness = thickness
        self.track = track
        self.fill = fill
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // Unbounded offers are taken too: in a stack the bar gets what its siblings leave.
        Size(width: proposal.width ?? 100, height: thickness)
    }

    override func draw(in canvas: Raster.Canvas) {
        canvas.fill(.capsule, in: frame, with: track)
        guard fraction > 0 else { return }
        let filled = Rect(x: frame.minX, y: frame.minY, width: max(frame.height, frame.width * fraction), height: frame.height)
        canvas.withSavedState {
            canvas.clip(to: .capsule, in: frame)
            canvas.fill(.capsule, in: filled, with: fill)
        }
    }

    override var kind: String? { "ProgressBar" }
    override var detail: String? { "\(Int((fraction * 100).rounded()))%" }
}
