import AVFoundation
import Foundation
import Testing

/// Records what a recorder tells its delegate.
private final class RecorderLog: AVAudioRecorderDelegate {
    var finished: [Bool] = []
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { finished.append(flag) }
}

private func temporaryURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("speech22-\(UUID().uuidString)-\(name)")
}

extension AudioInputSuites {
    @Suite("AVFAudio stand-in: AVAudioRecorder, AVAudioEngine, AVAudioApplication")
    struct AVAudioRecorderTests {
        @Test("A 16-bit WAV recording is a real file of silence that AVAudioPlayer reads with the recorded length")
        func waveRecording() throws {
            let url = temporaryURL("take.wav")
            defer { try? FileManager.default.removeItem(at: url) }
            let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatLinearPCM), AVSampleRateKey: 16_000, AVNumberOfChannelsKey: 2]
            let recorder = try AVAudioRecorder(url: url, settings: settings)
            let log = RecorderLog()
            recorder.delegate = log
            #expect(recorder.prepareToRecord())
            #expect(FileManager.default.fileExists(atPath: url.path))
            #expect(recorder.record())
            #expect(recorder.isRecording)
            recorder.advanceRecording(by: 1.5)
            #expect(recorder.currentTime == 1.5)
            recorder.pause()
            recorder.advanceRecording(by: 10)  // paused: no time passes
            #expect(recorder.currentTime == 1.5)
            recorder.record()
            recorder.advanceRecording(by: 0.5)
            recorder.stop()
            #expect(!recorder.isRecording && recorder.currentTime == 0)
            #expect(log.finished == [true])

