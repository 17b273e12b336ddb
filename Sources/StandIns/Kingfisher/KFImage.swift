import Foundation
import NapkinUI

/// A view a ``KFImage`` draws its loaded image as (`Image`).
@MainActor
public protocol KFImageHoldingView: View {
    /// The view of `image`.
    static func created(from image: KFCrossPlatformImage?, context: KFImage.Context<Self>) -> Self
}

extension Image: KFImageHoldingView {
    /// `Image(uiImage:)` of the loaded image.
    public static func created(from image: KFCrossPlatformImage?, context: KFImage.Context<Image>) -> Image {
        Image(uiImage: image ?? UIImage())
    }
}

/// Kingfisher's SwiftUI image views (`KFImage`, `KFAnimatedImage`): the options, callbacks and modifiers they share.
@MainActor
public protocol KFImageProtocol: View, KFOptionSetter {
    /// The view the loaded image is drawn as.
    associatedtype HoldingView: KFImageHoldingView
    /// What the view loads and how it shows it.
    var context: KFImage.Context<HoldingView> { get set }
    /// A view of `context`.
    init(context: KFImage.Context<HoldingView>)
}

extension KFImageProtocol {
    /// The image loaded as the context says (see ``KFImage``).
    public var body: some View {
        KFImageRenderer(context: context)
    }

    /// A view loading `source` (nothing for `nil`: the placeholder stays).
    public init(source: Source?) {
        self.init(context: KFImage.Context(source: source))
    }

    /// A view loading `url`.
    public init(_ url: URL?) {
        self.init(source: url?.convertToSource())
    }

    /// A view loading `source`.
    public static func source(_ source: Source?) -> Self { Self(source: source) }
    /// A view loading `resource`.
    public static func resource(_ resource: (any Resource)?) -> Self { source(resource?.convertToSource()) }
    /// A view loading `url`, cached under `cacheKey` when given.
    public static func url(_ url: URL?, cacheKey: String? = nil) -> Self { source(url?.convertToSource(overrideCacheKey: cacheKey)) }
    /// A view loading what `provider` gives.
    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> Self { source(provider?.convertToSource()) }
    /// A view of the image in `data`, cached under `cacheKey`.
    public static func data(_ data: Data?, cacheKey: String) -> Self {
        dataProvider(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey) })
    }

    /// A copy with its own context, so changes leave this view as it was.
    public func copyForMutation() -> Self {
        var result = self
        result.context = context.copy()
        return result
    }

    /// The options of the load.
    public var options: KingfisherParsedOptionsInfo {
        get { context.options }
        nonmutating set { context.options = newValue }
    }

    /// Called when the load fails.
    public var onFailureDelegate: Delegate<KingfisherError, Void> { context.onFailureDelegate }
    /// Called when the load succeeds.
    public var onSuccessDelegate: Delegate<RetrieveImageResult, Void> { context.onSuccessDelegate }
    /// Called with the bytes received and expected.
    public var onProgressDelegate: Delegate<(Int64, Int64), Void> { context.onProgressDelegate }

    /// Changes the image view (an `Image` modifier such as `.resizable()`), applied once the image is there.
    public func configure(_ block: @escaping (HoldingView) -> HoldingView) -> Self {
        let result = copyForMutation()
        result.context.configurations.append(block)
        return result
    }

    /// Wraps the configured image in the view `block` builds.
    public func contentConfigure<V: View>(_ block: @escaping (HoldingView) -> V) -> Self {
        let result = copyForMutation()
        result.context.contentConfiguration = { AnyView(block($0)) }
        return result
    }

    /// Shown until the image is there (and after a failure without ``onFailureView(_:)``), given the load's progress.
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping (Progress) -> P) -> Self {
        let result = copyForMutation()
        result.context.placeholder = { AnyView(content($0)) }
        return result
    }

    /// Shown until the image is there (and after a failure without ``onFailureView(_:)``).
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping () -> P) -> Self {
        placeholder { _ in content() }
    }

    /// Shown after a failure.
    public func onFailureView<F: View>(@ViewBuilder _ content: @escaping () -> F) -> Self {
        let result = copyForMutation()
        result.context.failureView = { AnyView(content()) }
        return result
    }

    /// Cancels the load when the view disappears (kept: napkin's loads finish at once).
    public func cancelOnDisappear(_ flag: Bool) -> Self {
        let result = copyForMutation()
        result.context.cancelOnDisappear = flag
        return result
    }

    /// Lowers the load's priority when the view disappears (kept).
    public func reducePriorityOnDisappear(_ flag: Bool) -> Self {
        let result = copyForMutation()
        result.context.reducePriorityOnDisappear = flag
        return result
    }

    /// Fades the image in over `duration` (a still render shows the image).
    public func fade(duration: TimeInterval) -> Self { changing { $0.transition = .fade(duration) } }

    /// Starts loading when the view is built rather than when it appears (napkin loads when the view is built
    /// either way).
    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> Self {
        let result = copyForMutation()
        result.context.startLoadingBeforeViewAppear = flag
        return result
    }

    /// Shows the image with `transition` (a still render shows the image).
    public func loadTransition(_ transition: AnyTransition, animation: Animation? = .default) -> Self {
        let result = copyForMutation()
        result.context.swiftUITransition = transition
        return result
    }
}

