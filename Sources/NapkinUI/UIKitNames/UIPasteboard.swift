import Foundation

/// UIKit's pasteboard, for SwiftUI files with a Copy button: `UIPasteboard.general.string = code`.
/// The general pasteboard lives in memory for the process (there is no system pasteboard to
/// reach), so a test can read back what a button copied.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    private init() {}

    /// The first string on the pasteboard; setting it replaces everything.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every string on the pasteboard.
    public var strings: [String]?
    /// The first URL on the pasteboard.
    public var url: URL?
    /// The first image on the pasteboard.
    public var image: UIImage?
    /// True when the pasteboard holds a string.
    public var hasStrings: Bool { !(strings ?? []).isEmpty }
    /// True when the pasteboard holds a URL.
    public var hasURLs: Bool { url != nil }
    /// True when the pasteboard holds an image.
    public var hasImages: Bool { image != nil }
}
