extension View {
    /// Animates the view's changes with `animation` whenever `value` changes, as SwiftUI's
    /// `animation(_:value:)`. A still frame shows the settled state, so the view is drawn as
    /// it is after the change (see ``Animation``).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        settled()
    }

    /// Animates every change of the view with `animation` (SwiftUI's deprecated form; see
    /// ``animation(_:value:)``).
    public func animation(_ animation: Animation?) -> some View {
        settled()
    }

    /// Changes the transaction of the changes inside, as SwiftUI's `transaction(_:)`. The
    /// view is drawn settled, so the transaction changes nothing that is drawn.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        settled()
    }

    /// The view unchanged, without a node of its own: what a modifier whose only effect is
    /// over time (an animation, a transition) draws in a still frame.
    func settled() -> some View {
        EnvironmentModifiedView(content: self) { _ in }
    }
}

extension Binding {
    /// A binding whose writes happen inside `withAnimation(animation)`, as SwiftUI's
    /// `Binding.animation(_:)`: `Toggle("More", isOn: $showsMore.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding whose writes happen inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}
