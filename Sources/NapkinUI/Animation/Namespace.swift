internal import NapkinSupport

/// A name space for `.matchedGeometryEffect` ids, as SwiftUI's `@Namespace`:
///
/// ```swift
/// @Namespace private var tabs
/// …
/// Capsule().frame(height: 2).matchedGeometryEffect(id: "underline", in: tabs)
/// ```
/// Each `@Namespace` property gets its own ``ID`` when its view value is made, and keeps it
/// in every copy of that value (as ``State`` keeps its box).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of one namespace.
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        let value: Int
        /// `Namespace.ID(n)`.
        public var description: String { "Namespace.ID(\(value))" }
    }

    private static let counter = Locked(0)

    /// The namespace's identity.
    public let wrappedValue: ID

    /// A new namespace, different from every other.
    public init() {
        wrappedValue = ID(
            value: Self.counter.withLock { next in
                next += 1
                return next
            })
    }
}

/// Which parts of a source's geometry a `.matchedGeometryEffect` copies, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Where the view is (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// How large the view is.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both: the whole frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
