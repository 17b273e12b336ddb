import Foundation
internal import NapkinSupport

/// The contents of a data set in an asset catalog, as UIKit's `NSDataAsset`: a sound, a JSON
/// file or any other data an app ships in `Assets.xcassets` (`high1.dataset/high1.wav`).
///
/// Found as NapkinUI finds colour and image sets: in the catalogs of `bundle`, or of the main
/// bundle and the resource bundles beside the executable; `nil` when there is no such set or its
/// file cannot be read, as in UIKit.
public final class NSDataAsset: @unchecked Sendable {
    /// The set's name.
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// The uniform type identifier the set declares (`public.data` when it declares none).
    public let typeIdentifier: String

    /// The data set `name`, or `nil` when there is none.
    public init?(name: String, bundle: Bundle = .main) {
        guard let entry = AssetCatalogs.dataSet(named: name, in: bundle == .main ? nil : bundle),
            let data = try? readRegularFile(entry.url, limit: 1 << 28, followingLinks: false)
        else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = entry.typeIdentifier
    }
}
