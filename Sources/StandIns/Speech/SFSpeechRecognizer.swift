import AVFoundation
import Foundation

/// Whether the person lets the app use speech recognition, with Speech's numbers.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}

/// What a recogniser tells its delegate, as Speech's protocol (the method has an empty default, as the Objective-C
/// protocol's is optional).
public protocol SFSpeechRecognizerDelegate: AnyObject {
    /// The recogniser became available or unavailable.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    /// Does nothing unless the delegate implements it.
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// Recognises speech in one language, as Speech's `SFSpeechRecognizer`.
///
/// Linux has no speech recogniser, so napkin's is one a test installs, to make what a screen shows deterministic:
/// ``installRecognizer(transcribing:secondsPerWord:)`` gives the text every recognition produces; until then
/// ``isAvailable`` is false and a task ends at once with ``SFSpeechRecognitionTaskError/Reason/recognizerUnavailable``,
/// as iOS's do when no recogniser can be reached. The installed recogniser "hears" one word per `secondsPerWord` of
/// audio appended: each buffer that completes a word brings a partial result (when the request reports them), and
/// ``SFSpeechAudioBufferRecognitionRequest/endAudio()`` the final result with the whole text (or
/// ``SFSpeechRecognitionTaskError/Reason/noSpeechDetected`` when no audio came). A file request
/// (``SFSpeechURLRecognitionRequest``) is read to its headers and recognised at once. Results are delivered on the
/// thread that appended the audio (iOS uses ``queue``), before the call returns.
///
/// Authorization is the person's answer, chosen by the test as napkin's other stand-ins do:
/// ``authorizationStatus()`` starts ``SFSpeechRecognizerAuthorizationStatus/notDetermined``; a request asks only then
/// and is declined unless ``answerAuthorizationRequests(granting:)`` said otherwise; ``setAuthorizationStatus(_:)``
/// sets an earlier answer. Without authorization a task ends with ``SFSpeechRecognitionTaskError/Reason/notAuthorized``.
///
/// Apple's class is an `NSObject` whose `init()` may fail; Swift cannot declare that on an `NSObject` subclass, so
/// this one is a plain class, equal only to itself, as NSObjects are by default.
open class SFSpeechRecognizer: Hashable, @unchecked Sendable {
    /// The recogniser's language.
    public let locale: Locale
    /// Told when the recogniser becomes available or unavailable. Weak, as Speech's.
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    /// The hint for requests that give none.
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// The queue iOS delivers results on (the main queue by default); napkin delivers them at once.
    open var queue: OperationQueue = .main
    /// Whether recognition can run on the device: true once a recogniser is installed (napkin's is local).
    open var supportsOnDeviceRecognition: Bool

    /// A recogniser for the person's language, or `nil` when it is not supported. A locale without a supported
    /// region (such as Linux's `en_001`) takes its language's first supported region (`en-US`).
    public convenience init?() {
        self.init(locale: Locale.current, lenient: true)
    }

    /// A recogniser for `locale`, or `nil` when it is not one of ``supportedLocales()``.
    public convenience init?(locale: Locale) {
        self.init(locale: locale, lenient: false)
    }

    private init?(locale: Locale, lenient: Bool) {
        guard let language = locale.language.languageCode?.identifier else { return nil }
        let region = locale.region?.identifier
        let candidates = Self.localeIdentifiers.filter { $0.hasPrefix(language + "-") }
        if let match = candidates.first(where: { region != nil && $0 == "\(language)-\(region!)" }) {
            self.locale = Locale(identifier: match)
        } else if let first = candidates.first, region == nil || lenient {
            self.locale = Locale(identifier: first)
        } else {
            return nil
        }
        supportsOnDeviceRecognition = SpeechRecognition.shared.installed != nil
        SpeechRecognition.shared.register(self)
    }

    /// The languages recognised: the 60 locales iOS 17 lists (from developers' printouts of
    /// `supportedLocales()`; not confirmed on a device).
    open class func supportedLocales() -> Set<Locale> { Set(localeIdentifiers.map { Locale(identifier: $0) }) }

    static let localeIdentifiers = [
        "en-US", "ar-SA", "ca-ES", "cs-CZ", "da-DK", "de-AT", "de-CH", "de-DE", "el-GR", "en-AE", "en-AU", "en-CA", "en-GB",
        "en-ID", "en-IE", "en-IN", "en-NZ", "en-PH", "en-SA", "en-SG", "en-ZA", "es-CL", "es-CO", "es-ES", "es-MX", "es-US",
        "fi-FI", "fr-BE", "fr-CA", "fr-CH", "fr-FR", "he-IL", "hi-IN", "hr-HR", "hu-HU", "id-ID", "it-CH", "it-IT", "ja-JP",
        "ko-KR", "ms-MY", "nb-NO", "nl-BE", "nl-NL", "pl-PL", "pt-BR", "pt-PT", "ro-RO", "ru-RU", "sk-SK", "sv-SE", "th-TH",
        "tr-TR", "uk-UA", "vi-VN", "yue-CN", "zh-CN", "zh-HK", "zh-TW", "wuu-CN",
    ]

