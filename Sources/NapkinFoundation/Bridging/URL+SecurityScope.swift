import Foundation

#if !canImport(Darwin)
extension URL {
    /// Asks for access to a file the user picked outside the app's sandbox, as on iOS
    /// (`fileImporter`, a document picker). Linux has no sandbox and no security scope: a file
    /// URL whose file exists is accessible, so this returns `true` for it, and `false` for a URL
    /// that is not a file URL or names nothing (iOS also answers `false` when it grants nothing).
    /// Balance a `true` with ``stopAccessingSecurityScopedResource()``.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL && FileManager.default.fileExists(atPath: path)
    }

    /// Gives up the access ``startAccessingSecurityScopedResource()`` asked for; nothing to give
    /// back on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
#endif
