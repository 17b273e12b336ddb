/// The `swift test --filter` argument a failure message suggests for re-running its test.
///
/// SwiftPM searches the filter, a regular expression, in each test's identifier:
/// `Module.Suite/render(size:)` for Swift Testing (`Module.render(size:)` for a free
/// function), `Module.Class/testLogin` for XCTest. So the pattern is the identifier itself,
/// its components joined by `[./]` and every regular-expression character escaped, ending
/// where the identifier ends: a parameterised test (all of its cases), a name in backquotes or
/// one with symbols is matched as written, and `testLogin` does not also select
/// `testLoginFails`.
enum RerunFilter {
    /// The pattern selecting `test`, or, outside a known test, any test of `moduleName`
    /// whose identifier contains `testName`.
    static func pattern(for test: TestIdentity?, moduleName: String, testName: String) -> String {
        guard let test else {
            return escaped(moduleName) + "\\..*" + escaped(testName)
        }
        let components = [test.moduleName ?? moduleName] + test.suite + [test.function]
        // An overloaded Swift Testing function's identifier goes on with its source location.
        return components.map(escaped).joined(separator: "[./]") + "(/|$)"
    }

    /// `pattern` as one shell word: in single quotes, a quote in it spelled `'\''`.
    static func shellWord(_ pattern: String) -> String {
        "'" + pattern.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` with every character that means something in a regular expression escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
