public import Foundation
public import NapkinUI

/// How playback repeats, as lottie-ios's `LottieLoopMode`.
public enum LottieLoopMode: Hashable, Sendable {
    /// Plays once, then stops.
    case playOnce
    /// Plays from the start again each time it ends.
    case loop
    /// Plays forwards, then backwards, forever.
    case autoReverse
    /// Plays the given number of times.
    case `repeat`(Float)
    /// Plays forwards then backwards the given number of times.
    case repeatBackwards(Float)
}

/// What an animation does when the app goes to the background, as lottie-ios's `LottieBackgroundBehavior`
/// (kept: a napkin render is one still frame).
public enum LottieBackgroundBehavior: Hashable, Sendable {
    /// Stops and returns to the start.
    case stop
    /// Pauses where it is.
    case pause
    /// Pauses and resumes when the app returns.
    case pauseAndRestore
    /// Jumps to the end and finishes.
    case forceFinish
    /// Keeps playing.
    case continuePlaying

    /// lottie-ios's default for `renderingEngine`.
    public static func `default`(for renderingEngine: RenderingEngine) -> LottieBackgroundBehavior {
        renderingEngine == .mainThread ? .pause : .pauseAndRestore
    }
}

/// A view drawing a Lottie animation, as lottie-ios 4's `LottieAnimationView` (a NapkinUI `UIView`).
///
/// A napkin render is one still frame. The view draws the frame at ``currentFrame``: the animation's start frame
/// unless code set ``currentProgress``, ``currentFrame`` or ``currentTime``, paused, or played a range; a view
/// that is playing shows the first frame of what it plays (`play()` from the start frame, `play(fromProgress:...)`
/// from its `fromProgress`), as a snapshot taken right after `play()` on iOS does. Time never passes, so a
/// playback's completion is called (with `false`) only when it is stopped, paused or replaced.
///
/// The frame is scaled into the bounds by ``UIView/contentMode`` (aspect fit by default, as upstream).
///
/// What is drawn: shape layers (groups, rectangles with roundness, ellipses, bezier paths, polystars with
/// straight edges, fills with their rule, strokes with width, cap, join and miter limit, linear and radial gradient
/// fills and strokes with their opacity stops, trim paths with their offset, group transforms), solid layers, null
/// layers (for parenting), parenting, precompositions (clipped to their size; time remapping ignored), the layer
/// transform (anchor, position, separated position, scale, rotation, opacity), in and out points, keyframes with
/// bezier easing and hold keyframes, and colours set with ``setValueProvider(_:keypath:)``. Not drawn: image and
/// text layers, masks, track mattes (the matte layer is hidden, the matted layer drawn whole), effects, repeaters,
/// merge paths, round corners, polystars' roundness, dashes, skew, 3D and radial gradients' highlight. A moving
/// position follows its spatial tangents' curve, by length. A layer's opacity multiplies each of its fills and
/// strokes (overlaps inside a translucent layer show through each other). In `draw(_:)` a gradient is painted in
/// 64 bands, as NapkinUI's Core Graphics has no gradient drawing. `.lottie` files are not read.
open class LottieAnimationView: UIView {
    // MARK: Lifecycle

    /// A view drawing `animation` (none if `nil`), at the animation's size.
    public init(animation: LottieAnimation?, configuration: LottieConfiguration = .shared) {
        self.animation = animation
        self.configuration = configuration
        super.init(frame: animation?.bounds ?? .zero)
        contentMode = .scaleAspectFit
    }

    /// A view drawing no animation yet, in `frame`.
    public override init(frame: CGRect) {
        animation = nil
        configuration = .shared
        super.init(frame: frame)
        contentMode = .scaleAspectFit
    }

    /// A view drawing the animation in `name.json` in `bundle` (else the main bundle); none if it is missing or
    /// does not decode.
    public convenience init(
        name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared, configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.named(name, bundle: bundle, subdirectory: subdirectory, animationCache: animationCache)
        self.init(animation: animation, configuration: configuration)
    }

    /// A view drawing the animation in the file at `filePath`; none if it cannot be read.
    public convenience init(
        filePath: String, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        self.init(animation: LottieAnimation.filepath(filePath, animationCache: animationCache), configuration: configuration)
    }

    // MARK: Public

    /// The animation drawn; setting it shows its start frame and stops playback.
    public var animation: LottieAnimation? {
        didSet {
            guard animation !== oldValue else { return }
            finishPlayback(completed: false)
            storedFrame = nil
            currentPlaybackMode = nil
            setNeedsDisplay()
        }
    }

    /// The configuration the view was made with.
    public let configuration: LottieConfiguration

