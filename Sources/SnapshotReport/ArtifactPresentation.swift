/// How the failure report shows an artifact. A strategy's `Diffing` says it for the values
/// it compares and for the attachments its `diff` makes; the verifier and the report only
/// pass it along, so neither needs to know what an image is.
public enum ArtifactPresentation: Sendable, Codable, Equatable {
    /// A file the report links to.
    case file
    /// Text (a patch, a dump); the report shows it inline.
    case text
    /// A picture of `width × height` pixels, shown inline (side by side, swipe, onion skin,
    /// difference, zoom).
    case image(width: Int, height: Int)

    /// The whole-number factor by which a picture of `width × height` pixels is enlarged
    /// (nearest neighbour) so its pixels can be seen: 1 when the longest side has 320 pixels or
    /// more, up to 8 for tiny pictures. The difference picture and the report use this one rule.
    public static func enlargement(width: Int, height: Int) -> Int {
        let longest = max(width, height, 1)
        return longest >= 320 ? 1 : min(8, max(1, 320 / longest))
    }

    /// The picture's size, or `nil` when this is not a picture.
    package var imageSize: (width: Int, height: Int)? {
        if case .image(let width, let height) = self { return (width, height) }
        return nil
    }
}
