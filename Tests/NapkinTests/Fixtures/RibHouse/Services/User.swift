struct User: Sendable, Equatable {
    let name: String
    let barbecueFoods: [String]
}
