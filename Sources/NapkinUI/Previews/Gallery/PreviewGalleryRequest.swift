import Foundation

/// What the gallery command (napkin-preview) asks of a binary that links NapkinUI: render the
/// previews of some modules in some configurations into a folder. It hands the request over
/// as a JSON file named by the environment variable ``environmentVariable``; see
/// ``PreviewGalleryRenderer``.
package struct PreviewGalleryRequest: Codable, Sendable, Equatable {
    /// The variable that names the request file.
    package static let environmentVariable = "NAPKIN_PREVIEW_GALLERY_REQUEST"
    /// The largest request file read.
    package static let maximumBytes = 1 << 20

    /// One configuration, by names: a device preset and a colour scheme.
    package struct Configuration: Codable, Sendable, Equatable {
        /// The configuration's name (`light`).
        package var name: String
        /// A ``Device`` preset's name (`iPhone13Pro`).
        package var device: String
        /// `light` or `dark`.
        package var scheme: String

        /// A configuration from its names.
        package init(name: String, device: String, scheme: String) {
            self.name = name
            self.device = device
            self.scheme = scheme
        }

        /// The configuration these names describe; a typed error names what is wrong.
        package func resolved() throws(PreviewGalleryError) -> PreviewConfiguration {
            guard let preset = Device.named(device) else { throw .unknownDevice(device) }
            guard let colorScheme = ColorScheme(name: scheme) else { throw .unknownScheme(scheme) }
            return PreviewConfiguration(name, device: preset, traits: Traits(colorScheme: colorScheme))
        }
    }

    /// The folder the images and the manifest go to; created if missing.
    package var output: String
    /// The modules whose previews are rendered; every module's when `nil`.
    package var modules: [String]?
    /// The package folder, where providers' source files are looked for.
    package var sourceRoot: String
    /// The configurations, in order.
    package var configurations: [Configuration]

    /// A request from its parts.
    package init(output: String, modules: [String]?, sourceRoot: String, configurations: [Configuration]) {
        self.output = output
        self.modules = modules
        self.sourceRoot = sourceRoot
        self.configurations = configurations
    }
}

extension ColorScheme {
    /// `light` or `dark`, or `nil` for another name.
    init?(name: String) {
        switch name {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}
