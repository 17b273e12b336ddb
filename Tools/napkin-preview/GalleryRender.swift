import Foundation
import NapkinSupport
import NapkinUI

/// One render of the gallery: the built binary is started with a request (see
/// `PreviewGalleryRequest`), renders into a staging folder, and the staging folder then
/// replaces the gallery's images, so the page never shows half a render.
struct GalleryRender: Sendable {
    /// Why a render gave no gallery.
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What happened, and the end of the binary's output.
        var description: String
    }

    /// The gallery's folder: `images/` (PNGs and the manifest) and `index.html` go there.
    let output: URL
    /// The request, without its output folder.
    let modules: [String]?
    let sourceRoot: URL
    let configurations: [PreviewGalleryRequest.Configuration]

    /// The folder the page's images are in.
    var imagesFolder: URL { output.appendingPathComponent("images", isDirectory: true) }
    private var stagingFolder: URL { output.appendingPathComponent("images-next", isDirectory: true) }
    private var retiredFolder: URL { output.appendingPathComponent("images-previous", isDirectory: true) }

    /// Renders every preview with `binary`, calling `progress` with (rendered, total, preview)
    /// after each, and swaps the result in; returns the manifest.
    func run(_ binary: URL, progress: @escaping @Sendable (Int, Int, String) -> Void) throws -> PreviewGalleryManifest {
        let manager = FileManager.default
        try? manager.removeItem(at: stagingFolder)
        try manager.createDirectory(at: stagingFolder, withIntermediateDirectories: true)
        let request = PreviewGalleryRequest(
            output: stagingFolder.path, modules: modules, sourceRoot: sourceRoot.path, configurations: configurations)
        let requestFile = output.appendingPathComponent("request.json")
        try FileWriter().write(try JSONEncoder().encode(request), to: requestFile)
        let outcome = try ChildProcess.run(
            binary, [], in: sourceRoot, environment: [PreviewGalleryRequest.environmentVariable: requestFile.path]
        ) { line in
            guard line.hasPrefix(PreviewGalleryRenderer.progressPrefix) else { return }
            let rest = line.dropFirst(PreviewGalleryRenderer.progressPrefix.count)
            let parts = rest.split(separator: " ", maxSplits: 1)
            let counts = parts.first?.split(separator: "/").compactMap { Int($0) } ?? []
            if counts.count == 2 { progress(counts[0], counts[1], parts.count > 1 ? String(parts[1]) : "") }
        }
        guard outcome.succeeded else {
            let how = outcome.signalled ? "crashed (signal \(outcome.status))" : "failed (exit status \(outcome.status))"
            let last = outcome.output.split(separator: "\n").last { $0.hasPrefix(PreviewGalleryRenderer.progressPrefix) }
            let after = last.map { " after \($0.dropFirst(PreviewGalleryRenderer.progressPrefix.count))" } ?? " before the first preview"
            throw Failure(description: "rendering the previews \(how)\(after):\n\(PackageBuild.tail(outcome.output))")
        }
        let manifestData = try readRegularFile(
            stagingFolder.appendingPathComponent(PreviewGalleryManifest.fileName), limit: PreviewGalleryManifest.maximumBytes)
        let manifest = try JSONDecoder().decode(PreviewGalleryManifest.self, from: manifestData)
        try? manager.removeItem(at: retiredFolder)
        if manager.fileExists(atPath: imagesFolder.path) { try manager.moveItem(at: imagesFolder, to: retiredFolder) }
        try manager.moveItem(at: stagingFolder, to: imagesFolder)
        try? manager.removeItem(at: retiredFolder)
        return manifest
    }
}
