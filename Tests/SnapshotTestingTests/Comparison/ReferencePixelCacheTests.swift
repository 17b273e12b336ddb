import Foundation
import NapkinSupport
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// The decoded-pixel cache: a matching image passes without decoding its reference, and no
/// damaged, misplaced or stale entry, nor an unwritable folder, ever changes an outcome.
@Suite struct ReferencePixelCacheTests {
    // MARK: The digests, against published test vectors

    @Test func sha256MatchesTheFIPS180Examples() {
        #expect(hex(PixelDigest.sha256(Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(PixelDigest.sha256(Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(PixelDigest.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func gmacMatchesPublishedGCMVectors() {
        // McGrew and Viega, "The Galois/Counter Mode of Operation", test case 1: zero key and
        // IV, no data.
        let empty = PixelDigest.gmac(key: [UInt8](repeating: 0, count: 16), UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(empty.map(hex) == "58e2fccefa7e3061367f1d57a4e7455a")
        // NIST CAVP gcmEncryptExtIV128.rsp, [PTlen = 0] [AADlen = 128], Count = 0.
        let key = [UInt8](Data(hexString: "77be63708971c4e240d1cb79e8d77feb"))
        let iv = [UInt8](Data(hexString: "e0e00f19fed7ba0136a797f3"))
        let aad = Data(hexString: "7a43ec1d9c0a5a78a0b16533a6213cab")
        let tag = aad.withUnsafeBytes { PixelDigest.gmac(key: key, iv: iv, $0) }
        #expect(tag.map(hex) == "209fcc8d3675ed938e9c7166709dd946")
    }

    @Test func aBitmapDigestIsTheTagsOfItsTwoHalvesAndSeesEveryPixel() throws {
        let picture = samplePicture(width: 37, height: 23)  // 3404 bytes: halves of 1696 and 1708
        let key = PixelDigest.randomKey()
        let digest = try #require(PixelDigest.gmac(key: key, bitmap: picture))
        let halves = picture.pixels.withUnsafeBytes { bytes in
            (
                PixelDigest.gmac(key: key, UnsafeRawBufferPointer(rebasing: bytes[..<1696])),
                PixelDigest.gmac(key: key, UnsafeRawBufferPointer(rebasing: bytes[1696...]))
            )
        }
        #expect(digest == (try #require(halves.0)) + (try #require(halves.1)))
        for (x, y) in [(0, 0), (36, 22), (20, 11), (21, 11)] {
            let changed = picture.setting(x: x, y: y, to: picture[x, y] ^ 1)
            #expect(PixelDigest.gmac(key: key, bitmap: changed) != digest, "pixel \(x), \(y)")
        }
        #expect(PixelDigest.gmac(key: PixelDigest.randomKey(), bitmap: picture) != digest)
    }

    // MARK: Entries

    @Test func rememberedPixelsMatchAndNoOtherPixelsDo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ReferencePixelCache(folder: folder.url.appendingPathComponent("cache"))
        let picture = samplePicture(width: 40, height: 30)
        let key = PixelDigest.sha256(Data("reference".utf8))
        #expect(cache.verdict(for: picture, key: key) == .noEntry)
        cache.remember(picture, key: key)
        #expect(try Data(contentsOf: cache.entryURL(for: key)).count == ReferencePixelCache.entrySize)
        #expect(cache.verdict(for: picture, key: key) == .match)
        // Same size, one pixel different, anywhere.
        for (x, y) in [(0, 0), (39, 29), (13, 17)] {
            #expect(cache.verdict(for: picture.setting(x: x, y: y, to: 0xFFFF_0000), key: key) == .differentPixels)
        }
        // The same pixels read as another shape.
        let transposed = Bitmap(width: 30, height: 40, pixels: picture.pixels)
        #expect(cache.verdict(for: transposed, key: key) == .differentPixels)
        // Another reference's key has no entry.
        #expect(cache.verdict(for: picture, key: PixelDigest.sha256(Data("other".utf8))) == .noEntry)
    }

