/// What a gallery render found and wrote: every preview, with its place in the sources and
/// one image per configuration (or why there is none). The renderer writes it as
/// `manifest.json` beside the images; napkin-preview makes the page from it.
package struct PreviewGalleryManifest: Codable, Sendable, Equatable {
    /// The manifest's file name.
    package static let fileName = "manifest.json"
    /// The largest manifest read.
    package static let maximumBytes = 16 << 20

    /// One image of a preview.
    package struct Image: Codable, Sendable, Equatable {
        /// The configuration's name.
        package var configuration: String
        /// The PNG's path relative to the manifest's folder (`Screens/Profile_Badge_light.png`),
        /// or `nil` when the preview could not be shown in this configuration.
        package var file: String?
        /// The size in pixels.
        package var width: Int, height: Int
        /// Pixels per point, so that a page can show the image at the device's size.
        package var scale: Double
        /// Why there is no image.
        package var error: String?

        /// An image from its parts.
        package init(configuration: String, file: String?, width: Int, height: Int, scale: Double = 3, error: String?) {
            self.configuration = configuration
            self.file = file
            self.width = width
            self.height = height
            self.scale = scale
            self.error = error
        }
    }

    /// One preview.
    package struct Entry: Codable, Sendable, Equatable {
        /// The module that declares it.
        package var module: String
        /// `Module/File.swift`, when known.
        package var fileID: String?
        /// The file's path, when known.
        package var filePath: String?
        /// The line, when known.
        package var line: Int?
        /// What a person calls it.
        package var displayName: String
        /// The stable file name of its images (without configuration and extension).
        package var fileName: String
        /// `#Preview`, or the provider's type name.
        package var source: String
        /// Its images, one per configuration in the request's order.
        package var images: [Image]

        /// An entry from its parts.
        package init(
            module: String, fileID: String?, filePath: String?, line: Int?, displayName: String, fileName: String, source: String,
            images: [Image]
        ) {
            self.module = module
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.displayName = displayName
            self.fileName = fileName
            self.source = source
            self.images = images
        }
    }

    /// The configurations' names, in order.
    package var configurations: [String]
    /// The previews, by module, file and line.
    package var previews: [Entry]
    /// How long rendering took, in seconds (making views, layout, drawing, encoding).
    package var renderSeconds: Double

    /// A manifest from its parts.
    package init(configurations: [String], previews: [Entry], renderSeconds: Double) {
        self.configurations = configurations
        self.previews = previews
        self.renderSeconds = renderSeconds
    }
}

/// Why a gallery render cannot start.
package enum PreviewGalleryError: Error, Equatable, CustomStringConvertible {
    /// The request names a device NapkinUI does not have.
    case unknownDevice(String)
    /// The request names a scheme other than light and dark.
    case unknownScheme(String)
    /// The request file could not be read or decoded.
    case unreadableRequest(path: String, reason: String)
    /// The output could not be written.
    case unwritable(path: String, reason: String)

    /// What went wrong and what to do.
    package var description: String {
        switch self {
        case .unknownDevice(let name):
            return "unknown device '\(name)'; name one of \(Device.all.map(\.name).joined(separator: ", "))"
        case .unknownScheme(let name):
            return "unknown colour scheme '\(name)'; name light or dark"
        case .unreadableRequest(let path, let reason):
            return "cannot read the preview gallery request \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
