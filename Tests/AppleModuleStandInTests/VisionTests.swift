import Foundation
import NapkinUI
import Testing
import Vision

/// Text recognition as screens write it: read an image's lines and join them.
private func recognizeText(in image: UIImage, completion: @escaping (String) -> Void) {
    guard let cgImage = image.cgImage else {
        completion("no pixels")
        return
    }
    let handler = VNImageRequestHandler(cgImage: cgImage, options: [:])
    let request = VNRecognizeTextRequest { request, error in
        guard error == nil else { return completion("error") }
        let lines = request.results?.compactMap { ($0 as? VNRecognizedTextObservation)?.topCandidates(1).first?.string } ?? []
        completion(lines.joined(separator: "\n"))
    }
    request.recognitionLevel = .accurate
    do {
        try handler.perform([request])
    } catch {
        completion("failed")
    }
}

@Suite("Vision stand-in")
struct VisionTests {
    @Test("Performing a request runs its completion handler before perform returns, with no results")
    func recognizesNothing() throws {
        let image = try #require(UIImage(data: greyPNG))
        var calls: [String] = []
        recognizeText(in: image) { calls.append($0) }
        #expect(calls == [""])
    }

    @Test("Vision brings Core Image, as on iOS: a photo made grey and contrasted before recognition, without importing it")
    func coreImageThroughVision() throws {
        let image = try #require(UIImage(data: greyPNG))
        // As receipt scanners prepare a photo (corpus20's 375, `TextRecognitionAdvanced.swift`).
        let filter = CIFilter(name: "CIPhotoEffectMono")
        filter!.setValue(CIImage(image: image), forKey: "inputImage")
        var outputImage = filter!.outputImage
        outputImage = outputImage!.applyingFilter("CIColorControls", parameters: [kCIInputContrastKey: NSNumber(value: 1.5)])
        let cgImage = try #require(CIContext().createCGImage(outputImage!, from: (outputImage?.extent)!))
        #expect(cgImage.width == image.cgImage?.width && cgImage.height == image.cgImage?.height)
        let handler = VNImageRequestHandler(ciImage: outputImage!, orientation: .up)
        let request = VNRecognizeTextRequest()
        try handler.perform([request])
        #expect(request.results?.isEmpty == true)
    }

    @Test("Every request is performed in order; results go from nil to empty")
    func performsInOrder() throws {
        var order: [String] = []
        let text = VNRecognizeTextRequest { _, _ in order.append("text") }
        let faces = VNDetectFaceRectanglesRequest { _, _ in order.append("faces") }
        let labels = VNClassifyImageRequest { _, _ in order.append("labels") }
        let codes = VNDetectBarcodesRequest { _, _ in order.append("codes") }
        #expect(text.results == nil)
        try VNImageRequestHandler(data: Data()).perform([text, faces, labels, codes])
        #expect(order == ["text", "faces", "labels", "codes"])
        #expect(text.results?.isEmpty == true && codes.results?.isEmpty == true)
    }

    @Test("A file that cannot be read throws; a readable one performs")
    func urlHandler() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        #expect(throws: NSError.self) { try VNImageRequestHandler(url: missing).perform([VNRecognizeTextRequest()]) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
        try greyPNG.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let request = VNRecognizeTextRequest()
        try VNImageRequestHandler(url: file).perform([request])
        #expect(request.results?.count == 0)
    }

    @Test("A text request's settings default as Vision's")
    func textDefaults() {
        let request = VNRecognizeTextRequest()
        #expect(request.recognitionLevel == .accurate)
        #expect(request.usesLanguageCorrection)
        #expect(request.recognitionLanguages == ["en-US"])
        #expect(request.regionOfInterest == CGRect(x: 0, y: 0, width: 1, height: 1))
        request.recognitionLevel = .fast
        #expect(request.recognitionLevel.rawValue == 1)
    }

    @Test("topCandidates gives the best readings first, at most the count asked and at most 10")
    func candidates() {
        let readings = (0..<12).map { VNRecognizedText(string: "line \($0)", confidence: 1 - Float($0) / 20) }
        let observation = VNRecognizedTextObservation(boundingBox: CGRect(x: 0, y: 0, width: 0.5, height: 0.1), candidates: readings)
        #expect(observation.topCandidates(1).map(\.string) == ["line 0"])
        #expect(observation.topCandidates(50).count == 10)
        #expect(observation.topCandidates(0).isEmpty)
        #expect(observation.confidence == 1)
        let code = VNBarcodeObservation(symbology: .qr, payloadStringValue: "https://example.com", boundingBox: .zero)
        #expect(code.payloadStringValue == "https://example.com" && code.symbology == .qr)
    }
}

/// A grey 4×2 PNG, written for these tests.
private let greyPNG = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNoaGj4j4wZ0AUATbUT+Utx2uUAAAAASUVORK5CYII=")!
