import Foundation
import NapkinUI
import SDWebImage

/// Where a ``WebImage``'s load is, as SDWebImageSwiftUI's `WebImagePhase`.
public enum WebImagePhase {
    /// Not loaded.
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
}

/// What a ``WebImage`` or ``AnimatedImage`` was told besides its URL.
struct WebImageSettings {
    var configurations: [(Image) -> Image] = []
    var placeholder: AnyView?
    var onSuccess: ((UIImage, Data?, SDImageCacheType) -> Void)?
    var onFailure: ((any Error) -> Void)?
    var onProgress: ((Int, Int) -> Void)?
    var retryOnAppear = true
    var cancelOnDisappear = true
    var customLoopCount: UInt?
    var maxBufferSize: UInt?
    var playbackRate = 1.0
    var pausable = true
    var purgeable = false
}

/// SDWebImageSwiftUI's image view: `WebImage(url: url) { image in image.resizable() } placeholder: { Color.gray }`.
///
/// Loads as SDWebImage does (memory cache, disk cache, then the loader; stored in the cache), through napkin's
/// sources: a file URL is read from disk, any other URL is asked of the environment's ``AsyncImageLoader``, then of
/// the manager's ``SDWebImageManager/imageLoader``, and never of the network. A render is one still picture, so the load happens while the view is built and the frame shows
/// the phase it ended in: `.success` with the image (the image modifiers applied), or `.failure`. With the default
/// loader, ``AsyncImageLoader/offline``, a remote image fails as on an iPhone without a network
/// (`URLError.notConnectedToInternet`): the placeholder shows, or, for `WebImage(url:)`, an empty image. An animated
/// image shows its first frame. `onSuccess`, `onFailure` and `onProgress` are called when the view appears.
public struct WebImage<Content: View>: View {
    let url: URL?
    let options: SDWebImageOptions
    let context: [SDWebImageContextOption: Any]?
    let content: (WebImagePhase) -> Content
    var settings = WebImageSettings()

    /// Whether an animated image plays (a still render shows its first frame either way).
    @Binding public var isAnimating: Bool

    /// The image at `url`, at `scale` pixels per point; an empty image until (unless) it loads.
    public init(
        url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        isAnimating: Binding<Bool> = .constant(true)
    ) where Content == Image {
        self.init(url: url, scale: scale, options: options, context: context, isAnimating: isAnimating) { phase in
            phase.image ?? Image(uiImage: UIImage())
        }
    }

    /// The image at `url` through `content` once loaded, `placeholder` until then and after a failure.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        isAnimating: Binding<Bool> = .constant(true), @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == AnyView {
        self.init(url: url, scale: scale, options: options, context: context, isAnimating: isAnimating) { phase in
            if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
        }
    }

    /// The view `content` builds for the phase the load ended in.
    public init(
        url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        isAnimating: Binding<Bool> = .constant(true), transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (WebImagePhase) -> Content
    ) {
        self.url = url
        self.options = options
        var context = context ?? [:]
        if context[.imageScaleFactor] == nil { context[.imageScaleFactor] = scale }
        self.context = context
        self.content = content
        _isAnimating = isAnimating
    }

    /// The loaded phase drawn (see ``WebImage``).
    public var body: some View {
        WebImageRenderer(url: url, options: options, context: context, settings: settings) { phase in
            if phase.image == nil, let placeholder = settings.placeholder { return placeholder }
            return AnyView(content(phase))
        }
    }

    func changing(_ change: (inout WebImageSettings) -> Void) -> WebImage {
        var copy = self
        change(&copy.settings)
        return copy
    }
}