    @Test(arguments: EntryDamage.allCases)
    func aDamagedEntryIsNeverTrustedAndIsRewritten(_ damage: EntryDamage) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ReferencePixelCache(folder: folder.url.appendingPathComponent("cache"))
        let picture = samplePicture()
        let key = PixelDigest.sha256(Data("reference".utf8))
        cache.remember(picture, key: key)
        let url = cache.entryURL(for: key)
        try damage.apply(to: url)
        #expect(cache.verdict(for: picture, key: key) == .damagedEntry)
        if damage != .replacedByFolder {
            cache.remember(picture, key: key)
            #expect(cache.verdict(for: picture, key: key) == .match)
        }
    }

    @Test func anEntryCopiedUnderAnotherReferencesNameIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ReferencePixelCache(folder: folder.url.appendingPathComponent("cache"))
        let picture = samplePicture()
        let first = PixelDigest.sha256(Data("first".utf8)), second = PixelDigest.sha256(Data("second".utf8))
        cache.remember(picture, key: first)
        try FileManager.default.copyItem(at: cache.entryURL(for: first), to: cache.entryURL(for: second))
        #expect(cache.verdict(for: picture, key: second) == .damagedEntry)
    }

    // MARK: Keys

    @Test func theKeyFollowsTheBytesAndHowTheStrategyDecodesThem() throws {
        let image = Diffing<Bitmap>.image
        let a = try samplePicture().pngData(), b = try samplePicture().setting(x: 1, y: 1, to: 0xFF00_0000).pngData()
        let keyA = try #require(ReferencePixelCache.key(for: a, diffing: image))
        #expect(ReferencePixelCache.key(for: a, diffing: .image(perceptualPrecision: 0.98)) == keyA)
        #expect(ReferencePixelCache.key(for: b, diffing: image) != keyA)
        var edited = a
        edited[edited.count - 1] ^= 1
        #expect(ReferencePixelCache.key(for: edited, diffing: image) != keyA)
        // A strategy that reads the same bytes into other pixels never shares its entries.
        var darkening = image
        darkening.decode = { data in
            let bitmap = try Bitmap(pngData: data)
            return Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels.map { $0 & 0xFFFE_FEFE })
        }
        #expect(ReferencePixelCache.key(for: a, diffing: darkening) != keyA)
        // A bitmap strategy that does not read PNG: nothing is cached.
        var notPNG = image
        notPNG.decode = { _ in throw PNGError.notPNG(path: nil) }
        #expect(ReferencePixelCache.key(for: a, diffing: notPNG) == nil)
    }

    @Test func theCacheCanBeTurnedOffOrMoved() {
        let reference = URL(fileURLWithPath: "/nonexistent/__Snapshots__/a.png")
        SnapshotEnvironment.$override.withValue([ReferencePixelCache.environmentVariable: "off"]) {
            #expect(ReferencePixelCache.forReference(at: reference) == nil)
        }
        SnapshotEnvironment.$override.withValue([ReferencePixelCache.environmentVariable: "/tmp/pixels"]) {
            #expect(ReferencePixelCache.forReference(at: reference)?.folder.path == "/tmp/pixels")
        }
    }

    @Test func byDefaultItLivesInThePackagesBuildFolder() throws {
        let root = try #require(PackageRoot.containing(URL(fileURLWithPath: #filePath)))
        let reference = root.appendingPathComponent("__Snapshots__/Some/test.1.png")
        let cache = SnapshotEnvironment.$override.withValue([:]) { ReferencePixelCache.forReference(at: reference) }
        #expect(
            cache?.folder.standardizedFileURL.path == root.appendingPathComponent(".build/snapshot-pixel-cache/v1").standardizedFileURL.path
        )
    }

    // MARK: Through verifySnapshot

    @Test func aMatchWritesTheEntryThatProvesTheNextMatch() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        try run.record(samplePicture())
        #expect(run.verify(samplePicture()) == nil)
        let key = try #require(ReferencePixelCache.key(for: run.referenceBytes(), diffing: Diffing<Bitmap>.image))
        #expect(run.cache.verdict(for: samplePicture(), key: key) == .match)
        #expect(run.verify(samplePicture()) == nil)
    }

    @Test func aProvenMatchDoesNotDecodeItsReference() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        let picture = samplePicture()
        try run.record(picture)
        let (snapshotting, decodes) = try run.countingReferenceDecodes()
        // The first match streams the reference against the snapshot and writes the entry…
        #expect(run.verify(picture, as: snapshotting) == nil)
        #expect(decodes.withLock { $0 } == 0)
        let key = try #require(ReferencePixelCache.key(for: run.referenceBytes(), diffing: Diffing<Bitmap>.image))
        #expect(run.cache.verdict(for: picture, key: key) == .match)
        // …which proves the next one.
        #expect(run.verify(picture, as: snapshotting) == nil)
        #expect(decodes.withLock { $0 } == 0)
        // A difference is decoded and compared, to say how it differs.
        #expect(run.verify(picture.setting(x: 2, y: 2, to: 0xFF00_0000), as: snapshotting) != nil)
        #expect(decodes.withLock { $0 } == 1)
    }

    @Test func withTheCacheOffAMatchStreamsItsReferenceAndADifferenceIsDecoded() throws {
        let run = try CacheRun(cacheOff: true)
        defer { run.folder.remove() }
        let picture = samplePicture(width: 1170, height: 40)
        try run.record(picture)
        let (snapshotting, decodes) = try run.countingReferenceDecodes()
        for _ in 0..<2 { #expect(run.verify(picture, as: snapshotting) == nil) }
        #expect(decodes.withLock { $0 } == 0)
        // The last pixel of the last row: the stream reads every row before it agrees.
        let message = run.verify(picture.setting(x: 1169, y: 39, to: 0xFF00_0000), as: snapshotting)
        #expect(
            ["1 of 46,800 pixels differ", "1 of 46800 pixels differ"].contains { message?.contains($0) == true }, "\(message ?? "passed")")
        #expect(decodes.withLock { $0 } == 1)
        #expect(!FileManager.default.fileExists(atPath: run.cache.folder.path), "the cache is off: nothing is written")
    }

    @Test func aStrategyWithItsOwnFromDataIsNeverProvedByStreaming() throws {
        let run = try CacheRun(cacheOff: true)
        defer { run.folder.remove() }
        let picture = samplePicture()
        try run.record(picture)
        // A decoding of its own (here every pixel inverted): the file's rows equal the snapshot,
        // what this strategy reads from them does not, so the assertion must fail.
        var inverting = Diffing<Bitmap>.image
        inverting.fromData = { data in
            let decoded = try! Bitmap(pngData: data)
            return Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels.map { $0 ^ 0x00FF_FFFF })
        }
        #expect(!inverting.decodesAsPNGBitmap)
        let message = run.verify(picture, as: Snapshotting<Bitmap, Bitmap>(pathExtension: "png", diffing: inverting))
        #expect(
            ["1,200 of 1,200 pixels differ", "1200 of 1200 pixels differ"].contains { message?.contains($0) == true },
            "\(message ?? "passed")")
        #expect(Diffing<Bitmap>.image.decodesAsPNGBitmap)
    }

    @Test func sameSizeDifferentPixelsFailDespiteAnEntry() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        try run.record(samplePicture())
        #expect(run.verify(samplePicture()) == nil)
        let message = try #require(run.verify(samplePicture().setting(x: 5, y: 5, to: 0xFFFF_FFFF)))
        #expect(message.contains("does not match"))
        #expect(message.contains("1 of 1,200 pixels differ") || message.contains("1 of 1200 pixels differ"), "\(message)")
    }

    @Test func anEditedReferenceIsComparedAgain() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        let old = samplePicture(), new = samplePicture().setting(x: 0, y: 0, to: 0xFF00_00FF)
        try run.record(old)
        #expect(run.verify(old) == nil)
        try run.record(new)
        #expect(run.verify(old)?.contains("does not match") == true)
        #expect(run.verify(new) == nil)
    }

    @Test func aCorruptEntryFallsBackToDecodingAndIsRepaired() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        let picture = samplePicture()
        try run.record(picture)
        #expect(run.verify(picture) == nil)
        let key = try #require(ReferencePixelCache.key(for: run.referenceBytes(), diffing: Diffing<Bitmap>.image))
        try Data(repeating: 0xA5, count: ReferencePixelCache.entrySize).write(to: run.cache.entryURL(for: key))
        #expect(run.verify(picture.setting(x: 3, y: 3, to: 0xFF00_0000))?.contains("does not match") == true)
        #expect(run.verify(picture) == nil)
        #expect(run.cache.verdict(for: picture, key: key) == .match)
    }

    @Test func anotherReferencesEntryUnderThisNameCannotPassADifference() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        let shown = samplePicture(), recorded = samplePicture().setting(x: 7, y: 7, to: 0xFF00_0000)
        // An entry for a reference holding `shown`…
        try run.record(shown)
        #expect(run.verify(shown) == nil)
        let shownKey = try #require(ReferencePixelCache.key(for: run.referenceBytes(), diffing: Diffing<Bitmap>.image))
        // …copied under the name of the reference that really holds `recorded`.
        try run.record(recorded)
        let recordedKey = try #require(ReferencePixelCache.key(for: run.referenceBytes(), diffing: Diffing<Bitmap>.image))
        try FileManager.default.copyItem(at: run.cache.entryURL(for: shownKey), to: run.cache.entryURL(for: recordedKey))
        #expect(run.verify(shown)?.contains("does not match") == true)
    }

    @Test func anUnwritableCacheFolderChangesNoOutcome() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A regular file where the folder should be: nothing can be created inside, even by root.
        let blocked = folder.url.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: blocked)
        let run = try CacheRun(folder: folder, cacheFolder: blocked.appendingPathComponent("v1"))
        let picture = samplePicture()
        try run.record(picture)
        #expect(run.verify(picture) == nil)
        #expect(run.verify(picture) == nil)
        #expect(run.verify(picture.setting(x: 1, y: 2, to: 0xFF00_0000))?.contains("does not match") == true)
        #expect(try Data(contentsOf: blocked) == Data("not a folder".utf8))
    }

    @Test func aStrategyThatFailsEqualImagesStillFailsWithAnEntry() throws {
        let run = try CacheRun()
        defer { run.folder.remove() }
        let picture = samplePicture()
        try run.record(picture)
        #expect(run.verify(picture) == nil)
        var strict = Diffing<Bitmap>.image
        strict.diff = { _, _ in ("never satisfied", []) }
        let snapshotting = Snapshotting<Bitmap, Bitmap>(pathExtension: "png", diffing: strict)
        let message = run.verify(picture, as: snapshotting)
        #expect(message?.contains("never satisfied") == true, "\(message ?? "passed")")
    }
}

