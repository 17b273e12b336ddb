import Foundation
import NapkinUI

/// A callback slot, as Kingfisher's `Delegate`: set with ``delegate(on:block:)``, called with ``call(_:)``.
public final class Delegate<Input, Output>: @unchecked Sendable {
    // Unchecked: set and called on the main actor by the builders and views that own it.
    var block: ((Input) -> Output?)?

    /// An empty slot.
    public init() {}

    /// Calls `block` with `target` (held weakly: nothing is called once it is gone) and the input.
    public func delegate<T: AnyObject>(on target: T, block: ((T, Input) -> Output)?) {
        guard let block else {
            self.block = nil
            return
        }
        self.block = { [weak target] input in
            guard let target else { return nil }
            return block(target, input)
        }
    }

    /// Calls `block` with the input.
    func set(_ block: ((Input) -> Output)?) {
        self.block = block.map { block in { block($0) } }
    }

    /// What the block returns, or `nil` when there is none.
    @discardableResult
    public func call(_ input: Input) -> Output? { block?(input) }

    /// What the block returns, or `nil` when there is none.
    @discardableResult
    public func callAsFunction(_ input: Input) -> Output? { call(input) }

    /// Whether a block is set.
    public var isSet: Bool { block != nil }

    /// Takes `other`'s block.
    func copyBlock(from other: Delegate<Input, Output>) {
        block = other.block
    }
}

/// Something options are set on in a chain (`KFImage`, `KF.Builder`), as Kingfisher's `KFOptionSetter`.
@MainActor
public protocol KFOptionSetter {
    /// The options of the load.
    var options: KingfisherParsedOptionsInfo { get nonmutating set }
    /// Called when the load fails.
    var onFailureDelegate: Delegate<KingfisherError, Void> { get }
    /// Called when the load succeeds.
    var onSuccessDelegate: Delegate<RetrieveImageResult, Void> { get }
    /// Called with the bytes received and expected.
    var onProgressDelegate: Delegate<(Int64, Int64), Void> { get }
    /// The value a setter changes: a copy for views (so the original is left as it was), the builder itself.
    func copyForMutation() -> Self
}

extension KFOptionSetter {
    func changing(_ change: (inout KingfisherParsedOptionsInfo) -> Void) -> Self {
        let result = copyForMutation()
        var options = result.options
        change(&options)
        result.options = options
        return result
    }

    /// Calls `block` with the bytes received and expected.
    public func onProgress(_ block: DownloadProgressBlock?) -> Self {
        let result = copyForMutation()
        result.onProgressDelegate.set(block.map { block in { block($0.0, $0.1) } })
        return result
    }

    /// Calls `block` with the result once the image is there.
    public func onSuccess(_ block: ((RetrieveImageResult) -> Void)?) -> Self {
        let result = copyForMutation()
        result.onSuccessDelegate.set(block)
        return result
    }

    /// Calls `block` with the error when the load fails.
    public func onFailure(_ block: ((KingfisherError) -> Void)?) -> Self {
        let result = copyForMutation()
        result.onFailureDelegate.set(block)
        return result
    }

    /// Caches into `cache`.
    public func targetCache(_ cache: ImageCache) -> Self { changing { $0.targetCache = cache } }
    /// Caches the original image into `cache`.
    public func originalCache(_ cache: ImageCache) -> Self { changing { $0.originalCache = cache } }
    /// Downloads with `downloader`.
    public func downloader(_ downloader: ImageDownloader) -> Self { changing { $0.downloader = downloader } }
    /// The download's priority.
    public func downloadPriority(_ priority: Float) -> Self { changing { $0.downloadPriority = priority } }
    /// Loads again even when cached.
    public func forceRefresh(_ enabled: Bool = true) -> Self { changing { $0.forceRefresh = enabled } }
    /// The memory cache's image, or loads again.
    public func fromMemoryCacheOrRefresh(_ enabled: Bool = true) -> Self { changing { $0.fromMemoryCacheOrRefresh = enabled } }
    /// Keeps the image in memory only.
    public func cacheMemoryOnly(_ enabled: Bool = true) -> Self { changing { $0.cacheMemoryOnly = enabled } }
    /// Calls back once cached.
    public func waitForCache(_ enabled: Bool = true) -> Self { changing { $0.waitForCache = enabled } }
    /// Only the caches.
    public func onlyFromCache(_ enabled: Bool = true) -> Self { changing { $0.onlyFromCache = enabled } }
    /// Decodes in the background.
    public func backgroundDecode(_ enabled: Bool = true) -> Self { changing { $0.backgroundDecode = enabled } }
    /// Where callbacks run.
    public func callbackQueue(_ queue: CallbackQueue) -> Self { changing { $0.callbackQueue = queue } }
    /// Pixels per point of the decoded image.
    public func scaleFactor(_ factor: CGFloat) -> Self { changing { $0.scaleFactor = factor } }
    /// Also caches the original image.
    public func cacheOriginalImage(_ enabled: Bool = true) -> Self { changing { $0.cacheOriginalImage = enabled } }
    /// Reads the disk cache synchronously.
    public func loadDiskFileSynchronously(_ enabled: Bool = true) -> Self { changing { $0.loadDiskFileSynchronously = enabled } }
    /// How disk files are written.
    public func diskStoreWriteOptions(_ writingOptions: Data.WritingOptions) -> Self {
        changing { $0.diskStoreWriteOptions = writingOptions }
    }
    /// The queue processors run on.
    public func processingQueue(_ queue: CallbackQueue?) -> Self { changing { $0.processingQueue = queue } }
    /// Sources tried when the first fails.
    public func alternativeSources(_ sources: [Source]?) -> Self { changing { $0.alternativeSources = sources } }
    /// Tries failed loads again as `strategy` says.
    public func retry(_ strategy: (any RetryStrategy)?) -> Self { changing { $0.retryStrategy = strategy } }
    /// Tries failed loads again up to `maxCount` times.
    public func retry(maxCount: Int, interval: DelayRetryStrategy.Interval = .seconds(3)) -> Self {
        retry(DelayRetryStrategy(maxRetryCount: maxCount, retryInterval: interval))
    }
    /// The Low Data Mode source.
    public func lowDataModeSource(_ source: Source?) -> Self { changing { $0.lowDataModeSource = source } }
    /// Plays the transition for cached images too.
    public func forceTransition(_ enabled: Bool = true) -> Self { changing { $0.forceTransition = enabled } }
    /// The image an image view shows on failure.
    public func onFailureImage(_ image: KFCrossPlatformImage?) -> Self { changing { $0.onFailureImage = .some(image) } }

