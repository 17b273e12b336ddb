import CommandLineOptions
import Foundation
import NapkinSupport
import NapkinUI
import Raster

/// What `ribhouse-render` and `chirp-render` share: where each screen's PNG goes and writing
/// it. Failures are thrown; only the commands' `main.swift` prints them and exits.
public struct ScreenExport: Sendable {
    /// The start of every file name: `ribhouse` gives `ribhouse-loggedIn.png`.
    public let filePrefix: String
    /// `--out`, or `nil` for the current folder.
    public let output: String?
    /// How many screens this run writes; more than one makes `--out` a folder.
    public let count: Int

    /// An export of `count` screens named `<filePrefix>-<name>.png`, to `output`.
    public init(filePrefix: String, output: String?, count: Int) {
        self.filePrefix = filePrefix
        self.output = output
        self.count = count
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

    /// Renders `window` (grown to show every scroll view's whole content with `fullContent`)
    /// into the PNG of the screen `name` and prints its path, unless the PNG
    /// itself went to standard output (`--out /dev/stdout`, or a pipe that is standard output).
    ///
    /// A regular file is replaced atomically; a device, pipe or link is written through
    /// (see `FileWriter`).
    ///
    /// - Throws: ``FileWriteError`` when the folder cannot be made or the file, or standard
    ///   output, cannot be written; `PNGError` when encoding fails.
    @MainActor
    public func write(_ window: Window, name: String, fullContent: Bool = false) throws {
        let url = destination(for: name)
        // A folder asked for (several screens, or `--out newdir/`) is made if missing.
        if count > 1 || output?.hasSuffix("/") == true {
            try createFolder(at: url.deletingLastPathComponent())
        }
        try window.render(fullContent: fullContent).write(to: url)
        if !StandardOutput.isDestination(url) {
            try StandardOutput.printLine(url.path)
        }
    }
}
