import Foundation
import NapkinUI
import Testing

@testable import Lottie

@Suite("Lottie stand-in: hostile input")
struct LottieHostileInputTests {
    private func error(decoding text: String) -> LottieDecodingError? {
        error(decoding: Data(text.utf8))
    }

    private func error(decoding data: Data) -> LottieDecodingError? {
        do {
            _ = try LottieAnimation.from(data: data)
            return nil
        } catch let error as LottieDecodingError {
            return error
        } catch {
            Issue.record("untyped error \(error)")
            return nil
        }
    }

    @Test("data over the size bound is refused before it is parsed")
    func tooLarge() {
        let size = LottieLimits.maximumFileSize + 1
        #expect(error(decoding: Data(count: size)) == .fileTooLarge(bytes: size, limit: LottieLimits.maximumFileSize))
    }

    @Test("a file over the size bound is refused before it is read, and by name or path gives nil")
    func tooLargeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(LottieLimits.maximumFileSize) + 10)
        try handle.close()
        #expect(throws: LottieDecodingError.fileTooLarge(bytes: LottieLimits.maximumFileSize + 10, limit: LottieLimits.maximumFileSize)) {
            try LottieAnimation.load(contentsOfFile: file.path)
        }
        #expect(LottieAnimation.filepath(file.path, animationCache: nil) == nil)
        #expect(throws: LottieDecodingError.fileNotFound(directory.appendingPathComponent("none.json").path)) {
            try LottieAnimation.load(contentsOfFile: directory.appendingPathComponent("none.json").path)
        }
    }

    @Test("nesting deeper than the bound, bad JSON and JSON that is not an animation give typed errors")
    func malformed() {
        #expect(error(decoding: String(repeating: "[", count: 5000)) == .tooDeep(limit: LottieLimits.maximumDepth))
        #expect(
            error(decoding: "{\"layers\": " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}")
                == .tooDeep(limit: LottieLimits.maximumDepth))
        if case .invalidJSON = error(decoding: "{\"v\": ") {} else { Issue.record("truncated JSON is not .invalidJSON") }
        if case .invalidJSON = error(decoding: "") {} else { Issue.record("empty data is not .invalidJSON") }
        #expect(error(decoding: "{}") == .invalidAnimation(field: "ip"))
        #expect(error(decoding: "[1, 2]") == .invalidAnimation(field: "the top-level object"))
        #expect(error(decoding: "{\"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10}") == .invalidAnimation(field: "layers"))
        #expect(
            error(decoding: "{\"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10, \"fr\": 0, \"layers\": []}") == .invalidAnimation(field: "fr"))
        #expect(
            error(
                decoding:
                    "{\"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10, \"layers\": [{\"ty\": 4, \"ks\": {\"p\": {\"a\": 1, \"k\": [{\"s\": [1]}]}}}]}"
            )
                == .invalidAnimation(field: "a keyframe's t"))
    }

    @Test("more layers than the bound give a typed error")
    func tooManyLayers() {
        let layers = Array(repeating: "{\"ty\": 3}", count: LottieLimits.maximumLayers + 1).joined(separator: ",")
        #expect(
            error(decoding: "{\"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10, \"layers\": [\(layers)]}")
                == .tooMany(what: "layers", limit: LottieLimits.maximumLayers))
    }

    @Test("a precomposition that uses itself stops at the nesting bound; a layer that parents itself is drawn once")
    @MainActor
    func cycles() throws {
        let json = """
            {"ip": 0, "op": 10, "w": 40, "h": 40,
             "assets": [{"id": "loop", "layers": [
               {"ty": 0, "ind": 1, "refId": "loop", "ip": 0, "op": 10, "w": 40, "h": 40},
               {"ty": 1, "ind": 2, "parent": 2, "ip": 0, "op": 10, "sc": "#0000ff", "sw": 40, "sh": 40}]}],
             "layers": [{"ty": 0, "ind": 1, "refId": "loop", "ip": 0, "op": 10, "w": 40, "h": 40}]}
            """
        let animation = try LottieAnimation.from(data: Data(json.utf8))
        var renderer = LottieRenderer(composition: animation.composition)
        let operations = renderer.render(frame: 0, placement: .identity)
        #expect(operations.count == LottieLimits.maximumPrecompDepth)
        #expect(renderer.skipped.contains("precompositions nested deeper than \(LottieLimits.maximumPrecompDepth)"))
        let bitmap = render(
            AnimationViewHost(view: LottieAnimationView(animation: animation)).frame(width: 40, height: 40),
            size: CGSize(width: 40, height: 40))
        #expect(pixel(bitmap, 20, 20, is: blue))
    }

    @Test("a view without an animation (a missing name) draws nothing")
    @MainActor
    func missingAnimation() {
        let view = LottieAnimationView(name: "missing", bundle: .module)
        #expect(view.animation == nil)
        view.play()
        #expect(!view.isAnimationPlaying)
        let bitmap = render(AnimationViewHost(view: view).frame(width: 120, height: 80))
        #expect(pixel(bitmap, 60, 40, is: white))
        #expect(pixel(render(LottieView(animation: nil).frame(width: 120, height: 80)), 60, 40, is: white))
    }
}
