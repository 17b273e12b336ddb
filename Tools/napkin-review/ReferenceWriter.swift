import Foundation
import NapkinSupport
import SnapshotReport

/// Why an accept was not done, in words for the page.
struct ReviewRefusal: Error, Equatable, CustomStringConvertible {
    /// What stopped it and what to do.
    let description: String
}

/// Writes accepted snapshots over their references, and nowhere else: only the reference a
/// failure record of the run names, only inside this package, only under a `__Snapshots__`
/// folder, never through a link.
///
/// No path comes from the request: a request names entries by key, and the path is the one
/// the test process recorded, made relative to the package root its record names (so a CI
/// machine's report lands in the local checkout). Folders are opened one name at a time
/// from the package root without following links (missing ones are created), and the file
/// is replaced atomically within the folder opened (``FileWriter``'s folder entry point), so
/// nothing swapped in meanwhile can redirect the write.
struct ReferenceWriter: Sendable {
    /// The package root, as the system resolves it.
    let packageRoot: String

    /// A writer for the package at `packageRoot`.
    init(packageRoot: URL) throws(ReviewRefusal) {
        guard let real = realpath(packageRoot.path, nil) else {
            throw ReviewRefusal(description: "the package folder \(packageRoot.path) does not exist")
        }
        self.packageRoot = String(cString: real)
        free(real)
    }

    /// The reference's path inside this package, as names (`["__Snapshots__", "LoginTests",
    /// "testLogin.1.png"]`), or why it cannot be written.
    func target(of entry: ReportEntry, in run: ReportRun) throws(ReviewRefusal) -> [String] {
        guard let relative = run.referenceInPackage(entry) ?? relativePath(entry.id, inside: packageRoot) else {
            throw ReviewRefusal(
                description:
                    "its reference \(entry.id) is not inside this package (\(packageRoot)); run napkin-review in the checkout whose tests wrote this report, or pass --package-path"
            )
        }
        let names = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard names.count >= 2, names.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }),
            names.dropLast().contains("__Snapshots__"), let last = names.last, !last.hasPrefix(".")
        else {
            throw ReviewRefusal(
                description: "its reference \(relative) is not a file under a __Snapshots__ folder, so napkin-review does not write it")
        }
        return names
    }

    /// The bytes now at `names` inside the package, or `nil` when there is no such regular file.
    func current(_ names: [String]) -> Data? {
        let url = URL(fileURLWithPath: packageRoot).appendingPathComponent(names.joined(separator: "/"))
        return try? readRegularFile(url, limit: ReportRun.maximumArtifactBytes, followingLinks: false)
    }

    /// Replaces (or creates) the file at `names` inside the package with `data`, atomically.
    func write(_ data: Data, to names: [String]) throws(ReviewRefusal) {
        var folder = open(packageRoot, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw ReviewRefusal(description: "the package folder could not be opened: \(String(cString: strerror(errno)))")
        }
        var path = packageRoot
        for name in names.dropLast() {
            path += "/" + name
            var next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT {
                if mkdirat(folder, name, 0o755) != 0 && errno != EEXIST {
                    let code = errno
                    close(folder)
                    throw ReviewRefusal(description: "the folder \(path) could not be created: \(String(cString: strerror(code)))")
                }
                next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let code = errno
            close(folder)
            guard next >= 0 else {
                let reason =
                    code == ELOOP || code == ENOTDIR
                    ? "it is a link or not a folder, and links are not followed here" : String(cString: strerror(code))
                throw ReviewRefusal(description: "\(path) cannot hold the reference: \(reason)")
            }
            folder = next
        }
        defer { close(folder) }
        do {
            try FileWriter().replace(data, named: names[names.count - 1], inFolder: folder, folderPath: path)
        } catch {
            throw ReviewRefusal(description: error.description)
        }
    }
}
