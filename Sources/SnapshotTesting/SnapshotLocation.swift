import Foundation
import Synchronization

/// Where one snapshot's reference file and failure artifacts live.
///
/// References go to `<package root>/__Snapshots__/<TestFileName>/<testName>.<n|name>.<ext>`,
/// where the package root is the nearest folder above the test file that holds
/// `Package.swift`. Differs from upstream, which puts `__Snapshots__` next to each test file;
/// without a `Package.swift` above the test file this module does the same. An explicit
/// `snapshotDirectory` replaces `<package root>/__Snapshots__/<TestFileName>`.
struct SnapshotLocation {
    /// The test file's name without extension (`LoginSnapshotTests`).
    let testFileName: String
    /// The test name as used in file names (`testLogin()` → `testLogin`).
    let testName: String
    /// The folder of the reference file.
    let directory: URL
    /// The reference file.
    let referenceURL: URL
    /// The folder that holds all failure artifacts and the report.
    let artifactsRoot: URL

    init(filePath: StaticString, testName rawTestName: String, name: String?, pathExtension: String?, snapshotDirectory: String?) {
        let fileURL = URL(fileURLWithPath: String(describing: filePath), isDirectory: false)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        testName = sanitizePathComponent(rawTestName)
        let packageRoot = PackageRoot.containing(fileURL)
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else {
            let base = packageRoot ?? fileURL.deletingLastPathComponent()
            directory = base.appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(testFileName, isDirectory: true)
        }
        let identifier = name.map(sanitizePathComponent)
            ?? String(SnapshotCounter.next(testName: testName, directory: directory))
        var fileName = "\(testName).\(identifier)"
        if let pathExtension, !pathExtension.isEmpty {
            fileName += ".\(pathExtension)"
        }
        referenceURL = directory.appendingPathComponent(fileName, isDirectory: false)
        if let configured = SnapshotEnvironment.value(SnapshotEnvironment.artifactsVariable) {
            artifactsRoot = URL(fileURLWithPath: configured, isDirectory: true)
        } else if let packageRoot {
            artifactsRoot = packageRoot.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        } else {
            artifactsRoot = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts", isDirectory: true)
        }
    }

    /// The reference file's name (`testLogin.1.png`).
    var fileName: String { referenceURL.lastPathComponent }

    /// The folder for this test file's artifacts.
    var artifactsDirectory: URL {
        artifactsRoot.appendingPathComponent(testFileName, isDirectory: true)
    }

    /// Where the newly-taken snapshot is written on failure: the reference's file name in the
    /// artifacts folder, so diff tools pair the two by name.
    var newSnapshotArtifactURL: URL {
        artifactsDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// Where an attachment called `name` is written: `testLogin.1.<name>.<ext>`.
    func artifactURL(named name: String, extension fileExtension: String) -> URL {
        let base = referenceURL.deletingPathExtension().lastPathComponent
        return artifactsDirectory.appendingPathComponent("\(base).\(sanitizePathComponent(name)).\(fileExtension)", isDirectory: false)
    }
}

/// Finds the package a test file belongs to.
enum PackageRoot {
    private static let cache = Mutex<[String: URL?]>([:])

    /// The nearest folder above `file` that holds `Package.swift`, or `nil`.
    static func containing(_ file: URL) -> URL? {
        let start = file.deletingLastPathComponent().standardizedFileURL
        if let cached = cache.withLock({ $0[start.path] }) { return cached }
        var folder = start
        var found: URL?
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                found = folder
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        cache.withLock { $0[start.path] = found }
        return found
    }
}

/// A test or snapshot name made safe for a file name, as upstream does: every run of
/// characters other than letters, digits and underscores becomes one `-`, and leading and
/// trailing `-` are dropped (`testFoo()` → `testFoo`, `dark mode` → `dark-mode`).
func sanitizePathComponent(_ string: String) -> String {
    var result = ""
    var pendingSeparator = false
    for character in string {
        if character.isLetter || character.isNumber || character == "_" {
            if pendingSeparator && !result.isEmpty { result.append("-") }
            pendingSeparator = false
            result.append(character)
        } else {
            pendingSeparator = true
        }
    }
    return result
}
