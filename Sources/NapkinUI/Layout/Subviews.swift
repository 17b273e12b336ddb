/// The views of some content one by one, as SwiftUI's (iOS 18) `Group(subviews:)` and `ForEach(subviews:)` give them
/// to a container of your own:
///
/// ```swift
/// struct Card<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         VStack(spacing: 0) {
///             Group(subviews: content) { subviews in
///                 ForEach(subviews) { subview in
///                     subview.padding(12)
///                     if subview.id != subviews.last?.id { Divider() }
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// The subviews are what a stack would lay out: each view of a builder, each element of a `ForEach`, the views of an
/// `if`, a `Group`'s views; `EmptyView` gives none. A view of your own counts as the views its body makes in
/// `Group(subviews:)`, which reads bodies in the container's environment; `ForEach(subviews:)` counts it as one.
public struct Subview: View, Identifiable {
    /// A subview's identity: its place in the content, and the `ForEach` element it belongs to.
    public struct ID: Hashable, Sendable {
        let path: [AnyHashableSendable]
    }

    /// Where the subview is in its content.
    public let id: ID
    /// The values the content set for the subview with `containerValue(_:_:)`.
    public let containerValues: ContainerValues
    let view: AnyView

    /// The subview as it was written.
    public var body: some View { view }
}

/// A `Hashable` identity that may cross actors: an element's id is compared only, never used.
struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let base: AnyHashable
}

/// The subviews of some content, as SwiftUI's `SubviewsCollection`: a collection a container walks (`ForEach(subviews)`,
/// `subviews.first`, `subviews[1...]`), and a view that shows them all.
public struct SubviewsCollection: RandomAccessCollection, View {
    nonisolated let elements: [Subview]

    /// The first position.
    nonisolated public var startIndex: Int { elements.startIndex }
    /// The position after the last.
    nonisolated public var endIndex: Int { elements.endIndex }
    /// The subview at `position`.
    nonisolated public subscript(position: Int) -> Subview { elements[position] }
    /// The subviews in `bounds`.
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }

    /// Every subview, in order.
    public var body: some View { ForEach(elements) { $0 } }
}

/// A part of a ``SubviewsCollection`` (`subviews.dropFirst()`), as SwiftUI's `SubviewsCollectionSlice`.
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    nonisolated let elements: ArraySlice<Subview>

    /// The first position (that of the whole collection).
    nonisolated public var startIndex: Int { elements.startIndex }
    /// The position after the last.
    nonisolated public var endIndex: Int { elements.endIndex }
    /// The subview at `position`.
    nonisolated public subscript(position: Int) -> Subview { elements[position] }
    /// The subviews in `bounds`.
    nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }

    /// The subviews of the slice, in order.
    public var body: some View { ForEach(Array(elements)) { $0 } }
}

/// What `Group(subviews:transform:)` holds: the content and what the container makes of its subviews.
public struct GroupElementsOfContent<Base: View, Result: View>: View, MultiView {
    /// No body: the subviews are read where the group is built.
    public typealias Body = Never
    let base: Base
    let transform: @MainActor (SubviewsCollection) -> Result

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let subviews = SubviewsCollection(elements: listSubviews(of: base, in: environment))
        return buildNodes(transform(subviews), in: environment)
    }
}

