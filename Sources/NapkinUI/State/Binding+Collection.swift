// A binding to a collection is a collection of bindings, as in SwiftUI: `ForEach($tasks) { $task in
// Toggle(task.title, isOn: $task.isDone) }` edits each element where it is stored.
// The conformances are nonisolated, as the binding is.

extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {
    /// The bound collection's indices.
    public typealias Index = Value.Index
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
    /// The bound collection's indices.
    public typealias Indices = DefaultIndices<Binding<Value>>

    /// The first index of the bound collection.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The index past the last of the bound collection.
    public var endIndex: Value.Index { wrappedValue.endIndex }

    /// The index after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// The index before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// The index `distance` steps from `i`.
    public func index(_ i: Value.Index, offsetBy distance: Int) -> Value.Index { wrappedValue.index(i, offsetBy: distance) }
    /// The number of steps from `start` to `end`.
    public func distance(from start: Value.Index, to end: Value.Index) -> Int { wrappedValue.distance(from: start, to: end) }

    /// A binding to the element at `position`: reading it reads the collection's element,
    /// writing it replaces that element in the bound collection.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { wrappedValue[position] },
            set: { newValue in
                var collection = wrappedValue
                collection[position] = newValue
                wrappedValue = collection
            })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity, so `ForEach($items)` identifies each row by its item.
    public var id: Value.ID { wrappedValue.id }
}
