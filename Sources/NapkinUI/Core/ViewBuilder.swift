/// Builds views from the statements of a closure: several views, `if`/`else`, optionals and
/// `ForEach`, as SwiftUI's `@ViewBuilder`.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view stays itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a ``TupleView`` whose children join the enclosing stack.
    public static func buildBlock(_ contents: any View...) -> TupleView { TupleView(contents) }

    /// Each statement's view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view, or nothing.
    public static func buildOptional(_ content: (any View)?) -> TupleView {
        TupleView(content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`/`else` or `switch` (a place of its own in the hierarchy).
    public static func buildEither(first: any View) -> AnyView { AnyView(erasing: first, branch: true) }

    /// The second branch of an `if`/`else` or `switch` (a place of its own in the hierarchy).
    public static func buildEither(second: any View) -> AnyView { AnyView(erasing: second, branch: false) }

    /// `if #available` branches.
    public static func buildLimitedAvailability(_ content: any View) -> AnyView { AnyView(erasing: content) }
}

/// `view` with the groups a view builder makes opened, in order: a ``TupleView``'s children and
/// an ``AnyView``'s view (what `if`/`else` builds), recursively.
@MainActor func openedBuilderParts(_ view: any View) -> [any View] {
    if let tuple = view as? TupleView { return tuple.children.flatMap(openedBuilderParts) }
    if let any = view as? AnyView { return openedBuilderParts(any.wrapped) }
    return [view]
}

/// Several views side by side in a builder; they join the enclosing stack one by one.
public struct TupleView: View, MultiView {
    /// No body: the children are built directly.
    public typealias Body = Never
    let children: [any View]

    /// The views, in order.
    public init(_ children: [any View]) {
        self.children = children
    }

    /// Each child sits at its own index (its identity, ViewIdentity.swift).
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        children.indices.flatMap { buildNodes(children[$0], in: environment.identified(.child($0))) }
    }
}

/// A view for each element of a collection, as SwiftUI's `ForEach`.
///
/// `ForEach(Array(foods.enumerated()), id: \.offset) { index, food in … }` numbers a list;
/// `ForEach(0..<5) { i in … }` repeats a view.
///
/// NapkinUI rebuilds every view on each layout and animates nothing, so it never matches an
/// element with the one from the last layout; the `id` serves a `Picker`, whose options a
/// `ForEach` tags with their ids, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, MultiView {
    /// No body: the children are built directly.
    public typealias Body = Never
    /// The elements.
    public let data: Data
    let content: (Data.Element) -> any View
    let id: KeyPath<Data.Element, ID>

    /// A view for each element of `data`, identified by `id`.
    public init<Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = { content($0) }
        self.id = id
    }

    /// The content built for `element`: how a stand-in module (Charts) reads a `ForEach` whose
    /// elements are not views but what its own builder makes, wrapped in a view.
    @_spi(StandIns) public func content(for element: Data.Element) -> any View {
        content(element)
    }

    /// The views `element`'s content was built from, in order, with the builder's groups opened
    /// (``TupleView``s, `if`/`else` branches): how a stand-in module reads a `ForEach` made by
    /// the view initializer whose elements are its own content (a `ForEach` of `ForEach`es in a
    /// chart or a map).
    @_spi(StandIns) public func builtParts(for element: Data.Element) -> [any View] {
        openedBuilderParts(content(element))
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        // In a list in edit mode with a selection, each element's rows carry its id (ListEditMode.swift).
        if environment.listRowsCarrySelection { return rowNodes(in: environment).flatMap { $0 } }
        // A scroll view reader's proxy finds an element by its id (ScrollViewReader.swift).
        guard environment.tagsForEachElement else {
            return data.flatMap {
                buildNodes(content($0), in: environment.identified(.element(AnyHashable($0[keyPath: id]))))
                    .identified(AnyHashable($0[keyPath: id]), in: environment)
            }
        }
        // Only this ForEach's own elements are tagged, not ForEach views inside them.
        var inner = environment
        inner.tagsForEachElement = false
        return data.flatMap { element in
            buildNodes(content(element), in: inner.identified(.element(AnyHashable(element[keyPath: id])))).map { node in
                node.tag == nil ? node.tagged(AnyHashable(element[keyPath: id])) : node
            }
            .identified(AnyHashable(element[keyPath: id]), in: environment)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element of a collection of identifiable elements.
    public init<Content: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// A view for each element of a bound collection, identified by `id` on the element (not on
    /// its binding), as SwiftUI's `ForEach($items, id: \.self) { $item in … }`: each view gets a
    /// binding that edits the element where it is stored.
    public init<C: MutableCollection & RandomAccessCollection, Content: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each integer in `range`.
    public init<Content: View>(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}
