/// A condition awaited with ``waitUntil(_:timeout:isolation:sourceLocation:_:)`` did not become true
/// in time.
public struct ConditionTimeout: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was awaited, in the caller's words.
    public let condition: String
    /// How long it was awaited.
    public let timeout: Duration
    /// Where it was awaited, as `File.swift:42`.
    public let location: String

    /// A timeout of `condition` after `timeout`, awaited at `location`.
    public init(condition: String, timeout: Duration, location: String) {
        self.condition = condition
        self.timeout = timeout
        self.location = location
    }

    /// `Timed out after 5.0 seconds waiting for "LoggedIn is attached" (LaunchTests.swift:42).`
    public var description: String {
        "Timed out after \(timeout) waiting for \"\(condition)\" (\(location))."
    }
}
