import Foundation

/// What an ``AVAudioRecorder`` tells its delegate, as AVFAudio's protocol. Both methods have empty defaults, as the
/// Objective-C protocol's are optional.
public protocol AVAudioRecorderDelegate: AnyObject {
    /// Recording stopped (``AVAudioRecorder/stop()`` or the end of ``AVAudioRecorder/record(forDuration:)``).
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// The recorder could not encode.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing unless the delegate implements it.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing unless the delegate implements it.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// Records sound to a file, as AVFAudio's `AVAudioRecorder`.
///
/// Linux has no microphone here, so the recorder records silence, as an iPhone's does when the person has not let
/// the app record, and time does not pass on its own, so a test or preview always gets the same file:
/// ``advanceRecording(by:)`` records that many seconds. The file is real and complete after every change (written by
/// ``prepareToRecord()``, ``record()``, ``pause()``, ``stop()`` and each advance) and ``AVAudioPlayer`` reads it:
/// WAV or CAF by the URL's extension, in the settings' format (see ``AudioRecorderSettingsError`` for what is
/// refused, with the errors iOS gives). Meters read silence, -160 dB.
open class AVAudioRecorder: NSObject {
    /// The file recorded to.
    public let url: URL
    /// The settings, with the defaults filled in (sample rate, channels, linear PCM's depth and byte order).
    open var settings: [String: Any] {
        var settings: [String: Any] = [
            AVFormatIDKey: Int(layout.formatID), AVSampleRateKey: layout.sampleRate, AVNumberOfChannelsKey: layout.channels,
        ]
        if layout.formatID == kAudioFormatLinearPCM {
            settings[AVLinearPCMBitDepthKey] = layout.bits
            settings[AVLinearPCMIsFloatKey] = layout.isFloat
            settings[AVLinearPCMIsBigEndianKey] = layout.isBigEndian
        }
        if let quality = requestedSettings[AVEncoderAudioQualityKey] { settings[AVEncoderAudioQualityKey] = quality }
        return settings
    }
    /// The format recorded.
    open var format: AVAudioFormat {
        AVAudioFormat(settings: settings)
            ?? AVAudioFormat(formatID: layout.formatID, sampleRate: layout.sampleRate, channels: AVAudioChannelCount(layout.channels))
    }
    /// Told when recording finishes. Weak, as AVFAudio's.
    open weak var delegate: (any AVAudioRecorderDelegate)?
    /// True while recording.
    public private(set) var isRecording = false
    /// True to measure levels (the meters read silence either way).
    open var isMeteringEnabled = false

    private let layout: AudioFileLayout
    private let requestedSettings: [String: Any]
    /// Frames recorded into the file.
    private var frames = 0
    /// Frames recorded since ``record()`` (0 when stopped).
    private var sessionFrames = 0
    /// Where ``record(forDuration:)`` stops, in frames.
    private var limit: Int?
    private var prepared = false

    /// A recorder writing to `url` with `settings` (``AVFormatIDKey``, ``AVSampleRateKey``, ``AVNumberOfChannelsKey`` and
    /// the linear PCM keys; the encoder keys are kept); throws ``AudioRecorderSettingsError`` for a file or format
    /// napkin cannot write.
    public init(url: URL, settings: [String: Any]) throws {
        layout = try AudioFileLayout(url: url, settings: settings)
        self.url = url
        requestedSettings = settings
        super.init()
    }

    /// A recorder writing `format` to `url`.
    public convenience init(url: URL, format: AVAudioFormat) throws {
        try self.init(url: url, settings: format.settings)
    }

    /// Creates (or empties) the file; false when it cannot be written, with the reason told to the delegate.
    @discardableResult
    open func prepareToRecord() -> Bool {
        frames = 0
        guard write() else { return false }
        prepared = true
        return true
    }

    /// Starts or resumes recording; false when the file cannot be written.
    @discardableResult
    open func record() -> Bool {
        if !prepared { guard prepareToRecord() else { return false } }
        if !isRecording { limit = nil }
        isRecording = true
        return true
    }

    /// Starts recording at device time `time`; there is no audio device, so recording starts now.
    @discardableResult
    open func record(atTime time: TimeInterval) -> Bool { record() }

    /// Records for `duration` seconds of recording time, then stops as ``stop()`` does.
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool {
        guard duration > 0, duration.isFinite, record() else { return false }
        limit = sessionFrames + frameCount(duration)
        return true
    }

    /// Records for `duration` seconds from device time `time` (now: there is no device clock).
    @discardableResult
    open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool { record(forDuration: duration) }

    /// Pauses; ``record()`` resumes into the same file.
    open func pause() {
        guard isRecording else { return }
        isRecording = false
        write()
    }

    /// Stops and closes the file, and tells the delegate it finished successfully (as iOS does on `stop()`); the
    /// next ``record()`` starts a new file.
    open func stop() {
        guard isRecording || prepared else { return }
        let wasRecording = isRecording || sessionFrames > 0
        isRecording = false
        let written = write()
        prepared = false
        sessionFrames = 0
        limit = nil
        if wasRecording { delegate?.audioRecorderDidFinishRecording(self, successfully: written) }
    }

    /// Deletes the file; false while recording or when there is no file.
    @discardableResult
    open func deleteRecording() -> Bool {
        guard !isRecording else { return false }
        do {
            try FileManager.default.removeItem(at: url)
            prepared = false
            return true
        } catch {
            return false
        }
    }

    /// Seconds recorded since ``record()``; 0 once stopped, as on iOS.
    open var currentTime: TimeInterval { Double(sessionFrames) / layout.sampleRate }

    /// The audio device's clock: 0, since there is none and time does not pass on its own.
    open var deviceCurrentTime: TimeInterval { 0 }

    /// Refreshes the meters.
    open func updateMeters() {}
    /// The average level of `channelNumber`, in dBFS: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of `channelNumber`, in dBFS: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// Records `seconds` of silence, as if that much time had passed while recording, and rewrites the file; stops
    /// (telling the delegate) where ``record(forDuration:)`` said to. Does nothing while not recording. The stand-in's
    /// own: time does not pass on its own on Linux.
    open func advanceRecording(by seconds: TimeInterval) {
        guard isRecording, seconds > 0, seconds.isFinite else { return }
        var added = min(frameCount(seconds), maximumFrames - frames)
        if let limit { added = min(added, limit - sessionFrames) }
        frames += added
        sessionFrames += added
        write()
        if let limit, sessionFrames >= limit { stop() }
    }

    /// The most frames a file holds: 2 GB of audio (a WAV file's sizes are 32-bit); recording stops growing there.
    private var maximumFrames: Int { (Int(Int32.max) - 4096) / layout.bytesPerPacket * layout.framesPerPacket }

    /// `seconds` in frames, at most ``maximumFrames``.
    private func frameCount(_ seconds: TimeInterval) -> Int {
        Int(min((seconds * layout.sampleRate).rounded(), Double(maximumFrames)))
    }

    /// Writes the whole file for the frames recorded; false (telling the delegate) when it cannot.
    @discardableResult
    private func write() -> Bool {
        do {
            try layout.file(frames: frames).write(to: url)
            return true
        } catch {
            delegate?.audioRecorderEncodeErrorDidOccur(self, error: error)
            return false
        }
    }
}
