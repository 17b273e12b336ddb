/// A geometric value (a rectangle or a point) recorded where one view is laid out, that another
/// view reads in its own coordinates, as SwiftUI's `Anchor`: `geometry[anchor]`.
///
/// NapkinUI records anchors in the window's coordinates; reading one through a
/// ``GeometryProxy`` moves it into that proxy's space. Charts' `ChartProxy.plotFrame` is one.
public struct Anchor<Value> {
    /// The value in the window's coordinates.
    let global: Value
    /// `value` moved by `dx`, `dy` points.
    let translate: @Sendable (Value, CGFloat, CGFloat) -> Value
}

extension Anchor where Value == CGRect {
    /// An anchor of `rect`, given in the window's coordinates.
    package init(globalRect rect: CGRect) {
        self.init(global: rect) { rect, dx, dy in rect.offsetBy(dx: dx, dy: dy) }
    }
}

extension Anchor where Value == CGPoint {
    /// An anchor of `point`, given in the window's coordinates.
    package init(globalPoint point: CGPoint) {
        self.init(global: point) { point, dx, dy in CGPoint(x: point.x + dx, y: point.y + dy) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors of the same value in the window.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value in the window.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor: Sendable where Value: Sendable {}

extension GeometryProxy {
    /// `anchor`'s value in this proxy's coordinates (its top-leading corner at 0, 0), as SwiftUI's
    /// `subscript(_: Anchor<T>)`.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        return anchor.translate(anchor.global, -origin.x, -origin.y)
    }
}

extension Anchor {
    /// Where in a view an anchor is taken, as SwiftUI's `Anchor<Value>.Source`: `.bounds` for a rectangle,
    /// `.center` or `.topLeading` for a point (`anchorPreference(key:value: .bounds)`,
    /// `.popover(…attachmentAnchor: .rect(.bounds))`).
    public struct Source {
        /// The value, from the view's frame in the window's coordinates.
        let resolve: @Sendable (CGRect) -> Value

        /// The value from the view's frame.
        func value(in frame: CGRect) -> Value { resolve(frame) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole frame.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// `rect`, in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }
    /// The point at `unitPoint` of the view's frame.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }
    /// The frame's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the frame's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The frame's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the frame's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The frame's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the frame's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The frame's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the frame's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The frame's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`: a rectangle of the view (`.rect(.bounds)`,
/// the default) or a point of it (`.point(.top)`).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, as a unit point of its frame.
    case point(UnitPoint)

    /// The rectangle the popover points at, for a view whose frame in the window is `frame` (a point is an empty rectangle).
    func rect(in frame: CGRect) -> CGRect {
        switch self {
        case .rect(let source): source.value(in: frame)
        case .point(let unit): CGRect(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height, width: 0, height: 0)
        }
    }
}
