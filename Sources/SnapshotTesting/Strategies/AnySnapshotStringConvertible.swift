public import Foundation

/// A type that chooses its own text in a ``Snapshotting/dump`` snapshot.
public protocol AnySnapshotStringConvertible {
    /// Whether the dump also lists the value's children under its text (default `false`).
    static var renderChildren: Bool { get }
    /// The value's text in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// Children are not listed unless a type says so.
    public static var renderChildren: Bool { false }
}

extension String: AnySnapshotStringConvertible {
    /// The string quoted and escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    /// The substring quoted and escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Character: AnySnapshotStringConvertible {
    /// The character quoted and escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// The byte count (`12 bytes`).
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    /// The URL's text.
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// The date in ISO 8601 form (`2001-01-01T00:00:00Z`), in UTC, independent of the
    /// machine's locale and zone.
    public var snapshotDescription: String {
        ISO8601DateFormatter.string(from: self, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
    }
}

extension NSObject: AnySnapshotStringConvertible {
    /// The object's debug description without its memory address (`<NSObject>`), which
    /// changes from run to run.
    public var snapshotDescription: String { SnapshotDump.withoutAddresses(debugDescription) }
}
