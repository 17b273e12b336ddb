internal import Raster

/// How a presentation adapts to a compact size class, as SwiftUI's `PresentationAdaptation`
/// (iOS 16.4): an iPhone in portrait is compact in width, so this chooses what a sheet or a
/// popover looks like there.
public struct PresentationAdaptation: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The system's adaptation: a sheet stays a sheet, a popover becomes a sheet.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    /// No adaptation where possible: each presentation keeps its own appearance.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    /// A popover appearance.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    /// A sheet appearance.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    /// A full-screen-cover appearance.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

extension View {
    /// Sets how the presentation showing this content adapts to compact size classes, as
    /// SwiftUI's `presentationCompactAdaptation(_:)`. Applied inside a sheet's or a popover's
    /// content, as in SwiftUI. `.fullScreenCover` draws the sheet or popover over the whole
    /// screen; `.sheet` and `.automatic` draw a sheet. `.popover` (and `.none`) on a popover draws it
    /// as iOS does then: a bubble of the content's size by the view the popover is attached
    /// to, its arrow pointing at that view, the screen behind left undimmed.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        sheetPreference { $0.compactAdaptation = adaptation }
    }

    /// Sets the adaptation for a horizontally compact and a vertically compact size class, as
    /// SwiftUI's `presentationCompactAdaptation(horizontal:vertical:)`. An iPhone in portrait,
    /// which NapkinUI draws, is compact only horizontally, so `horizontalAdaptation` applies.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        presentationCompactAdaptation(horizontalAdaptation)
    }
}

extension ViewController {
    /// Whether this presented controller is drawn as a sheet card: a sheet style, unless its
    /// content adapts it to a full-screen cover (`presentationCompactAdaptation(.fullScreenCover)`).
    var drawsAsSheet: Bool {
        guard modalPresentationStyle.isSheet, !drawsAsPopover else { return false }
        return sheetPreferences.compactAdaptation?.kind != .fullScreenCover
    }
}

/// The geometry of a popover bubble on iPhone, in points. Apple documents none of these; they
/// follow iOS 17 screens (a 13-point corner and arrow) and could not be confirmed.
enum PopoverMetrics {
    /// The bubble's corner radius.
    static let cornerRadius = 13.0
    /// How far the arrow reaches from the bubble towards its source view.
    static let arrowHeight = 13.0
    /// The arrow's width where it meets the bubble.
    static let arrowWidth = 26.0
    /// The least space between the bubble and the screen's safe edges.
    static let screenMargin = 8.0
    /// The soft shadow around the bubble.
    static let shadow = (opacity: 0.18, radius: 12.0)
}

extension ViewController {
    /// Whether this presented controller is drawn as a popover bubble pointing at its source:
    /// a popover whose content asks not to adapt to the iPhone's compact width
    /// (`presentationCompactAdaptation(.popover)` or `.none`).
    var drawsAsPopover: Bool {
        guard modalPresentationStyle == .popover, popoverAnchor != nil else { return false }
        guard let kind = sheetPreferences.compactAdaptation?.kind else { return false }
        switch kind {
        case .popover, .none: return true
        case .automatic, .sheet, .fullScreenCover: return false
        }
    }

    /// The bubble's frame on a screen of `bounds` with safe area `insets`: the content's ideal
    /// size (no wider or taller than the screen allows), below its source when it fits there,
    /// else above, centred on the source and kept on the screen. Also whether the arrow points up.
    func popoverPlacement(in bounds: Rect, insets: EdgeInsets) -> (frame: Rect, arrowUp: Bool) {
        let anchor = popoverAnchor ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let margin = PopoverMetrics.screenMargin
        let minX = bounds.minX + insets.leading + margin, maxX = bounds.maxX - insets.trailing - margin
        let top = bounds.minY + insets.top + margin, bottom = bounds.maxY - insets.bottom - margin
        let maxWidth = max(0, maxX - minX)
        let ideal = sizeThatFits(ProposedViewSize(width: CGFloat(maxWidth), height: nil))
        let width = min(Double(ideal.width), maxWidth)
        let below = bottom - (anchor.maxY + PopoverMetrics.arrowHeight)
        let above = anchor.minY - PopoverMetrics.arrowHeight - top
        let arrowUp = below >= Double(ideal.height) || below >= above
        let height = min(Double(ideal.height), max(0, arrowUp ? below : above))
        let x = min(max(anchor.midX - width / 2, minX), max(minX, maxX - width))
        let y = arrowUp ? anchor.maxY + PopoverMetrics.arrowHeight : anchor.minY - PopoverMetrics.arrowHeight - height
        return (Rect(x: x, y: y, width: width, height: height), arrowUp)
    }

    /// The bubble's outline: its rounded body and the arrow towards the source.
    func popoverOutline(arrowUp: Bool) -> PathData {
        let body = layoutFrame
        let anchorX = popoverAnchor?.midX ?? body.midX
        let half = PopoverMetrics.arrowWidth / 2
        let lowest = body.minX + PopoverMetrics.cornerRadius + half
        let highest = body.maxX - PopoverMetrics.cornerRadius - half
        let tipX = lowest <= highest ? min(max(anchorX, lowest), highest) : body.midX
        var path = Path(roundedRect: CGRect(body), cornerRadius: PopoverMetrics.cornerRadius)
        let baseY = arrowUp ? body.minY : body.maxY
        let tipY = arrowUp ? body.minY - PopoverMetrics.arrowHeight : body.maxY + PopoverMetrics.arrowHeight
        // The arrow overlaps the body by a point so the two fill as one shape.
        let overlap = arrowUp ? 1.0 : -1.0
        path.move(to: CGPoint(x: tipX - half, y: baseY + overlap))
        path.addLine(to: CGPoint(x: tipX, y: tipY))
        path.addLine(to: CGPoint(x: tipX + half, y: baseY + overlap))
        path.closeSubpath()
        return path.data
    }
}
