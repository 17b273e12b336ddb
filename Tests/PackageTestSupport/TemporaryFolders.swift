import Foundation

/// A fresh, empty folder in the temporary directory, named `<label>-<UUID>`; the caller
/// removes it.
package func makeTemporaryFolder(_ label: String = "napkin") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