            let data = try Data(contentsOf: url)
            // 44-byte header, then 2 s × 16 000 frames × 2 channels × 2 bytes of zeros.
            #expect(data.count == 44 + 128_000)
            #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF" && String(decoding: data[8..<12], as: UTF8.self) == "WAVE")
            #expect(data[44...].allSatisfy { $0 == 0 })
            let player = try AVAudioPlayer(contentsOf: url)
            #expect(player.duration == 2)
            #expect(player.numberOfChannels == 2)
            #expect(recorder.settings[AVLinearPCMBitDepthKey] as? Int == 16)
            #expect(recorder.format.commonFormat == .pcmFormatInt16 && recorder.format.sampleRate == 16_000)
        }

        @Test("The screens' IMA4 settings write a CAF of whole 34-byte packets that AVAudioPlayer reads; record(forDuration:) stops")
        func ima4Recording() throws {
            let url = temporaryURL("record.caf")
            defer { try? FileManager.default.removeItem(at: url) }
            let settings: [String: Any] = [
                AVFormatIDKey: kAudioFormatAppleIMA4 as AnyObject, AVSampleRateKey: 44100, AVNumberOfChannelsKey: 1,
                AVEncoderAudioQualityKey: AVAudioQuality.max.rawValue,
            ]
            let recorder = try AVAudioRecorder(url: url, settings: settings)
            let log = RecorderLog()
            recorder.delegate = log
            recorder.isMeteringEnabled = true
            #expect(recorder.record(forDuration: 1))
            recorder.advanceRecording(by: 0.75)
            #expect(recorder.isRecording)
            recorder.updateMeters()
            #expect(recorder.averagePower(forChannel: 0) == -160 && recorder.peakPower(forChannel: 0) == -160)
            recorder.advanceRecording(by: 5)  // stops at 1 s
            #expect(!recorder.isRecording)
            #expect(log.finished == [true])
            let data = try Data(contentsOf: url)
            #expect(String(decoding: data[0..<4], as: UTF8.self) == "caff")
            // 44 100 frames in packets of 64: 690 packets of 34 bytes (IMA4 silence is all zero bytes).
            let packets = (44_100 + 63) / 64
            #expect(data.count == 8 + 12 + 32 + 12 + 4 + packets * 34)
            let player = try AVAudioPlayer(contentsOf: url)
            #expect(player.numberOfChannels == 1)
            #expect(abs(player.duration - Double(packets * 64) / 44_100) < 1e-9)
            #expect(recorder.settings[AVEncoderAudioQualityKey] as? Int == AVAudioQuality.max.rawValue)
        }

        @Test("Float, µ-law and big-endian CAF recordings keep their format's silence and length")
        func otherFormats() throws {
            let float = temporaryURL("float.caf")
            let ulaw = temporaryURL("ulaw.wav")
            defer { for url in [float, ulaw] { try? FileManager.default.removeItem(at: url) } }
            let floatRecorder = try AVAudioRecorder(
                url: float,
                settings: [
                    AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 8000.0, AVNumberOfChannelsKey: 1, AVLinearPCMBitDepthKey: 32,
                    AVLinearPCMIsFloatKey: true, AVLinearPCMIsBigEndianKey: true,
                ])
            floatRecorder.record()
            floatRecorder.advanceRecording(by: 0.25)
            floatRecorder.stop()
            let floatPlayer = try AVAudioPlayer(contentsOf: float)
            #expect(floatPlayer.duration == 0.25)
            #expect(floatRecorder.format.commonFormat == .pcmFormatFloat32)

            let ulawRecorder = try AVAudioRecorder(
                url: ulaw, settings: [AVFormatIDKey: kAudioFormatULaw, AVSampleRateKey: 8000, AVNumberOfChannelsKey: 1])
            ulawRecorder.record()
            ulawRecorder.advanceRecording(by: 0.5)
            ulawRecorder.stop()
            let data = try Data(contentsOf: ulaw)
            #expect(data.suffix(4000).allSatisfy { $0 == 0xFF })
            let ulawPlayer = try AVAudioPlayer(contentsOf: ulaw)
            #expect(ulawPlayer.duration == 0.5)
            #expect(ulawRecorder.deleteRecording())
            #expect(!FileManager.default.fileExists(atPath: ulaw.path))
        }

        @Test("AAC, big-endian WAV and unknown file types are refused with iOS's OSStatus errors")
        func refusals() throws {
            let aac = temporaryURL("take.m4a")
            #expect(throws: AudioRecorderSettingsError.unsupportedFileType("mp3")) {
                try AVAudioRecorder(url: temporaryURL("take.mp3"), settings: [AVFormatIDKey: Int(kAudioFormatLinearPCM)])
            }
            do {
                _ = try AVAudioRecorder(
                    url: aac, settings: [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 44100, AVNumberOfChannelsKey: 1])
                Issue.record("AAC was accepted")
            } catch {
                #expect(
                    error.localizedDescription.contains("'aac '") && error.localizedDescription.contains("kAudioFormatLinearPCM"),
                    "\(error.localizedDescription)")
                let bridged = error as NSError
                #expect(bridged.domain == NSOSStatusErrorDomain && bridged.code == 1_718_449_215)
            }
            #expect(throws: AudioRecorderSettingsError.self) {
                try AVAudioRecorder(
                    url: temporaryURL("be.wav"), settings: [AVFormatIDKey: kAudioFormatLinearPCM, AVLinearPCMIsBigEndianKey: true])
            }
            #expect(throws: AudioRecorderSettingsError.self) {
                try AVAudioRecorder(url: temporaryURL("x.caf"), settings: [AVLinearPCMBitDepthKey: 12])
            }
            #expect(throws: AudioRecorderSettingsError.self) {
                try AVAudioRecorder(url: temporaryURL("x.wav"), settings: [AVNumberOfChannelsKey: 0])
            }
        }

        @Test("Record permission: undetermined, declined unless a test grants it, kept once answered")
        func recordPermission() async {
            AVAudioApplication.resetRecordPermission()
            defer { AVAudioApplication.resetRecordPermission() }
            #expect(AVAudioApplication.shared.recordPermission == .undetermined)
            #expect(AVAudioSession.sharedInstance().recordPermission == .undetermined)
            var heard: Bool?
            AVAudioApplication.requestRecordPermission { heard = $0 }
            #expect(heard == false)
            #expect(AVAudioApplication.shared.recordPermission == .denied)
            AVAudioApplication.answerRecordPermissionRequests(granting: true)
            #expect(await AVAudioApplication.requestRecordPermission() == false)  // asked before: the answer stands

            AVAudioApplication.resetRecordPermission()
            AVAudioApplication.answerRecordPermissionRequests(granting: true)
            AVAudioSession.sharedInstance().requestRecordPermission { heard = $0 }
            #expect(heard == true)
            #expect(AVAudioSession.sharedInstance().recordPermission == .granted)
            AVAudioApplication.setRecordPermission(.denied)
            #expect(AVAudioApplication.shared.recordPermission == .denied)
        }

        @Test("The engine's input taps get silent buffers of the session's input format as time is advanced")
        func engineTaps() throws {
            let session = AVAudioSession.sharedInstance()
            defer { session.resetPreferences() }
            try session.setPreferredSampleRate(44_100)
            try session.setPreferredInputNumberOfChannels(1)
            #expect(throws: AVAudioSession.ErrorCode.badParam) { try session.setPreferredInputNumberOfChannels(4) }
            #expect(throws: AVAudioSession.ErrorCode.badParam) { try session.setPreferredSampleRate(1_000_000) }

            let engine = AVAudioEngine()
            let input = engine.inputNode
            let format = input.outputFormat(forBus: 0)
            #expect(format.sampleRate == 44_100 && format.channelCount == 1 && format.isStandard)
            var buffers: [(frames: AVAudioFrameCount, silent: Bool, sampleTime: AVAudioFramePosition)] = []
            input.installTap(onBus: 0, bufferSize: 1024, format: nil) { buffer, time in
                let samples = buffer.floatChannelData![0]
                let silent = (0..<Int(buffer.frameLength)).allSatisfy { samples[$0] == 0 }
                buffers.append((buffer.frameLength, silent, time.sampleTime))
                #expect(buffer.format == format)
            }
            engine.prepare()
            engine.advanceRendering(by: 1)  // not started: nothing
            #expect(buffers.isEmpty)
            try engine.start()
            #expect(engine.isRunning)
            engine.advanceRendering(by: 0.1)  // 4410 frames: four whole buffers, 314 frames carried over
            #expect(buffers.map(\.frames) == [1024, 1024, 1024, 1024])
            #expect(buffers.map(\.sampleTime) == [0, 1024, 2048, 3072])
            #expect(buffers.allSatisfy { $0.silent })
            engine.advanceRendering(by: 0.02)  // 882 more: 1196 waiting, one more buffer
            #expect(buffers.count == 5)
            input.removeTap(onBus: 0)
            engine.advanceRendering(by: 1)
            #expect(buffers.count == 5)
            engine.stop()
            #expect(!engine.isRunning)
            #expect(input.lastRenderTime == nil)
        }

        @Test("Buffers and formats: capacity, length, channel pointers of the format's type, settings")
        func buffersAndFormats() throws {
            let stereo = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 22_050, channels: 2, interleaved: true))
            let buffer = try #require(AVAudioPCMBuffer(pcmFormat: stereo, frameCapacity: 100))
            #expect(buffer.floatChannelData == nil && buffer.int16ChannelData != nil)
            #expect(buffer.stride == 2)
            buffer.frameLength = 500
            #expect(buffer.frameLength == 100)
            buffer.int16ChannelData![0][199] = 7
            #expect(buffer.int16ChannelData![0][199] == 7)
            #expect(AVAudioFormat(commonFormat: .pcmFormatFloat32, sampleRate: 0, channels: 1, interleaved: false) == nil)
            let fromSettings = try #require(AVAudioFormat(settings: stereo.settings))
            #expect(fromSettings == stereo)
            let ima4 = try #require(
                AVAudioFormat(settings: [AVFormatIDKey: kAudioFormatAppleIMA4, AVSampleRateKey: 8000, AVNumberOfChannelsKey: 1]))
            #expect(ima4.commonFormat == .otherFormat)
            #expect(AVAudioPCMBuffer(pcmFormat: ima4, frameCapacity: 64) == nil)
            // Bad input is refused, not a crash.
            #expect(
                AVAudioFormat(settings: [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: Double.infinity, AVNumberOfChannelsKey: 1])
                    == nil)
            #expect(
                AVAudioFormat(settings: [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 8000, AVNumberOfChannelsKey: 1e30]) == nil)
            let huge = try #require(AVAudioFormat(standardFormatWithSampleRate: 1e300, channels: 64))
            #expect(AVAudioPCMBuffer(pcmFormat: huge, frameCapacity: .max) == nil)
            #expect(huge.description.contains("64 ch"))
            #expect(throws: AudioRecorderSettingsError.self) {
                try AVAudioRecorder(url: temporaryURL("x.wav"), settings: [AVNumberOfChannelsKey: 1e30, AVFormatIDKey: Double.nan])
            }
            #expect(AVAudioTime.hostTime(forSeconds: .infinity) == .max && AVAudioTime.hostTime(forSeconds: -1) == 0)
            let time = AVAudioTime(sampleTime: 4410, atRate: 44_100)
            #expect(time.isSampleTimeValid && !time.isHostTimeValid)
            #expect(AVAudioTime.seconds(forHostTime: AVAudioTime.hostTime(forSeconds: 1.5)) == 1.5)
        }
    }
}
