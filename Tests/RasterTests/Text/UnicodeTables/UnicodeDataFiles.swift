import Foundation

/// Unicode's data files, where Debian's `unicode-data` package installs them. The conformance
/// and table tests read them; a missing file fails those tests with ``UnicodeDataError``
/// rather than skipping them, because a skipped conformance test proves nothing.
enum UnicodeDataFiles {
    /// The folder of the Unicode Character Database.
    static let folder = "/usr/share/unicode"

    /// The text of `relativePath` inside ``folder``.
    static func read(_ relativePath: String) throws(UnicodeDataError) -> String {
        let path = "\(folder)/\(relativePath)"
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// The Unicode version a data file names on its first line (`# LineBreak-15.0.0.txt`).
    static func version(of relativePath: String) throws(UnicodeDataError) -> String {
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let stem = "# " + fileName.dropLast(".txt".count) + "-"
        let first = try read(relativePath).prefix { $0 != "\n" }
        guard first.hasPrefix(stem), first.hasSuffix(".txt"), first.count > stem.count + 4 else {
            throw .malformed(path: "\(folder)/\(relativePath)", line: 1, text: String(first))
        }
        return String(first.dropFirst(stem.count).dropLast(".txt".count))
    }

    /// The entries of a UCD file, `field; field … # comment`, each with its line number and its
    /// fields trimmed; comment lines and blank lines are left out, except that `# @missing:`
    /// lines (a range's default value) are kept when `missingLines` is true.
    static func entries(of relativePath: String, missingLines: Bool = false) throws(UnicodeDataError) -> [(
        line: Int, text: Substring, fields: [String]
    )] {
        var entries: [(line: Int, text: Substring, fields: [String])] = []
        for (number, line) in try read(relativePath).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var body = line[...]
            if line.hasPrefix("# @missing:") {
                guard missingLines else { continue }
                body = line.dropFirst("# @missing:".count)
            } else if let hash = line.firstIndex(of: "#") {
                body = line[..<hash]
            }
            let fields = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count >= 2 { entries.append((number + 1, line, fields)) }
        }
        return entries
    }

    /// The values of a UCD property file (`code;value # comment` or `a..b ; value`), one per
    /// scalar 0...0x10FFFF: `missing` first, then each `# @missing:` line (unless
    /// `missingLines` is false), then each entry.
    /// `encode` turns a value's name into a byte; an unknown name is an error, so that a new
    /// Unicode version's new value is noticed rather than misfiled. In files that list several
    /// binary properties (emoji-data.txt), `only` picks the entries of one.
    static func values(of relativePath: String, missing: UInt8, missingLines: Bool = true, only: String? = nil, encode: (String) -> UInt8?)
        throws(UnicodeDataError) -> [UInt8]
    {
        let path = "\(folder)/\(relativePath)"
        var values = [UInt8](repeating: missing, count: 0x110000)
        for entry in try entries(of: relativePath, missingLines: missingLines) where only == nil || entry.fields[1] == only {
            let range = try scalars(entry.fields[0], path: path, line: entry.line, text: entry.text)
            guard let value = encode(entry.fields[1]) else {
                throw .unknownValue(path: path, line: entry.line, value: entry.fields[1])
            }
            for scalar in range { values[scalar] = value }
        }
        return values
    }

    /// The scalars of a code point field, `0041` or `0041..005A`.
    static func scalars(_ field: String, path: String, line: Int, text: Substring) throws(UnicodeDataError) -> ClosedRange<Int> {
        let bounds = field.components(separatedBy: "..").compactMap { Int($0, radix: 16) }
        guard let first = bounds.first, let last = bounds.last, first <= last, last < 0x110000 else {
            throw .malformed(path: path, line: line, text: String(text))
        }
        return first...last
    }
}

/// Why a Unicode data file could not be used.
enum UnicodeDataError: Error, CustomStringConvertible {
    /// The file does not exist.
    case missing(path: String)
    /// The file exists but could not be read as UTF-8.
    case unreadable(path: String, reason: String)
    /// A line is not in the format of its kind of file.
    case malformed(path: String, line: Int, text: String)
    /// A property value this code does not know (a newer Unicode version?).
    case unknownValue(path: String, line: Int, value: String)

    var description: String {
        switch self {
        case .missing(let path):
            return "\(path) is missing: `make deps` installs it (Debian package unicode-data)."
        case .unreadable(let path, let reason):
            return "Could not read \(path): \(reason). `make deps` installs it (Debian package unicode-data)."
        case .malformed(let path, let line, let text):
            return "\(path):\(line) is not a valid entry: \(text)"
        case .unknownValue(let path, let line, let value):
            return
                "\(path):\(line) has the value \(value), which Raster's Unicode tables do not know; add it to the property's enum (LineBreakClass, BidiClass) and rewrite the tables."
        }
    }
}