extension Group {
    /// A group of what `transform` makes of the subviews of `view`, as SwiftUI's `Group(subviews:transform:)` (iOS 18).
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping @MainActor (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}

extension ForEach where Data == [Subview], ID == Subview.ID {
    /// A view for each subview of `view`, as SwiftUI's `ForEach(subviews:content:)` (iOS 18).
    public init<Content: View>(subviews view: some View, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(listSubviews(of: view, in: nil), id: \.id, content: content)
    }
}

/// Values the views of some content give their container, as SwiftUI's `ContainerValues` (iOS 18): declare one with
/// `extension ContainerValues { @Entry var isPinned = false }`, set it with `.containerValue(\.isPinned, true)`, read it
/// from `subview.containerValues.isPinned`.
public struct ContainerValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No values set: every key reads its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { (storage[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in ``ContainerValues``, as SwiftUI's `ContainerValueKey`.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value where the content set none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view's subviews `value` at `keyPath` of their ``ContainerValues``, for the container that reads them
    /// (`Group(subviews:)`), as SwiftUI's `containerValue(_:_:)`. Nothing changes where the view is drawn.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        let set: @MainActor (inout ContainerValues) -> Void = { $0[keyPath: keyPath] = value }
        return ContainerValueView(content: self, set: set)
    }
}

/// A view whose subviews carry container values; drawn as its content.
struct ContainerValueView<Content: View>: View {
    let content: Content
    let set: @MainActor (inout ContainerValues) -> Void

    var body: some View { content }
}

/// Reads the container values a content sets, whatever its content type.
@MainActor
private protocol ContainerValueSetting {
    var contentView: any View { get }
    func apply(to values: inout ContainerValues)
}

extension ContainerValueView: ContainerValueSetting {
    var contentView: any View { content }
    func apply(to values: inout ContainerValues) { set(&values) }
}

/// The subviews of some content, with the container values their modifiers set.
@MainActor
private protocol SubviewListing {
    /// The views one by one, each with its identity within this content.
    func subviewViews(in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)]
}

extension ForEach: SubviewListing {
    fileprivate func subviewViews(in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)] {
        data.flatMap { element in
            let key = AnyHashableSendable(base: AnyHashable(element[keyPath: id]))
            return views(of: content(element), in: environment).map { ([key] + $0.id, $0.view) }
        }
    }
}

extension Group: SubviewListing {
    fileprivate func subviewViews(in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)] {
        views(of: content, in: environment)
    }
}

extension SubviewsCollection: SubviewListing {
    fileprivate func subviewViews(in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)] {
        elements.map { ($0.id.path, $0) }
    }
}

extension SubviewsCollectionSlice: SubviewListing {
    fileprivate func subviewViews(in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)] {
        elements.map { ($0.id.path, $0) }
    }
}

/// The subviews of `view`; bodies are read only with an environment to read them in.
@MainActor
func listSubviews(of view: any View, in environment: EnvironmentValues?) -> [Subview] {
    subviews(of: view, values: ContainerValues(), in: environment)
}

@MainActor
private func subviews(of view: any View, values: ContainerValues, in environment: EnvironmentValues?) -> [Subview] {
    if let subview = view as? Subview { return [subview] }
    if let setting = view as? ContainerValueSetting {
        var inner = values
        setting.apply(to: &inner)
        return subviews(of: setting.contentView, values: inner, in: environment)
    }
    return views(of: view, in: environment).enumerated().flatMap { offset, item -> [Subview] in
        // A container-value view inside gives its own subviews their values.
        if let setting = item.view as? ContainerValueSetting {
            var inner = values
            setting.apply(to: &inner)
            return subviews(of: setting.contentView, values: inner, in: environment).map {
                Subview(id: Subview.ID(path: item.id + $0.id.path), containerValues: $0.containerValues, view: $0.view)
            }
        }
        if let subview = item.view as? Subview { return [subview] }
        let id = item.id.isEmpty ? [AnyHashableSendable(base: AnyHashable(offset))] : item.id
        return [Subview(id: Subview.ID(path: id), containerValues: values, view: AnyView(erasing: item.view))]
    }
}

