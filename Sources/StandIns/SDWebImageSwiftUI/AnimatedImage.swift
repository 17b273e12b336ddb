import Foundation
import NapkinUI
import SDWebImage

/// SDWebImageSwiftUI's view for animated images (GIF, APNG, WebP) from a URL, an asset name or data. napkin decodes
/// PNG and JPEG and a render is one still picture, so it draws the first frame, loaded as ``WebImage`` loads (a URL)
/// or read at once (a name, data), with the image modifiers applied; until (unless) there is an image, the
/// placeholder image or view.
public struct AnimatedImage: View {
    enum Origin {
        case url(URL?, SDWebImageOptions, [SDWebImageContextOption: Any]?)
        case image(UIImage?)
    }

    let origin: Origin
    var settings = WebImageSettings()

    /// Whether the animation plays (a still render shows the first frame either way).
    @Binding public var isAnimating: Bool

    /// The image at `url`, with `placeholderImage` until (unless) it loads.
    public init(
        url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        isAnimating: Binding<Bool> = .constant(true),
        placeholderImage: UIImage? = nil
    ) {
        origin = .url(url, options, context)
        _isAnimating = isAnimating
        settings.placeholder = placeholderImage.map { AnyView(Image(uiImage: $0).resizable()) }
    }

    /// The image at `url`, with `placeholder` until (unless) it loads.
    public init<T: View>(
        url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        isAnimating: Binding<Bool> = .constant(true),
        @ViewBuilder placeholder: @escaping () -> T
    ) {
        origin = .url(url, options, context)
        _isAnimating = isAnimating
        settings.placeholder = AnyView(placeholder())
    }

    /// The image named `name` in `bundle` (the main bundle's resources or asset catalog).
    public init(name: String, bundle: Bundle? = nil, isAnimating: Binding<Bool> = .constant(true)) {
        origin = .image(UIImage(named: name, in: bundle))
        _isAnimating = isAnimating
    }

    /// The image in `data`, at `scale` pixels per point.
    public init(data: Data, scale: CGFloat = 1, isAnimating: Binding<Bool> = .constant(true)) {
        origin = .image(UIImage(data: data, scale: scale))
        _isAnimating = isAnimating
    }

    /// The first frame, or the placeholder.
    public var body: some View {
        switch origin {
        case .url(let url, let options, let context):
            WebImageRenderer(url: url, options: options, context: context, settings: settings) { phase in
                if let image = phase.image { return AnyView(image) }
                return settings.placeholder ?? AnyView(Color.clear)
            }
        case .image(let image):
            let settings = settings
            if let image {
                settings.configurations.reduce(Image(uiImage: image)) { $1($0) }
                    .onAppear { settings.onSuccess?(image, nil, .none) }
            } else {
                Color.clear
                    .onAppear {
                        settings.onFailure?(SDWebImageError(.badImageData, message: "The image name or data gave no image napkin decodes"))
                    }
            }
        }
    }

    func changing(_ change: (inout WebImageSettings) -> Void) -> AnimatedImage {
        var copy = self
        change(&copy.settings)
        return copy
    }
}

