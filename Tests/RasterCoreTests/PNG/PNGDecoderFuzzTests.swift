import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// One file, one verdict, in every build: libpng alone, `DirectPNGDecoder` first (optimised
/// builds), and the direct decoder for unfiltered RGB files only (debug builds). A bounded fuzz
/// mutates a small corpus of PNGs (bits, bytes, chunks with their CRCs mended, zlib trailers,
/// truncations) and runs every mutant through all three in this test build; they must give the
/// same pixels or all refuse.
///
/// The seed is printed; `NAPKIN_PNG_FUZZ_SEED=<n>` replays a run and
/// `NAPKIN_PNG_FUZZ_MUTANTS=<n>` makes it longer.
@Suite("PNG decoders under fuzzing")
struct PNGDecoderFuzzTests {
    /// Mutants per run unless the environment says otherwise: about a second and a half of a debug build.
    static let defaultMutantCount = 10_000

    @Test("Debug and release decoders agree on every mutant of the corpus")
    func debugAndReleaseAgree() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["NAPKIN_PNG_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        let count = environment["NAPKIN_PNG_FUZZ_MUTANTS"].flatMap { Int($0) } ?? Self.defaultMutantCount
        print("PNG decoder fuzz: seed \(seed) (replay with NAPKIN_PNG_FUZZ_SEED=\(seed)), \(count) mutants")
        let corpus = try PNGFuzzCorpus.files()
        // Seconds of decoding in a debug build: on a thread of its own, so that it does not hold
        // one of the cooperative pool's threads (two on a 2-core machine) that every async test
        // of the suite shares.
        let (tally, reports) = await onOwnThread { Self.fuzz(corpus, seed: seed, count: count) }
        for report in reports { Issue.record(Comment(rawValue: report)) }
        print("PNG decoder fuzz: seed \(seed): \(tally)")
        #expect(tally.disagreements == 0, "seed \(seed)")
        // The corpus and the mutations reach every outcome, or the run proves little.
        #expect(tally.decodedByBoth > count / 20 && tally.refusedByBoth > count / 4 && tally.readDirectly > count / 20, "\(tally)")
    }

    /// Decodes `count` mutants of `corpus` made from `seed` both ways; the tally, and a report
    /// of each of the first five disagreements.
    private static func fuzz(_ corpus: [Data], seed: UInt64, count: Int) -> (PNGFuzzTally, [String]) {
        var generator = SeededGenerator(seed: seed)
        var tally = PNGFuzzTally()
        var reports: [String] = []
        let originals = corpus.map { try? Bitmap(pngData: $0, decoders: .libpng) }
        for index in 0..<count {
            let which = Int(generator.next() % UInt64(corpus.count))
            let original = corpus[which]
            let (mutant, operation) = PNGMutation.random(using: &generator).apply(to: original, using: &generator)
            let debug = Result { try Bitmap(pngData: mutant, decoders: .libpng) }
            let release = Result { try Bitmap(pngData: mutant, decoders: .directThenLibpng) }
            let unfilteredFirst = Result { try Bitmap(pngData: mutant, decoders: .directUnfilteredRGBThenLibpng) }
            let direct = mutant.withUnsafeBytes { DirectPNGDecoder.decode($0) }
            tally.count(debug: debug, release: release, direct: direct)
            let streamedAgrees = streamedMatchAgrees(mutant, original: originals[which], decoded: try? debug.get(), direct: direct)
            if !agree(debug, release) || !agree(debug, unfilteredFirst) || !streamedAgrees {
                tally.disagreements += 1
                if tally.disagreements <= 5 {
                    reports.append(
                        """
                        Seed \(seed), mutant \(index) (\(operation)): libpng \(describe(debug)), direct first \(describe(release)), \
                        direct for unfiltered RGB \(describe(unfilteredFirst)), streamed match agrees: \(streamedAgrees); \
                        first bytes \(mutant.prefix(160).map { String(format: "%02x", $0) }.joined())
                        """)
                }
            }
        }
        return (tally, reports)
    }

    /// The streamed match (how a matching assertion is proved without decoding) never vouches
    /// for pixels libpng does not give (the unchanged original's, against a mutant), and
    /// vouches for the mutant's own pixels exactly when the direct decoder reads the file.
    private static func streamedMatchAgrees(_ mutant: Data, original: Bitmap?, decoded: Bitmap?, direct: Bitmap?) -> Bool {
        let unfilteredDirect = mutant.withUnsafeBytes { DirectPNGDecoder.decode($0, scope: .unfilteredRGB) }
        for (decoders, reads) in [(PNGDecoders.directThenLibpng, direct != nil), (.directUnfilteredRGBThenLibpng, unfilteredDirect != nil)]
        {
            if let original, original.isDecoded(fromPNG: mutant, decoders: decoders), decoded != original { return false }
            if let decoded, decoded.isDecoded(fromPNG: mutant, decoders: decoders) != reads { return false }
        }
        return !(decoded.map { $0.isDecoded(fromPNG: mutant, decoders: .libpng) } ?? false)
    }

