public import Foundation

/// A frame number in an animation's timeline, as lottie-ios's `AnimationFrameTime`.
public typealias AnimationFrameTime = CGFloat

/// A position in an animation's timeline from 0 (its start frame) to 1 (its end frame).
public typealias AnimationProgressTime = CGFloat

/// Called when a playback ends: `true` if it played to its end, `false` if it was stopped or replaced.
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void

/// How lottie-ios decodes animation JSON. napkin reads both the same way (see ``LottieAnimation``).
public enum DecodingStrategy: Hashable, Sendable {
    /// Through `Codable`.
    case legacyCodable
    /// Through dictionaries (lottie-ios's default).
    case dictionaryBased
}

/// Which engine lottie-ios renders with; napkin has one renderer and keeps the choice.
public enum RenderingEngineOption: Hashable, Sendable {
    /// Core Animation when the animation supports it, else the main thread.
    case automatic
    /// A named engine.
    case specific(RenderingEngine)

    /// Core Animation.
    public static var coreAnimation: RenderingEngineOption { .specific(.coreAnimation) }
    /// The main-thread engine.
    public static var mainThread: RenderingEngineOption { .specific(.mainThread) }
}

/// lottie-ios's rendering engines.
public enum RenderingEngine: Hashable, Sendable {
    /// The main-thread engine.
    case mainThread
    /// The Core Animation engine.
    case coreAnimation
}

/// Global settings for animation views, as lottie-ios's `LottieConfiguration` (kept, not acted on).
public struct LottieConfiguration: Hashable, Sendable {
    /// The shared configuration new views take by default.
    nonisolated(unsafe) public static var shared = LottieConfiguration()

    /// The rendering engine to use.
    public var renderingEngine: RenderingEngineOption
    /// How to decode animation JSON.
    public var decodingStrategy: DecodingStrategy

    /// A configuration.
    public init(renderingEngine: RenderingEngineOption = .automatic, decodingStrategy: DecodingStrategy = .dictionaryBased) {
        self.renderingEngine = renderingEngine
        self.decodingStrategy = decodingStrategy
    }
}

/// A Lottie (Bodymovin) animation, parsed from its JSON, as lottie-ios 4's `LottieAnimation`.
///
/// napkin reads the JSON itself, bounded by ``LottieLimits`` (the file size is checked before a file is read,
/// then the nesting depth, then the counts of layers, shape items, keyframes and vertices), and draws frames
/// of it with ``LottieAnimationView`` and ``LottieView``. `.lottie` (dotLottie) archives are not read.
public final class LottieAnimation: Decodable, Sendable {
    let composition: LottieComposition

    init(composition: LottieComposition) {
        self.composition = composition
    }

    /// Decodes an animation from a decoder holding its JSON.
    public required init(from decoder: any Decoder) throws {
        composition = try LottieParser.composition(from: LottieJSON(from: decoder))
    }

    /// Decodes an animation from `JSONSerialization`'s dictionary of its JSON.
    public convenience init(dictionary: [String: Any]) throws {
        self.init(composition: try LottieParser.composition(from: LottieJSON(any: dictionary)))
    }

    /// The first frame of the timeline (`ip`).
    public var startFrame: AnimationFrameTime { composition.startFrame }
    /// The frame the timeline ends at (`op`).
    public var endFrame: AnimationFrameTime { composition.endFrame }
    /// Frames per second (`fr`).
    public var framerate: Double { composition.framerate }
    /// The length in seconds.
    public var duration: TimeInterval { Double(endFrame - startFrame) / framerate }
    /// The animation's rectangle at its own size, at the origin.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: composition.width, height: composition.height) }
    /// The animation's size (`w`, `h`).
    public var size: CGSize { CGSize(width: composition.width, height: composition.height) }
    /// The names of the animation's markers.
    public var markerNames: [String] { composition.markers.map(\.name) }

    // MARK: Loading

    /// The animation in `name.json` in `bundle`'s resources (in `subdirectory`), or `nil` if there is none or it
    /// does not decode (the error is logged, as lottie-ios does). Loaded animations are kept in `animationCache`.
    public static func named(
        _ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        let cacheKey = bundle.bundlePath + (subdirectory ?? "") + "/" + name
        if let cached = animationCache?.animation(forKey: cacheKey) { return cached }
        do {
            let animation = try load(named: name, bundle: bundle, subdirectory: subdirectory)
            animationCache?.setAnimation(animation, forKey: cacheKey)
            return animation
        } catch {
            LottieLog.warn("Error when decoding animation \"\(name)\": \(error)")
            return nil
        }
    }

    /// The animation in the file at `filepath`, or `nil` if it cannot be read or decoded (logged).
    public static func filepath(
        _ filepath: String, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        if let cached = animationCache?.animation(forKey: filepath) { return cached }
        do {
            let animation = try load(contentsOfFile: filepath)
            animationCache?.setAnimation(animation, forKey: filepath)
            return animation
        } catch {
            LottieLog.warn("Failed to load animation from filepath \(filepath) with underlying error: \(error)")
            return nil
        }
    }

    /// Decodes an animation from its JSON `data`; throws a ``LottieDecodingError`` for data too large, too deep,
    /// not JSON, or not an animation.
    public static func from(data: Data, strategy: DecodingStrategy = LottieConfiguration.shared.decodingStrategy) throws -> LottieAnimation
    {
        try decode(data)
    }

