import AVFoundation
import AudioToolbox
import Foundation
import Testing

@Suite("AudioToolbox stand-in: system sounds", .serialized)
struct SystemSoundTests {
    init() { SystemSoundPlayback.reset() }

    @Test("Sounds and the vibration are recorded in order, alerts marked")
    func played() {
        AudioServicesPlayAlertSound(SystemSoundID(1117))
        AudioServicesPlaySystemSound(1118)
        AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
        let played = SystemSoundPlayback.played
        #expect(played.map(\.soundID) == [1117, 1118, 4095])
        #expect(played.map(\.isAlert) == [true, false, true])
        #expect(played.map(\.isVibration) == [false, false, true])
    }

    @Test("A sound made from a file plays with its file until disposed; a missing file makes none")
    func fileSound() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-chime-\(UUID().uuidString).caf")
        try Data([0x63, 0x61, 0x66, 0x66]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var soundID: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file, &soundID) == kAudioServicesNoError)
        #expect(soundID >= 4096)
        AudioServicesPlaySystemSound(soundID)
        #expect(SystemSoundPlayback.played.last?.file == file)
        #expect(AudioServicesDisposeSystemSoundID(soundID) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(soundID) == kAudioServicesBadSpecifierError)

        var missing: SystemSoundID = 7
        let status = AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent/beep.caf"), &missing)
        #expect(status == kAudioServicesSystemSoundUnspecifiedError && missing == 7)
    }
}
