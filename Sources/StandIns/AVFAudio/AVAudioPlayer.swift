import Foundation

/// What an ``AVAudioPlayer`` tells its delegate, as AVFAudio's protocol. Both methods have
/// empty defaults, as the Objective-C protocol's are optional.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound played to its end (and through its loops), or stopped at it.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The player could not decode the sound.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing unless the delegate implements it.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing unless the delegate implements it.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// The error an ``AVAudioPlayer`` throws for data it cannot read, as iOS reports it: the
/// OSStatus `'typ?'` (`kAudioFileUnsupportedFileTypeError`, 1954115647) in the
/// `NSOSStatusErrorDomain`.
public struct UnsupportedAudioFileError: Error, CustomNSError, LocalizedError, Equatable {
    /// `NSOSStatusErrorDomain`.
    public static var errorDomain: String { "NSOSStatusErrorDomain" }
    /// 1954115647 (`'typ?'`).
    public var errorCode: Int { 1_954_115_647 }
    /// The file read, when the player was made from one.
    public let url: URL?
    /// Says what could not be read, and what the stand-in reads.
    public var errorDescription: String? {
        "The operation couldn’t be completed. (OSStatus error 1954115647.) "
            + "\(url?.lastPathComponent ?? "The data") is not WAV, CAF, AIFF, MPEG-4 or MP3 audio, the formats napkin's AVAudioPlayer reads on Linux."
    }
}

/// Plays a sound from a file or from memory, as AVFAudio's `AVAudioPlayer`.
///
/// On Linux no sound comes out and nothing is decoded: the player reads the file's headers
/// (WAV, CAF, AIFF, MPEG-4 audio such as `.m4a`, MP3) for its ``duration`` and
/// ``numberOfChannels``, and throws ``UnsupportedAudioFileError`` for other data, as iOS throws
/// for data it cannot read (a missing file throws Foundation's reading error). Its state moves
/// as iOS's does (``play()``, ``pause()``, ``stop()``, ``currentTime``, loops, the delegate), but
/// time does not pass on its own, so a test or preview always sees the same thing:
/// ``advancePlayback(by:)`` moves a playing sound forward, through its loops and to its end.
open class AVAudioPlayer: NSObject {
    /// The file played, when made from one.
    public let url: URL?
    /// The data played, when made from memory.
    public let data: Data?
    /// What the headers say; `nil` for a player made with `init()`, which has no sound.
    let info: AudioFileInfo?
    /// Told when the sound finishes. Weak, as AVFAudio's.
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// True while the sound plays.
    public private(set) var isPlaying = false
    /// The sound's length, in seconds.
    open var duration: TimeInterval { info?.duration ?? 0 }
    /// The number of channels (0 for MPEG-4 files, whose movie header does not say).
    open var numberOfChannels: Int { info?.channels ?? 0 }
    /// Where playback is, in seconds from the start; setting it moves there (clamped to the sound).
    open var currentTime: TimeInterval {
        get { position }
        set { position = min(max(0, newValue.isFinite ? newValue : 0), duration) }
    }
    private var position: TimeInterval = 0
    /// The loudness, 0…1.
    open var volume: Float = 1 {
        didSet { volume = min(max(volume, 0), 1) }
    }
    /// Left (-1) to right (1).
    open var pan: Float = 0 {
        didSet { pan = min(max(pan, -1), 1) }
    }
    /// True to let ``rate`` change the speed (set before ``prepareToPlay()``).
    open var enableRate = false
    /// The speed, 0.5…2, used when ``enableRate`` is true.
    open var rate: Float = 1 {
        didSet { rate = min(max(rate, 0.5), 2) }
    }
    /// How many more times the sound plays after the first: 0 once, -1 until stopped.
    open var numberOfLoops = 0
    /// True to measure levels (there is no signal here: the meters read silence, -160 dB).
    open var isMeteringEnabled = false
    /// The number of loops completed since ``play()``.
    private var loopsPlayed = 0

    /// A player with no sound, as `AVAudioPlayer()` (NSObject's initialiser) makes one on iOS:
    /// code keeps it as a placeholder (`var audioPlayer = AVAudioPlayer()`) until it makes a real
    /// one. Its duration is 0 and ``play()`` answers `false`.
    public override init() {
        url = nil
        data = nil
        info = nil
        super.init()
    }

    /// A player for the sound in the file at `url`.
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let info = AudioFileInfo(data: data) else { throw UnsupportedAudioFileError(url: url) }
        self.url = url
        self.data = nil
        self.info = info
        super.init()
    }

    /// A player for the sound in the file at `url`; the hint is not needed to read the headers.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player for the sound in `data`.
    public init(data: Data) throws {
        guard let info = AudioFileInfo(data: data) else { throw UnsupportedAudioFileError(url: nil) }
        url = nil
        self.data = data
        self.info = info
        super.init()
    }

    /// A player for the sound in `data`; the hint is not needed to read the headers.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Gets ready to play; true, as the headers were read when the player was made (false without a sound).
    @discardableResult
    open func prepareToPlay() -> Bool { info != nil }

    /// Starts or resumes playing from ``currentTime``; true when it plays.
    @discardableResult
    open func play() -> Bool {
        guard info != nil else { return false }
        if !isPlaying { loopsPlayed = 0 }
        isPlaying = true
        return true
    }

    /// Plays from the device time `time` on; there is no audio device, so playing starts now.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    /// Stops playing and keeps ``currentTime``, so ``play()`` resumes there.
    open func pause() { isPlaying = false }

    /// Stops playing; ``currentTime`` stays where it was, as on iOS.
    open func stop() { isPlaying = false }

    /// The audio device's clock: 0, since there is none and time does not pass on its own.
    open var deviceCurrentTime: TimeInterval { 0 }

    /// Sets the loudness; with no device to fade on, it takes `volume` at once.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }

    /// Refreshes the meters.
    open func updateMeters() {}
    /// The average level of `channelNumber`, in dBFS: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of `channelNumber`, in dBFS: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// Moves a playing sound `seconds` of wall-clock time forward (times ``rate`` when
    /// ``enableRate`` is true), as if that much time had passed: through ``numberOfLoops``, and
    /// at the end it stops, goes back to the start and tells the delegate it finished
    /// successfully, as iOS does. Does nothing while not playing. The stand-in's own: time
    /// does not pass on its own on Linux.
    open func advancePlayback(by seconds: TimeInterval) {
        guard isPlaying, seconds > 0, duration > 0 else { return }
        var remaining = seconds * Double(enableRate ? rate : 1)
        while remaining > 0 {
            let left = duration - position
            if remaining < left {
                position += remaining
                return
            }
            remaining -= left
            if numberOfLoops < 0 || loopsPlayed < numberOfLoops {
                loopsPlayed += 1
                position = 0
            } else {
                position = 0
                isPlaying = false
                delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
                return
            }
        }
    }
}