    /// True when recognition can run: a test installed a recogniser.
    open var isAvailable: Bool { SpeechRecognition.shared.installed != nil }

    /// What the person allowed.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { SpeechRecognition.shared.status }

    /// Asks the person, when not asked before; `handler` hears the answer before this returns.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(SpeechRecognition.shared.request())
    }

    /// Starts recognising `request`; `resultHandler` hears each result, then the final one or an error.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        start(SFSpeechRecognitionTask(request: request, handler: resultHandler, delegate: nil))
    }

    /// Starts recognising `request`, telling `delegate` what happens.
    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate)
        -> SFSpeechRecognitionTask
    {
        start(SFSpeechRecognitionTask(request: request, handler: nil, delegate: delegate))
    }

    private func start(_ task: SFSpeechRecognitionTask) -> SFSpeechRecognitionTask {
        let recognition = SpeechRecognition.shared
        guard let installed = recognition.installed else {
            task.fail(SFSpeechRecognitionTaskError(.recognizerUnavailable))
            return task
        }
        guard recognition.status == .authorized else {
            task.fail(SFSpeechRecognitionTaskError(.notAuthorized))
            return task
        }
        task.begin(transcript: installed.transcript, secondsPerWord: installed.secondsPerWord)
        return task
    }

    /// True only for the same recogniser.
    public static func == (lhs: SFSpeechRecognizer, rhs: SFSpeechRecognizer) -> Bool { lhs === rhs }
    /// Hashes the recogniser's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Napkin additions

    /// Installs a recogniser that transcribes every recognition as `text`, one word per `secondsPerWord` of audio,
    /// and tells the recognisers' delegates they became available (a napkin addition).
    public static func installRecognizer(transcribing text: String, secondsPerWord: TimeInterval = 0.5) {
        SpeechRecognition.shared.install(.init(transcript: text, secondsPerWord: max(0.01, secondsPerWord)))
    }

    /// Removes the installed recogniser: recognisers become unavailable again (a napkin addition).
    public static func removeInstalledRecognizer() { SpeechRecognition.shared.install(nil) }

    /// Sets what the person has already answered (a napkin addition).
    public static func setAuthorizationStatus(_ status: SFSpeechRecognizerAuthorizationStatus) {
        SpeechRecognition.shared.setStatus(status)
    }

    /// Sets how the person answers the next prompt: `granting` true authorizes, false (the default) denies (a napkin
    /// addition).
    public static func answerAuthorizationRequests(granting: Bool) { SpeechRecognition.shared.setGrants(granting) }

    /// No recogniser installed, the person never asked and declining (a napkin addition).
    public static func resetSpeechRecognition() { SpeechRecognition.shared.reset() }
}

/// The process's speech recognition: the installed recogniser, the person's answer, the recognisers to tell.
final class SpeechRecognition: @unchecked Sendable {
    struct Installed: Sendable {
        let transcript: String
        let secondsPerWord: TimeInterval
    }

    static let shared = SpeechRecognition()
    private let lock = NSLock()
    private var installedRecognizer: Installed?
    private var authorization = SFSpeechRecognizerAuthorizationStatus.notDetermined
    private var grants = false
    private var recognizers: [WeakRecognizer] = []

    private struct WeakRecognizer { weak var recognizer: SFSpeechRecognizer? }

    var installed: Installed? { lock.withLock { installedRecognizer } }
    var status: SFSpeechRecognizerAuthorizationStatus { lock.withLock { authorization } }

    func request() -> SFSpeechRecognizerAuthorizationStatus {
        lock.withLock {
            if authorization == .notDetermined { authorization = grants ? .authorized : .denied }
            return authorization
        }
    }

    func setStatus(_ status: SFSpeechRecognizerAuthorizationStatus) { lock.withLock { authorization = status } }
    func setGrants(_ granting: Bool) { lock.withLock { grants = granting } }

    func register(_ recognizer: SFSpeechRecognizer) {
        lock.withLock {
            recognizers.removeAll { $0.recognizer == nil }
            recognizers.append(WeakRecognizer(recognizer: recognizer))
        }
    }

    func install(_ installed: Installed?) {
        let (changed, live) = lock.withLock {
            let changed = (installedRecognizer == nil) != (installed == nil)
            installedRecognizer = installed
            return (changed, recognizers.compactMap(\.recognizer))
        }
        guard changed else { return }
        for recognizer in live {
            recognizer.supportsOnDeviceRecognition = installed != nil
            recognizer.delegate?.speechRecognizer(recognizer, availabilityDidChange: installed != nil)
        }
    }

    func reset() {
        install(nil)
        lock.withLock { (authorization, grants) = (.notDetermined, false) }
    }
}
