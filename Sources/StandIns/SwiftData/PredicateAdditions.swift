import Foundation

// What `#Predicate` builds for `localizedStandardContains`, which SwiftData queries use to filter
// by a search field (`$0.title.localizedStandardContains(searchText)`): Apple's Foundation has it,
// the toolchain's Foundation on Linux does not, so `import SwiftData` adds it here.

extension PredicateExpressions {
    /// True when the root string contains the other, ignoring case and diacritics, as
    /// `String.localizedStandardContains(_:)` does.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// A truth value.
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The expression `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// True when the root contains the other, ignoring case and diacritics.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let part = String(try other.evaluate(bindings))
            return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive], locale: .current) != nil
        }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `#Predicate`'s builder for `localizedStandardContains` (the macro's name for it).
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<
        Root, Other
    > {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
