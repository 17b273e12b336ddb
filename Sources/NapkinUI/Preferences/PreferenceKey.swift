/// A named value a view hands up to the views around it, as SwiftUI's `PreferenceKey`:
///
/// ```swift
/// struct TallestRowKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// rows.onPreferenceChange(TallestRowKey.self) { tallest = $0 }
/// ```
///
/// **Semantics.** After each layout, every view's value for a key is worked out from the
/// bottom up in one walk of the laid-out tree: a view with no preference modifier has the
/// values of its children merged in order (the first child's value, then ``reduce(value:nextValue:)``
/// with each next child's); `.preference(key:value:)` replaces its content's value,
/// `.transformPreference(_:_:)` changes it. A subtree where no view set the key has the
/// key's ``defaultValue``.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view set one.
    static var defaultValue: Value { get }
    /// Merges `nextValue()`, the value of the next sibling in view order, into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets this view's value for `key` to `value`, replacing what its content set, as
    /// SwiftUI's `preference(key:value:)`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        writingPreferences { $0[key] = value }
    }

    /// Changes this view's value for `key` (its content's, merged) with `callback`, as
    /// SwiftUI's `transformPreference(_:_:)`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        writingPreferences { callback(&$0[key]) }
    }

    /// Runs `action` with this view's value for `key` when it differs from the one of the
    /// previous layout, and after the first layout, as SwiftUI's
    /// `onPreferenceChange(_:perform:)`. Like `onChange`, an action that changes state makes
    /// the screen lay out once more before it is drawn.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View
    where K.Value: Equatable {
        let site = LifecycleKey(file: fileID, line: line, column: column)
        return writingPreferences { values in
            let value = values[key]
            values.register(
                LifecycleRegistration(
                    site: site,
                    handlers: LifecycleHandlers(onChange: { previous in
                        guard let previous = previous as? K.Value else {
                            action(value)
                            return (value, true)
                        }
                        guard previous != value else { return (value, false) }
                        action(value)
                        return (value, true)
                    })))
        }
    }

    /// Wraps the view in the one node that writes preferences: `write` changes the values
    /// the view's content hands up.
    func writingPreferences(_ write: @escaping @MainActor (inout PreferenceValues) -> Void) -> some View {
        ModifiedView(content: self) { node, _ in PreferenceNode(child: node, write: write) }
    }
}