    /// Changes requests with `modifier`.
    public func requestModifier(_ modifier: any ImageDownloadRequestModifier) -> Self { changing { $0.requestModifier = modifier } }

    /// Changes requests with `modifyBlock`.
    public func requestModifier(_ modifyBlock: @escaping @Sendable (inout URLRequest) -> Void) -> Self {
        requestModifier(
            AnyModifier { request in
                var request = request
                modifyBlock(&request)
                return request
            })
    }

    /// Processes with `processor` (instead of the ones set before).
    public func setProcessor(_ processor: any ImageProcessor) -> Self { changing { $0.processor = processor } }

    /// Processes with `processors` one after the other.
    public func setProcessors(_ processors: [any ImageProcessor]) -> Self {
        guard let first = processors.first else { return setProcessor(DefaultImageProcessor.default) }
        return setProcessor(processors.dropFirst().reduce(first) { $0 |> $1 })
    }

    /// Processes with `processor` after the ones set before.
    public func appendProcessor(_ processor: any ImageProcessor) -> Self {
        changing { options in
            let chained = options.processor |> processor
            options.processor = chained
        }
    }

    /// Rounds the corners.
    public func roundCorner(
        radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all, backgroundColor: KFCrossPlatformColor? = nil
    ) -> Self {
        appendProcessor(
            RoundCornerImageProcessor(radius: radius, targetSize: targetSize, roundingCorners: corners, backgroundColor: backgroundColor))
    }

    /// Blurs by `radius` points.
    public func blur(radius: CGFloat) -> Self { appendProcessor(BlurImageProcessor(blurRadius: radius)) }
    /// Lays `color` over at `fraction`.
    public func overlay(color: KFCrossPlatformColor, fraction: CGFloat = 0.5) -> Self {
        appendProcessor(OverlayImageProcessor(overlay: color, fraction: fraction))
    }
    /// Greys the image.
    public func blackWhite() -> Self { appendProcessor(BlackWhiteProcessor()) }
    /// Crops to `size` around `anchor`.
    public func cropping(size: CGSize, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> Self {
        appendProcessor(CroppingImageProcessor(size: size, anchor: anchor))
    }
    /// Shrinks to fit `size`, and caches at the screen's scale, as Kingfisher's does.
    public func downsampling(size: CGSize) -> Self {
        let result = appendProcessor(DownsamplingImageProcessor(size: size))
        return result.options.scaleFactor == 1 ? result.scaleFactor(UIScreen.main.scale) : result
    }
    /// Resizes to `referenceSize` fitted as `mode` says.
    public func resizing(referenceSize: CGSize, mode: ContentMode = .none) -> Self {
        appendProcessor(ResizingImageProcessor(referenceSize: referenceSize, mode: mode))
    }

    /// Serializes cached images with `cacheSerializer`.
    public func serialize(by cacheSerializer: any CacheSerializer) -> Self { changing { $0.cacheSerializer = cacheSerializer } }

    /// Serializes cached images as `format` (JPEG at `jpegCompressionQuality`, full quality by default).
    public func serialize(as format: ImageFormat, jpegCompressionQuality: CGFloat? = nil) -> Self {
        let serializer: FormatIndicatedCacheSerializer =
            switch format {
            case .JPEG: .jpeg(compressionQuality: jpegCompressionQuality ?? 1.0)
            case .PNG, .unknown: .png
            case .GIF: .gif
            }
        return serialize(by: serializer)
    }

    /// Changes the image after caching with `modifier`.
    public func imageModifier(_ modifier: (any ImageModifier)?) -> Self { changing { $0.imageModifier = modifier } }

    /// Changes the image after caching with `block`.
    public func imageModifier(_ block: @escaping @Sendable (inout KFCrossPlatformImage) throws -> Void) -> Self {
        imageModifier(
            AnyImageModifier { image in
                var image = image
                try block(&image)
                return image
            })
    }

    /// How long the image stays in memory.
    public func memoryCacheExpiration(_ expiration: StorageExpiration?) -> Self { changing { $0.memoryCacheExpiration = expiration } }
    /// How reading from memory extends expiration.
    public func memoryCacheAccessExtending(_ extending: ExpirationExtending) -> Self {
        changing { $0.memoryCacheAccessExtendingExpiration = extending }
    }
    /// How long the image stays on disk.
    public func diskCacheExpiration(_ expiration: StorageExpiration?) -> Self { changing { $0.diskCacheExpiration = expiration } }
    /// How reading from disk extends expiration.
    public func diskCacheAccessExtending(_ extending: ExpirationExtending) -> Self {
        changing { $0.diskCacheAccessExtendingExpiration = extending }
    }
}
