import Foundation

/// Where speech stops or pauses, as AVFAudio's `AVSpeechBoundary` (AVFAudio's raw values).
public enum AVSpeechBoundary: Int, Sendable, CaseIterable {
    /// At once, mid-word.
    case immediate = 0
    /// After the word being spoken.
    case word = 1
}

/// What an ``AVSpeechSynthesizer`` tells its delegate, as AVFAudio's protocol. Every method has an empty default,
/// as the Objective-C protocol's are optional.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// The synthesizer began speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// The synthesizer is about to speak the characters `characterRange` (UTF-16) of the utterance's text.
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
    /// The synthesizer finished speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// The synthesizer paused in `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// The synthesizer resumed `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// The synthesizer stopped speaking `utterance` before its end.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    ) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}

/// Speaks utterances one after another, as AVFAudio's `AVSpeechSynthesizer`.
///
/// Linux has no speech synthesiser or audio device: nothing is heard. The synthesizer keeps iOS's queue, state
/// and delegate calls on a timeline of its own that moves only when told, so a test or preview always sees the
/// same thing: ``speak(_:)`` queues an utterance (``isSpeaking`` turns true at once), and
/// ``advanceSpeech(by:)`` (a napkin addition) moves the timeline on, telling the delegate, in AVFAudio's order,
/// what happened in that time. Each utterance, on the timeline:
///
/// 1. its ``AVSpeechUtterance/preUtteranceDelay`` of silence;
/// 2. `didStart`;
/// 3. for each word, `willSpeakRangeOfSpeechString` with the word's range as the word begins; a word lasts
///    0.06 s for each of its UTF-16 characters and one more for the pause after it, at the default rate, and
///    2^(4 × (rate − 0.5)) times faster at another (a quarter of the speed at rate 0, four times at rate 1);
/// 4. `didFinish` as the last word ends;
/// 5. its ``AVSpeechUtterance/postUtteranceDelay``; then the next utterance begins.
///
/// ``pauseSpeaking(at:)``, ``continueSpeaking()`` and ``stopSpeaking(at:)`` at `.immediate` take effect and tell the
/// delegate (`didPause`, `didContinue`, `didCancel`) before they return; at `.word` they take effect when the word
/// being spoken ends, as the timeline reaches it. Stopping empties the queue; only the utterance being spoken is
/// cancelled.
open class AVSpeechSynthesizer: NSObject {
    /// What happens at a moment of an utterance's timeline.
    private enum Event {
        case start
        case word(NSRange)
        case finish
        case end
    }

    /// The utterance being spoken and where on its timeline the synthesizer is.
    private struct Speaking {
        let utterance: AVSpeechUtterance
        let events: [(time: TimeInterval, event: Event)]
        var next = 0
        var elapsed: TimeInterval = 0

        /// Whether a word is being spoken: the last event delivered began a word.
        var isMidWord: Bool {
            guard next > 0, case .word = events[next - 1].event else { return false }
            return true
        }
    }

    /// Told what the synthesizer does. Weak, as AVFAudio's.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech goes through the app's audio session (true by default).
    open var usesApplicationAudioSession = true
    /// Whether speech is mixed into a call's uplink (false by default).
    open var mixToTelephonyUplink = false

    private var speaking: Speaking?
    private var queue: [AVSpeechUtterance] = []
    private var paused = false
    private var deferred: (pause: Bool, stop: Bool) = (false, false)

    /// A synthesizer with nothing to say.
    public override init() {
        super.init()
    }

    /// True while an utterance is being spoken or waits in the queue, paused or not.
    open var isSpeaking: Bool { speaking != nil }
    /// True while speech is paused.
    open var isPaused: Bool { paused }

    /// Queues `utterance` to be spoken after those already queued. An utterance already queued or being spoken may
    /// not be queued again (AVFAudio raises an exception; so does the stand-in).
    open func speak(_ utterance: AVSpeechUtterance) {
        precondition(
            speaking?.utterance !== utterance && !queue.contains { $0 === utterance },
            "An AVSpeechUtterance shall not be enqueued twice")
        if speaking == nil { speaking = Self.timeline(of: utterance) } else { queue.append(utterance) }
    }

