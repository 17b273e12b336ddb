#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Creates the folder at `url` and every missing folder above it, as `mkdir -p` does: the one
/// way the package makes a folder to write into.
///
/// Its errors say which part of the path stands in the way, in words (a file where a folder
/// should be, a folder without permission), where Foundation's `createDirectory` says
/// "NSCocoaErrorDomain error 512".
package func createFolder(at url: URL) throws(FileWriteError) {
    let path = url.path
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") where component != "." {
        prefix += "/" + component
        if mkdir(prefix, 0o777) == 0 { continue }
        let code = errno
        guard code == EEXIST else {
            throw FileWriteError.system(
                path: path, operation: "create the folder \(prefix)", errno: code, folder: deletingLastPathComponent(prefix))
        }
        // Something is there: a folder (or a link to one) is what was wanted.
        guard stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw FileWriteError(
                path: path,
                reason: "\(prefix) is a file, not a folder, so no folder can be made inside it; remove it or choose another folder")
        }
    }
}
