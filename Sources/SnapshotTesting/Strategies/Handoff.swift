/// A value on its way from the code that made it to the isolation that reads it: a view to the
/// main actor that renders it, a `pullback`'s input to the isolation of its conversion.
///
/// The values are not necessarily `Sendable` (views, view controllers, a test's models); this
/// box is `@unchecked Sendable` because the caller made the value and hands it over, the
/// nonisolated assertion code only moves it, and it is read once, in the receiving isolation.
struct Handoff<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}
