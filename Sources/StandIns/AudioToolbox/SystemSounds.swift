import Foundation

/// A system sound's number, as AudioToolbox's `SystemSoundID`: iOS's built-in sounds (1000-1350, such as 1117 and
/// 1118, the video recording start and stop tones), ``kSystemSoundID_Vibrate``, or one made from a file with
/// ``AudioServicesCreateSystemSoundID(_:_:)``.
public typealias SystemSoundID = UInt32

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The sound that vibrates the phone instead of sounding.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// No error.
public let kAudioServicesNoError: Int32 = 0
/// The system sound is not one this process made (`'what'`).
public let kAudioServicesBadSpecifierError: Int32 = 0x7768_6174
/// The file could not be made into a system sound.
public let kAudioServicesSystemSoundUnspecifiedError: Int32 = -1500

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Plays a system sound (vibrating only for ``kSystemSoundID_Vibrate``); on Linux nothing sounds and the playback is recorded in
/// ``SystemSoundPlayback/played``.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundPlayback.shared.play(inSystemSoundID, alert: false)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Plays a system sound as an alert: it vibrates too, where the person's settings say so. Recorded in
/// ``SystemSoundPlayback/played``.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundPlayback.shared.play(inSystemSoundID, alert: true)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Plays a system sound and calls `inCompletionBlock` when it is over (at once on Linux, on a queue of its own).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSoundPlayback.shared.play(inSystemSoundID, alert: false)
    if let inCompletionBlock { DispatchQueue.global().async(execute: inCompletionBlock) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Plays a system sound as an alert and calls `inCompletionBlock` when it is over.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSoundPlayback.shared.play(inSystemSoundID, alert: true)
    if let inCompletionBlock { DispatchQueue.global().async(execute: inCompletionBlock) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a system sound from the sound file at `inFileURL` (iOS's `CFURL`, which is `URL` in napkin: `url as CFURL`
/// compiles beside NapkinUI) and writes its number to `outSystemSoundID`. Returns ``kAudioServicesNoError``, or
/// ``kAudioServicesSystemSoundUnspecifiedError`` when the file is not there or cannot be read (the number is then
/// left alone).
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> Int32 {
    guard inFileURL.isFileURL, FileManager.default.isReadableFile(atPath: inFileURL.path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSoundPlayback.shared.register(inFileURL)
    return kAudioServicesNoError
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Frees a system sound made with ``AudioServicesCreateSystemSoundID(_:_:)``. Returns ``kAudioServicesNoError``, or
/// ``kAudioServicesBadSpecifierError`` for a number this process did not make (or already freed).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 {
    SystemSoundPlayback.shared.unregister(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierError
}

/// The system sounds the process played, for tests (napkin's addition): Linux plays none, so a test reads here
/// what a person would have heard or felt.
///
/// Process-wide: tests reading it belong in one `.serialized` suite.
public final class SystemSoundPlayback: @unchecked Sendable {
    // Unchecked: every property is read and written under `lock` only.

    /// One playback.
    public struct Sound: Hashable, Sendable {
        /// The sound's number.
        public let soundID: SystemSoundID
        /// Whether it was played as an alert (``AudioServicesPlayAlertSound(_:)``).
        public let isAlert: Bool
        /// The file behind a sound made with ``AudioServicesCreateSystemSoundID(_:_:)``; nil for built-in sounds,
        /// for ``kSystemSoundID_Vibrate`` and for numbers never made (which iOS plays silently).
        public let file: URL?
        /// Whether it was the vibration (``kSystemSoundID_Vibrate``); alerts may vibrate too on iPhone, as the
        /// person's sound settings say, which napkin does not model.
        public var isVibration: Bool { soundID == kSystemSoundID_Vibrate }
    }

    static let shared = SystemSoundPlayback()
    private let lock = NSLock()
    private var sounds: [Sound] = []
    private var files: [SystemSoundID: URL] = [:]
    private var nextID: SystemSoundID = 4097

    /// Every sound played since the process started or ``reset()``, in order.
    public static var played: [Sound] { shared.lock.withLock { shared.sounds } }

    /// Forgets the sounds played and the ones made from files.
    public static func reset() {
        shared.lock.withLock {
            shared.sounds = []
            shared.files = [:]
        }
    }

    func play(_ soundID: SystemSoundID, alert: Bool) {
        lock.withLock { sounds.append(Sound(soundID: soundID, isAlert: alert, file: files[soundID])) }
    }

    func register(_ file: URL) -> SystemSoundID {
        lock.withLock {
            let soundID = nextID
            nextID += 1
            files[soundID] = file
            return soundID
        }
    }

    func unregister(_ soundID: SystemSoundID) -> Bool {
        lock.withLock { files.removeValue(forKey: soundID) != nil }
    }
}