extension KFImage {
    /// What a ``KFImage`` loads and how it shows it, as Kingfisher's `KFImage.Context`.
    @MainActor
    public final class Context<HoldingView: KFImageHoldingView> {
        /// Where the image comes from.
        public let source: Source?
        /// The load's options (starting from the manager's defaults).
        public var options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions)
        /// Changes applied to the image view, in order.
        public var configurations: [(HoldingView) -> HoldingView] = []
        /// Wraps the configured image.
        public var contentConfiguration: ((HoldingView) -> AnyView)?
        /// Whether to cancel on disappearing.
        public var cancelOnDisappear = false
        /// Whether to lower priority on disappearing.
        public var reducePriorityOnDisappear = false
        /// The placeholder.
        public var placeholder: ((Progress) -> AnyView)?
        /// The failure view.
        public var failureView: (() -> AnyView)?
        /// Whether to load before appearing.
        public var startLoadingBeforeViewAppear = false
        /// The SwiftUI transition of the image.
        public var swiftUITransition: AnyTransition?
        /// Called on failure.
        public let onFailureDelegate = Delegate<KingfisherError, Void>()
        /// Called on success.
        public let onSuccessDelegate = Delegate<RetrieveImageResult, Void>()
        /// Called with progress.
        public let onProgressDelegate = Delegate<(Int64, Int64), Void>()

        /// A context loading `source`.
        public init(source: Source?) {
            self.source = source
        }

        func copy() -> Context<HoldingView> {
            let copy = Context(source: source)
            copy.options = options
            copy.configurations = configurations
            copy.contentConfiguration = contentConfiguration
            copy.cancelOnDisappear = cancelOnDisappear
            copy.reducePriorityOnDisappear = reducePriorityOnDisappear
            copy.placeholder = placeholder
            copy.failureView = failureView
            copy.startLoadingBeforeViewAppear = startLoadingBeforeViewAppear
            copy.swiftUITransition = swiftUITransition
            copy.onFailureDelegate.copyBlock(from: onFailureDelegate)
            copy.onSuccessDelegate.copyBlock(from: onSuccessDelegate)
            copy.onProgressDelegate.copyBlock(from: onProgressDelegate)
            return copy
        }
    }
}

/// Kingfisher's SwiftUI image view: `KFImage(url).placeholder { ProgressView() }.resizable().scaledToFill()`.
///
/// Loads as Kingfisher does (memory cache, then disk cache, then the source; processed, cached, modified), with
/// napkin's sources: a file URL is read from disk, any other URL is asked of the environment's
/// ``AsyncImageLoader``, then of the downloader's ``ImageDownloader/imageLoader``, and never of the network. A render
/// is one still picture, so the load happens while the view is built and the frame shows how it ended:
/// - loaded: the image, drawn as an `Image` with the image modifiers given (`.resizable()`, `.renderingMode(_:)`,
///   `.interpolation(_:)`) and the content configuration; a fade or transition shows its end;
/// - not loaded: the placeholder (given the load's progress), or the failure view after a failure when there is
///   one, or nothing (`Color.clear`, filling the space offered, as Kingfisher's). With the default loader,
///   ``AsyncImageLoader/offline``, a remote image fails as on an iPhone without a network
///   (`URLError.notConnectedToInternet`), so its placeholder shows.
///
/// `onProgress`, `onSuccess` and `onFailure` are called when the view appears, with the result of that load (a
/// second appearance finds the image in the memory cache: `cacheType == .memory`).
public struct KFImage: KFImageProtocol {
    /// What the view loads and how it shows it.
    public var context: Context<Image>

