/// Views made from a collection, whose rows a list can delete and move, as SwiftUI's
/// `DynamicViewContent`: `ForEach` is one.
///
/// ```swift
/// List {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
///         .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// }
/// ```
/// A test deletes or moves a row as a swipe or a drag would, with `Window.deleteRow(_:)` and
/// `Window.moveRow(_:toOffset:)`; the row is found by its words.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// What a row of a dynamic view can be asked to do, set by `onDelete` and `onMove`.
struct RowEditing {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

extension DynamicViewContent {
    /// Lets each row be deleted (a swipe, or the edit mode's delete button, on iOS):
    /// `action` receives the offset of the row, as SwiftUI's `onDelete(perform:)`. `nil`
    /// turns deleting off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self) { $0.delete = action }
    }

    /// Lets each row be moved (a drag in edit mode, on iOS): `action` receives the offsets
    /// moved and the offset they go before, as SwiftUI's `onMove(perform:)`. `nil` turns
    /// moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self) { $0.move = action }
    }
}

/// A dynamic view whose rows can be deleted or moved.
struct EditableContent<Content: DynamicViewContent>: DynamicViewContent, MultiView {
    typealias Body = Never
    let content: Content
    let editing: RowEditing

    init(content: Content, change: (inout RowEditing) -> Void) {
        self.content = content
        var editing = (content as? EditableContentReading)?.rowEditing ?? RowEditing()
        change(&editing)
        self.editing = editing
    }

    var data: Content.Data { content.data }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let rows = (content as? RowsBuilding)?.rowNodes(in: environment) ?? [buildNodes(content, in: environment)]
        let count = rows.count
        return rows.enumerated().flatMap { offset, nodes in
            nodes.map { EditableRowNode(child: $0, offset: offset, count: count, editing: editing, environment: environment) }
        }
    }
}

/// Reads the editing an editable content already has, so `.onDelete { }.onMove { }` keeps both.
@MainActor
protocol EditableContentReading {
    var rowEditing: RowEditing { get }
}

extension EditableContent: EditableContentReading, RowsBuilding {
    var rowEditing: RowEditing { editing }

    func rowNodes(in environment: EnvironmentValues) -> [[LayoutNode]] {
        (content as? RowsBuilding)?.rowNodes(in: environment) ?? [buildNodes(content, in: environment)]
    }
}

/// A dynamic view that builds its rows one element at a time.
@MainActor
protocol RowsBuilding {
    /// The nodes of each element, in order.
    func rowNodes(in environment: EnvironmentValues) -> [[LayoutNode]]
}

extension ForEach: RowsBuilding {
    func rowNodes(in environment: EnvironmentValues) -> [[LayoutNode]] {
        guard environment.listRowsCarrySelection else {
            return data.map { buildNodes(content($0), in: environment.identified(.element(AnyHashable($0[keyPath: id])))) }
        }
        // The ForEach views inside an element are not the list's rows.
        var inner = environment
        inner.listRowsCarrySelection = false
        return data.map { element in
            let id = AnyHashable(element[keyPath: self.id])
            return buildNodes(content(element), in: inner.identified(.element(id))).identified(id, in: environment)
                .carryingSelection(id, in: environment)
        }
    }
}
