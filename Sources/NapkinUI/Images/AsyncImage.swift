import Foundation
internal import Raster

/// An image loaded from a URL, as SwiftUI's `AsyncImage`:
///
/// ```swift
/// AsyncImage(url: photo.url, scale: 2) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
/// A render is one still picture, so the image is loaded while the view is built, and the
/// frame shows the phase the load ended in:
/// - a `file:` URL (a bundle's `Bundle.url(forResource:withExtension:)` is one) is read from
///   disk: the image, or `.failure` with the reading error (a missing file, neither PNG nor JPEG);
/// - any other URL goes through the environment's ``AsyncImageLoader`` and never to the
///   network by itself. The default loader, ``AsyncImageLoader/offline``, loads nothing, so a
///   remote image shows its placeholder (`.empty`), as an iPhone does before the network
///   answers. A test gives the images: `.environment(\.asyncImageLoader, .images([url: png]))`.
/// - a `nil` URL stays `.empty`.
///
/// Without a placeholder, `AsyncImage(url:)` shows a grey box (secondarySystemFill) filling
/// the space offered until the image is there, and after a failure.
public struct AsyncImage: View, PrimitiveView {
    /// No body: the phase decides the view.
    public typealias Body = Never
    let url: URL?
    let scale: CGFloat
    let content: @MainActor (AsyncImagePhase) -> any View

    /// The image at `url`, `scale` pixels per point, at its own size once loaded.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.scale = scale
        content = { phase in
            if let image = phase.image { return image }
            return Color.secondarySystemFill
        }
    }

    /// The image at `url` shown through `content` once loaded, `placeholder` until then (and
    /// after a failure).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// The view `content` builds for the phase the load ended in.
    public init<Content: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = { content($0) }
    }

    /// The view `content` builds for the phase the load ended in; `transaction` is how SwiftUI
    /// animates the change of phase, which a still frame, showing the phase the load ended
    /// in, does not show.
    public init<Content: View>(
        url: URL?, scale: CGFloat = 1, transaction: Transaction, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, scale: scale, content: content)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content(AsyncImagePhase.load(url, scale: scale, loader: environment.asyncImageLoader)), in: environment)
    }
}

/// Where an ``AsyncImage``'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded (yet): a `nil` URL, or a remote one the loader did not give.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed; the error says why.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The phase a load of `url` ends in now.
    @MainActor
    static func load(_ url: URL?, scale: CGFloat, loader: AsyncImageLoader) -> AsyncImagePhase {
        guard let url else { return .empty }
        do {
            guard let bitmap = try loadBitmap(url, loader: loader) else { return .empty }
            return .success(Image(bitmap: bitmap, scale: scale))
        } catch {
            return .failure(error)
        }
    }

    /// The pixels at `url`: a file's read from disk, any other URL's from `loader`; `nil` when the
    /// loader has nothing for it (yet).
    static func loadBitmap(_ url: URL, loader: AsyncImageLoader) throws -> Bitmap? {
        if url.isFileURL { return try Bitmap(imageContentsOf: url) }
        guard let data = try loader.load(url) else { return nil }
        do {
            return try Bitmap(imageData: data)
        } catch {
            throw AsyncImageError.undecodable(url: url, underlying: error)
        }
    }
}

extension AsyncImageLoader {
    /// The bytes at `url` as ``AsyncImage`` gets them: a file's read from disk, any other URL's from
    /// this loader (never the network); `nil` when the loader has nothing for it. How the stand-ins
    /// for third-party image packages (Kingfisher, SDWebImage) load; ``decodeImage(_:from:scale:)``
    /// turns the bytes into an image.
    package func loadData(at url: URL) throws -> Data? {
        if url.isFileURL { return try Data(contentsOf: url) }
        return try load(url)
    }

    /// The image in PNG or JPEG `data`, or ``AsyncImageError/undecodable(url:underlying:)`` naming
    /// `url` as where it came from (for data a stand-in's cache or a `data:` provider holds).
    package static func decodeImage(_ data: Data, from url: URL, scale: CGFloat = 1) throws -> UIImage {
        do {
            return UIImage(source: .bitmap(try Bitmap(imageData: data), scale: Double(max(scale, 0.01)), name: nil))
        } catch {
            throw AsyncImageError.undecodable(url: url, underlying: error)
        }
    }
}

/// Why an ``AsyncImage`` could not show what a loader gave.
public enum AsyncImageError: Error, CustomStringConvertible {
    /// The bytes for `url` are not a PNG or JPEG NapkinUI can decode (other formats are not
    /// read: give the loader PNG or JPEG data).
    case undecodable(url: URL, underlying: any Error)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .undecodable(let url, let underlying):
            return "AsyncImage: the data loaded for \(url.absoluteString) is not a PNG or JPEG NapkinUI can decode (\(underlying)); "
                + "give the AsyncImageLoader PNG or JPEG bytes"
        }
    }
}

/// Gives ``AsyncImage`` the bytes of URLs that are not files, so no render reaches the
/// network by surprise. Set one for a subtree with `.environment(\.asyncImageLoader, …)`.
public struct AsyncImageLoader: Sendable {
    let load: @Sendable (URL) throws -> Data?

    /// A loader that answers with `load`: PNG or JPEG bytes, `nil` for "not loaded yet" (the
    /// placeholder shows), or an error (the `.failure` phase).
    public init(_ load: @escaping @Sendable (URL) throws -> Data?) {
        self.load = load
    }

    /// The default: loads nothing, so remote images show their placeholders.
    public static let offline = AsyncImageLoader { _ in nil }

    /// Loads the PNG or JPEG bytes `images` has for a URL; any other URL is not loaded.
    public static func images(_ images: [URL: Data]) -> AsyncImageLoader {
        AsyncImageLoader { images[$0] }
    }

    /// Fails every load with `error` (to draw a screen's failure phase).
    public static func failing(with error: any Error & Sendable) -> AsyncImageLoader {
        AsyncImageLoader { _ in throw error }
    }
}

private struct AsyncImageLoaderKey: EnvironmentKey {
    static var defaultValue: AsyncImageLoader { .offline }
}

extension EnvironmentValues {
    /// What ``AsyncImage`` views inside load remote URLs with (``AsyncImageLoader/offline``
    /// unless set).
    public var asyncImageLoader: AsyncImageLoader {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}