    /// Pauses speech at `boundary`; false when there is nothing to pause.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current = speaking, !paused else { return false }
        if boundary == .word, current.isMidWord { deferred.pause = true } else { pause() }
        return true
    }

    /// Resumes paused speech; false when speech is not paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        guard let current = speaking, paused else { return false }
        paused = false
        delegate?.speechSynthesizer(self, didContinue: current.utterance)
        return true
    }

    /// Stops speaking at `boundary` and forgets the queue; false when there is nothing to stop.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current = speaking else { return false }
        if boundary == .word, current.isMidWord, !paused { deferred.stop = true } else { stop() }
        return true
    }

    /// Moves the timeline `seconds` on (a napkin addition: time does not pass on its own on Linux), telling the
    /// delegate of everything that happens in that time, including what is due at its start (so
    /// `advanceSpeech(by: 0)` starts an utterance that has no pre-utterance delay). Does nothing while paused.
    open func advanceSpeech(by seconds: TimeInterval) {
        var remaining = max(0, seconds)
        while !paused, var current = speaking {
            guard current.next < current.events.count else { return }
            let (time, event) = current.events[current.next]
            let wait = time - current.elapsed
            if wait > remaining {
                current.elapsed += remaining
                speaking = current
                return
            }
            remaining -= max(0, wait)
            current.elapsed = max(current.elapsed, time)
            current.next += 1
            speaking = current
            if reachesWordBoundary(event) { continue }
            deliver(event, of: current.utterance)
        }
    }

    /// Applies a deferred pause or stop when the timeline reaches the end of a word; true when the event is not to
    /// be delivered (speech stopped).
    private func reachesWordBoundary(_ event: Event) -> Bool {
        switch event {
        case .word, .finish: break
        case .start, .end: return false
        }
        if deferred.stop {
            speaking?.next -= 1
            stop()
            return true
        }
        if deferred.pause {
            speaking?.next -= 1
            pause()
            return true
        }
        return false
    }

    private func deliver(_ event: Event, of utterance: AVSpeechUtterance) {
        switch event {
        case .start: delegate?.speechSynthesizer(self, didStart: utterance)
        case .word(let range): delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: range, utterance: utterance)
        case .finish: delegate?.speechSynthesizer(self, didFinish: utterance)
        case .end: speaking = queue.isEmpty ? nil : Self.timeline(of: queue.removeFirst())
        }
    }

    private func pause() {
        deferred.pause = false
        guard let current = speaking else { return }
        paused = true
        delegate?.speechSynthesizer(self, didPause: current.utterance)
    }

    private func stop() {
        deferred = (false, false)
        guard let current = speaking else { return }
        speaking = nil
        queue.removeAll()
        paused = false
        delegate?.speechSynthesizer(self, didCancel: current.utterance)
    }

    /// The timeline of `utterance` (see the type).
    private static func timeline(of utterance: AVSpeechUtterance) -> Speaking {
        let speed = pow(2, 4 * (Double(utterance.rate) - 0.5))
        var time = max(0, utterance.preUtteranceDelay)
        var events: [(TimeInterval, Event)] = [(time, .start)]
        for range in wordRanges(in: utterance.speechString) {
            events.append((time, .word(range)))
            time += 0.06 * Double(range.length + 1) / speed
        }
        events.append((time, .finish))
        events.append((time + max(0, utterance.postUtteranceDelay), .end))
        return Speaking(utterance: utterance, events: events)
    }

    /// The UTF-16 ranges of the words of `text`: runs of letters, digits and apostrophes.
    static func wordRanges(in text: String) -> [NSRange] {
        var ranges: [NSRange] = []
        var offset = 0
        var start: Int?
        for character in text {
            let isWordCharacter = character.isLetter || character.isNumber || character == "'" || character == "’"
            if isWordCharacter, start == nil { start = offset }
            if !isWordCharacter, let begun = start {
                ranges.append(NSRange(location: begun, length: offset - begun))
                start = nil
            }
            offset += character.utf16.count
        }
        if let begun = start { ranges.append(NSRange(location: begun, length: offset - begun)) }
        return ranges
    }
}
