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

    /// The values of a UCD property file (`code;value # comment` or `a..b ; value`), one per
    /// scalar 0...0x10FFFF: `missing` first, then each `# @missing:` line, then each entry.
    /// `encode` turns a value's name into a byte; an unknown name is an error, so that a new
    /// Unicode version's new value is noticed rather than misfiled. In files that list several
    /// binary properties (emoji-data.txt), `only` picks the entries of one.
    static func values(of relativePath: String, missing: UInt8, only: String? = nil, encode: (String) -> UInt8?) throws(UnicodeDataError) -> [UInt8] {
        let path = "\(folder)/\(relativePath)"
        var values = [UInt8](repeating: missing, count: 0x110000)
        for (number, line) in try read(relativePath).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var body = line[...]
            if line.hasPrefix("# @missing:") {
                body = line.dropFirst("# @missing:".count)
            } else if let hash = line.firstIndex(of: "#") {
                body = line[..<hash]
            }
            let fields = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, only == nil || fields[1] == only else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { Int($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last, first <= last, last < 0x110000 else {
                throw .malformed(path: path, line: number + 1, text: String(line))
            }
            guard let value = encode(fields[1]) else {
                throw .unknownValue(path: path, line: number + 1, value: fields[1])
            }
            for scalar in first...last { values[scalar] = value }
        }
        return values
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
            return "\(path):\(line) has the value \(value), which the line breaking code does not know; update LineBreakClass and regenerate the table."
        }
    }
}