    /// A view of `context`.
    public init(context: Context<Image>) {
        self.context = context
    }
}

extension KFImage {
    /// The image resizable to the frame it is given, as `Image.resizable(capInsets:resizingMode:)`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage {
        configure { $0.resizable(capInsets: capInsets, resizingMode: resizingMode) }
    }

    /// The image drawn in its colours or as a template.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage {
        configure { $0.renderingMode(renderingMode) }
    }

    /// How the image is sampled when scaled.
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage {
        configure { $0.interpolation(interpolation) }
    }

    /// Whether the image's edges are antialiased.
    public func antialiased(_ isAntialiased: Bool) -> KFImage {
        configure { $0.antialiased(isAntialiased) }
    }

    /// Kingfisher 6's switch for loading at once; does nothing in Kingfisher 7 and later, nor here.
    @available(*, deprecated, message: "Not needed: the image loads when the view is built.")
    public func loadImmediately(_ start: Bool = true) -> KFImage { self }
}

/// Kingfisher's view for animated images (GIF). napkin decodes PNG and JPEG, and a still render shows one frame, so it
/// draws as ``KFImage`` does: the first frame of an animated PNG, or the still image.
public struct KFAnimatedImage: KFImageProtocol {
    /// What the view loads and how it shows it.
    public var context: KFImage.Context<Image>

    /// A view of `context`.
    public init(context: KFImage.Context<Image>) {
        self.context = context
    }
}

/// The outcome of one build's load, handed to the callbacks when the view appears.
struct KFLoadOutcome {
    var result: Result<RetrieveImageResult, KingfisherError>?
    var progress: [(Int64, Int64)] = []
}

/// Loads while built and shows the outcome.
struct KFImageRenderer<HoldingView: KFImageHoldingView>: View {
    let context: KFImage.Context<HoldingView>
    @Environment(\.asyncImageLoader) private var loader

    var body: some View {
        let outcome = load()
        let image = try? outcome.result?.get().image
        let failed = if case .failure = outcome.result { true } else { false }
        return ZStack {
            if let image {
                configured(image)
            } else if failed, let failureView = context.failureView {
                failureView()
            } else if let placeholder = context.placeholder {
                placeholder(progress(outcome))
            } else {
                Color.clear
            }
        }
        .onAppear {
            for step in outcome.progress { context.onProgressDelegate(step) }
            switch outcome.result {
            case .success(let result): context.onSuccessDelegate(result)
            case .failure(let error): context.onFailureDelegate(error)
            case nil: break
            }
        }
    }

    @ViewBuilder
    private func configured(_ image: KFCrossPlatformImage) -> some View {
        let view = context.configurations.reduce(HoldingView.created(from: image, context: context)) { $1($0) }
        if let contentConfiguration = context.contentConfiguration {
            contentConfiguration(view)
        } else {
            view
        }
    }

    private func progress(_ outcome: KFLoadOutcome) -> Progress {
        let progress = Progress(totalUnitCount: outcome.progress.last?.1 ?? 0)
        progress.completedUnitCount = outcome.progress.last?.0 ?? 0
        return progress
    }

    private func load() -> KFLoadOutcome {
        guard let source = context.source else { return KFLoadOutcome(result: .failure(.imageSettingError(reason: .emptySource))) }
        let steps = ProgressSteps()
        let manager = KingfisherManager.shared
        let downloaderLoader = (context.options.downloader ?? manager.downloader).imageLoader
        let environmentLoader = loader
        // The environment's loader first; what it does not have, the downloader's (a test may set either).
        let chained = AsyncImageLoader { url in try environmentLoader.loadData(at: url) ?? downloaderLoader.loadData(at: url) }
        let result = manager.retrieve(source, options: context.options, loader: chained) { steps.append(($0, $1)) }
        return KFLoadOutcome(result: result, progress: steps.steps)
    }
}

/// Progress reported during one load.
final class ProgressSteps {
    var steps: [(Int64, Int64)] = []
    func append(_ step: (Int64, Int64)) { steps.append(step) }
}
