import Foundation
import NapkinUI

/// Kingfisher's namespace on types it extends: `imageView.kf.setImage(with: url)`.
public struct KingfisherWrapper<Base>: @unchecked Sendable {
    // Unchecked: `Base` is an image view (main actor) or an image (immutable).
    /// The extended value.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with Kingfisher's `kf` namespace.
public protocol KingfisherCompatible: AnyObject {}

extension KingfisherCompatible {
    /// Kingfisher's methods for this value.
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension UIImageView: KingfisherCompatible {}
extension UIImage: KingfisherCompatible {}

/// Something an image view shows while its image loads, as Kingfisher's `Placeholder` (an image is one).
@MainActor
public protocol Placeholder {
    /// Shows the placeholder in `imageView`.
    func add(to imageView: KFCrossPlatformImageView)
    /// Takes it away.
    func remove(from imageView: KFCrossPlatformImageView)
}

extension UIImage: Placeholder {
    /// Sets the image view's image.
    public func add(to imageView: KFCrossPlatformImageView) { imageView.image = self }
    /// Clears the image view's image.
    public func remove(from imageView: KFCrossPlatformImageView) { imageView.image = nil }
}

/// An activity indicator an image view shows while loading, as Kingfisher's `Indicator`.
@MainActor
public protocol Indicator {
    /// Starts animating.
    func startAnimatingView()
    /// Stops animating.
    func stopAnimatingView()
    /// The indicator's view.
    var view: KFCrossPlatformView { get }
}

/// Which indicator an image view shows while loading. napkin's loads finish before `setImage` returns, so no
/// indicator is ever seen; the type is kept for the code that sets it.
public enum IndicatorType {
    /// None.
    case none
    /// The system's activity indicator.
    case activity
    /// An animated image (GIF bytes).
    case image(imageData: Data)
    /// A custom indicator.
    case custom(indicator: any Indicator)
}

/// What Kingfisher remembers per image view (associated objects on iOS).
@MainActor
final class ImageViewState {
    var indicatorType: IndicatorType = .none
    var taskIdentifier: UInt?
    var placeholder: (any Placeholder)?

    private static var states: [(view: Weak, state: ImageViewState)] = []
    private static var nextIdentifier: UInt = 1

    final class Weak {
        weak var object: UIImageView?
        init(_ object: UIImageView) { self.object = object }
    }

    static func of(_ view: UIImageView) -> ImageViewState {
        states.removeAll { $0.view.object == nil }
        if let found = states.first(where: { $0.view.object === view }) { return found.state }
        let state = ImageViewState()
        states.append((Weak(view), state))
        return state
    }

    static func newIdentifier() -> UInt {
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}

@MainActor
extension KingfisherWrapper where Base: UIImageView {
    /// Loads `source` into the image view: the placeholder first, then the image (or the failure image), through
    /// ``KingfisherManager/shared`` with the downloader's ``ImageDownloader/imageLoader``. The completion handler
    /// runs before this returns.
    @discardableResult
    public func setImage(
        with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        let parsed = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions + (options ?? .empty))
        return setImage(
            with: source, placeholder: placeholder, parsedOptions: parsed, progressBlock: progressBlock,
            completionHandler: completionHandler)
    }

    /// Loads `source` into the image view.
    @discardableResult
    public func setImage(
        with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: source, placeholder: placeholder, options: options, progressBlock: nil, completionHandler: completionHandler)
    }

    /// Loads `resource` (a URL is one) into the image view.
    @discardableResult
    public func setImage(
        with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: progressBlock,
            completionHandler: completionHandler)
    }