    /// How playback repeats (kept; a still frame does not play).
    public var loopMode: LottieLoopMode = .playOnce
    /// The speed of playback; a negative speed plays backwards, so a playing view shows the end of its range.
    public var animationSpeed: CGFloat = 1
    /// What playback does in the background (kept).
    public var backgroundBehavior: LottieBackgroundBehavior = .default(for: .coreAnimation)
    /// What playback does when the view leaves its window (kept).
    public var windowBackgroundBehavior: LottieBackgroundBehavior?
    /// Whether frames are whole frames of the animation's frame rate: the drawn frame is rounded down.
    public var respectAnimationFrameRate = false
    /// Whether drawing is clipped to the bounds (kept).
    public var maskAnimationToBounds = true
    /// Whether the view rasterizes when idle (kept).
    public var shouldRasterizeWhenIdle = false
    /// Called when an animation is loaded (kept).
    public var animationLoaded: ((_ animationView: LottieAnimationView, _ animation: LottieAnimation) -> Void)?

    /// Whether a playback is under way (a still frame shows its first frame).
    public private(set) var isAnimationPlaying = false
    /// Whether a playback waits for the view to enter a window (never, here).
    public var isAnimationQueued: Bool { false }
    /// The playback last asked for, as lottie-ios reports it.
    public private(set) var currentPlaybackMode: LottiePlaybackMode?
    /// The rendering engine (napkin's one renderer reports Core Animation's name, as the automatic option would).
    public var currentRenderingEngine: RenderingEngine? { animation == nil ? nil : .coreAnimation }

    /// The frame drawn; setting it stops playback and shows that frame.
    public var currentFrame: AnimationFrameTime {
        get { storedFrame ?? animation?.startFrame ?? 0 }
        set {
            finishPlayback(completed: false)
            currentPlaybackMode = .paused(at: .frame(newValue))
            storedFrame = newValue
            setNeedsDisplay()
        }
    }

    /// The progress drawn, 0...1; setting it stops playback and shows that point.
    public var currentProgress: AnimationProgressTime {
        get { animation?.progressTime(forFrame: currentFrame) ?? 0 }
        set {
            guard let animation else { return }
            currentFrame = animation.frameTime(forProgress: newValue)
            currentPlaybackMode = .paused(at: .progress(newValue))
        }
    }

    /// The time drawn, in seconds from the start frame; setting it stops playback and shows that time.
    public var currentTime: TimeInterval {
        get { animation?.time(forFrame: currentFrame) ?? 0 }
        set {
            guard let animation else { return }
            currentFrame = animation.frameTime(forTime: newValue)
            currentPlaybackMode = .paused(at: .time(newValue))
        }
    }

    /// The frame on screen now: ``currentFrame`` (time does not pass).
    public var realtimeAnimationFrame: AnimationFrameTime { currentFrame }
    /// The progress on screen now: ``currentProgress``.
    public var realtimeAnimationProgress: AnimationProgressTime { currentProgress }

    /// The value providers set, by keypath.
    public private(set) var valueProviders: [AnimationKeypath: any AnyValueProvider] = [:]

