import Foundation

extension Color {
    /// The colour set named `name` in an asset catalog (`Assets.xcassets/name.colorset`), as
    /// SwiftUI's `Color(_:bundle:)`: its light value, and its dark value in the dark
    /// appearance. Without a bundle, the main bundle and the resource bundles beside the
    /// executable are searched (see `Image(_:bundle:)`).
    ///
    /// A colour that cannot be found is drawn magenta, so it shows, and a warning naming it is
    /// printed once on standard error.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch AssetCatalogs.lookUpColor(named: name, in: bundle) {
        case .success(let color): self = color
        case .failure(let error):
            RuntimeWarnings.report("no color named \"\(name)\": \(error)")
            self = .missingAsset
        }
    }

    /// What a colour that cannot be found draws: magenta, which no design uses by accident.
    static let missingAsset = Color(hex: 0xFF00FF)
}
