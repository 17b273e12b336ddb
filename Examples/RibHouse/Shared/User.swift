/// A signed-in user: a plain value that flows from the auth service through the LaunchNapkin
/// into the LoggedInNapkin's builder, interactor, router and view controller.
struct User: Sendable, Equatable {
    /// The name shown in large italic on the LoggedIn screen.
    let name: String
    /// The foods shown as a numbered list.
    let barbecueFoods: [String]
}