    /// The animation's size, when it has one.
    open override var intrinsicContentSize: CGSize {
        animation?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Playback

    /// Plays the whole animation from its start frame.
    open func play(completion: LottieCompletionBlock? = nil) {
        guard let animation else { return }
        startPlayback(
            from: animation.startFrame, to: animation.endFrame, loopMode: nil, completion: completion,
            mode: .playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode)))
    }

    /// Plays from `fromProgress` (the current progress if `nil`) to `toProgress`.
    open func play(
        fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard let animation else { return }
        startPlayback(
            from: animation.frameTime(forProgress: fromProgress ?? currentProgress), to: animation.frameTime(forProgress: toProgress),
            loopMode: loopMode, completion: completion,
            mode: .playing(.fromProgress(fromProgress, toProgress: toProgress, loopMode: loopMode ?? self.loopMode)))
    }

    /// Plays from `fromFrame` (the current frame if `nil`) to `toFrame`.
    open func play(
        fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard animation != nil else { return }
        startPlayback(
            from: fromFrame ?? currentFrame, to: toFrame, loopMode: loopMode, completion: completion,
            mode: .playing(.fromFrame(fromFrame, toFrame: toFrame, loopMode: loopMode ?? self.loopMode)))
    }

    /// Plays from the marker `fromMarker` (the current frame if `nil`) to `toMarker`; does nothing if a marker
    /// is missing.
    open func play(
        fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode? = nil,
        completion: LottieCompletionBlock? = nil
    ) {
        guard let animation, let to = animation.frameTime(forMarker: toMarker) else { return }
        var from = currentFrame
        if let fromMarker {
            guard let frame = animation.frameTime(forMarker: fromMarker) else { return }
            from = frame
        }
        startPlayback(
            from: from, to: playEndMarkerFrame ? to : to - 1, loopMode: loopMode, completion: completion,
            mode: .playing(
                .fromMarker(fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode ?? self.loopMode)))
    }

    /// Plays the marker `marker` over its duration.
    open func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        guard let animation, let from = animation.frameTime(forMarker: marker) else { return }
        startPlayback(
            from: from, to: from + (animation.durationFrameTime(forMarker: marker) ?? 0), loopMode: loopMode, completion: completion,
            mode: .playing(.marker(marker, loopMode: loopMode ?? self.loopMode)))
    }

    /// Plays `markers` one after another (a still frame shows the first found marker's start).
    open func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        guard let animation, let first = markers.lazy.compactMap({ name in animation.frameTime(forMarker: name).map { (name, $0) } }).first
        else { return }
        let end = first.1 + (animation.durationFrameTime(forMarker: first.0) ?? 0)
        startPlayback(from: first.1, to: end, loopMode: nil, completion: completion, mode: .playing(.markers(markers)))
    }

    /// Plays as `mode` says.
    open func play(_ mode: LottiePlaybackMode.PlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch mode {
        case .fromProgress(let from, let to, let loopMode):
            play(fromProgress: from, toProgress: to, loopMode: loopMode, completion: completion)
        case .fromFrame(let from, let to, let loopMode): play(fromFrame: from, toFrame: to, loopMode: loopMode, completion: completion)
        case .fromMarker(let from, let to, let playEnd, let loopMode):
            play(fromMarker: from, toMarker: to, playEndMarkerFrame: playEnd, loopMode: loopMode, completion: completion)
        case .marker(let marker, let loopMode): play(marker: marker, loopMode: loopMode, completion: completion)
        case .markers(let markers): play(markers: markers, completion: completion)
        }
    }

    /// Plays or pauses as `playbackMode` says.
    open func setPlaybackMode(_ playbackMode: LottiePlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch playbackMode {
        case .paused(let state): pause(at: state)
        case .playing(let mode): play(mode, completion: completion)
        }
    }

    /// Pauses on the frame shown; a playback's completion is called with `false`.
    open func pause() {
        finishPlayback(completed: false)
        currentPlaybackMode = .paused(at: .currentFrame)
    }

    /// Pauses at `state`.
    open func pause(at state: LottiePlaybackMode.PausedState) {
        guard let animation else { return }
        switch state {
        case .currentFrame: pause()
        case .progress(let progress): currentProgress = progress
        case .frame(let frame): currentFrame = frame
        case .time(let time): currentTime = time
        case .marker(let name, let position):
            guard let frame = animation.frameTime(forMarker: name) else { return }
            currentFrame = position == .end ? frame + (animation.durationFrameTime(forMarker: name) ?? 0) : frame
        }
        currentPlaybackMode = .paused(at: state)
    }

    /// Stops playback and returns to frame 0, as lottie-ios does.
    open func stop() {
        finishPlayback(completed: false)
        currentPlaybackMode = .paused(at: .frame(0))
        storedFrame = 0
        setNeedsDisplay()
    }

    /// Redraws (a napkin render always draws the current frame).
    public func forceDisplayUpdate() { setNeedsDisplay() }

    /// Reloads images (none are drawn).
    public func reloadImages() {}

    // MARK: Value providers

    /// Sets `valueProvider` for the properties `keypath` names; ``ColorValueProvider``s recolour the fills and
    /// strokes named (`"**.Fill 1.Color"`), other providers are kept.
    public func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {
        valueProviders[keypath] = valueProvider
        providerOrder.removeAll { $0 == keypath }
        providerOrder.append(keypath)
        setNeedsDisplay()
    }

    /// Removes the value provider for `keypath`.
    public func removeValueProvider(for keypath: AnimationKeypath) {
        valueProviders[keypath] = nil
        providerOrder.removeAll { $0 == keypath }
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the frame at ``currentFrame``, placed by ``UIView/contentMode``.
    open override func draw(_ rect: CGRect) {
        guard let animation, let context = UIGraphicsGetCurrentContext() else { return }
        for operation in operations(for: animation, in: bounds) { operation.draw(in: context) }
    }

    /// The frame drawn: the current frame, rounded down to a whole frame when ``respectAnimationFrameRate``.
    var drawnFrame: AnimationFrameTime {
        respectAnimationFrameRate ? currentFrame.rounded(.down) : currentFrame
    }

    func operations(for animation: LottieAnimation, in bounds: CGRect) -> [LottieDrawOperation] {
        let colors = providerOrder.compactMap { keypath in
            (valueProviders[keypath] as? ColorValueProvider).map { (keypath: keypath, provider: $0) }
        }
        var renderer = LottieRenderer(composition: animation.composition, colorProviders: colors)
        return renderer.render(
            frame: Double(drawnFrame), placement: LottieRenderer.placement(of: animation.size, in: bounds, mode: contentMode))
    }

    // MARK: Private

    private var storedFrame: AnimationFrameTime?
    private var pendingCompletion: LottieCompletionBlock?
    private var providerOrder: [AnimationKeypath] = []

    private func startPlayback(
        from: AnimationFrameTime, to: AnimationFrameTime, loopMode: LottieLoopMode?, completion: LottieCompletionBlock?,
        mode: LottiePlaybackMode
    ) {
        finishPlayback(completed: false)
        if let loopMode { self.loopMode = loopMode }
        storedFrame = animationSpeed < 0 ? to : from
        isAnimationPlaying = true
        pendingCompletion = completion
        currentPlaybackMode = mode
        setNeedsDisplay()
    }

    private func finishPlayback(completed: Bool) {
        isAnimationPlaying = false
        let completion = pendingCompletion
        pendingCompletion = nil
        completion?(completed)
    }
}
