import AVFoundation
import Foundation
import Testing

/// Records what a synthesizer tells its delegate, in order.
private final class SpeechLog: AVSpeechSynthesizerDelegate {
    var events: [String] = []

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        events.append("start \(utterance.speechString)")
    }
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    ) {
        events.append((utterance.speechString as NSString).substring(with: characterRange))
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        events.append("finish \(utterance.speechString)")
    }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) { events.append("pause") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) { events.append("continue") }
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
        events.append("cancel \(utterance.speechString)")
    }
}

@Suite("AVFAudio stand-in: speech synthesis")
struct SpeechSynthesisTests {
    @Test("voices: the compact voices by language and identifier, the user's language, none that is not installed")
    func voices() throws {
        let voices = AVSpeechSynthesisVoice.speechVoices()
        #expect(voices.count == 38)
        #expect(Set(voices.map(\.identifier)).count == 38)
        #expect(voices.allSatisfy { $0.quality == .default })
        let american = try #require(AVSpeechSynthesisVoice(language: "en-US"))
        #expect(american.name == "Samantha")
        #expect(american.identifier == "com.apple.voice.compact.en-US.Samantha")
        #expect(american.gender == .female)
        #expect(AVSpeechSynthesisVoice(language: "en_gb")?.name == "Daniel")
        #expect(AVSpeechSynthesisVoice(language: "fr")?.language == "fr-FR")
        #expect(AVSpeechSynthesisVoice(language: "en")?.language == "en-US")
        #expect(AVSpeechSynthesisVoice(language: "ja")?.name == "Kyoko")
        #expect(AVSpeechSynthesisVoice(identifier: "com.apple.voice.compact.es-ES.Monica")?.name == "Mónica")
        #expect(AVSpeechSynthesisVoice(language: "xx-YY") == nil)
        #expect(AVSpeechSynthesisVoice(identifier: AVSpeechSynthesisVoiceIdentifierAlex) == nil)
        #expect(AVSpeechSynthesisVoice(language: "en-US") == american)
        let current = AVSpeechSynthesisVoice.currentLanguageCode()
        #expect(current.split(separator: "-").count == 2)
        #expect(AVSpeechSynthesisVoice(language: nil)?.language.hasPrefix(String(current.prefix(2))) ?? true)
    }

