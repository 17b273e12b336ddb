import Foundation
import NapkinSupport
import PackageTestSupport
import RasterCore
import Testing

@testable import SnapshotTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a strategy tells the engine about its reference files (`maximumReferenceSize`,
/// `referenceCache`), and that the engine asks the strategy instead of knowing formats.
@Suite struct ReferenceCapabilityTests {
    // MARK: Without a capability

    @Test func aCustomDiffingReadsUpToTheDefaultLimitAndDecodesEveryReference() throws {
        let run = try CustomRun()
        defer { run.folder.remove() }
        let diffing = run.diffing
        #expect(diffing.maximumReferenceSize == 64 * 1_048_576)
        #expect(diffing.maximumReferenceSize == Diffing<Data>.defaultMaximumReferenceSize)
        #expect(diffing.referenceCache == nil)
        try run.writeReference("same")
        #expect(run.verify("same", as: diffing) == nil)
        #expect(run.verify("same", as: diffing) == nil)
        #expect(run.decodes.current == 2)
        #expect(run.verify("other", as: diffing)?.contains("\"other\" differs from \"same\"") == true)
        #expect(run.decodes.current == 3)
    }

    // MARK: A reference cache

    @Test func theEngineAsksTheCacheFirstAndTellsItWhatItDecoded() throws {
        let (run, log, diffing) = try CustomRun.cached(proving: false, reference: "same")
        defer { run.folder.remove() }

        #expect(run.verify("same", as: diffing) == nil)
        #expect(
            log.calls.current == [
                "proves same from 4 bytes of \(run.referenceURL.path)",
                "remembers same from 4 bytes of \(run.referenceURL.path)",
            ])
        #expect(run.decodes.current == 1)
    }

    @Test func aProvedMatchPassesWithoutDecodingOrComparing() throws {
        let (run, log, diffing) = try CustomRun.cached(proving: true, reference: "same")
        defer { run.folder.remove() }

        #expect(run.verify("same", as: diffing) == nil)
        #expect(log.calls.current == ["proves same from 4 bytes of \(run.referenceURL.path)"])
        #expect(run.decodes.current == 0)
    }

    @Test func anUnprovedDifferenceIsDecodedAndFails() throws {
        let (run, log, diffing) = try CustomRun.cached(proving: false, reference: "same")
        defer { run.folder.remove() }

        let message = try #require(run.verify("other", as: diffing))
        #expect(message.hasSuffix("\"other\" differs from \"same\""))
        #expect(log.calls.current.count == 2)
        #expect(run.decodes.current == 1)
    }

    @Test func aMissingOrUnreadableReferenceNeverReachesTheCache() throws {
        let (run, log, cached) = try CustomRun.cached(proving: true, reference: nil)
        defer { run.folder.remove() }
        var diffing = cached
        diffing.maximumReferenceSize = 2
        let missing = expectingNeverNote { run.verify("new", as: diffing, record: .never) }
        #expect(missing?.hasPrefix("No reference was found on disk.") == true)
        try run.writeReference("too long")
        #expect(run.verify("too long", as: diffing)?.contains("is unusable") == true)
        #expect(log.calls.current.isEmpty)
    }

    // MARK: The size limit

    @Test func aReferenceOverTheLimitIsRefusedUnreadAndUnchanged() throws {
        let run = try CustomRun()
        defer { run.folder.remove() }
        var diffing = run.diffing
        diffing.maximumReferenceSize = 64
        let oversize = String(repeating: "x", count: 65)
        try run.writeReference(oversize)

        let message = try #require(run.verify(oversize, as: diffing))
        #expect(
            message.hasPrefix(
                """
                The reference snapshot "\(run.referenceURL.path)" is unusable: it is 65 bytes, more than \
                the 64 bytes its strategy reads from a reference (the diffing's maximumReferenceSize). \
                A reference of this format is not this large: delete it and record it again; if it \
                really is the reference, raise the strategy's limit (set diffing.maximumReferenceSize).

                Re-record it (this rewrites only failing references): this assertion's `record: .missing` argument decides \
                its record mode, and SNAPSHOT_TESTING_RECORD cannot override it: make it `record: .failed`, then run: swift test --filter
                """), "\(message)")
        #expect(run.decodes.current == 0)
        #expect(try String(contentsOf: run.referenceURL, encoding: .utf8) == oversize)

        // At the limit, the reference is read, decoded and compared.
        let atLimit = String(repeating: "x", count: 64)
        try run.writeReference(atLimit)
        #expect(run.verify(atLimit, as: diffing) == nil)
        #expect(run.decodes.current == 1)
    }

    @Test func limitsAreWordedInMebibytesWhenWhole() {
        #expect(ReferenceSizeLimit.describe(16 * 1_048_576) == "16 MiB")
        #expect(ReferenceSizeLimit.describe(1_048_576 + 1) == "1048577 bytes")
        #expect(ReferenceSizeLimit.describe(1000) == "1000 bytes")
    }

    // MARK: The built-in strategies

    @Test func eachFormatHasItsOwnLimitAndOnlyImagesACache() {
        let text = 16 * 1_048_576
        #expect(Diffing<String>.lines.maximumReferenceSize == text)
        #expect(Diffing<String>.maximumTextReferenceSize == text)
        for strategy in [
            Snapshotting<[Int], String>.dump.diffing, Snapshotting<Int, String>.description.diffing,
            Snapshotting<[String: Int], String>.json.diffing, Snapshotting<URLRequest, String>.raw.diffing,
        ] {
            #expect(strategy.maximumReferenceSize == text)
            #expect(strategy.referenceCache == nil)
        }
        #expect(Diffing<String>.lines.referenceCache == nil)
        #expect(Diffing<Data>.data.maximumReferenceSize == 64 * 1_048_576)
        #expect(Diffing<Data>.data.referenceCache == nil)
        #expect(Diffing<Bitmap>.image.maximumReferenceSize == Bitmap.maximumPNGFileSize)
        #expect(Diffing<Bitmap>.image(perceptualPrecision: 0.98).referenceCache != nil)
        #expect(Snapshotting<Bitmap, Bitmap>.image.diffing.referenceCache != nil)
    }

    @Test func aTextReferenceIsBoundByTheTextLimitNotThePNGOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let limit = Diffing<String>.maximumTextReferenceSize
        let reference = folder.url.appendingPathComponent("large.text.txt")
        let verify = { (text: String) in
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: text, as: .lines, named: "text", snapshotDirectory: folder.path, testName: "large()")
            }
        }
        let atLimit = String(repeating: "line of text\n", count: limit / 13) + String(repeating: "x", count: limit % 13)
        try Data(atLimit.utf8).write(to: reference)
        #expect(verify(atLimit) == nil)

        try Data((atLimit + "!").utf8).write(to: reference)
        let message = try #require(verify(atLimit))
        #expect(
            message.contains("is unusable: it is \(limit + 1) bytes, more than the 16 MiB its strategy reads"), "\(message.prefix(400))")
    }

    @Test func textIsNeverRoutedThroughThePixelCacheAndImagesAre() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = folder.url.appendingPathComponent("pixel-cache")
        let environment = [ReferencePixelCache.environmentVariable: cache.path]
        try Data("text".utf8).write(to: folder.url.appendingPathComponent("text.1.txt"))
        try samplePicture().pngData().write(to: folder.url.appendingPathComponent("picture.1.png"))

        withTestEnvironment(artifacts: folder, environment) {
            #expect(verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path, testName: "text()") == nil)
            #expect(!FileManager.default.fileExists(atPath: cache.path))
            #expect(verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "picture()") == nil)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
    }

    // MARK: Composing strategies

    @Test func aDiffingPullbackKeepsTheLimitButNotTheCache() {
        struct Screenshot { var bitmap: Bitmap }
        var image = Diffing<Bitmap>.image
        image.maximumReferenceSize = 1234
        let pulled = image.pullback({ (shot: Screenshot) in shot.bitmap }, from: { Screenshot(bitmap: $0) })
        #expect(pulled.maximumReferenceSize == 1234)
        #expect(pulled.referenceCache == nil)
    }

    @Test func aSnapshottingPullbackKeepsBoth() {
        let strategy = Snapshotting<Bitmap, Bitmap>.image.pullback { (pixels: [UInt32]) in
            Bitmap(width: pixels.count, height: 1, pixels: pixels)
        }
        #expect(strategy.diffing.maximumReferenceSize == Bitmap.maximumPNGFileSize)
        #expect(strategy.diffing.referenceCache != nil)
    }

    @Test func anOwnBitmapDiffingCanOptIntoThePixelCache() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = folder.url.appendingPathComponent("pixel-cache")
        var own = Diffing<Bitmap>(
            toData: { try $0.pngData() },
            fromData: { try Bitmap(pngData: $0) },
            diff: { $0.pixels == $1.pixels ? nil : ("pixels differ", []) }
        )
        let verify = { (diffing: Diffing<Bitmap>) in
            verifySnapshot(
                of: samplePicture(), as: Snapshotting(pathExtension: "png", diffing: diffing), named: "picture",
                snapshotDirectory: folder.path, testName: "own()")
        }
        try samplePicture().pngData().write(to: folder.url.appendingPathComponent("own.picture.png"))
        withTestEnvironment(artifacts: folder, [ReferencePixelCache.environmentVariable: cache.path]) {
            #expect(verify(own) == nil)
            #expect(!FileManager.default.fileExists(atPath: cache.path))
            own.referenceCache = .decodedPixels
            #expect(verify(own) == nil)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
    }
}

