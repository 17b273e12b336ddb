/// What makes a name usable in Swift source that napkin's tools generate (asset symbols, Core Data classes).
package enum SwiftIdentifiers {
    /// Swift's keywords, which a name may be only in backquotes.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "super", "throws", "true", "try", "_",
    ]

    /// `identifier`, backquoted when it is a keyword.
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// True when `name` is an identifier as written (a letter or "_" first, then letters, digits and "_"), ASCII only:
    /// what a generated declaration may be named without further checks.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
