internal import Foundation

/// How a snapshot assertion's test, suite, arguments and name become a reference file name.
///
/// The reference file is `<stem>.<ext>`, where the stem is made of dot-separated parts:
///
/// ```
/// [<Suite>.]<test>[@<argument>,<argument>…].<n | name>
/// ```
///
/// - `<test>`: a plain Swift function name is spelled as upstream does, without parentheses and
///   with its argument labels joined by `-` (`testLogin()` → `testLogin`,
///   `render(device:scale:)` → `render-device-scale`). Any other test name is escaped
///   (see ``escape(_:)``), with `-` escaped too, so it can never spell the same as a plain one.
/// - `<n | name>`: the `named:` argument, escaped, or the per-test counter (`1`, `2`, …).
/// - `<Suite>.`: only when the test belongs to a suite (a Swift Testing suite type or an
///   `XCTestCase` subclass) whose name is not the test file's name, so that tests with the
///   same name in two suites of one file get two files (`DarkLoginTests.empty.1.png`), while
///   the usual one-suite-per-file layout keeps upstream's names (`empty.1.png`). The test
///   file is the one the assertion names (`#filePath`): for an assertion inside a helper in
///   another file, the helper's file, whose folder the references share — there the suite
///   keeps tests of different suites apart.
/// - `@<arguments>`: only for an unnamed snapshot in a case of a parameterized Swift Testing
///   test: each argument's description, escaped, joined by `,` (`render-size@large.1.png`).
///   A named snapshot keeps its name as given; if it does not vary with the arguments, the
///   cases claim one file and the assertion fails naming both (see ``ReferenceClaims``).
///
/// Escaping first brings a name to Unicode's composed form (NFC), so the composed and
/// decomposed spellings of one name, equal as Swift strings, are also one file. It then looks
/// at each Unicode scalar on its own: letters, digits, `_` and `-` are kept and every other
/// scalar is written as `%XX`, one per UTF-8 byte. Per scalar, not per character: a character
/// may join a letter with what follows it (a Malayalam dot reph before `/` is one character),
/// and judging it by its letter would keep the `/`. Distinct names always give distinct files
/// (`dark mode` → `dark%20mode`, `dark/mode` → `dark%2Fmode`, `dark.mode` → `dark%2Emode`,
/// `dark-mode` unchanged). No part contains a `.` or a `/`, so a stem splits back into its
/// parts unambiguously and never leaves its folder. The empty name is spelled `%empty`,
/// which escaping never produces.
///
/// A stem longer than ``maximumStemBytes`` UTF-8 bytes is shortened to its first bytes plus
/// `~` and a hash of the whole stem (see ``fitting(_:)``), so that the reference, its
/// artifacts (`<stem>.difference.png`) and their temporary files fit the file system's
/// 255-byte limit. The same name always gives the same shortened stem.
enum SnapshotFileName {
    /// The longest reference stem kept as it is, in UTF-8 bytes. Artifacts add a role to it
    /// (`.difference`, `.reference`) within ``maximumArtifactStemBytes``.
    static let maximumStemBytes = 160

    /// The longest artifact stem (`<reference stem>.<role>`) kept as it is: with a 4-byte
    /// extension and a temporary-file prefix and suffix of up to 42 bytes, 200 stays under
    /// the file system's 255.
    static let maximumArtifactStemBytes = 200

    /// The spelling of the empty name: `%e` followed by a non-hex letter never comes out of
    /// ``escape(_:)``.
    static let emptyName = "%empty"

    /// The stem of a reference file; see the type's documentation for the rule.
    static func stem(suite: [String]?, testName: String, caseArguments: [String]?, identifier: String) -> String {
        var parts: [String] = []
        if let suite, !suite.isEmpty {
            parts += suite.map { escape($0) }
        }
        var test = testComponent(testName)
        if let caseArguments {
            test += "@" + caseArguments.map { escape($0) }.joined(separator: ",")
        }
        parts.append(test)
        parts.append(identifier)
        return parts.joined(separator: ".")
    }

    /// The identifier part for a `named:` snapshot.
    static func nameComponent(_ name: String) -> String {
        escape(name)
    }

    /// A test name as it appears in a reference file name: the upstream spelling for a plain
    /// Swift function name (`render(device:scale:)` → `render-device-scale`), otherwise the
    /// escaped name with `-` escaped as well. Composed (NFC) either way.
    static func testComponent(_ testName: String) -> String {
        let composed = testName.precomposedStringWithCanonicalMapping
        if let plain = plainFunctionSpelling(composed) {
            return plain
        }
        return escape(composed, keepingHyphens: false)
    }

    /// `text`, composed (NFC), with the scalars that are letters, digits, `_` and (unless
    /// `keepingHyphens` is false) `-` kept, and every other scalar written as `%XX` per UTF-8
    /// byte; the empty string becomes ``emptyName``. Reversible up to canonical equivalence,
    /// hence injective on names that differ as Swift strings.
    static func escape(_ text: String, keepingHyphens: Bool = true) -> String {
        guard !text.isEmpty else { return emptyName }
        var result = ""
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isWordScalar(scalar) || (keepingHyphens && scalar == "-") {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + hexDigits(byte)
                }
            }
        }
        return result
    }

    /// `component` (a stem, or any file name part without extension) shortened when longer
    /// than `maximumBytes`: its longest prefix that ends on a scalar and outside a `%XX`
    /// escape and leaves room for `~` and 16 hex digits of the FNV-1a hash of the whole
    /// component, then those. `~` is always escaped elsewhere, so a shortened name never
    /// equals an unshortened one.
    static func fitting(_ component: String, maximumBytes: Int = maximumStemBytes) -> String {
        guard component.utf8.count > maximumBytes else { return component }
        let hash = "~" + hexDigits(fnv1a64(component))
        let budget = maximumBytes - hash.utf8.count
        var prefix = String.UnicodeScalarView()
        var used = 0
        // By scalar: a kept letter and an escape's `%` may form one character.
        var scalars = component.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            var piece = [scalar]
            if scalar == "%" {
                // Keep an escape whole: `%` and its two hex digits.
                for _ in 0..<2 {
                    if let digit = scalars.next() { piece.append(digit) }
                }
            }
            let size = piece.reduce(0) { $0 + UTF8.width($1) }
            if used + size > budget { break }
            prefix.append(contentsOf: piece)
            used += size
        }
        return String(prefix) + hash
    }

    // MARK: Helpers

    /// A letter or a number (as `Character.isLetter` and `isNumber` judge a character by its
    /// first scalar), or `_`.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    /// `name`, `name()` or `name(label:label:)` with word characters only, spelled
    /// `name-label-label`; `nil` for anything else.
    private static func plainFunctionSpelling(_ testName: String) -> String? {
        guard let open = testName.firstIndex(of: "(") else {
            return isWord(testName) ? testName : nil
        }
        let base = testName[..<open]
        guard isWord(base), testName.hasSuffix(")") else { return nil }
        let inside = testName[testName.index(after: open)..<testName.index(before: testName.endIndex)]
        guard !inside.contains("("), !inside.contains(")") else { return nil }
        if inside.isEmpty { return String(base) }
        guard inside.hasSuffix(":") else { return nil }
        let labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard labels.allSatisfy(isWord) else { return nil }
        return ([base] + labels).joined(separator: "-")
    }

    private static func isWord(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isWordScalar)
    }

    private static func isWord(_ text: String) -> Bool {
        isWord(Substring(text))
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func hexDigits(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// FNV-1a, 64 bits: stable across processes and toolchains, unlike `Hasher`.
    private static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
