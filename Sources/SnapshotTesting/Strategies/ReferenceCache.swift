public import Foundation

/// A way for a strategy to know that a snapshot matches its reference without decoding the
/// reference file, and to remember what a reference decoded to so that it can know it next
/// time. Not in upstream.
///
/// The snapshot engine knows no file format: it reads a reference's bytes (within the
/// diffing's ``Diffing/maximumReferenceSize``), asks the diffing's cache whether they are
/// already known to match, and otherwise decodes and compares as usual, then hands the
/// decoded reference to the cache. Only formats whose decoding is worth skipping set one; the
/// image diffings use ``decodedPixels`` (a PNG decode is most of a passing image assertion),
/// the text and data diffings use none.
///
/// Both closures receive the diffing in effect at the time of the call, so a cache never
/// trusts a decoding or comparison that was since replaced (`fromData` or `diff` set anew).
///
/// ```swift
/// var diffing = Diffing<Bitmap>(toData: { try $0.pngData() }, fromData: { try Bitmap(pngData: $0) }, diff: compare)
/// diffing.referenceCache = .decodedPixels
/// ```
public struct ReferenceCache<Value>: Sendable {
    /// Returns `true` only when `snapshot` is known to match what `diffing` decodes the
    /// reference bytes into, compared by `diffing`: the assertion then passes without
    /// decoding the reference. `false` means "decode and compare as usual", never "differs".
    ///
    /// A `true` that is not certain would let a changed snapshot pass: prove, don't guess.
    public var proves: @Sendable (_ snapshot: Value, _ referenceData: Data, _ referenceURL: URL, _ diffing: Diffing<Value>) -> Bool

    /// Called with each reference the engine decoded (before comparing it), its bytes and its
    /// file. Must not fail: trouble only costs the next assertion a decode.
    public var remember: @Sendable (_ reference: Value, _ referenceData: Data, _ referenceURL: URL, _ diffing: Diffing<Value>) -> Void

    /// A cache from its two operations.
    ///
    /// - Parameters:
    ///   - proves: `true` only when the snapshot certainly matches the reference bytes.
    ///   - remember: Keeps what a reference decoded to; never fails.
    @preconcurrency
    public init(
        proves: @escaping @Sendable (_ snapshot: Value, _ referenceData: Data, _ referenceURL: URL, _ diffing: Diffing<Value>) -> Bool,
        remember: @escaping @Sendable (_ reference: Value, _ referenceData: Data, _ referenceURL: URL, _ diffing: Diffing<Value>) -> Void
    ) {
        self.proves = proves
        self.remember = remember
    }
}
