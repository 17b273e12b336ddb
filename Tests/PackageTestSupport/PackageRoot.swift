import Foundation

/// The package's root folder (the nearest folder above `filePath` that holds `Package.swift`),
/// so a test finds committed files wherever its own file sits in the test folders.
package func packageRoot(of filePath: String = #filePath) -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    preconditionFailure("no Package.swift above \(filePath)")
}
