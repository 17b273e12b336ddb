import Foundation
import NapkinSupport

extension ReportRun {
    /// The largest artifact read back (a snapshot is far smaller).
    package static let maximumArtifactBytes = 256 << 20

    /// The bytes of `artifact`, read only if it is a regular file whose real path lies inside
    /// the folder: a folder downloaded from elsewhere may hold links to the reader's own files.
    package func read(_ artifact: ReportEntry.Artifact) throws(FileReadError) -> Data {
        let url = url(of: artifact)
        guard let real = realpath(url.path, nil) else {
            throw FileReadError(path: url.path, reason: "the file does not exist")
        }
        let resolved = String(cString: real)
        free(real)
        guard relativePath(resolved, inside: folder.resolvingSymlinksInPath().path) != nil else {
            throw FileReadError(path: url.path, reason: "it leads outside the artifacts folder (a link), so it is not read")
        }
        return try readRegularFile(URL(fileURLWithPath: resolved), limit: Self.maximumArtifactBytes, followingLinks: false)
    }
}
