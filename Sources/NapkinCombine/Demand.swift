extension Subscribers {
    /// How a publisher finished, as Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`: a number, or
    /// `.unlimited`. Adding to `.unlimited` keeps it unlimited; subtracting never goes below 0.
    public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The count, or `nil` for unlimited.
        public let max: Int?

        private init(count: Int?) { max = count }

        /// Every value the publisher has.
        public static let unlimited = Demand(count: nil)
        /// No value.
        public static let none = Demand(count: 0)

        /// At most `value` values (a negative count is a programming error).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(count: value)
        }

        /// "unlimited" or "max(n)", as Combine writes them.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// The sum; anything plus unlimited is unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// `lhs` plus `rhs` values.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        /// The difference, never below none; unlimited minus a count stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return Demand(count: Swift.max(0, left - right))
        }

        /// Subtracts `rhs` from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// `lhs` less `rhs` values.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

        /// Subtracts `rhs` values from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Unlimited is more than any count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?): return left < right
            }
        }

        /// Compares a demand with a count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        /// Compares a demand with a count.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