    /// Loads an animation from `url` on a background task: a `file:` URL is read; napkin never fetches from the
    /// network, so other URLs give `nil`.
    public static func loadedFrom(
        url: URL, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) async -> LottieAnimation? {
        guard url.isFileURL else { return nil }
        return filepath(url.path, animationCache: animationCache)
    }

    static func decode(_ data: Data) throws(LottieDecodingError) -> LottieAnimation {
        LottieAnimation(composition: try LottieParser.composition(from: LottieJSON.parse(data)))
    }

    /// Reads the file at `path`, refusing one larger than ``LottieLimits/maximumFileSize`` before reading it.
    static func load(contentsOfFile path: String) throws(LottieDecodingError) -> LottieAnimation {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attributes?[.size] as? NSNumber)?.intValue else { throw .fileNotFound(path) }
        guard size <= LottieLimits.maximumFileSize else { throw .fileTooLarge(bytes: size, limit: LottieLimits.maximumFileSize) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileNotFound(path) }
        defer { try? handle.close() }
        // Read at most one byte past the limit, in case the file grew since it was measured.
        let data = (try? handle.read(upToCount: LottieLimits.maximumFileSize + 1)) ?? Data()
        return try decode(data)
    }

    /// Finds `name.json` in `bundle`, else in `Bundle.main`, and reads it.
    static func load(named name: String, bundle: Bundle, subdirectory: String?) throws(LottieDecodingError) -> LottieAnimation {
        let fileName = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        for candidate in [bundle, Bundle.main] {
            if let path = candidate.path(forResource: fileName, ofType: "json", inDirectory: subdirectory) {
                return try load(contentsOfFile: path)
            }
        }
        throw .fileNotFound(fileName + ".json")
    }

    // MARK: Time

    /// The progress (0...1 when `clamped`) of `frameTime`.
    public func progressTime(forFrame frameTime: AnimationFrameTime, clamped: Bool = true) -> AnimationProgressTime {
        let span = endFrame - startFrame
        let progress = span == 0 ? 0 : (frameTime - startFrame) / span
        return clamped ? min(max(progress, 0), 1) : progress
    }

    /// The frame at `progressTime`.
    public func frameTime(forProgress progressTime: AnimationProgressTime) -> AnimationFrameTime {
        (endFrame - startFrame) * progressTime + startFrame
    }

    /// The time in seconds of `frameTime` from the start frame.
    public func time(forFrame frameTime: AnimationFrameTime) -> TimeInterval {
        Double(frameTime - startFrame) / framerate
    }

    /// The frame `time` seconds after the start frame.
    public func frameTime(forTime time: TimeInterval) -> AnimationFrameTime {
        CGFloat(time * framerate) + startFrame
    }

    /// The progress of the marker `named`, or `nil` if there is no such marker.
    public func progressTime(forMarker named: String) -> AnimationProgressTime? {
        frameTime(forMarker: named).map { progressTime(forFrame: $0) }
    }

    /// The frame of the marker `named`, or `nil`.
    public func frameTime(forMarker named: String) -> AnimationFrameTime? {
        composition.markers.first { $0.name == named }.map { CGFloat($0.frame) }
    }

    /// The length in frames of the marker `named`, or `nil`.
    public func durationFrameTime(forMarker named: String) -> AnimationFrameTime? {
        composition.markers.first { $0.name == named }.map { CGFloat($0.duration) }
    }
}

/// Where lottie-ios's warnings go: standard error, once a message.
enum LottieLog {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("[Lottie] " + message + "\n").utf8))
    }
}

// MARK: - Caches

/// A cache of decoded animations by key, as lottie-ios's `AnimationCacheProvider`.
public protocol AnimationCacheProvider: AnyObject, Sendable {
    /// The animation kept for `key`, if any.
    func animation(forKey key: String) -> LottieAnimation?
    /// Keeps `animation` for `key`.
    func setAnimation(_ animation: LottieAnimation, forKey key: String)
    /// Forgets every animation.
    func clearCache()
}

/// The cache animations loaded by name or path go into by default.
public enum LottieAnimationCache {
    /// The shared cache (`nil` turns caching off).
    nonisolated(unsafe) public static var shared: (any AnimationCacheProvider)? = DefaultAnimationCache.sharedCache
}

/// An in-memory animation cache, keeping the 100 animations used last by default.
public final class DefaultAnimationCache: AnimationCacheProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var animations: [String: LottieAnimation] = [:]
    private var order: [String] = []
    private var limit = 100

    /// An empty cache.
    public init() {}

    /// The cache ``LottieAnimationCache/shared`` starts as.
    public static let sharedCache = DefaultAnimationCache()

    /// How many animations the cache keeps before forgetting the one used longest ago.
    public var cacheSize: Int {
        get { lock.withLock { limit } }
        set { lock.withLock { limit = max(newValue, 0) } }
    }

    /// Forgets every animation.
    public func clearCache() {
        lock.withLock {
            animations = [:]
            order = []
        }
    }

    /// The animation kept for `key`, if any.
    public func animation(forKey key: String) -> LottieAnimation? {
        lock.withLock {
            guard let animation = animations[key] else { return nil }
            order.removeAll { $0 == key }
            order.append(key)
            return animation
        }
    }

    /// Keeps `animation` for `key`.
    public func setAnimation(_ animation: LottieAnimation, forKey key: String) {
        lock.withLock {
            animations[key] = animation
            order.removeAll { $0 == key }
            order.append(key)
            while order.count > limit {
                animations[order.removeFirst()] = nil
            }
        }
    }
}
