internal import Foundation
internal import NapkinSupport
public import RasterCore

extension ReferenceCache where Value == Bitmap {
    /// The decoded-pixel cache of the image diffings (see ``Diffing/image(precision:perceptualPrecision:)``):
    /// a matching image passes without decoding its reference PNG, proved by a content-addressed
    /// entry under the package's `.build/snapshot-pixel-cache` (`SNAPSHOT_TESTING_PIXEL_CACHE`
    /// moves it, or turns it off with `off`).
    ///
    /// Sound for any diffing of bitmaps stored as PNG: entries are keyed by the reference's bytes
    /// and by what the diffing's `fromData` makes of two probe images, and a proved match still
    /// asks the diffing's `diff` to pass the snapshot compared with itself.
    public static var decodedPixels: ReferenceCache {
        ReferenceCache(
            proves: { snapshot, referenceData, referenceURL, diffing in
                ReferencePixelCache.proves(snapshot, matchesReference: referenceData, at: referenceURL, diffing: diffing)
            },
            remember: { reference, referenceData, referenceURL, diffing in
                ReferencePixelCache.remember(reference, decodedFrom: referenceData, at: referenceURL, diffing: diffing)
            }
        )
    }
}

/// Lets a matching image snapshot pass without decoding its reference PNG again: what
/// ``ReferenceCache/decodedPixels``, the image diffings' reference cache, runs.
///
/// Decoding a 1170×2532 reference costs 12–13 ms, most of a passing assertion, yet the same
/// bytes always decode to the same pixels. So the first time a reference is decoded, a small
/// entry is written that says, in effect, "the file whose bytes hash to *K* decodes to pixels
/// whose keyed digest is *D*". The next assertion against the same file hashes the file
/// (SHA-256, ~0.1 ms for 100 KB), digests the new snapshot's pixels (GMAC, ~1 ms over two
/// cores for 11.8 MB) and passes when both
/// agree; anything else (no entry, a damaged one, a different digest) falls back to the full
/// decode and comparison, which then decides.
///
/// **Where.** `<package>/.build/snapshot-pixel-cache/v1/<K in hex>`, where `<package>` is the
/// package holding the reference file, or else the one at the working directory (`swift test`
/// runs there); with neither, nothing is cached. `SNAPSHOT_TESTING_PIXEL_CACHE=off` turns the
/// cache off; any other value names the folder to use instead.
///
/// **Invalidation.** Entries are addressed by content, never by path or time: *K* is SHA-256
/// over the reference file's bytes together with the PNG decoder's identity (libpng's version,
/// the decoder's revision and its pixels for a probe image; see `Bitmap.pngDecoderIdentity`)
/// and the strategy's own decoding of two probe images. Editing or re-recording a reference,
/// upgrading libpng or changing the decoder gives a new *K*, so an old entry is never
/// consulted again; it costs 128 bytes until `.build` is cleaned.
///
/// **Why it never turns a real difference into a pass.** A pass needs all of: an entry whose
/// own SHA-256 checksum is intact, that names the same *K* inside (so a copied or renamed
/// entry is refused), of the same width and height, and whose GMAC tags equal the tags of the
/// new pixels under the entry's random 128-bit key. For new pixels that differ from the
/// decoded reference, equal tags happen with probability below 2⁻¹⁰⁸ (see ``PixelDigest``),
/// not merely "rarely" as with a 64-bit checksum. Equal pixels make equal bitmaps, and the
/// strategy's own `diff` is still asked about the new bitmap compared with itself, so a
/// strategy that fails even identical images still fails. An entry is only ever written from
/// pixels that the strategy's `fromData` just decoded from exactly those bytes, or from a
/// snapshot that the same decoder, streaming those bytes, just proved equal to them. Writing is
/// best-effort: an unwritable folder only means the next run decodes again.
struct ReferencePixelCache: Sendable {
    /// The folder holding the entries.
    let folder: URL

    /// Turns the cache off (`off`, `0`, `false`, `no`), or names its folder.
    static let environmentVariable = "SNAPSHOT_TESTING_PIXEL_CACHE"
    /// The size of one entry file in bytes.
    static let entrySize = 128
    private static let magic: [UInt8] = Array("NPXC".utf8)
    private static let version: UInt32 = 1

