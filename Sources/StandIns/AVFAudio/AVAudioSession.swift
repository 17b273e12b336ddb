import Foundation

/// The app's audio session, as AVFAudio's `AVAudioSession`: the category, mode and options an
/// app sets before playing, and whether the session is active.
///
/// Linux has no audio route to arbitrate, so the session only keeps what the app set and checks
/// it as iOS does: an option a category does not take is refused with ``ErrorCode/badParam``
/// (`defaultToSpeaker` outside `playAndRecord`, `allowBluetooth` without recording, mixing or
/// ducking with a category that silences others by nature). No other app plays, and no
/// interruption ever comes.
public final class AVAudioSession: NSObject, @unchecked Sendable {
    /// The session's category: how the app's audio mixes with others and whether it records.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The raw value (AVFAudio's string).
        public let rawValue: String
        /// A category with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sounds that mix with others and are silenced by the ring/silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silenced by the switch, silences other apps.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that the switch does not silence (music, video).
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording only.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback (calls, voice chat).
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the app does with audio within its category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The raw value (AVFAudio's string).
        public let rawValue: String
        /// A mode with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No particular use.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Two-way voice (VoIP).
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Game voice chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measuring input and output, without processing.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Playing movies.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Two-way video.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Spoken content: podcasts, audiobooks.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Short spoken prompts (navigation).
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the category behaves, with AVFAudio's bits.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while playing.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth hands-free devices for input.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// The speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Pause other apps' spoken audio, mix with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Bluetooth stereo devices for output.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// AirPlay devices for output.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keep playing when the microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// How ``setActive(_:options:)`` deactivates.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps they may resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How the session's audio is routed, with AVFAudio's numbers.
    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0
        case longFormAudio = 1
        case independent = 2
        case longFormVideo = 3
    }

    /// Why the session refused a call, as AVFAudio's `AVAudioSession.ErrorCode` (OSStatus codes
    /// in the `NSOSStatusErrorDomain`).
    public enum ErrorCode: Int, Error, CustomNSError, Sendable {
        /// A category, mode or option that does not go with the others ('-50').
        case badParam = -50
        /// The operation cannot be done in this category.
        case incompatibleCategory = 560_161_140
        /// `NSOSStatusErrorDomain`.
        public static var errorDomain: String { "NSOSStatusErrorDomain" }
        /// The OSStatus.
        public var errorCode: Int { rawValue }
    }

    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), policy: RouteSharingPolicy.default)
    private var active = false

    private override init() { super.init() }

    private static let shared = AVAudioSession()
    /// The app's one session.
    public static func sharedInstance() -> AVAudioSession { shared }

    /// The category set (``Category/soloAmbient`` until one is).
    public var category: Category { lock.withLock { state.category } }
    /// The mode set (``Mode/default`` until one is).
    public var mode: Mode { lock.withLock { state.mode } }
    /// The category's options.
    public var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// The route-sharing policy.
    public var routeSharingPolicy: RouteSharingPolicy { lock.withLock { state.policy } }
    /// True while the session is active (the stand-in's own: iOS keeps it private).
    public var isActive: Bool { lock.withLock { active } }
    /// Whether another app plays audio: never, here.
    public var isOtherAudioPlaying: Bool { false }
    /// Whether another app's audio should be silenced: never, here.
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The system volume, 0…1: full, as there is no volume control.
    public var outputVolume: Float { 1 }
    /// The hardware sample rate, in Hz.
    public var sampleRate: Double { 48_000 }

    /// Sets the category, with the default mode and no options.
    public func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, policy: .default, options: [])
    }
    /// Sets the category with `options`.
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, policy: .default, options: options)
    }
    /// Sets the category, mode and options.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }
    /// Sets the category, mode, route-sharing policy and options; refuses options the category
    /// does not take (see the type).
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        let records = category == .record || category == .playAndRecord
        let mixes: Set<Category> = [.playAndRecord, .playback, .multiRoute]
        if options.contains(.defaultToSpeaker), category != .playAndRecord { throw ErrorCode.badParam }
        if options.contains(.allowBluetooth), !records { throw ErrorCode.badParam }
        if !options.isDisjoint(with: [.mixWithOthers, .duckOthers]), !mixes.contains(category) { throw ErrorCode.badParam }
        lock.withLock { state = (category, mode, options, policy) }
    }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }

    /// Activates or deactivates the session; there is no other app to interrupt, so it succeeds.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { self.active = active }
    }
}