    /// Loads `resource` into the image view.
    @discardableResult
    public func setImage(
        with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: nil,
            completionHandler: completionHandler)
    }

    /// Loads what `provider` gives into the image view.
    @discardableResult
    public func setImage(
        with provider: (any ImageDataProvider)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: provider.map { Source.provider($0) }, placeholder: placeholder, options: options, progressBlock: progressBlock,
            completionHandler: completionHandler)
    }

    func setImage(
        with source: Source?, placeholder: (any Placeholder)?, parsedOptions options: KingfisherParsedOptionsInfo,
        progressBlock: DownloadProgressBlock?,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let state = ImageViewState.of(base)
        guard let source else {
            self.placeholder = placeholder
            state.taskIdentifier = nil
            completionHandler?(.failure(.imageSettingError(reason: .emptySource)))
            return nil
        }
        if !options.keepCurrentImageWhileLoading || base.image == nil { self.placeholder = placeholder }
        let identifier = ImageViewState.newIdentifier()
        state.taskIdentifier = identifier
        indicator?.startAnimatingView()
        let manager = KingfisherManager.shared
        let loader = (options.downloader ?? manager.downloader).imageLoader
        let result = manager.retrieve(source, options: options, loader: loader, progress: progressBlock)
        indicator?.stopAnimatingView()
        switch result {
        case .success(let value):
            state.placeholder = nil
            base.image = value.image
        case .failure:
            if let failureImage = options.onFailureImage { base.image = failureImage }
        }
        completionHandler?(result)
        return DownloadTask()
    }

    /// Cancels the image view's load (it has finished already) and forgets it.
    public func cancelDownloadTask() {
        ImageViewState.of(base).taskIdentifier = nil
    }

    /// The identifier of the image view's last load.
    public private(set) var taskIdentifier: UInt? {
        get { ImageViewState.of(base).taskIdentifier }
        set { ImageViewState.of(base).taskIdentifier = newValue }
    }

    /// The indicator shown while loading.
    public var indicatorType: IndicatorType {
        get { ImageViewState.of(base).indicatorType }
        nonmutating set { ImageViewState.of(base).indicatorType = newValue }
    }

    /// The custom indicator, when ``indicatorType`` is `.custom`.
    public var indicator: (any Indicator)? {
        if case .custom(let indicator) = indicatorType { return indicator }
        return nil
    }

    /// The placeholder shown while loading.
    public private(set) var placeholder: (any Placeholder)? {
        get { ImageViewState.of(base).placeholder }
        nonmutating set {
            let state = ImageViewState.of(base)
            state.placeholder?.remove(from: base)
            state.placeholder = newValue
            newValue?.add(to: base)
        }
    }
}

extension KF {
    /// A chain of options for loading an image into a view: `KF.url(url).placeholder(image).set(to: imageView)`.
    public static func source(_ source: Source?) -> KF.Builder { Builder(source: source) }
    /// A chain loading `resource`.
    public static func resource(_ resource: (any Resource)?) -> KF.Builder { source(resource?.convertToSource()) }
    /// A chain loading `url`, cached under `cacheKey` when given.
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KF.Builder { source(url?.convertToSource(overrideCacheKey: cacheKey)) }
    /// A chain loading what `provider` gives.
    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> KF.Builder { source(provider?.convertToSource()) }
    /// A chain loading the image in `data`, cached under `cacheKey`.
    public static func data(_ data: Data?, cacheKey: String) -> KF.Builder {
        dataProvider(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey) })
    }

    /// The options and callbacks of a load, set in a chain and applied by ``set(to:)``.
    public final class Builder: @unchecked Sendable {
        // Unchecked: the mutable properties are read and written under `lock`.
        private let lock = NSLock()
        let source: Source?
        private var storedPlaceholder: (any Placeholder)?
        private var storedOptions = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions)

        var placeholderValue: (any Placeholder)? {
            get { lock.withLock { storedPlaceholder } }
            set { lock.withLock { storedPlaceholder = newValue } }
        }

        /// The options.
        public var options: KingfisherParsedOptionsInfo {
            get { lock.withLock { storedOptions } }
            set { lock.withLock { storedOptions = newValue } }
        }
        /// Called on failure.
        public let onFailureDelegate = Delegate<KingfisherError, Void>()
        /// Called on success.
        public let onSuccessDelegate = Delegate<RetrieveImageResult, Void>()
        /// Called with progress.
        public let onProgressDelegate = Delegate<(Int64, Int64), Void>()

        init(source: Source?) {
            self.source = source
        }

        /// The builder itself: its setters change it in place.
        public func copyForMutation() -> Self { self }
    }
}

