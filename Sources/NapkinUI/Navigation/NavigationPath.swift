/// A list of values pushed on a navigation stack, of any hashable types, as SwiftUI's
/// `NavigationPath`: `NavigationStack(path: $path)`, `path.append(contact)`,
/// `path.removeLast()`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path holding `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// True when nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(k, elements.count))
    }
}

/// A path binding with its element type erased: what a path-bound stack reads and writes.
@MainActor
struct NavigationPathBinding {
    /// The values, in order.
    let values: @MainActor () -> [AnyHashable]
    /// Appends a value of the path's element type; false for a value of another type.
    let append: @MainActor (AnyHashable) -> Bool
    /// Removes the last `k` values.
    let removeLast: @MainActor (Int) -> Void
}

extension NavigationStack {
    /// A navigation stack whose pushed screens follow `path`: each value is shown by the
    /// `.navigationDestination(for:)` for its type; value links append to the path, and the
    /// back button (or `dismiss()`) removes the last value.
    public init<Data, Root: View>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.init(root: root)
        self.path = NavigationPathBinding(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { k in path.wrappedValue.removeLast(min(k, path.wrappedValue.count)) }
        )
    }

    /// A navigation stack whose pushed screens follow a ``NavigationPath`` of any value types.
    public init<Root: View>(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
        self.path = NavigationPathBinding(
            values: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.elements.append(value)
                return true
            },
            removeLast: { k in path.wrappedValue.removeLast(k) }
        )
    }
}