/// `view`'s single views with their identities: tuples, `ForEach`, groups and optionals opened, and with an environment
/// a view of your own opened to its body.
@MainActor
private func views(of view: any View, in environment: EnvironmentValues?) -> [(id: [AnyHashableSendable], view: any View)] {
    if view is EmptyView { return [] }
    if let any = view as? AnyView { return views(of: any.wrapped, in: environment) }
    if let tuple = view as? TupleView {
        return tuple.children.enumerated().flatMap { offset, child in
            views(of: child, in: environment).map { item in
                ([AnyHashableSendable(base: AnyHashable(offset))] + item.id, item.view)
            }
        }
    }
    if let listing = view as? SubviewListing { return listing.subviewViews(in: environment) }
    if view is ContainerValueSetting || view is Subview { return [([], view)] }
    if let environment, let body = openedBody(of: view, in: environment) { return views(of: body, in: environment) }
    return [([], view)]
}

/// One section of some content, as SwiftUI's `SectionConfiguration` (iOS 18): a `Section`'s header, rows and footer as
/// subviews, or, for views outside any `Section`, an implicit section of them with no header or footer.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place in the content.
    public struct ID: Hashable, Sendable {
        let path: [AnyHashableSendable]
    }

    /// Where the section is in its content.
    public let id: ID
    /// The header's subviews (none without a header).
    public let header: SubviewsCollection
    /// The rows' subviews.
    public let content: SubviewsCollection
    /// The footer's subviews (none without a footer).
    public let footer: SubviewsCollection
    /// The values the content set for the section with `containerValue(_:_:)`.
    public let containerValues: ContainerValues
}

/// The sections of some content, as SwiftUI's `SectionCollection`: what `Group(sections:)` hands its transform.
public struct SectionCollection: RandomAccessCollection {
    let elements: [SectionConfiguration]

    /// The first position.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last.
    public var endIndex: Int { elements.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}

/// What `Group(sections:transform:)` holds: the content and what the container makes of its sections.
public struct GroupSectionsOfContent<Base: View, Result: View>: View, MultiView {
    /// No body: the sections are read where the group is built.
    public typealias Body = Never
    let base: Base
    let transform: @MainActor (SectionCollection) -> Result

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(transform(SectionCollection(elements: listSections(of: base, in: environment))), in: environment)
    }
}

extension Group {
    /// A group of what `transform` makes of the sections of `view`, as SwiftUI's `Group(sections:transform:)` (iOS 18).
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping @MainActor (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

extension ForEach where Data == [SectionConfiguration], ID == SectionConfiguration.ID {
    /// A view for each section of `view`, as SwiftUI's `ForEach(sections:content:)` (iOS 18).
    public init<Content: View>(sections view: some View, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(listSections(of: view, in: nil), id: \.id, content: content)
    }
}

/// The sections of `view`: each `Section` one, and each run of other views between them an implicit one.
@MainActor
func listSections(of view: any View, in environment: EnvironmentValues?) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [(id: [AnyHashableSendable], view: any View)] = []
    func closeLoose() {
        guard !loose.isEmpty else { return }
        let rows = loose.flatMap { item in
            listSubviews(of: item.view, in: environment).map {
                Subview(id: Subview.ID(path: item.id + $0.id.path), containerValues: $0.containerValues, view: $0.view)
            }
        }
        let empty = SubviewsCollection(elements: [])
        sections.append(
            SectionConfiguration(
                id: SectionConfiguration.ID(path: loose[0].id), header: empty, content: SubviewsCollection(elements: rows), footer: empty,
                containerValues: ContainerValues()))
        loose = []
    }
    for item in views(of: view, in: environment) {
        var values = ContainerValues()
        var candidate = item.view
        if let setting = candidate as? ContainerValueSetting {
            setting.apply(to: &values)
            candidate = setting.contentView
        }
        guard let section = candidate as? Section else {
            loose.append(item)
            continue
        }
        closeLoose()
        func collection(_ part: (any View)?) -> SubviewsCollection {
            SubviewsCollection(elements: part.map { listSubviews(of: $0, in: environment) } ?? [])
        }
        sections.append(
            SectionConfiguration(
                id: SectionConfiguration.ID(path: item.id), header: collection(section.header), content: collection(section.content),
                footer: collection(section.footer), containerValues: values))
    }
    closeLoose()
    return sections
}