/// One text reference in a temporary folder, verified with a diffing that counts its decodes.
private struct CustomRun {
    let folder: TemporaryFolder
    let decodes = Locked(0)

    init() throws {
        folder = try TemporaryFolder()
    }

    var referenceURL: URL { folder.url.appendingPathComponent("custom.reference.txt") }

    /// A diffing of text with no capability of its own that counts `fromData` calls.
    var diffing: Diffing<String> {
        let decodes = decodes
        return Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                decodes.withLock { $0 += 1 }
                return String(decoding: data, as: UTF8.self)
            },
            diff: { reference, new in reference == new ? nil : ("\"\(new)\" differs from \"\(reference)\"", []) }
        )
    }

    /// A run whose diffing has a logging cache that proves as told, with `reference` written.
    static func cached(proving: Bool, reference: String?) throws -> (CustomRun, CacheLog, Diffing<String>) {
        let run = try CustomRun(), log = CacheLog(proving: proving)
        var diffing = run.diffing
        diffing.referenceCache = log.cache
        if let reference { try run.writeReference(reference) }
        return (run, log, diffing)
    }

    func writeReference(_ text: String) throws {
        try Data(text.utf8).write(to: referenceURL)
    }

    func verify(_ text: String, as diffing: Diffing<String>, record: SnapshotTestingConfiguration.Record = .missing) -> String? {
        let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing)
        return withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: text, as: strategy, named: "reference", record: record, snapshotDirectory: folder.path, testName: "custom()")
        }
    }
}

/// A reference cache that proves as told and logs what the engine asked of it.
private struct CacheLog {
    let proving: Bool
    let calls = Locked<[String]>([])

    var cache: ReferenceCache<String> {
        let calls = calls, proving = proving
        return ReferenceCache(
            proves: { snapshot, data, url, _ in
                calls.withLock { $0.append("proves \(snapshot) from \(data.count) bytes of \(url.path)") }
                return proving
            },
            remember: { reference, data, url, _ in
                calls.withLock { $0.append("remembers \(reference) from \(data.count) bytes of \(url.path)") }
            }
        )
    }
}
