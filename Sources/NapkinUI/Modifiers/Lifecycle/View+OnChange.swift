extension View {
    /// Runs `action(old, new)` when `value` differs from the previous render's (and in the
    /// first render when `initial` is true), as iOS 17's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        let handlers = LifecycleHandlers(onChange: { previous in
            guard let previous = previous as? V else {
                if initial { action(value, value) }
                return (value, initial)
            }
            guard previous != value else { return (value, false) }
            action(previous, value)
            return (value, true)
        })
        return lifecycle(LifecycleKey(file: fileID, line: line, column: column), handlers)
    }

    /// Runs `action(new)` when `value` differs from the previous render's, as the iOS 14
    /// `onChange(of:perform:)`.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onChange(of: value, initial: false, { _, new in action(new) }, fileID: fileID, line: line, column: column)
    }

    /// Runs `action` when `value` differs from the previous render's (and in the first render
    /// when `initial` is true), as iOS 17's `onChange(of:initial:_:)` with a closure that takes
    /// no values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) -> some View {
        onChange(of: value, initial: initial, { _, _ in action() }, fileID: fileID, line: line, column: column)
    }
}