    /// What the cache says about a new snapshot.
    enum Verdict: Equatable, Sendable {
        /// The new pixels are those the reference decodes to.
        case match
        /// No entry for these reference bytes: decode.
        case noEntry
        /// An entry exists but is truncated, damaged or for other bytes: decode (and rewrite it).
        case damagedEntry
        /// The entry's size or digest differs from the new pixels: decode and compare.
        case differentPixels
    }

    /// The cache to use for the reference at `referenceURL`, or `nil` when it is off or there
    /// is no package to hold it.
    static func forReference(at referenceURL: URL) -> ReferencePixelCache? {
        if let configured = SnapshotEnvironment.value(environmentVariable) {
            if ["off", "0", "false", "no"].contains(configured.lowercased()) { return nil }
            return ReferencePixelCache(folder: URL(fileURLWithPath: configured, isDirectory: true))
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        guard
            let root = PackageRoot.containing(referenceURL)
                ?? PackageRoot.containing(workingDirectory.appendingPathComponent("Package.swift"))
        else { return nil }
        return ReferencePixelCache(folder: root.appendingPathComponent(".build/snapshot-pixel-cache/v1", isDirectory: true))
    }

    // MARK: The verification path

    /// True only when the cache proves that `snapshot` equals what `diffing.fromData` makes of
    /// `referenceData` and `diffing` passes a value compared with itself; `false` means "decode
    /// and compare as usual", never "differs".
    ///
    /// Without an entry (the first run, a fresh checkout on CI, or the cache off), a diffing that
    /// still decodes with `Bitmap(pngData:)` streams the reference through that decoder and
    /// compares row by row (``RasterCore/Bitmap/isDecoded(fromPNG:decoders:)``): a matching
    /// screen then costs no 12 MB decoded image, and the entry is written from the snapshot,
    /// whose pixels that decode just proved equal. An entry whose digest differs sends the
    /// assertion straight to the full decode: the pixels differ.
    static func proves(_ snapshot: Bitmap, matchesReference referenceData: Data, at referenceURL: URL, diffing: Diffing<Bitmap>) -> Bool {
        let cache = forReference(at: referenceURL)
        let key = cache == nil ? nil : key(for: referenceData, diffing: diffing)
        if let cache, let key {
            switch cache.verdict(for: snapshot, key: key) {
            case .match: return diffing.diff(snapshot, snapshot) == nil
            case .differentPixels: return false
            case .noEntry, .damagedEntry: break
            }
        }
        guard diffing.decodesAsPNGBitmap, snapshot.isDecoded(fromPNG: referenceData),
            diffing.diff(snapshot, snapshot) == nil
        else { return false }
        if let cache, let key { cache.remember(snapshot, key: key) }
        return true
    }

    /// Records what `referenceData` decoded to; never fails.
    static func remember(_ reference: Bitmap, decodedFrom referenceData: Data, at referenceURL: URL, diffing: Diffing<Bitmap>) {
        guard let cache = forReference(at: referenceURL),
            let key = key(for: referenceData, diffing: diffing)
        else { return }
        cache.remember(reference, key: key)
    }

    // MARK: Keys

    /// The entry key for reference bytes read by `diffing`: SHA-256 over the PNG decoder's
    /// identity, the strategy's decoding of the probe images and the bytes' own SHA-256.
    /// `nil` when the strategy cannot read the probes (then it does not store PNG, and
    /// nothing is cached).
    static func key(for referenceData: Data, diffing: Diffing<Bitmap>) -> [UInt8]? {
        guard let probes = probeDecoding(diffing) else { return nil }
        var material = Data(Bitmap.pngDecoderIdentity.utf8)
        material.append(0)
        material.append(contentsOf: probes)
        material.append(contentsOf: PixelDigest.sha256(referenceData))
        return PixelDigest.sha256(material)
    }

    /// The probe images as PNG bytes: one with every kind of alpha, one opaque of two rows.
    private static let probeImages: [Data] = [
        Bitmap(width: 4, height: 1, pixels: [0xFF1C_1A17, 0x0000_0000, 0x8040_2010, 0xFEF3_EDE1]),
        Bitmap(width: 3, height: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF, 0xFF0F_1A15, 0xFF5E_584E, 0xFFF3_EDE1, 0xFF12_3456]),
    ].compactMap { try? $0.pngData() }

