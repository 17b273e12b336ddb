/// The preference values of a subtree, by key: what the one walk of a laid-out tree
/// (``LayoutNode/preferences()``) hands up from each node to its parent.
///
/// A key no view in the subtree set is absent and reads as its default value. Merging the
/// values of siblings combines each key with the key's own `reduce`, in view order.
struct PreferenceValues {
    /// One key's value, with the key that knows how to merge it.
    private struct Entry {
        var value: Any
        let key: any PreferenceKey.Type
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// True when no view in the subtree set any key.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, or its default when no view set it. Setting it marks it set.
    subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
        get {
            guard let entry = entries[ObjectIdentifier(key)] else { return K.defaultValue }
            // Only this subscript writes the entry, always with a `K.Value`.
            return entry.value as! K.Value
        }
        set {
            entries[ObjectIdentifier(key)] = Entry(value: newValue, key: key)
        }
    }

    /// Forgets what the subtree set for `key` (a container whose children's values are its
    /// own business, as a tab view's tab items).
    mutating func removeValue<K: PreferenceKey>(for key: K.Type) {
        entries[ObjectIdentifier(key)] = nil
    }

    /// True when a view in the subtree set `key`.
    func contains<K: PreferenceKey>(_ key: K.Type) -> Bool {
        entries[ObjectIdentifier(key)] != nil
    }

    /// Merges the values of the next sibling subtree into these, key by key.
    mutating func merge(_ next: PreferenceValues) {
        guard !next.entries.isEmpty else { return }
        guard !entries.isEmpty else {
            self = next
            return
        }
        for (id, entry) in next.entries {
            if let mine = entries[id] {
                entries[id] = Entry(value: Self.reduce(entry.key, mine.value, entry.value), key: entry.key)
            } else {
                entries[id] = entry
            }
        }
    }

    /// `value` with `next` merged in by `key`'s `reduce`.
    private static func reduce<K: PreferenceKey>(_ key: K.Type, _ value: Any, _ next: Any) -> Any {
        // Both were written through the subscript for `K`, so both are `K.Value`s.
        var merged = value as! K.Value
        K.reduce(value: &merged, nextValue: { next as! K.Value })
        return merged
    }
}

/// A key whose value is a list, merged by appending in view order; a view's own entries go
/// before its content's, so the list is in the order the views are written (outermost first).
protocol ListPreferenceKey: PreferenceKey where Value == [Element] {
    /// One entry.
    associatedtype Element
}

extension ListPreferenceKey {
    /// No entries.
    static var defaultValue: [Element] { [] }
    /// Appends the next sibling's entries.
    static func reduce(value: inout [Element], nextValue: () -> [Element]) {
        value += nextValue()
    }
}

extension PreferenceValues {
    /// Puts `entry` before the entries the content wrote for `key`.
    mutating func prepend<K: ListPreferenceKey>(_ entry: K.Element, to key: K.Type) {
        self[key].insert(entry, at: 0)
    }
}
