extension View {
    /// Runs `action` with each value `publisher` sends while the view is shown, as SwiftUI's
    /// `onReceive(_:perform:)`: it subscribes when the view appears (the first render that
    /// contains it) and cancels when it disappears. Values arrive as they are sent (NapkinCombine
    /// is synchronous), so a snapshot shows what the values sent before its render changed; a
    /// value sent at subscription (`Just`, a `CurrentValueSubject`, `$property`) is in the first
    /// render. The publisher and action of the render the view appeared in are the ones used.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View where P.Failure == Never {
        lifecycle(
            LifecycleKey(file: fileID, line: line, column: column),
            LifecycleHandlers(subscribe: { publisher.sink(receiveValue: action) }))
    }
}