@MainActor
extension KF.Builder {
    /// Loads into `imageView`; the callbacks run before this returns.
    @discardableResult
    public func set(to imageView: KFCrossPlatformImageView) -> DownloadTask? {
        let onSuccess = onSuccessDelegate, onFailure = onFailureDelegate, onProgress = onProgressDelegate
        let handler = SendableHandler { (result: Result<RetrieveImageResult, KingfisherError>) in
            switch result {
            case .success(let value): onSuccess(value)
            case .failure(let error): onFailure(error)
            }
        }
        return imageView.kf.setImage(
            with: source, placeholder: placeholderValue, parsedOptions: options,
            progressBlock: onProgress.isSet ? { onProgress(($0, $1)) } : nil,
            completionHandler: { result in handler.call(result) })
    }

    /// Shows `placeholder` while loading.
    public func placeholder(_ placeholder: (any Placeholder)?) -> Self {
        placeholderValue = placeholder
        return self
    }

    /// Shows `image` while loading.
    public func placeholder(_ image: KFCrossPlatformImage?) -> Self {
        placeholderValue = image
        return self
    }

    /// How the image appears.
    public func transition(_ transition: ImageTransition) -> Self {
        options.transition = transition
        return self
    }

    /// Fades the image in.
    public func fade(duration: TimeInterval) -> Self {
        options.transition = .fade(duration)
        return self
    }

    /// Keeps the current image while loading.
    public func keepCurrentImageWhileLoading(_ enabled: Bool = true) -> Self {
        options.keepCurrentImageWhileLoading = enabled
        return self
    }

    /// Only the first frame.
    public func onlyLoadFirstFrame(_ enabled: Bool = true) -> Self {
        options.onlyLoadFirstFrame = enabled
        return self
    }
}

extension KF.Builder: KFOptionSetter {}

/// A main-actor closure carried through a `@Sendable` completion handler.
struct SendableHandler<Input>: @unchecked Sendable {
    // Unchecked: called only from the main actor, where it was made.
    let block: @MainActor (Input) -> Void
    @MainActor func call(_ input: Input) { block(input) }
}

extension UIButton: KingfisherCompatible {}

@MainActor
extension KingfisherWrapper where Base: UIButton {
    /// Loads `source` as the button's image for `state`: the placeholder first, then the image (kept when the load
    /// fails). The completion handler runs before this returns.
    @discardableResult
    public func setImage(
        with source: Source?, for state: UIControl.State, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        load(source, placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler) {
            base.setImage($0, for: state)
        }
    }

    /// Loads `resource` (a URL is one) as the button's image for `state`.
    @discardableResult
    public func setImage(
        with resource: (any Resource)?, for state: UIControl.State, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options, progressBlock: progressBlock,
            completionHandler: completionHandler)
    }

    /// Loads `source` as the button's background image for `state`.
    @discardableResult
    public func setBackgroundImage(
        with source: Source?, for state: UIControl.State, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        load(source, placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler) {
            base.setBackgroundImage($0, for: state)
        }
    }

    /// Loads `resource` as the button's background image for `state`.
    @discardableResult
    public func setBackgroundImage(
        with resource: (any Resource)?, for state: UIControl.State, placeholder: UIImage? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setBackgroundImage(
            with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options, progressBlock: progressBlock,
            completionHandler: completionHandler)
    }

    private func load(
        _ source: Source?, placeholder: UIImage?, options: KingfisherOptionsInfo?, progressBlock: DownloadProgressBlock?,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?, set: (UIImage?) -> Void
    ) -> DownloadTask? {
        let parsed = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions + (options ?? .empty))
        guard let source else {
            set(placeholder)
            completionHandler?(.failure(.imageSettingError(reason: .emptySource)))
            return nil
        }
        if !parsed.keepCurrentImageWhileLoading { set(placeholder) }
        let manager = KingfisherManager.shared
        let result = manager.retrieve(
            source, options: parsed, loader: (parsed.downloader ?? manager.downloader).imageLoader, progress: progressBlock)
        switch result {
        case .success(let value): set(value.image)
        case .failure:
            if let failureImage = parsed.onFailureImage { set(failureImage) }
        }
        completionHandler?(result)
        return DownloadTask()
    }
}
