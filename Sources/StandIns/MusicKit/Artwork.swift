import NapkinUI

/// An item's artwork, as MusicKit's `Artwork`: a picture available at any size up to its maximum, and the colours
/// that go with it.
///
/// Apple's artwork lives on Apple's servers; napkin's is a picture a test gives (``init(imageURL:backgroundColor:maximumWidth:maximumHeight:primaryTextColor:secondaryTextColor:)``,
/// a file URL), or else, when the artwork has a background colour, a picture napkin draws in that colour (a square
/// with a record on it) and writes as a PNG file under the temporary directory, so `AsyncImage(url:)` shows it.
/// Artwork with neither has no URL, and an `AsyncImage` shows its placeholder.
public struct Artwork: Hashable, Codable, Sendable {
    /// The picture given, when one was.
    public let imageURL: URL?
    /// The picture's average background colour.
    public let backgroundColor: CGColor?
    /// The colour for text over the picture.
    public let primaryTextColor: CGColor?
    /// The colour for secondary text over the picture.
    public let secondaryTextColor: CGColor?
    /// The widest the picture comes.
    public let maximumWidth: Int
    /// The tallest the picture comes.
    public let maximumHeight: Int

    /// Artwork drawn from `imageURL` (a file), or in `backgroundColor` when there is no file (a napkin addition:
    /// MusicKit's comes from Apple Music).
    public init(
        imageURL: URL? = nil, backgroundColor: CGColor? = nil, maximumWidth: Int = 1200, maximumHeight: Int = 1200,
        primaryTextColor: CGColor? = nil, secondaryTextColor: CGColor? = nil
    ) {
        self.imageURL = imageURL
        self.backgroundColor = backgroundColor
        self.maximumWidth = maximumWidth
        self.maximumHeight = maximumHeight
        self.primaryTextColor = primaryTextColor
        self.secondaryTextColor = secondaryTextColor
    }

    /// The picture at `width`×`height` pixels (clamped to 1…the maximum): the given file, or a PNG napkin draws in
    /// the background colour; nil for artwork with neither.
    public func url(width: Int, height: Int) -> URL? {
        if let imageURL { return imageURL }
        guard let backgroundColor else { return nil }
        let width = min(max(width, 1), maximumWidth, 2000)
        let height = min(max(height, 1), maximumHeight, 2000)
        return ArtworkFiles.file(color: backgroundColor, width: width, height: height)
    }

    private enum CodingKeys: String, CodingKey {
        case imageURL = "url", backgroundColor = "bgColor", primaryTextColor = "textColor1", secondaryTextColor = "textColor2"
        case maximumWidth = "width", maximumHeight = "height"
    }

    /// Decodes Apple Music API's artwork keys (`bgColor` and `textColor1`/`2` as `RRGGBB`, `width`, `height`) and a
    /// file `url`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageURL = try container.decodeIfPresent(URL.self, forKey: .imageURL)
        backgroundColor = try container.decodeIfPresent(String.self, forKey: .backgroundColor).flatMap(Self.color(hex:))
        primaryTextColor = try container.decodeIfPresent(String.self, forKey: .primaryTextColor).flatMap(Self.color(hex:))
        secondaryTextColor = try container.decodeIfPresent(String.self, forKey: .secondaryTextColor).flatMap(Self.color(hex:))
        maximumWidth = try container.decodeIfPresent(Int.self, forKey: .maximumWidth) ?? 1200
        maximumHeight = try container.decodeIfPresent(Int.self, forKey: .maximumHeight) ?? 1200
    }

    /// Encodes the keys ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(imageURL, forKey: .imageURL)
        try container.encodeIfPresent(backgroundColor.map(Self.hex), forKey: .backgroundColor)
        try container.encodeIfPresent(primaryTextColor.map(Self.hex), forKey: .primaryTextColor)
        try container.encodeIfPresent(secondaryTextColor.map(Self.hex), forKey: .secondaryTextColor)
        try container.encode(maximumWidth, forKey: .maximumWidth)
        try container.encode(maximumHeight, forKey: .maximumHeight)
    }

    static func hex(_ color: CGColor) -> String {
        let components = color.components ?? [0, 0, 0, 1]
        return components.prefix(3).map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }

    static func color(hex: String) -> CGColor? {
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return CGColor(
            red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255, blue: CGFloat(value & 0xff) / 255,
            alpha: 1)
    }
}

/// The pictures napkin draws for artwork without a file, one PNG per colour and size, written once.
enum ArtworkFiles {
    private static let lock = NSLock()

    static func file(color: CGColor, width: Int, height: Int) -> URL? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-musickit-artwork", isDirectory: true)
        let url = directory.appendingPathComponent("\(Artwork.hex(color))-\(width)x\(height).png")
        return lock.withLock {
            if FileManager.default.fileExists(atPath: url.path) { return url }
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
            let data = renderer.pngData { context in
                let rect = CGRect(x: 0, y: 0, width: width, height: height)
                context.cgContext.setFillColor(color)
                context.cgContext.fill(rect)
                // A record: a dark disc with a label of the artwork's colour.
                let side = CGFloat(min(width, height)) * 0.7
                let disc = CGRect(x: (CGFloat(width) - side) / 2, y: (CGFloat(height) - side) / 2, width: side, height: side)
                context.cgContext.setFillColor(CGColor(gray: 0, alpha: 0.55))
                context.cgContext.fillEllipse(in: disc)
                context.cgContext.setFillColor(color)
                context.cgContext.fillEllipse(in: disc.insetBy(dx: side * 0.34, dy: side * 0.34))
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
                return url
            } catch {
                return nil
            }
        }
    }
}

/// An item's artwork as a view, as MusicKit's `ArtworkImage`: the picture at the size asked, or its background
/// colour while there is none.
public struct ArtworkImage: View {
    private let artwork: Artwork
    private let width: CGFloat?
    private let height: CGFloat?

    /// `artwork` at `width` and `height` points (one given, the other the same: artwork is square here).
    public init(_ artwork: Artwork, width: CGFloat? = nil, height: CGFloat? = nil) {
        self.artwork = artwork
        self.width = width ?? height
        self.height = height ?? width
    }

    /// The picture, or the background colour.
    public var body: some View {
        let side = width ?? height ?? 100
        AsyncImage(url: artwork.url(width: Int(side * 3), height: Int((height ?? side) * 3))) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Rectangle().fill(artwork.backgroundColor.map { Color(UIColor(cgColor: $0)) } ?? Color.secondary.opacity(0.2))
        }
        .frame(width: width, height: height)
        .clipped()
    }
}
