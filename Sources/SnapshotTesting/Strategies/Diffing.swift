public import Foundation
public import SnapshotReport

/// How to compare two values of a snapshot format and convert them to and from the bytes of a
/// reference file.
///
/// A `Diffing` is a plain value: build one with
/// ``init(toData:fromData:diff:presentation:)-yat1``, or derive one for a new type from an
/// existing one with ``pullback(_:from:)``.
///
/// ``toData`` and ``fromData`` are called without `try`, as upstream's are, so custom
/// strategies written for upstream compile unchanged. A diffing may still be built from
/// closures that throw (the image diffing does, for a damaged PNG): `assertSnapshot` then uses
/// the throwing versions and turns a damaged reference file into a readable test failure,
/// while a direct call of ``fromData`` with damaged bytes stops the process with the reason,
/// as upstream's image diffings do.
///
/// The closures are `@Sendable` so strategies can be `static let`s under Swift 6's complete
/// concurrency checking; the initialisers are `@preconcurrency`, so Swift 5 code passes the
/// same closures as to upstream (one that captures a `var`, say).
public struct Diffing<Value>: Sendable {
    /// Converts a value to the bytes of a reference file.
    public var toData: @Sendable (_ value: Value) -> Data {
        get { let encode = encode; return { value in Diffing.unwrap { try encode(value) } } }
        set { encode = newValue }
    }
    /// Reads a value back from the bytes of a reference file.
    public var fromData: @Sendable (_ data: Data) -> Value {
        get { let decode = decode; return { data in Diffing.unwrap { try decode(data) } } }
        set {
            decode = newValue
            decodesAsPNGBitmap = false
        }
    }
    /// Compares a reference (`lhs`) with a new value (`rhs`): `nil` when they match, otherwise
    /// a failure description and files that help explain it.
    public var diff: @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    /// How the failure report shows a value of this format (the new snapshot, the reference).
    /// Not in upstream; `.file` (a link) unless the strategy says more.
    public var presentation: @Sendable (_ value: Value) -> ArtifactPresentation
    /// The largest reference file, in bytes, that `assertSnapshot` reads for this format; a
    /// larger one fails the assertion without being read (a reference is input from outside
    /// the test). Not in upstream. ``defaultMaximumReferenceSize`` unless the strategy sets
    /// its own: text allows 16 MiB, images the PNG decoder's limit.
    public var maximumReferenceSize: Int = Diffing.defaultMaximumReferenceSize
    /// How `assertSnapshot` may know a snapshot matches its reference without decoding it;
    /// `nil` (the default) decodes every reference. Not in upstream; the image diffings set
    /// ``ReferenceCache/decodedPixels``.
    public var referenceCache: ReferenceCache<Value>?

    /// ``toData`` as given, possibly throwing; what `assertSnapshot` calls.
    var encode: @Sendable (_ value: Value) throws -> Data
    /// ``fromData`` as given, possibly throwing; what `assertSnapshot` calls, so a damaged
    /// reference fails the assertion instead of the process.
    var decode: @Sendable (_ data: Data) throws -> Value
    /// True while ``decode`` is the image diffings' own, `Bitmap(pngData:)`: a reference cache
    /// may then prove a match by streaming the reference file through the same decoder instead
    /// of calling ``decode``. Setting ``fromData`` clears it.
    var decodesAsPNGBitmap = false

    /// A diffing from its three operations, as upstream's.
    ///
    /// - Parameters:
    ///   - toData: Converts a value to the bytes of a reference file.
    ///   - fromData: Reads a value from those bytes.
    ///   - diff: Returns `nil` when the reference (first) and the new value (second) match,
    ///     otherwise a message and attachments.
    ///   - presentation: How the report shows a value; leave it out for a link.
    @preconcurrency
    public init(
        toData: @escaping @Sendable (_ value: Value) -> Data,
        fromData: @escaping @Sendable (_ data: Data) -> Value,
        diff: @escaping @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?,
        presentation: @escaping @Sendable (_ value: Value) -> ArtifactPresentation = { _ in .file }
    ) {
        self.encode = toData
        self.decode = fromData
        self.diff = diff
        self.presentation = presentation
    }

    /// A diffing whose conversions may throw, for formats whose bytes can be damaged (an
    /// image). `assertSnapshot` reports a thrown error as a failure that names the file.
    ///
    /// - Parameters:
    ///   - toData: Converts a value to the bytes of a reference file.
    ///   - fromData: Reads a value from those bytes; throw when they are damaged.
    ///   - diff: Returns `nil` when the reference (first) and the new value (second) match,
    ///     otherwise a message and attachments.
    ///   - presentation: How the report shows a value; leave it out for a link.
    @_disfavoredOverload
    public init(
        toData: @escaping @Sendable (_ value: Value) throws -> Data,
        fromData: @escaping @Sendable (_ data: Data) throws -> Value,
        diff: @escaping @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?,
        presentation: @escaping @Sendable (_ value: Value) -> ArtifactPresentation = { _ in .file }
    ) {
        self.encode = toData
        self.decode = fromData
        self.diff = diff
        self.presentation = presentation
    }

    /// The result of a conversion called where upstream's signature cannot throw.
    private static func unwrap<T>(_ conversion: () throws -> T) -> T {
        do {
            return try conversion()
        } catch {
            fatalError(
                "Diffing<\(Value.self)>: the conversion failed: \(error). assertSnapshot reports this as a test failure; a direct call of toData or fromData cannot."
            )
        }
    }

    /// The reference size limit of a diffing that does not set its own: 64 MiB.
    public static var defaultMaximumReferenceSize: Int { 64 * 1_048_576 }

    /// A diffing of `NewValue`s that converts them to `Value`s and compares those.
    ///
    /// Storing and comparing go through `transform`; reading a reference file goes back
    /// through `inverse`. Upstream has no pullback on `Diffing`.
    ///
    /// The new diffing keeps this one's ``maximumReferenceSize`` but not its
    /// ``referenceCache``: knowing that `transform(snapshot)` matches this diffing's reference
    /// says nothing of what `inverse` makes of it. Set one again where a cache for `NewValue`
    /// is sound.
    ///
    /// ```swift
    /// struct Screenshot { var bitmap: Bitmap }
    /// let diffing = Diffing<Bitmap>.image.pullback({ $0.bitmap }, from: { Screenshot(bitmap: $0) })
    /// ```
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (_ newValue: NewValue) -> Value,
        from inverse: @escaping @Sendable (_ value: Value) -> NewValue
    ) -> Diffing<NewValue> {
        let base = self
        var pulled = Diffing<NewValue>(
            toData: { try base.encode(transform($0)) },
            fromData: { inverse(try base.decode($0)) },
            diff: { base.diff(transform($0), transform($1)) },
            presentation: { base.presentation(transform($0)) }
        )
        pulled.maximumReferenceSize = maximumReferenceSize
        return pulled
    }
}
