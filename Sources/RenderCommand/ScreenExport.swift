import Foundation
import NapkinUI

/// What `ribhouse-render` and `chirp-render` share: where each screen's PNG goes, writing
/// it, and failing with one line on standard error.
public struct ScreenExport: Sendable {
    /// The command's name, the first word of every error line.
    public let program: String
    /// The start of every file name: `ribhouse` gives `ribhouse-loggedIn.png`.
    public let filePrefix: String
    /// `--out`, or `nil` for the current folder.
    public let output: String?
    /// How many screens this run writes; more than one makes `--out` a folder.
    public let count: Int

    /// An export of `count` screens named `<filePrefix>-<name>.png`, to `output`.
    public init(program: String, filePrefix: String, output: String?, count: Int) {
        self.program = program
        self.filePrefix = filePrefix
        self.output = output
        self.count = count
    }

    /// Prints `program: message` on standard error and exits with `code` (2 for a usage
    /// error, 1 for a failure to drive or write).
    public func fail(_ message: String, code: Int32) -> Never {
        exitWithError(program: program, message, code: code)
    }

    /// Where the PNG of the screen `name` goes: `--out` itself for one screen, a file inside
    /// it when it is a folder (existing, ending in `/`, or because several screens are written),
    /// the current folder without `--out`.
    public func destination(for name: String) -> URL {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let fileName = "\(filePrefix)-\(name).png"
        guard let output else { return cwd.appendingPathComponent(fileName) }
        let url = URL(fileURLWithPath: output, relativeTo: cwd).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if count > 1 || (exists && isDirectory.boolValue) || output.hasSuffix("/") {
            return url.appendingPathComponent(fileName)
        }
        return url
    }

    /// Renders `window` into the PNG of the screen `name` and prints its path; on failure
    /// prints one line naming the file and exits 1.
    @MainActor
    public func write(_ window: Window, name: String) {
        let url = destination(for: name)
        if count > 1 {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                fail("cannot create the folder \(url.deletingLastPathComponent().path): \(error.localizedDescription)", code: 1)
            }
        }
        do {
            try window.render().write(to: url)
        } catch {
            fail("\(error)", code: 1)
        }
        print(url.path)
    }
}

/// Prints `program: message` on standard error and exits with `code`.
public func exitWithError(program: String, _ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    exit(code)
}
