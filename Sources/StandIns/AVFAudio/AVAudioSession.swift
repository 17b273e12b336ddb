import Foundation

/// The app's audio session, as AVFAudio's `AVAudioSession`: the category, mode and options an
/// app sets before playing, and whether the session is active.
///
/// Linux has no audio route to arbitrate, so the session only keeps what the app set and checks
/// it as iOS does: an option a category does not take is refused with ``ErrorCode/badParam``
/// (`defaultToSpeaker` outside `playAndRecord`, `allowBluetooth` without recording, mixing with a
/// category that silences others by nature, ducking with one that neither plays nor records:
/// `.record` takes it, as in Apple's speech-recognition sample). No other app plays, and no
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
    private var preferred: (sampleRate: Double?, inputChannels: Int?, ioBuffer: TimeInterval?) = (nil, nil, nil)

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
    /// The hardware sample rate, in Hz: the preferred rate once one is set (a route with no microphone or
    /// speaker to refuse it), else 48 kHz.
    public var sampleRate: Double { lock.withLock { preferred.sampleRate } ?? 48_000 }
    /// The sample rate asked for with ``setPreferredSampleRate(_:)``, 0 until then.
    public var preferredSampleRate: Double { lock.withLock { preferred.sampleRate } ?? 0 }
    /// The number of input channels: the preferred number once one is set, else 1 (the built-in microphone).
    public var inputNumberOfChannels: Int { lock.withLock { preferred.inputChannels } ?? 1 }
    /// The input channel count asked for with ``setPreferredInputNumberOfChannels(_:)``, 0 until then.
    public var preferredInputNumberOfChannels: Int { lock.withLock { preferred.inputChannels } ?? 0 }
    /// The most input channels the route has: 1, the built-in microphone's.
    public var maximumInputNumberOfChannels: Int { 1 }
    /// The number of output channels: 2, the built-in speaker's.
    public var outputNumberOfChannels: Int { 2 }
    /// The I/O buffer duration, in seconds: the preferred one once set, else 1024 frames at ``sampleRate``.
    public var ioBufferDuration: TimeInterval { lock.withLock { preferred.ioBuffer } ?? 1024 / sampleRate }
    /// The I/O buffer duration asked for with ``setPreferredIOBufferDuration(_:)``, 0 until then.
    public var preferredIOBufferDuration: TimeInterval { lock.withLock { preferred.ioBuffer } ?? 0 }
    /// True when the route can record: always (the stand-in's microphone records silence).
    public var isInputAvailable: Bool { true }

    /// Asks for a hardware sample rate, in Hz (8 kHz to 48 kHz, as iPhones take); others are refused with
    /// ``ErrorCode/badParam``.
    public func setPreferredSampleRate(_ sampleRate: Double) throws {
        guard sampleRate >= 8_000, sampleRate <= 48_000 else { throw ErrorCode.badParam }
        lock.withLock { preferred.sampleRate = sampleRate }
    }

    /// Asks for a number of input channels, from 1 to ``maximumInputNumberOfChannels``; others are refused with
    /// ``ErrorCode/badParam``.
    public func setPreferredInputNumberOfChannels(_ count: Int) throws {
        guard count >= 1, count <= maximumInputNumberOfChannels else { throw ErrorCode.badParam }
        lock.withLock { preferred.inputChannels = count }
    }

    /// Asks for an I/O buffer duration, in seconds (positive); others are refused with ``ErrorCode/badParam``.
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {
        guard duration > 0, duration.isFinite else { throw ErrorCode.badParam }
        lock.withLock { preferred.ioBuffer = duration }
    }

    /// Whether the app may record, as ``AVAudioApplication/recordPermission`` says (the older name).
    public enum RecordPermission: UInt, Sendable {
        /// Not asked yet ('undt').
        case undetermined = 0x756E_6474
        /// Refused ('deny'): the microphone records silence.
        case denied = 0x6465_6E79
        /// Allowed ('grnt').
        case granted = 0x6772_6E74
    }

    /// Whether the app may record (deprecated on iOS 17 for ``AVAudioApplication/recordPermission``, which it reads).
    public var recordPermission: RecordPermission {
        RecordPermission(rawValue: UInt(AVAudioApplication.shared.recordPermission.rawValue)) ?? .undetermined
    }

    /// Asks the person for the microphone (deprecated on iOS 17 for
    /// ``AVAudioApplication/requestRecordPermission(completionHandler:)``, which it calls).
    public func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        AVAudioApplication.requestRecordPermission(completionHandler: response)
    }

    /// Forgets the preferred rate, input channels and buffer duration (a napkin addition, for tests).
    public func resetPreferences() {
        lock.withLock { preferred = (nil, nil, nil) }
    }

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
        if options.contains(.mixWithOthers), !mixes.contains(category) { throw ErrorCode.badParam }
        // Ducking is also taken while recording: Apple's own speech-recognition sample sets `.record` with `.duckOthers`.
        if options.contains(.duckOthers), !mixes.contains(category), category != .record { throw ErrorCode.badParam }
        lock.withLock { state = (category, mode, options, policy) }
    }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }

    /// Activates or deactivates the session; there is no other app to interrupt, so it succeeds.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { self.active = active }
    }
}
