/// One cell of the matrix previews are shown in: a name (it ends reference and image file
/// names), the device previews are shown on unless they name their own, and traits laid over
/// whichever device shows them.
///
/// ```swift
/// assertPreviewSnapshots(configurations: [.light, .dark,
///     PreviewConfiguration("large-text", traits: Traits(dynamicTypeSize: .accessibility2))])
/// ```
public struct PreviewConfiguration: Sendable, Hashable {
    /// The name, as it appears in file names (`light`).
    public var name: String
    /// The device, for previews that do not ask for one with `previewDevice`.
    public var device: Device
    /// Traits laid over the device (a trait set here wins).
    public var traits: Traits

    /// A configuration called `name`: `device` (iPhone 13 Pro unless given) with `traits`.
    public init(_ name: String, device: Device = .iPhone13Pro, traits: Traits = Traits()) {
        self.name = name
        self.device = device
        self.traits = traits
    }

    /// iPhone 13 Pro, light.
    public static let light = PreviewConfiguration("light", traits: Traits(colorScheme: .light))
    /// iPhone 13 Pro, dark.
    public static let dark = PreviewConfiguration("dark", traits: Traits(colorScheme: .dark))
    /// What previews are shown in unless the caller says otherwise: ``light`` and ``dark``.
    public static let standard: [PreviewConfiguration] = [.light, .dark]
}
