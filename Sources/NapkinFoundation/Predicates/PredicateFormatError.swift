/// Why a predicate format did not parse (`NSPredicate(validatingFormat:argumentArray:)`).
public struct PredicateFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let reason: String
    /// Where, as an offset in characters into the format.
    public let offset: Int
    /// `Unable to parse the format string "…" (at 5): reason`.
    public var description: String { "Unable to parse the format string (at \(offset)): \(reason)" }
}
