import Foundation
internal import NapkinSupport

/// Finds where a type is declared by reading the package's sources: conformance records carry
/// no source location, and a PreviewProvider is a type, not a `#Preview` record.
///
/// It indexes every `struct`, `enum`, `class` and `actor` declaration in the `.swift` files
/// under a root folder once per process (hidden folders such as `.build` skipped, symbolic
/// links not followed, at most ``maximumFiles`` files of at most ``maximumFileBytes`` each),
/// and prefers a declaration in a folder named after the type's module.
enum SourceLocator {
    /// A declaration's place.
    struct Location: Sendable, Equatable {
        /// `Module/File.swift`.
        var fileID: String
        /// The file's path.
        var filePath: String
        /// The declaration's line, from 1.
        var line: Int
    }

    /// Files read per root, at most.
    static let maximumFiles = 20_000
    /// Bytes per file, at most; larger files are skipped.
    static let maximumFileBytes = 4 << 20

    /// Type name → every declaration of that name, per root.
    private static let indexes = Locked<[String: [String: [(path: String, line: Int)]]]>([:])

    /// Where `type` is declared under `root`, or `nil` when no file there declares it.
    static func locate(_ type: Any.Type, root: String) -> Location? {
        // `Module.Outer.Name`, or `Module.(unknown context at $…).Name` for a private type.
        let path = String(reflecting: type).split(separator: ".")
        guard let module = path.first.map(String.init), let name = path.last.map(String.init) else { return nil }
        let candidates = index(of: root)[name] ?? []
        let inModule = candidates.first { $0.path.contains("/\(module)/") }
        guard let (file, line) = inModule ?? candidates.first else { return nil }
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        return Location(fileID: "\(module)/\(fileName)", filePath: file, line: line)
    }

    /// The declarations under `root`, read once.
    private static func index(of root: String) -> [String: [(path: String, line: Int)]] {
        if let known = indexes.withLock({ $0[root] }) { return known }
        let built = buildIndex(root)
        indexes.withLock { $0[root] = built }
        return built
    }

    private static func buildIndex(_ root: String) -> [String: [(path: String, line: Int)]] {
        var index: [String: [(path: String, line: Int)]] = [:]
        let base = URL(fileURLWithPath: root, isDirectory: true)
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]
        guard
            let files = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [:] }
        var seen = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            seen += 1
            if seen > maximumFiles { break }
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
                values.isSymbolicLink != true, (values.fileSize ?? 0) <= maximumFileBytes,
                let text = try? String(contentsOf: file, encoding: .utf8)
            else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let name = declaredTypeName(in: line) {
                    index[name, default: []].append((file.path, number + 1))
                }
            }
        }
        return index
    }

    /// The type a line declares (`private struct Card_Previews: PreviewProvider {` → `Card_Previews`), or `nil`.
    static func declaredTypeName(in line: Substring) -> String? {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let keyword = words.firstIndex(where: { ["struct", "enum", "class", "actor"].contains($0) }),
            keyword + 1 < words.endIndex
        else { return nil }
        // Only when the keyword starts the declaration: attributes and modifiers before it.
        let before = line[..<words[keyword].startIndex]
        guard !before.contains("//"), !before.contains("\""), !before.contains("=") else { return nil }
        return String(words[keyword + 1])
    }
}
