#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What RasterCore and the lean modules on it need from Foundation proper, so that they import
// only FoundationEssentials: a command such as napkin-compare then links no
// FoundationInternationalization and no ICU data (a static build of it is a fifth the size).

/// `path` without its last component, as `NSString.deletingLastPathComponent` gives it:
/// trailing slashes are ignored, `"/a/b"` → `"/a"`, `"/a"` → `"/"`, `"a"` → `""`, `"/"` → `"/"`.
package func deletingLastPathComponent(_ path: String) -> String {
    var characters = Substring(path)
    while characters.count > 1, characters.hasSuffix("/") { characters.removeLast() }
    if characters == "/" { return "/" }
    guard let slash = characters.lastIndex(of: "/") else { return "" }
    var folder = characters[..<slash]
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
}

/// The last component of `path`, as `NSString.lastPathComponent` gives it: trailing slashes are
/// ignored, `"/a/b"` → `"b"`, `"/"` → `"/"`, `""` → `""`.
package func lastPathComponent(_ path: String) -> String {
    var characters = Substring(path)
    while characters.count > 1, characters.hasSuffix("/") { characters.removeLast() }
    if characters == "/" { return "/" }
    guard let slash = characters.lastIndex(of: "/") else { return String(characters) }
    return String(characters[characters.index(after: slash)...])
}

/// `format` filled in as C's `printf` does (`"%.2f"`, `"%g"`, `"%.2g%%"`), in the C locale's
/// notation, which is what `String(format:)` gives for these specifiers.
package func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { first in
        let needed = Int(vsnprintf(nil, 0, format, first))
        guard needed >= 0 else { return "" }
        return withVaList(arguments) { second in
            var buffer = [CChar](repeating: 0, count: needed + 1)
            _ = vsnprintf(&buffer, needed + 1, format, second)
            return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
