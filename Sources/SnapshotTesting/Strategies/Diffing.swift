import Foundation

/// How to compare two values of a snapshot format and convert them to and from the bytes of a
/// reference file.
///
/// A `Diffing` is a plain value: build one with ``init(toData:fromData:diff:)``, or derive one
/// for a new type from an existing one with ``pullback(_:from:)``.
///
/// Differs from upstream: `toData` and `fromData` may throw, so a damaged reference file
/// becomes a readable test failure instead of a crash or a silently empty value. Closures
/// written for upstream (which do not throw) still fit.
public struct Diffing<Value>: Sendable {
    /// Converts a value to the bytes of a reference file.
    public var toData: @Sendable (_ value: Value) throws -> Data
    /// Reads a value back from the bytes of a reference file.
    public var fromData: @Sendable (_ data: Data) throws -> Value
    /// Compares a reference (`lhs`) with a new value (`rhs`): `nil` when they match, otherwise
    /// a failure description and files that help explain it.
    public var diff: @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    /// How the failure report shows a value of this format (the new snapshot, the reference).
    /// Not in upstream; `.file` (a link) unless the strategy says more.
    public var presentation: @Sendable (_ value: Value) -> ArtifactPresentation

    /// A diffing from its three operations.
    ///
    /// - Parameters:
    ///   - toData: Converts a value to the bytes of a reference file.
    ///   - fromData: Reads a value from those bytes; throw when they are damaged.
    ///   - diff: Returns `nil` when the reference (first) and the new value (second) match,
    ///     otherwise a message and attachments.
    ///   - presentation: How the report shows a value; leave it out for a link.
    public init(
        toData: @escaping @Sendable (_ value: Value) throws -> Data,
        fromData: @escaping @Sendable (_ data: Data) throws -> Value,
        diff: @escaping @Sendable (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?,
        presentation: @escaping @Sendable (_ value: Value) -> ArtifactPresentation = { _ in .file }
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.presentation = presentation
    }

    /// A diffing of `NewValue`s that converts them to `Value`s and compares those.
    ///
    /// Storing and comparing go through `transform`; reading a reference file goes back
    /// through `inverse`. Upstream has no pullback on `Diffing`.
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
        return Diffing<NewValue>(
            toData: { try base.toData(transform($0)) },
            fromData: { inverse(try base.fromData($0)) },
            diff: { base.diff(transform($0), transform($1)) },
            presentation: { base.presentation(transform($0)) }
        )
    }
}