    @Test("utterances: the default settings, the rate constants and the clamped ranges")
    func utterance() throws {
        let utterance = AVSpeechUtterance(string: "Take one tablet twice a day")
        #expect(utterance.rate == AVSpeechUtteranceDefaultSpeechRate)
        #expect(
            AVSpeechUtteranceMinimumSpeechRate == 0 && AVSpeechUtteranceMaximumSpeechRate == 1 && AVSpeechUtteranceDefaultSpeechRate == 0.5)
        #expect(utterance.pitchMultiplier == 1 && utterance.volume == 1)
        #expect(utterance.voice == nil)
        utterance.rate = 3
        utterance.pitchMultiplier = 0.1
        utterance.volume = -1
        #expect(utterance.rate == 1 && utterance.pitchMultiplier == 0.5 && utterance.volume == 0)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        utterance.postUtteranceDelay = 0.5
        let copy = try #require(utterance.copy() as? AVSpeechUtterance)
        #expect(
            copy !== utterance && copy.speechString == utterance.speechString && copy.voice == utterance.voice
                && copy.postUtteranceDelay == 0.5)
        #expect(AVSpeechUtterance(attributedString: NSAttributedString(string: "Hello")).speechString == "Hello")
    }

    @Test("speaking follows the timeline: start, each word as it begins, finish; then the next utterance")
    func timeline() {
        let synthesizer = AVSpeechSynthesizer()
        let log = SpeechLog()
        synthesizer.delegate = log
        #expect(!synthesizer.isSpeaking)
        synthesizer.speak(AVSpeechUtterance(string: "Blood pressure normal."))
        let second = AVSpeechUtterance(string: "Next visit")
        second.preUtteranceDelay = 1
        synthesizer.speak(second)
        #expect(synthesizer.isSpeaking)
        #expect(log.events.isEmpty)
        synthesizer.advanceSpeech(by: 0)
        #expect(log.events == ["start Blood pressure normal.", "Blood"])
        // "Blood" lasts 6 × 0.06 s; "pressure" begins at 0.36 s.
        synthesizer.advanceSpeech(by: 0.35)
        #expect(log.events.count == 2)
        synthesizer.advanceSpeech(by: 0.02)
        #expect(log.events.last == "pressure")
        synthesizer.advanceSpeech(by: 10)
        #expect(
            log.events == [
                "start Blood pressure normal.", "Blood", "pressure", "normal", "finish Blood pressure normal.", "start Next visit", "Next",
                "visit", "finish Next visit",
            ])
        #expect(!synthesizer.isSpeaking)
    }

    @Test("the rate speeds speech up and slows it down, 2^(4 × (rate − 0.5)) times")
    func rate() {
        func duration(rate: Float) -> TimeInterval {
            let synthesizer = AVSpeechSynthesizer()
            let utterance = AVSpeechUtterance(string: "one two three")
            utterance.rate = rate
            synthesizer.speak(utterance)
            var elapsed = 0.0
            while synthesizer.isSpeaking, elapsed < 100 {
                synthesizer.advanceSpeech(by: 0.01)
                elapsed += 0.01
            }
            return elapsed
        }
        let normal = duration(rate: AVSpeechUtteranceDefaultSpeechRate)
        #expect(abs(normal - 0.06 * 14) < 0.02)
        #expect(abs(duration(rate: AVSpeechUtteranceMaximumSpeechRate) - normal / 4) < 0.02)
        #expect(abs(duration(rate: AVSpeechUtteranceMinimumSpeechRate) - normal * 4) < 0.02)
    }

    @Test("pausing and continuing: at once, or when the word being spoken ends")
    func pauseAndContinue() {
        let synthesizer = AVSpeechSynthesizer()
        let log = SpeechLog()
        synthesizer.delegate = log
        #expect(!synthesizer.pauseSpeaking(at: .immediate))
        synthesizer.speak(AVSpeechUtterance(string: "Take two tablets"))
        synthesizer.advanceSpeech(by: 0.1)
        #expect(synthesizer.pauseSpeaking(at: .word))
        #expect(!synthesizer.isPaused)
        synthesizer.advanceSpeech(by: 0.2)
        #expect(synthesizer.isPaused && synthesizer.isSpeaking)
        #expect(log.events == ["start Take two tablets", "Take", "pause"])
        synthesizer.advanceSpeech(by: 5)
        #expect(log.events.count == 3)
        #expect(synthesizer.continueSpeaking())
        #expect(!synthesizer.continueSpeaking())
        synthesizer.advanceSpeech(by: 0)
        #expect(log.events.suffix(2) == ["continue", "two"])
        #expect(synthesizer.pauseSpeaking(at: .immediate))
        #expect(log.events.last == "pause")
        synthesizer.continueSpeaking()
        synthesizer.advanceSpeech(by: 5)
        #expect(log.events.suffix(2) == ["tablets", "finish Take two tablets"])
    }

    @Test("stopping cancels the utterance being spoken and forgets the queue")
    func stop() {
        let synthesizer = AVSpeechSynthesizer()
        let log = SpeechLog()
        synthesizer.delegate = log
        #expect(!synthesizer.stopSpeaking(at: .immediate))
        synthesizer.speak(AVSpeechUtterance(string: "First reminder"))
        synthesizer.speak(AVSpeechUtterance(string: "Second reminder"))
        synthesizer.advanceSpeech(by: 0.1)
        #expect(synthesizer.stopSpeaking(at: .word))
        #expect(synthesizer.isSpeaking)
        synthesizer.advanceSpeech(by: 1)
        #expect(log.events == ["start First reminder", "First", "cancel First reminder"])
        #expect(!synthesizer.isSpeaking)
        synthesizer.speak(AVSpeechUtterance(string: "Third"))
        synthesizer.advanceSpeech(by: 0)
        #expect(synthesizer.stopSpeaking(at: .immediate))
        #expect(log.events.suffix(3) == ["start Third", "Third", "cancel Third"])
        synthesizer.advanceSpeech(by: 10)
        #expect(log.events.last == "cancel Third")
    }

    @Test("a view model that speaks and stops, as apps write one, leaves the synthesizer quiet")
    func viewModel() {
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: "Your appointment is at ten")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        synthesizer.speak(utterance)
        #expect(synthesizer.isSpeaking)
        synthesizer.stopSpeaking(at: .immediate)
        #expect(!synthesizer.isSpeaking && !synthesizer.isPaused)
    }
}