    /// What `diffing.fromData` makes of the probes, as bytes (size and pixels of each), so that
    /// two strategies that decode differently never share entries.
    private static func probeDecoding(_ diffing: Diffing<Bitmap>) -> [UInt8]? {
        var bytes: [UInt8] = []
        for probe in probeImages {
            guard let decoded = try? diffing.decode(probe) else { return nil }
            withUnsafeBytes(of: UInt32(decoded.width).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(decoded.height).littleEndian) { bytes += $0 }
            decoded.pixels.withUnsafeBytes { bytes += $0 }
        }
        return bytes
    }

    // MARK: Entries

    /// The entry file for `key`.
    func entryURL(for key: [UInt8]) -> URL {
        folder.appendingPathComponent(key.map { String(format: "%02x", $0) }.joined(), isDirectory: false)
    }

    /// Compares `snapshot` with the entry for `key`.
    func verdict(for snapshot: Bitmap, key: [UInt8]) -> Verdict {
        let url = entryURL(for: key)
        let data: Data
        do {
            // Bounded: one byte more than an entry tells an oversized file from a valid one.
            data = try readRegularFile(url, limit: Self.entrySize + 1, followingLinks: false)
        } catch {
            return FileManager.default.fileExists(atPath: url.path) ? .damagedEntry : .noEntry
        }
        guard let entry = Entry(data), entry.key == key else { return .damagedEntry }
        guard entry.width == snapshot.width, entry.height == snapshot.height,
            let tag = PixelDigest.gmac(key: entry.digestKey, bitmap: snapshot)
        else { return .differentPixels }
        return tag == entry.tag ? .match : .differentPixels
    }

    /// Writes the entry for `key` from `decoded`, the pixels its reference bytes just decoded
    /// to. Trouble (an unwritable or missing folder, a full disk) is ignored: it only costs
    /// the next run a decode. Only a regular file is written: a link or a FIFO planted at the
    /// entry's path is left alone, never written through or waited on.
    func remember(_ decoded: Bitmap, key: [UInt8]) {
        let digestKey = PixelDigest.randomKey()
        guard decoded.width <= Int(UInt32.max), decoded.height <= Int(UInt32.max),
            let tag = PixelDigest.gmac(key: digestKey, bitmap: decoded)
        else { return }
        let entry = Entry(key: key, digestKey: digestKey, width: decoded.width, height: decoded.height, tag: tag)
        try? createFolder(at: folder)
        try? FileWriter.regularFilesOnly.write(entry.data, to: entryURL(for: key))
    }

    /// One entry, 128 bytes: `NPXC`, version (UInt32 LE), key (32), digest key (16), width and
    /// height (UInt32 LE), pixel digest (32: the GMAC tags of the two halves), then SHA-256 of
    /// the 96 bytes before it.
    struct Entry: Equatable {
        var key: [UInt8]
        var digestKey: [UInt8]
        var width: Int
        var height: Int
        var tag: [UInt8]

        init(key: [UInt8], digestKey: [UInt8], width: Int, height: Int, tag: [UInt8]) {
            self.key = key
            self.digestKey = digestKey
            self.width = width
            self.height = height
            self.tag = tag
        }

        /// Parses an entry; `nil` for anything but an intact one of this version.
        init?(_ data: Data) {
            let bytes = [UInt8](data)
            guard bytes.count == ReferencePixelCache.entrySize,
                Array(bytes[0..<4]) == ReferencePixelCache.magic,
                Self.uint32(bytes, at: 4) == ReferencePixelCache.version,
                PixelDigest.sha256(Data(bytes[0..<96])) == Array(bytes[96..<128])
            else { return nil }
            key = Array(bytes[8..<40])
            digestKey = Array(bytes[40..<56])
            width = Int(Self.uint32(bytes, at: 56))
            height = Int(Self.uint32(bytes, at: 60))
            tag = Array(bytes[64..<96])
        }

        /// The entry's file bytes.
        var data: Data {
            var bytes = ReferencePixelCache.magic
            withUnsafeBytes(of: ReferencePixelCache.version.littleEndian) { bytes += $0 }
            bytes += key + digestKey
            withUnsafeBytes(of: UInt32(width).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(height).littleEndian) { bytes += $0 }
            bytes += tag
            bytes += PixelDigest.sha256(Data(bytes))
            return Data(bytes)
        }

        private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
    }
}