extension WebImage {
    /// The image resizable to the frame it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> WebImage {
        changing { $0.configurations.append { $0.resizable(capInsets: capInsets, resizingMode: resizingMode) } }
    }

    /// The image drawn in its colours or as a template.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> WebImage {
        changing { $0.configurations.append { $0.renderingMode(renderingMode) } }
    }

    /// How the image is sampled when scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> WebImage {
        changing { $0.configurations.append { $0.interpolation(interpolation) } }
    }

    /// Whether the image's edges are antialiased.
    public func antialiased(_ isAntialiased: Bool) -> WebImage {
        changing { $0.configurations.append { $0.antialiased(isAntialiased) } }
    }

    /// Called with the error when the load fails.
    public func onFailure(perform action: ((any Error) -> Void)? = nil) -> WebImage { changing { $0.onFailure = action } }

    /// Called with the image, its bytes and where it was found once loaded.
    public func onSuccess(perform action: ((UIImage, Data?, SDImageCacheType) -> Void)? = nil) -> WebImage {
        changing { $0.onSuccess = action }
    }

    /// Called with the bytes received and expected.
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> WebImage { changing { $0.onProgress = action } }

    /// Whether a failed load is tried again when the view appears again (kept).
    public func retryOnAppear(_ flag: Bool) -> WebImage { changing { $0.retryOnAppear = flag } }

    /// Whether the load is cancelled when the view disappears (kept: loads finish at once).
    public func cancelOnDisappear(_ flag: Bool) -> WebImage { changing { $0.cancelOnDisappear = flag } }

    /// SDWebImageSwiftUI 2's placeholder image, shown until the image is there and after a failure.
    public func placeholder(_ image: Image?) -> WebImage {
        changing { $0.placeholder = image.map { AnyView($0) } }
    }

    /// SDWebImageSwiftUI 2's placeholder view, shown until the image is there and after a failure.
    public func placeholder<T: View>(@ViewBuilder content: () -> T) -> WebImage {
        let view = AnyView(content())
        return changing { $0.placeholder = view }
    }

    /// Shows `indicator` over the image while it loads (never in a still render: the load has ended).
    public func indicator<T: View>(_ indicator: Indicator<T>) -> some View {
        modifier(IndicatorViewModifier(status: IndicatorStatus(), indicator: indicator))
    }

    /// Shows the indicator `content` builds over the image while it loads.
    public func indicator<T: View>(
        @ViewBuilder content: @escaping @MainActor (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T
    ) -> some View {
        indicator(Indicator(content: content))
    }

    /// How many times an animation loops (kept).
    public func customLoopCount(_ loopCount: UInt?) -> WebImage { changing { $0.customLoopCount = loopCount } }
    /// The animation's frame buffer size (kept).
    public func maxBufferSize(_ bufferSize: UInt?) -> WebImage { changing { $0.maxBufferSize = bufferSize } }
    /// The run loop mode animation runs in (kept).
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> WebImage { self }
    /// Whether the animation pauses when not animating (kept).
    public func pausable(_ pausable: Bool) -> WebImage { changing { $0.pausable = pausable } }
    /// Whether frames are purged under memory pressure (kept).
    public func purgeable(_ purgeable: Bool) -> WebImage { changing { $0.purgeable = purgeable } }
    /// The animation's speed (kept).
    public func playbackRate(_ playbackRate: Double) -> WebImage { changing { $0.playbackRate = playbackRate } }
}

/// The outcome of one build's load.
struct WebImageOutcome {
    var phase: WebImagePhase
    var image: UIImage?
    var data: Data?
    var cacheType: SDImageCacheType = .none
    var progress: [(Int, Int)] = []
}

/// Loads `url` as the view is built and shows what `content` makes of the phase; calls back on appearing.
struct WebImageRenderer: View {
    let url: URL?
    let options: SDWebImageOptions
    let context: [SDWebImageContextOption: Any]?
    let settings: WebImageSettings
    let content: (WebImagePhase) -> AnyView
    @Environment(\.asyncImageLoader) private var loader

    var body: some View {
        let outcome = WebImageRenderer.load(
            url, options: options, context: context, loader: loader, configurations: settings.configurations)
        let settings = settings
        return content(outcome.phase)
            .onAppear {
                for step in outcome.progress { settings.onProgress?(step.0, step.1) }
                if let image = outcome.image {
                    settings.onSuccess?(image, outcome.data, outcome.cacheType)
                } else if let error = outcome.phase.error {
                    settings.onFailure?(error)
                }
            }
    }

    static func load(
        _ url: URL?, options: SDWebImageOptions, context: [SDWebImageContextOption: Any]?, loader: AsyncImageLoader,
        configurations: [(Image) -> Image]
    ) -> WebImageOutcome {
        var steps: [(Int, Int)] = []
        let manager = context?[.customManager] as? SDWebImageManager ?? .shared
        let managerLoader = manager.imageLoader
        // The environment's loader first; what it does not have, the manager's (a test may set either).
        let chained = AsyncImageLoader { url in try loader.loadData(at: url) ?? managerLoader.loadData(at: url) }
        let result = manager.load(url, options: options, context: context, loader: chained) { steps.append(($0, $1)) }
        guard let image = result.image else {
            return WebImageOutcome(phase: result.error.map { .failure($0) } ?? .empty, progress: steps)
        }
        let drawn = configurations.reduce(Image(uiImage: image)) { $1($0) }
        return WebImageOutcome(phase: .success(drawn), image: image, data: result.data, cacheType: result.cacheType, progress: steps)
    }
}
