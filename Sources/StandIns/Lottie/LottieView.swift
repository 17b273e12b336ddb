public import Foundation
public import NapkinUI

/// A SwiftUI view drawing a Lottie animation, as lottie-ios 4's `LottieView`.
///
/// It draws what a ``LottieAnimationView`` configured by its modifiers draws (see that type for the frame
/// shown and what is drawn): `LottieView(animation: .named("loading")).looping()` shows the animation's start
/// frame, `.paused(at: .progress(0.5))` or `.currentProgress(0.5)` its middle. Without ``resizable()`` the view
/// takes the animation's size, shrunk to the space offered if that is smaller (each dimension apart, as
/// lottie-ios's intrinsic sizing does); resizable, it takes the space offered. Either way the animation is drawn
/// into it by the animation view's content mode, aspect fit unless ``configure(_:)`` changes it.
///
/// An animation from the async loader appears once its task has run (the placeholder shows until then), as
/// on iOS.
public struct LottieView<Placeholder: View>: View {
    private let localAnimation: LottieAnimation?
    private let loader: LottieAnimationLoader?
    private let placeholder: (() -> Placeholder)?
    @State private var remoteAnimation: LottieAnimation?
    private var playbackMode: LottiePlaybackMode?
    private var speed: Double?
    private var isResizable = false
    private var configurations: [(LottieAnimationView) -> Void] = []
    private var providers: [(AnimationKeypath, any AnyValueProvider)] = []
    private var didLoad: ((LottieAnimation) -> Void)?

    /// A view drawing `animation` (nothing if `nil`).
    public init(animation: LottieAnimation?) where Placeholder == EmptyView {
        localAnimation = animation
        loader = nil
        placeholder = nil
    }