    /// The same pixels, or both refused (the words of the refusal may differ).
    private static func agree(_ debug: Result<Bitmap, any Error>, _ release: Result<Bitmap, any Error>) -> Bool {
        switch (debug, release) {
        case (.success(let a), .success(let b)): return a == b
        case (.failure, .failure): return true
        default: return false
        }
    }

    private static func describe(_ result: Result<Bitmap, any Error>) -> String {
        switch result {
        case .success(let bitmap): return "decoded \(bitmap.width)×\(bitmap.height)"
        case .failure(let error): return "refused (\(error))"
        }
    }
}

/// What a fuzz run saw.
struct PNGFuzzTally: CustomStringConvertible {
    var decodedByBoth = 0
    var refusedByBoth = 0
    /// Mutants the direct decoder itself read (the rest went to libpng in both paths).
    var readDirectly = 0
    var disagreements = 0

    mutating func count(debug: Result<Bitmap, any Error>, release: Result<Bitmap, any Error>, direct: Bitmap?) {
        switch (debug, release) {
        case (.success, .success): decodedByBoth += 1
        case (.failure, .failure): refusedByBoth += 1
        default: break
        }
        if direct != nil { readDirectly += 1 }
    }

    var description: String {
        "\(decodedByBoth) decoded by both, \(refusedByBoth) refused by both, \(readDirectly) read by the direct decoder, \(disagreements) disagreements"
    }
}

/// The files the fuzz starts from: what the encoder writes (RGB and RGBA, one and several row
/// blocks, image data split over chunks, harmless chunks around it) and hand-made files with
/// every filter type in stored deflate.
enum PNGFuzzCorpus {
    static func files() throws -> [Data] {
        var files: [Data] = []
        for (width, height, alpha) in [(5, 3, false), (23, 17, true), (40, 20, false), (9, 40, true), (1, 1, true)] {
            files.append(try picture(width: width, height: height, alpha: alpha).pngData())
        }
        // Image data in three chunks.
        let split = HandmadePNG.chunks(of: try picture(width: 30, height: 18, alpha: true).pngData()).flatMap {
            chunk -> [(type: String, body: [UInt8])] in
            guard chunk.type == "IDAT" else { return [chunk] }
            let third = max(1, chunk.body.count / 3)
            return [
                ("IDAT", Array(chunk.body[..<third])), ("IDAT", Array(chunk.body[third..<(2 * third)])),
                ("IDAT", Array(chunk.body[(2 * third)...])),
            ]
        }
        files.append(HandmadePNG.assemble(split))
        // Harmless chunks before and after the image data.
        var decorated = HandmadePNG.chunks(of: try picture(width: 8, height: 6, alpha: false).pngData())
        decorated.insert(("sRGB", [0]), at: 1)
        decorated.insert(("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]), at: 1)
        decorated.insert(("tEXt", Array("Software\u{0}napkin".utf8)), at: decorated.count - 1)
        files.append(HandmadePNG.assemble(decorated))
        // Stored deflate, a different filter on each row.
        for channels in [3, 4] {
            var scanlines: [UInt8] = []
            for y in 0..<6 {
                scanlines.append(UInt8(y % 5))
                scanlines += (0..<(7 * channels)).map { UInt8(truncatingIfNeeded: $0 * 29 + y * 7) }
            }
            files.append(HandmadePNG.file(width: 7, height: 6, bitDepth: 8, colorType: channels == 4 ? 6 : 2, scanlines: scanlines))
        }
        return files
    }

    /// A deterministic picture with gradients and noise.
    private static func picture(width: Int, height: Int, alpha: Bool) -> Bitmap {
        var generator = SeededGenerator(seed: UInt64(width * 1000 + height))
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt32(truncatingIfNeeded: generator.next())
                let a: UInt32 = alpha ? max(1, (noise >> 8) & 0xFF) : 0xFF
                let r = UInt32(x * 255 / max(1, width - 1)) * a / 255, g = UInt32(y * 255 / max(1, height - 1)) * a / 255,
                    b = (noise & 0xFF) * a / 255
                pixels.append(a << 24 | r << 16 | g << 8 | b)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