/// One reference in a temporary folder, verified with the pixel cache in a folder of its own.
private struct CacheRun {
    let folder: TemporaryFolder
    let cache: ReferencePixelCache

    /// Whether the run turns the cache off (`SNAPSHOT_TESTING_PIXEL_CACHE=off`).
    let cacheOff: Bool

    init(folder: TemporaryFolder? = nil, cacheFolder: URL? = nil, cacheOff: Bool = false) throws {
        let folder = try folder ?? TemporaryFolder()
        self.folder = folder
        self.cacheOff = cacheOff
        cache = ReferencePixelCache(folder: cacheFolder ?? folder.url.appendingPathComponent("cache/v1"))
    }

    var referenceURL: URL { folder.url.appendingPathComponent("references/picture.cached.png") }

    func referenceBytes() throws -> Data { try Data(contentsOf: referenceURL) }

    /// Writes `bitmap` as the reference.
    func record(_ bitmap: Bitmap) throws {
        try FileManager.default.createDirectory(at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bitmap.pngData().write(to: referenceURL)
    }

    /// The image strategy with its decoding counted: how many times the reference itself was
    /// decoded (the cache also decodes two tiny probes, which are not counted). The decoding is
    /// replaced underneath `fromData`, so the strategy may still stream its reference.
    func countingReferenceDecodes() throws -> (Snapshotting<Bitmap, Bitmap>, Locked<Int>) {
        let referenceSize = try referenceBytes().count
        let decodes = Locked(0)
        var counting = Diffing<Bitmap>.image
        counting.decode = { data in
            if data.count == referenceSize { decodes.withLock { $0 += 1 } }
            return try Bitmap(pngData: data)
        }
        return (Snapshotting<Bitmap, Bitmap>(pathExtension: "png", diffing: counting), decodes)
    }

    /// `verifySnapshot` of `bitmap` against the reference, never recording.
    func verify(_ bitmap: Bitmap, as snapshotting: Snapshotting<Bitmap, Bitmap> = .image) -> String? {
        withTestEnvironment(artifacts: folder, [ReferencePixelCache.environmentVariable: cacheOff ? "off" : cache.folder.path]) {
            verifySnapshot(
                of: bitmap, as: snapshotting, named: "cached", record: .never, snapshotDirectory: folder.path("references"),
                testName: "picture()")
        }
    }
}

/// Ways an entry file gets damaged.
enum EntryDamage: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case truncated, lengthened, emptied, flippedMagic, flippedKey, flippedDigestKey, flippedSize, flippedDigest, flippedChecksum,
        replacedByFolder

    var testDescription: String { rawValue }

    func apply(to url: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: url))
        switch self {
        case .truncated: bytes.removeLast(9)
        case .lengthened: bytes.append(0)
        case .emptied: bytes = []
        case .flippedMagic: bytes[1] ^= 0x20
        case .flippedKey: bytes[20] ^= 1
        case .flippedDigestKey: bytes[45] ^= 1
        case .flippedSize: bytes[56] ^= 1
        case .flippedDigest: bytes[90] ^= 1
        case .flippedChecksum: bytes[127] ^= 1
        case .replacedByFolder:
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            return
        }
        try Data(bytes).write(to: url)
    }
}

private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}