extension AnimatedImage {
    /// The image resizable to the frame it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> AnimatedImage {
        changing { $0.configurations.append { $0.resizable(capInsets: capInsets, resizingMode: resizingMode) } }
    }

    /// The image drawn in its colours or as a template.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> AnimatedImage {
        changing { $0.configurations.append { $0.renderingMode(renderingMode) } }
    }

    /// How the image is sampled when scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> AnimatedImage {
        changing { $0.configurations.append { $0.interpolation(interpolation) } }
    }

    /// Whether the image's edges are antialiased.
    public func antialiased(_ isAntialiased: Bool) -> AnimatedImage {
        changing { $0.configurations.append { $0.antialiased(isAntialiased) } }
    }

    /// Called with the error when the load fails.
    public func onFailure(perform action: ((any Error) -> Void)? = nil) -> AnimatedImage { changing { $0.onFailure = action } }

    /// Called with the image, its bytes and where it was found once loaded.
    public func onSuccess(perform action: ((UIImage, Data?, SDImageCacheType) -> Void)? = nil) -> AnimatedImage {
        changing { $0.onSuccess = action }
    }

    /// Called with the bytes received and expected.
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> AnimatedImage { changing { $0.onProgress = action } }

    /// How many times the animation loops (kept).
    public func customLoopCount(_ loopCount: UInt?) -> AnimatedImage { changing { $0.customLoopCount = loopCount } }
    /// The animation's frame buffer size (kept).
    public func maxBufferSize(_ bufferSize: UInt?) -> AnimatedImage { changing { $0.maxBufferSize = bufferSize } }
    /// Whether the image loads progressively (kept).
    public func incrementalLoad(_ incrementalLoad: Bool) -> AnimatedImage { self }
    /// The run loop mode the animation runs in (kept).
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> AnimatedImage { self }
    /// Whether the animation pauses when not animating (kept).
    public func pausable(_ pausable: Bool) -> AnimatedImage { changing { $0.pausable = pausable } }
    /// Whether frames are purged under memory pressure (kept).
    public func purgeable(_ purgeable: Bool) -> AnimatedImage { changing { $0.purgeable = purgeable } }
    /// The animation's speed (kept).
    public func playbackRate(_ playbackRate: Double) -> AnimatedImage { changing { $0.playbackRate = playbackRate } }
}

/// Loads an image for a view model, as SDWebImageSwiftUI's `ImageManager`: `load(url:)` fills ``image``,
/// ``imageData``, ``cacheType`` or ``error`` before it returns (through ``SDWebImageManager/shared`` and its
/// ``SDWebImageManager/imageLoader``), and calls the success, failure and progress blocks.
public final class ImageManager: ObservableObject {
    /// The loaded image.
    @Published public var image: UIImage?
    /// Its bytes.
    @Published public var imageData: Data?
    /// Where it was found.
    @Published public var cacheType: SDImageCacheType = .none
    /// Why the load failed.
    @Published public var error: (any Error)?
    /// Whether the image is partial (never: loads finish).
    @Published public var isIncremental = false
    /// The load's status.
    public var indicatorStatus = IndicatorStatus()

    var successBlock: ((UIImage, Data?, SDImageCacheType) -> Void)?
    var failureBlock: ((any Error) -> Void)?
    var progressBlock: ((Int, Int) -> Void)?

    /// A manager with nothing loaded.
    public init() {}

    /// Loads `url` as `options` and `context` say.
    public func load(url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil) {
        let manager = context?[.customManager] as? SDWebImageManager ?? .shared
        indicatorStatus.isLoading = true
        let outcome = manager.load(url, options: options, context: context, loader: manager.imageLoader) { [progressBlock] in
            progressBlock?($0, $1)
        }
        image = outcome.image
        imageData = outcome.data
        cacheType = outcome.cacheType
        error = outcome.error
        indicatorStatus.isLoading = false
        indicatorStatus.progress = 1
        if let image = outcome.image {
            successBlock?(image, outcome.data, outcome.cacheType)
        } else {
            failureBlock?(outcome.error ?? SDWebImageError(.invalidURL))
        }
    }

    /// Cancels the load (it has finished).
    public func cancel() {}

    /// Called with the error when a load fails.
    public func setOnFailure(perform action: ((any Error) -> Void)? = nil) { failureBlock = action }
    /// Called with the image, its bytes and where it was found.
    public func setOnSuccess(perform action: ((UIImage, Data?, SDImageCacheType) -> Void)? = nil) { successBlock = action }
    /// Called with the bytes received and expected.
    public func setOnProgress(perform action: ((Int, Int) -> Void)? = nil) { progressBlock = action }
}
