internal import Raster

extension View {
    /// Where taps hit this view: inside `shape` in its frame, as SwiftUI's
    /// `contentShape(_:eoFill:)`. NapkinUI hit-tests whole frames, so a `Rectangle` (the usual
    /// `HStack { … Spacer() }.contentShape(Rectangle())`) is what it does anyway; another
    /// shape leaves the frame's corners untapped (`.contentShape(Circle())`).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// The shape of this view for `kinds` of use; only `.interaction` changes where taps hit
    /// (the others shape previews and effects drawn only during gestures).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        let outline = shape.outline, isCircle = shape.isCircle
        return ModifiedView(content: self) { node, _ in
            guard kinds.contains(.interaction) else { return node }
            return ContentShapeNode(child: node, outline: outline, isCircle: isCircle, evenOdd: eoFill)
        }
    }
}

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit-testing of taps.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// A drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// A context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// A pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility's focus outline.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// `.contentShape`: taps on the controls that are exactly this view hit only inside the shape.
@MainActor
final class ContentShapeNode: WrapperNode {
    let outline: ShapeOutline
    let isCircle: Bool
    let evenOdd: Bool

    init(child: LayoutNode, outline: ShapeOutline, isCircle: Bool, evenOdd: Bool) {
        self.outline = outline
        self.isCircle = isCircle
        self.evenOdd = evenOdd
        super.init(child: child)
    }

    /// True when `point` is inside the shape in the node's frame.
    func hits(_ point: Point) -> Bool {
        var rect = frame
        if isCircle {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        let probe = Raster.Canvas(size: Size(width: 1, height: 1), scale: 1)
        return probe.contains(point, in: outline.kind(in: rect), in: rect, evenOdd: evenOdd)
    }

    /// A control inside that is exactly this view (a `.contentShape` applied outside
    /// `.onTapGesture`) takes the shape too.
    override func collectElements(into elements: inout [InteractiveElement]) {
        var inner: [InteractiveElement] = []
        super.collectElements(into: &inner)
        for element in inner {
            let isThisView = element.hitTest == nil && element.layoutFrame == frame
            elements.append(isThisView ? element.hit { [weak self] in self?.hits($0) ?? false } : element)
        }
    }
}

extension LayoutNode {
    /// The hit test of the `.contentShape` applied directly inside this node (through
    /// single-child modifiers), for the control this node reports.
    var contentShapeHitTest: (@MainActor (Point) -> Bool)? {
        if let shaped = self as? ContentShapeNode { return { [weak shaped] in shaped?.hits($0) ?? false } }
        if let wrapper = self as? WrapperNode { return wrapper.child.contentShapeHitTest }
        return nil
    }
}
