/// Where the record mode in effect came from: a failure's advice on re-recording must name
/// something that works, and `SNAPSHOT_TESTING_RECORD` works only when nothing closer sets the
/// mode.
enum RecordModeOrigin: Sendable, Equatable {
    /// The assertion's `record:` argument.
    case argument
    /// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait around the test.
    case configuration
    /// Upstream's deprecated process-wide `isRecording`.
    case processWide
    /// `SNAPSHOT_TESTING_RECORD`, or the default when it is unset.
    case environment
}

extension SnapshotTestingConfiguration.Record {
    /// The record mode in effect: `argument` when given, else the nearest
    /// ``withSnapshotTesting(record:diffTool:operation:)``, else the process-wide mode set
    /// through upstream's deprecated `isRecording`, else `SNAPSHOT_TESTING_RECORD`, else
    /// ``missing``.
    ///
    /// - Throws: ``SnapshotTestingError/invalidRecordMode(value:)`` when the environment
    ///   variable is consulted and holds an unknown mode.
    static func resolve(argument: Self?) throws(SnapshotTestingError) -> Self {
        try resolveWithOrigin(argument: argument).mode
    }

    /// The record mode in effect (see ``resolve(argument:)``) and where it came from.
    static func resolveWithOrigin(argument: Self?) throws(SnapshotTestingError) -> (mode: Self, origin: RecordModeOrigin) {
        if let argument { return (argument, .argument) }
        if let configured = SnapshotTestingConfiguration.current?.record { return (configured, .configuration) }
        if let global = GlobalSettings.current.record.withLock({ $0 }) { return (global, .processWide) }
        return (try fromEnvironment(), .environment)
    }

    /// The mode named by `SNAPSHOT_TESTING_RECORD`, or ``missing`` when it is unset or empty.
    static func fromEnvironment() throws(SnapshotTestingError) -> Self {
        guard let value = SnapshotEnvironment.value(SnapshotEnvironment.recordVariable) else { return .missing }
        guard let mode = Self(rawValue: value) else { throw .invalidRecordMode(value: value) }
        return mode
    }
}
