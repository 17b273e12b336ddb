/// A piece of user interface, described as a value, as in SwiftUI.
///
/// Write a view as a struct with a `body` built from other views:
/// ```swift
/// struct Greeting: View {
///     var body: some View {
///         VStack(spacing: 28) { Text("Step inside the *smokehouse*.").font(.serif(44)) }
///     }
/// }
/// ```
/// Views are cheap descriptions: a ``ViewController`` keeps the value and NapkinUI turns it
/// into laid-out, drawable nodes each time the window renders.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

/// Primitive views have no body; they build their layout node directly.
extension Never: View {
    /// Never called: primitive views are built by NapkinUI itself.
    public var body: Never { fatalError("Never has no body") }
}

/// A view NapkinUI builds directly into a layout node, instead of asking for its body.
@MainActor
protocol PrimitiveView {
    /// The node for this view in `environment`.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode
}

/// A view that contributes several children to the stack around it (a tuple of views,
/// `ForEach`, an `if` without `else`), instead of a single one.
@MainActor
protocol MultiView {
    /// The nodes of every child, in order.
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode]
}

extension View where Body == Never {
    /// Primitive views have no body; NapkinUI never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing and takes no space; stacks skip it entirely.
public struct EmptyView: View, MultiView {
    /// An empty view.
    public init() {}
    /// No body: an empty view is primitive.
    public typealias Body = Never
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { [] }
}

/// A type-erased view, for storing views of different types in one place.
public struct AnyView: View, PrimitiveView, MultiView {
    /// No body: the wrapped view is built directly.
    public typealias Body = Never
    let wrapped: any View
    /// For a branch of an `if`/`else` or `switch`, which one (`true` for the first): the
    /// views inside sit in the branch's own place (ViewIdentity.swift).
    let branch: Bool?

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            wrapped = any.wrapped
            branch = any.branch
        } else {
            wrapped = view
            branch = nil
        }
    }

    /// Wraps an existential view.
    public init(erasing view: any View) {
        self.init(erasing: view, branch: nil)
    }

    /// Wraps a view builder's branch; a branch inside another keeps its own place inside it.
    init(erasing view: any View, branch: Bool?) {
        if let any = view as? AnyView, branch == nil || any.branch == nil {
            wrapped = any.wrapped
            self.branch = branch ?? any.branch
        } else {
            wrapped = view
            self.branch = branch
        }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(wrapped, in: branch.map { environment.identified(.branch($0)) } ?? environment)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(wrapped, in: branch.map { environment.identified(.branch($0)) } ?? environment)
    }
}

// MARK: - Turning views into nodes

/// The nodes `view` contributes to a stack: several for tuples and `ForEach`, none for
/// `EmptyView` and absent optionals, one otherwise.
@MainActor
func buildNodes(_ view: any View, in environment: EnvironmentValues) -> [LayoutNode] {
    ViewNesting.deeper({ buildNodesAtThisDepth(view, in: environment) }, refused: { [$0] })
}

@MainActor
private func buildNodesAtThisDepth(_ view: any View, in environment: EnvironmentValues) -> [LayoutNode] {
    if environment.needsMirroring {  // right to left: see Layout/Mirroring.swift
        return buildNodes(view, in: environment.placingInLayoutDirection).map { MirrorNode(child: $0) }
    }
    if hasBody(view) { return buildNodes(bodyOf(view, in: environment), in: environment) }
    if let multi = view as? MultiView {
        return multi.makeNodes(in: environment)
    }
    if let primitive = view as? PrimitiveView {
        return [primitive.makeNode(in: environment)]
    }
    if let shape = view as? any Shape { return [shape.makeShapeNode(in: environment)] }
    if let representable = view as? any UIViewRepresentable { return [representable.makeRepresentedNode(in: environment)] }
    if let representable = view as? any UIViewControllerRepresentable {
        return [representable.makeRepresentedControllerNode(in: environment)]
    }
    return buildNodes(bodyOf(view, in: environment), in: environment)
}

/// The single node for `view`; several children are stacked vertically, as SwiftUI does
/// when a modifier is applied to a group.
@MainActor
func buildNode(_ view: any View, in environment: EnvironmentValues) -> LayoutNode {
    ViewNesting.deeper({ buildNodeAtThisDepth(view, in: environment) }, refused: { $0 })
}

@MainActor
private func buildNodeAtThisDepth(_ view: any View, in environment: EnvironmentValues) -> LayoutNode {
    if environment.needsMirroring {  // right to left: see Layout/Mirroring.swift
        return MirrorNode(child: buildNode(view, in: environment.placingInLayoutDirection))
    }
    if hasBody(view) { return buildNode(bodyOf(view, in: environment), in: environment) }
    if let primitive = view as? PrimitiveView {
        return primitive.makeNode(in: environment)
    }
    if view is MultiView {
        let nodes = buildNodes(view, in: environment)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .center, spacing: nil, children: nodes)
    }
    if let shape = view as? any Shape { return shape.makeShapeNode(in: environment) }
    if let representable = view as? any UIViewRepresentable { return representable.makeRepresentedNode(in: environment) }
    if let representable = view as? any UIViewControllerRepresentable {
        return representable.makeRepresentedControllerNode(in: environment)
    }
    return buildNode(bodyOf(view, in: environment), in: environment)
}

/// True for a view made of a body (its `Body` is not `Never`): every view NapkinUI builds
/// itself (primitive views, tuples and `ForEach`, shapes, representables) has no body.
///
/// Asked before the casts below, from the view's type alone: a screen's own views (most of its
/// values) failed four dynamic casts each before their body was read, on every render.
@MainActor
private func hasBody<V: View>(_ view: V) -> Bool {
    V.Body.self != Never.self
}

/// The body of `view`, after its dynamic properties (`@Environment`) have read `environment`.
@MainActor
private func bodyOf<V: View>(_ view: V, in environment: EnvironmentValues) -> any View {
    installEnvironment(environment, into: view)
    // UIKit-style code in a body (`UIFontMetrics.default.scaledValue(for:)`) reads the traits
    // the view is drawn with, as UIKit's current traits during an update.
    return CurrentTextSize.$inBody.withValue(environment.dynamicTypeSize) { view.body }
}

/// The body of a view of the app's own (its type is not NapkinUI's) read in `environment`, or `nil` for NapkinUI's
/// views and views without a body: how `Group(subviews:)` opens a view of yours to the views its body makes.
@MainActor
func openedBody(of view: any View, in environment: EnvironmentValues) -> (any View)? {
    func open<V: View>(_ view: V) -> (any View)? {
        guard hasBody(view), !String(reflecting: V.self).hasPrefix("NapkinUI.") else { return nil }
        return bodyOf(view, in: environment)
    }
    return open(view)
}
