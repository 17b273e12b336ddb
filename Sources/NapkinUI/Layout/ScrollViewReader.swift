internal import Raster

/// A view whose content can scroll the scroll views inside it to a view, as SwiftUI's
/// `ScrollViewReader`:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack { ForEach(messages) { Bubble($0).id($0.id) } }
///     }
///     .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` asks for the view given that id (with `.id(_:)`);
/// the next layout (an `onAppear` or `onChange` lays the content out again, a tap's action
/// is followed by a render) scrolls the first scroll view holding it, inside the reader or
/// around it, so the view's `anchor` point meets the same point of the scroll view (with no
/// anchor, by the least that shows all of it), within the content's ends, as iOS does. The
/// reader keeps the request in the hosting controller until another replaces it.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// No body: a scroll view reader is primitive.
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content
    let site: String

    /// A reader handing `content` the proxy that scrolls its scroll views. (The call site
    /// names the reader between renders, as it names a lifecycle modifier.)
    public init(
        fileID: String = #fileID, line: Int = #line, column: Int = #column, @ViewBuilder content: @escaping (ScrollViewProxy) -> Content
    ) {
        self.content = content
        self.site = "ScrollViewReader:\(fileID):\(line):\(column)"
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let bridge = environment.controllerContext?.controller?.bridge
        let key = site
        let request = bridge?.viewState[key]?.base as? ScrollToRequest
        let proxy = ScrollViewProxy { bridge?.viewState[key] = AnyHashable($0) }
        var inner = environment
        inner.scrollToRequest = request
        let node = buildNode(content(proxy), in: inner)
        guard let request else { return node }
        // A scroll view around the reader scrolls too, when it holds the view.
        return PreferenceNode(child: node) { $0[ScrollToRequestKey.self] = request }
    }
}

/// What a ``ScrollViewReader`` hands its content to scroll with, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let request: @MainActor (ScrollToRequest) -> Void

    /// Scrolls the first scroll view holding the view with id `id` (`.id(_:)`) so that its
    /// `anchor` point (`.top`, `.center`, `.bottom`, …) meets that point of the scroll view,
    /// or, with no anchor, by the least that shows the whole view; the content stays within
    /// its ends. Nothing scrolls when no scroll view holds such a view.
    /// A `ForEach`'s elements are found by their ids too; an optional id is its value, and `nil`
    /// scrolls nothing (`proxy.scrollTo(messages.last?.id, anchor: .bottom)`).
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let key: AnyHashable?
        if let optional = id as? any OptionalScrollID { key = optional.wrappedID } else { key = AnyHashable(id) }
        guard let key else { return }
        request(ScrollToRequest(id: key, anchor: anchor))
    }
}

/// An optional id, which the proxy unwraps.
private protocol OptionalScrollID {
    var wrappedID: AnyHashable? { get }
}

extension Optional: OptionalScrollID where Wrapped: Hashable {
    fileprivate var wrappedID: AnyHashable? {
        guard let value = self else { return nil }
        // Nested optionals are unwrapped all the way.
        if let optional = value as? any OptionalScrollID { return optional.wrappedID }
        return AnyHashable(value)
    }
}

/// A view a ``ScrollViewProxy`` asked to be scrolled to.
struct ScrollToRequest: Hashable {
    let id: AnyHashable
    let anchor: UnitPoint?
}

/// A reader's request, handed up to a scroll view around the reader.
enum ScrollToRequestKey: PreferenceKey {
    static var defaultValue: ScrollToRequest? { nil }
    static func reduce(value: inout ScrollToRequest?, nextValue: () -> ScrollToRequest?) {
        if value == nil { value = nextValue() }
    }
}

/// `.id(_:)`: the view's explicit identity, which a scroll view finds a ``ScrollToRequest`` by.
enum ScrollIDKey: PreferenceKey {
    static var defaultValue: AnyHashable? { nil }
    static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
        if value == nil { value = nextValue() }
    }
}

private struct ScrollToRequestEnvironmentKey: EnvironmentKey {
    static var defaultValue: ScrollToRequest? { nil }
}

extension EnvironmentValues {
    /// The request of the ``ScrollViewReader`` around, for the scroll views inside it.
    var scrollToRequest: ScrollToRequest? {
        get { self[ScrollToRequestEnvironmentKey.self] }
        set { self[ScrollToRequestEnvironmentKey.self] = newValue }
    }
}

extension [LayoutNode] {
    /// A `ForEach` element's nodes, named by the element's `id` when the reader around asks
    /// for that id (only then, so no other element gains a node).
    @MainActor
    func identified(_ id: AnyHashable, in environment: EnvironmentValues) -> [LayoutNode] {
        guard environment.scrollToRequest?.id == id else { return self }
        return map { node in PreferenceNode(child: node) { $0[ScrollIDKey.self] = id } }
    }
}

extension LayoutNode {
    /// The frame of the view in this subtree whose `.id(_:)` is `id` (the first, in order).
    func frame(ofViewWithID id: AnyHashable) -> Rect? {
        if self is PreferenceNode {
            var values = PreferenceValues()
            writePreferences(into: &values)
            if values[ScrollIDKey.self] == id { return frame }
        }
        for child in children {
            if let found = child.frame(ofViewWithID: id) { return found }
        }
        return nil
    }
}

extension ScrollNode {
    /// How far the content at `content` moves (along x and y) for the request of the reader
    /// around, or of one inside (`inherited` first): `nil` when there is none or no view of
    /// its id is inside.
    func scrollOffset(content: Rect, viewport: Rect, inherited: ScrollToRequest?) -> (x: Double, y: Double)? {
        guard let request = inherited ?? child.preferences()[ScrollToRequestKey.self],
            let target = child.frame(ofViewWithID: request.id)
        else { return nil }
        let x =
            axes.contains(.horizontal)
            ? Self.offset(
                target: (target.minX, target.maxX), viewport: (viewport.minX, viewport.maxX), content: (content.minX, content.maxX),
                anchor: request.anchor.map { Double($0.x) }) : 0
        let y =
            axes.contains(.vertical)
            ? Self.offset(
                target: (target.minY, target.maxY), viewport: (viewport.minY, viewport.maxY), content: (content.minY, content.maxY),
                anchor: request.anchor.map { Double($0.y) }) : 0
        return (x, y)
    }

    /// The scroll along one axis that brings `target` to `anchor` of `viewport` (or just into
    /// it), kept between the content's start and the point where its end meets the viewport's.
    static func offset(
        target: (Double, Double), viewport: (Double, Double), content: (Double, Double), anchor: Double?
    ) -> Double {
        let limit = max(0, (content.1 - content.0) - (viewport.1 - viewport.0))
        let wanted: Double
        if let anchor {
            wanted = (target.0 + anchor * (target.1 - target.0)) - (viewport.0 + anchor * (viewport.1 - viewport.0))
        } else if target.1 > viewport.1 {
            // Below (or after) the viewport: its end meets the viewport's, unless it is longer.
            wanted = min(target.1 - viewport.1, target.0 - viewport.0)
        } else {
            wanted = min(0, target.0 - viewport.0)
        }
        return min(max(wanted, 0), limit)
    }
}
