import Foundation
internal import NapkinSupport
internal import RasterCore

/// Renders the previews a ``PreviewGalleryRequest`` asks for into its folder: one PNG per
/// preview and configuration (`<Module>/<file name>_<configuration>.png`) and
/// `manifest.json`. Progress goes to standard output as lines napkin-preview reads:
/// `napkin-preview-progress <done>/<total> <preview>`.
///
/// A preview that cannot be shown as it asks (an unknown `previewDevice`) gets an error in the
/// manifest instead of an image; the others are rendered all the same.
@MainActor
package struct PreviewGalleryRenderer {
    /// The prefix of progress lines.
    package nonisolated static let progressPrefix = "napkin-preview-progress "

    /// What to render.
    package let request: PreviewGalleryRequest
    /// Where progress lines go.
    var progress: (String) -> Void = { line in
        // Unbuffered, so that the command shows each line as it comes; a closed pipe only
        // loses the progress, never the images.
        try? FileWriter.writeAll(Data((line + "\n").utf8), toDescriptor: 1, naming: "standard output")
    }

    /// A renderer for `request`.
    package init(request: PreviewGalleryRequest) {
        self.request = request
    }

    /// Renders every preview and writes the manifest; returns it.
    package func run() throws(PreviewGalleryError) -> PreviewGalleryManifest {
        let configurations: [PreviewConfiguration] = try request.configurations.map { configuration throws(PreviewGalleryError) in
            try configuration.resolved()
        }
        var previews = PreviewRegistry.all(sourceRoot: request.sourceRoot)
        if let modules = request.modules.map(Set.init) {
            previews = previews.filter { modules.contains($0.module) }
        }
        let output = URL(fileURLWithPath: request.output, isDirectory: true)
        let started = ContinuousClock.now
        var entries: [PreviewGalleryManifest.Entry] = []
        var usedNames: Set<String> = []
        for (number, preview) in previews.enumerated() {
            let fileName = Self.unique(preview.fileName, module: preview.module, among: &usedNames)
            var images: [PreviewGalleryManifest.Image] = []
            for configuration in configurations {
                let relative = "\(preview.module)/\(fileName)_\(RegisteredPreview.slug(configuration.name)).png"
                images.append(try image(of: preview, in: configuration, to: output.appendingPathComponent(relative), relative: relative))
            }
            entries.append(
                PreviewGalleryManifest.Entry(
                    module: preview.module, fileID: preview.fileID, filePath: preview.filePath, line: preview.line,
                    displayName: preview.displayName, fileName: fileName, source: Self.sourceName(preview.source), images: images
                ))
            progress("\(Self.progressPrefix)\(number + 1)/\(previews.count) \(preview.description)")
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let manifest = PreviewGalleryManifest(configurations: configurations.map(\.name), previews: entries, renderSeconds: seconds)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let manifestURL = output.appendingPathComponent(PreviewGalleryManifest.fileName)
        do {
            try FileWriter().write(try encoder.encode(manifest), to: manifestURL)
        } catch {
            throw .unwritable(path: manifestURL.path, reason: String(describing: error))
        }
        return manifest
    }

    /// Renders one image and writes it; a preview that cannot be shown gets its reason.
    private func image(of preview: RegisteredPreview, in configuration: PreviewConfiguration, to url: URL, relative: String)
        throws(PreviewGalleryError) -> PreviewGalleryManifest.Image
    {
        let window: Window
        do {
            window = try preview.makeWindow(in: configuration)
        } catch {
            return PreviewGalleryManifest.Image(configuration: configuration.name, file: nil, width: 0, height: 0, error: error.description)
        }
        let bitmap = window.render()
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileWriter().write(try bitmap.pngData(), to: url)
        } catch {
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
        return PreviewGalleryManifest.Image(
            configuration: configuration.name, file: relative, width: bitmap.width, height: bitmap.height,
            scale: Double(window.device.scale), error: nil)
    }

    /// `name`, or `name-2`, `name-3`… when the module already has an image of that name.
    static func unique(_ name: String, module: String, among used: inout Set<String>) -> String {
        var candidate = name
        var number = 1
        while used.contains("\(module)/\(candidate)") {
            number += 1
            candidate = "\(name)-\(number)"
        }
        used.insert("\(module)/\(candidate)")
        return candidate
    }

    /// `#Preview`, or the provider's type name.
    static func sourceName(_ source: RegisteredPreview.Source) -> String {
        switch source {
        case .macro: return "#Preview"
        case .provider(let type, _): return type
        }
    }
}

/// Called before `main` by CNapkinPreviews' start-up hook when ``PreviewGalleryRequest/environmentVariable``
/// names a request file: renders the gallery and returns the process's exit status (0, or 1
/// after a one-line error on standard error). The process then exits without running `main`.
@_cdecl("napkin_preview_gallery_render")
func renderPreviewGallery(_ requestPath: UnsafePointer<CChar>) -> Int32 {
    let path = String(cString: requestPath)
    return MainActor.assumeIsolated {
        do {
            let data: Data
            do throws(FileReadError) {
                data = try readRegularFile(URL(fileURLWithPath: path), limit: PreviewGalleryRequest.maximumBytes)
            } catch {
                throw PreviewGalleryError.unreadableRequest(path: path, reason: error.reason)
            }
            let request: PreviewGalleryRequest
            do {
                request = try JSONDecoder().decode(PreviewGalleryRequest.self, from: data)
            } catch {
                throw PreviewGalleryError.unreadableRequest(path: path, reason: String(describing: error))
            }
            _ = try PreviewGalleryRenderer(request: request).run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("napkin-preview: \(error)\n".utf8))
            return 1
        }
    }
}