    /// A view drawing the animation `loadAnimation` returns, once it has.
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?) where Placeholder == EmptyView {
        localAnimation = nil
        loader = LottieAnimationLoader(load: loadAnimation)
        placeholder = nil
    }

    /// A view drawing the animation `loadAnimation` returns, showing `placeholder` until then.
    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        localAnimation = nil
        loader = LottieAnimationLoader(load: loadAnimation)
        self.placeholder = placeholder
    }

    /// The animation drawn, or the placeholder.
    public var body: some View {
        ZStack {
            if let animation = localAnimation ?? remoteAnimation {
                let view = configuredView(animation)
                let canvas = Canvas { context, size in
                    for operation in view.operations(for: animation, in: CGRect(origin: .zero, size: size)) {
                        operation.draw(in: context)
                    }
                }
                if isResizable {
                    canvas
                } else {
                    canvas.frame(
                        idealWidth: animation.size.width, maxWidth: animation.size.width, idealHeight: animation.size.height,
                        maxHeight: animation.size.height)
                }
            } else if let placeholder {
                placeholder()
            }
        }
        .task {
            guard let loader, remoteAnimation == nil else { return }
            do {
                remoteAnimation = try await loader.load()
                if let remoteAnimation { didLoad?(remoteAnimation) }
            } catch {
                LottieLog.warn("Failed to load asynchronous Lottie animation with error: \(error)")
            }
        }
    }

    /// An animation view set up as the modifiers say, whose frame the canvas draws.
    func configuredView(_ animation: LottieAnimation) -> LottieAnimationView {
        let view = LottieAnimationView(animation: animation)
        if let speed { view.animationSpeed = CGFloat(speed) }
        if let playbackMode { view.setPlaybackMode(playbackMode) }
        for (keypath, provider) in providers { view.setValueProvider(provider, keypath: keypath) }
        for configure in configurations { configure(view) }
        return view
    }

    // MARK: Modifiers

    /// Scales the animation to fit the space offered, instead of taking its own size.
    public func resizable() -> Self {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Takes the animation's size, up to the space offered (the default).
    public func intrinsicSize() -> Self {
        var copy = self
        copy.isResizable = false
        return copy
    }

    /// Plays the whole animation once (the still frame is its start).
    public func playing() -> Self {
        playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: .playOnce)))
    }

    /// Plays the whole animation in `loopMode`.
    public func playing(loopMode: LottieLoopMode) -> Self {
        playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode)))
    }

    /// Plays as `mode` says (the still frame is the start of its range).
    public func playing(_ mode: LottiePlaybackMode.PlaybackMode) -> Self {
        playbackMode(.playing(mode))
    }

    /// Plays the whole animation from its start, looping.
    public func looping() -> Self {
        playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
    }

    /// Pauses at `state` (the current frame, the start for a new view, by default).
    public func paused(at state: LottiePlaybackMode.PausedState = .currentFrame) -> Self {
        playbackMode(.paused(at: state))
    }

    /// Plays or pauses as `playbackMode` says.
    public func playbackMode(_ playbackMode: LottiePlaybackMode) -> Self {
        var copy = self
        copy.playbackMode = playbackMode
        return copy
    }

    /// Plays at `animationSpeed` times the animation's speed.
    public func animationSpeed(_ animationSpeed: Double) -> Self {
        var copy = self
        copy.speed = animationSpeed
        return copy
    }

    /// Shows the animation at `currentProgress` (paused), or leaves playback as it is if `nil`.
    public func currentProgress(_ currentProgress: AnimationProgressTime?) -> Self {
        guard let currentProgress else { return self }
        return paused(at: .progress(currentProgress))
    }

    /// Shows the animation at `currentFrame` (paused), or leaves playback as it is if `nil`.
    public func currentFrame(_ currentFrame: AnimationFrameTime?) -> Self {
        guard let currentFrame else { return self }
        return paused(at: .frame(currentFrame))
    }

    /// Shows the animation at `currentTime` seconds (paused), or leaves playback as it is if `nil`.
    public func currentTime(_ currentTime: TimeInterval?) -> Self {
        guard let currentTime else { return self }
        return paused(at: .time(currentTime))
    }

    /// Runs `configure` on the animation view each time the view is drawn.
    public func configure(_ configure: @escaping (LottieAnimationView) -> Void) -> Self {
        var copy = self
        copy.configurations.append(configure)
        return copy
    }

    /// Sets the animation view's `property` to `value`.
    public func configure<Property>(_ property: ReferenceWritableKeyPath<LottieAnimationView, Property>, to value: Property) -> Self {
        configure { $0[keyPath: property] = value }
    }

    /// Sets `valueProvider` for `keypath` (colour providers recolour fills and strokes).
    public func valueProvider<ValueProvider: AnyValueProvider & Equatable>(_ valueProvider: ValueProvider, for keypath: AnimationKeypath)
        -> Self
    {
        var copy = self
        copy.providers.append((keypath, valueProvider))
        return copy
    }

    /// Sets the background behaviour (kept).
    public func backgroundBehavior(_ value: LottieBackgroundBehavior) -> Self {
        configure { $0.backgroundBehavior = value }
    }

    /// Calls `animationDidLoad` when the async loader's animation arrives.
    public func animationDidLoad(_ animationDidLoad: @escaping (LottieAnimation) -> Void) -> Self {
        var copy = self
        copy.didLoad = animationDidLoad
        return copy
    }

    /// Kept: time does not pass, so a playback never finishes.
    public func animationDidFinish(_ animationCompletionHandler: LottieCompletionBlock?) -> Self { self }

    /// Kept: the animation loads once.
    public func reloadAnimationTrigger(_ value: some Equatable, showPlaceholder: Bool = true) -> Self { self }

    /// Kept: napkin has one renderer.
    public func configuration(_ configuration: LottieConfiguration) -> Self { self }

    /// Writes the progress drawn into `realtimeAnimationProgress`, once the view appears.
    public func getRealtimeAnimationProgress(_ realtimeAnimationProgress: Binding<AnimationProgressTime>?) -> some View {
        onAppear {
            guard let realtimeAnimationProgress, let animation = localAnimation ?? remoteAnimation else { return }
            realtimeAnimationProgress.wrappedValue = configuredView(animation).currentProgress
        }
    }

    /// Writes the frame drawn into `realtimeAnimationFrame`, once the view appears.
    public func getRealtimeAnimationFrame(_ realtimeAnimationFrame: Binding<AnimationFrameTime>?) -> some View {
        onAppear {
            guard let realtimeAnimationFrame, let animation = localAnimation ?? remoteAnimation else { return }
            realtimeAnimationFrame.wrappedValue = configuredView(animation).currentFrame
        }
    }
}

/// The async loader, called on the main actor by the view's task.
struct LottieAnimationLoader: @unchecked Sendable {
    let load: () async throws -> LottieAnimation?
}
