internal import Foundation

extension SnapshotTestingConfiguration {
    /// When `assertSnapshot` writes reference files.
    ///
    /// | mode | missing reference | mismatch | match |
    /// |---|---|---|---|
    /// | ``missing`` (default) | recorded, test fails | fails | passes |
    /// | ``failed`` | recorded, test fails | re-recorded, test fails | passes, file untouched |
    /// | ``all`` | recorded, test fails | re-recorded, test fails | re-recorded, test fails |
    /// | ``never`` | fails, nothing written | fails | passes |
    ///
    /// The mode comes from, in order: the `record:` argument of `assertSnapshot`, the nearest
    /// ``withSnapshotTesting(record:diffTool:operation:)`` (or `.snapshots(record:)` trait),
    /// then the `SNAPSHOT_TESTING_RECORD` environment variable (`all`, `missing`, `failed`,
    /// `never`). Differs from upstream: an unrecognised value in the environment variable fails
    /// the assertion with the list of valid values instead of being ignored.
    public struct Record: Sendable, Hashable, CustomStringConvertible {
        /// The mode's name, as written in `SNAPSHOT_TESTING_RECORD`.
        public let rawValue: String

        /// Records every snapshot, whether or not it matches, and fails every assertion so the
        /// run is not mistaken for a passing one.
        public static let all = Record(uncheckedRawValue: "all")
        /// Records only references that do not exist yet (the default).
        public static let missing = Record(uncheckedRawValue: "missing")
        /// Records references that are missing or do not match (or cannot be read). Passing
        /// assertions leave their references untouched, even when they pass only thanks to a
        /// precision threshold.
        public static let failed = Record(uncheckedRawValue: "failed")
        /// Never writes a reference; a missing reference is a failure. Suits CI, where a
        /// re-run should not pass because the first run wrote files.
        public static let never = Record(uncheckedRawValue: "never")

        /// Every mode, in the order messages list them.
        public static let allModes: [Record] = [.all, .missing, .failed, .never]

        /// The mode called `rawValue` (`all`, `missing`, `failed`, `never`; case and
        /// surrounding spaces are ignored), or `nil`.
        public init?(rawValue: String) {
            let normalized = rawValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            guard let mode = Record.allModes.first(where: { $0.rawValue == normalized }) else { return nil }
            self = mode
        }

        private init(uncheckedRawValue: String) {
            self.rawValue = uncheckedRawValue
        }

        /// The mode's name.
        public var description: String { rawValue }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is ``all`` and `false` is ``missing``, as in upstream, so `record: true` keeps
    /// compiling.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}
