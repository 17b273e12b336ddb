/// Where a scroll view is scrolled, as iOS 18's `ScrollPosition`: at a view of its content
/// (by the id `.id(_:)` or a `ForEach` gives it), at an edge, or at a point of its content.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .bottom)
/// ScrollView { … }.scrollPosition($position)
/// ```
/// A still frame shows the scroll view at rest where the position says; with no position
/// set (`ScrollPosition(idType:)`) it rests where `defaultScrollAnchor(_:)` or its start puts it.
public struct ScrollPosition: Sendable, Hashable {
    /// A view's id, kept as the `Sendable` value it was given.
    struct ViewID: Sendable, Hashable {
        let base: any Hashable & Sendable
        static func == (lhs: ViewID, rhs: ViewID) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
        func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
    }

    /// What the position names.
    enum Target: Sendable, Hashable {
        case view(id: ViewID, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: Double?, y: Double?)

        /// Where a scroll view rests for this target.
        var rest: ScrollRest {
            switch self {
            case .view(let id, let anchor): .view(id: AnyHashable(id.base), anchor: anchor)
            case .edge(let edge): .edge(edge)
            case .point(let x, let y): .point(x: x, y: y)
            }
        }
    }

    var target: Target?

    /// A position that names nothing yet; the scroll view rests at its default place.
    /// `idType` is the type of the ids of the views it may later be scrolled to.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {}

    /// The scroll view at the view with id `id`, its `anchor` point at the same point of
    /// the scroll view (the top leading corner when `nil`).
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: ViewID(base: id), anchor: anchor)
    }

    /// The scroll view at `edge` of its content (`.bottom`: scrolled to the end).
    public init(edge: Edge) {
        target = .edge(edge)
    }

    /// The scroll view with `point` of its content at its top leading corner.
    public init(point: CGPoint) {
        target = .point(x: Double(point.x), y: Double(point.y))
    }

    /// The scroll view scrolled to `x` along, or `y` down, its content.
    public init(x: CGFloat) { target = .point(x: Double(x), y: nil) }
    /// The scroll view scrolled `y` down its content.
    public init(y: CGFloat) { target = .point(x: nil, y: Double(y)) }
    /// The scroll view scrolled to `x`, `y` of its content.
    public init(x: CGFloat, y: CGFloat) { target = .point(x: Double(x), y: Double(y)) }

    /// Scrolls to the view with id `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: ViewID(base: id), anchor: anchor)
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
    /// Scrolls so `point` of the content is at the scroll view's top leading corner.
    public mutating func scrollTo(point: CGPoint) { target = .point(x: Double(point.x), y: Double(point.y)) }
    /// Scrolls to `x` along the content.
    public mutating func scrollTo(x: CGFloat) { target = .point(x: Double(x), y: nil) }
    /// Scrolls to `y` down the content.
    public mutating func scrollTo(y: CGFloat) { target = .point(x: nil, y: Double(y)) }
    /// Scrolls to `x`, `y` of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(x: Double(x), y: Double(y)) }

    /// Whether a finger scrolled the scroll view to where it is: never, in a still frame.
    public var isPositionedByUser: Bool { false }
    /// The edge the position names, if it names one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }
    /// The point the position names, if it names both coordinates.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }
    /// The id of the view the position names, if it names one.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id.base }
        return nil
    }
    /// The id of the view the position names, if it names one of type `type`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? {
        if case .view(let id, _) = target { return id.base as? ID }
        return nil
    }
}

/// Where a scroll view rests: at a view (by its id), an edge or a point of its content.
enum ScrollRest {
    case view(id: AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case point(x: Double?, y: Double?)
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollRest? { nil }
}

/// What a default scroll anchor is for, as iOS 18's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Sendable, Hashable {
    private let name: String
    /// Where the scroll view starts: the anchor of its content at the same point of the view.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// What stays in place when the content or the scroll view changes size (a still frame
    /// has no earlier size, so nothing drawn changes).
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the scroll view sits in it.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// The anchors `.defaultScrollAnchor` set, by role.
struct DefaultScrollAnchors: Sendable, Hashable {
    /// Where the scroll view starts.
    var initialOffset: UnitPoint?
    /// Where short content sits.
    var alignment: UnitPoint?
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue = DefaultScrollAnchors()
}

extension EnvironmentValues {
    /// Where the next scroll view inside rests (`.scrollPosition`), taken by that scroll view.
    var scrollPositionTarget: ScrollRest? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }

    /// The anchors of the next scroll view inside (`.defaultScrollAnchor`).
    var defaultScrollAnchors: DefaultScrollAnchors {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Ties the scroll view inside to `id`, as iOS 17's `scrollPosition(id:anchor:)`: while
    /// `id` holds the id of one of its views, the scroll view rests with that view's `anchor`
    /// point at the same point of the scroll view (its top, or leading edge, when `anchor` is
    /// `nil`: the binding names the view at the top), kept within the content's ends. A `nil`
    /// id leaves the scroll view at its default place. (iOS writes the top view's id back
    /// as the finger scrolls; a still frame is never scrolled by a finger.)
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let target = id.wrappedValue.map { ScrollRest.view(id: AnyHashable($0), anchor: anchor) }
        return EnvironmentModifiedView(content: self) { environment in
            if let target { environment.scrollPositionTarget = target }
        }
    }

    /// Ties the scroll view inside to `position`, as iOS 18's `scrollPosition(_:anchor:)`:
    /// it rests at the view, edge or point the position names (a view's `anchor` point, or
    /// `anchor` when the position names none, meets the same point of the scroll view).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        var target = position.wrappedValue.target?.rest
        if case .view(let id, nil)? = target { target = .view(id: id, anchor: anchor) }
        return EnvironmentModifiedView(content: self) { environment in
            if let target { environment.scrollPositionTarget = target }
        }
    }

    /// Starts the scroll views inside with `anchor` of their content at the same point of
    /// the scroll view, as iOS 17's `defaultScrollAnchor(_:)`: `.bottom` starts a chat at
    /// its newest message. Content shorter than the scroll view is aligned the same way
    /// (at the bottom, for `.bottom`). A position set with `scrollPosition` wins.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        EnvironmentModifiedView(content: self) { $0.defaultScrollAnchors = DefaultScrollAnchors(initialOffset: anchor, alignment: anchor) }
    }

    /// Sets the scroll views' default anchor for one `role`, as iOS 18's
    /// `defaultScrollAnchor(_:for:)`: `.initialOffset` where they start, `.alignment` where
    /// short content sits, `.sizeChanges` what stays put as sizes change (nothing, at rest).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        EnvironmentModifiedView(content: self) { environment in
            if role == .initialOffset { environment.defaultScrollAnchors.initialOffset = anchor }
            if role == .alignment { environment.defaultScrollAnchors.alignment = anchor }
        }
    }
}
