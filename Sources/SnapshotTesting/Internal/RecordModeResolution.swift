extension SnapshotTestingConfiguration.Record {
    /// The record mode in effect: `argument` when given, else the nearest
    /// ``withSnapshotTesting(record:diffTool:operation:)``, else the process-wide mode set
    /// through upstream's deprecated `isRecording`, else `SNAPSHOT_TESTING_RECORD`, else
    /// ``missing``.
    ///
    /// - Throws: ``SnapshotTestingError/invalidRecordMode(value:)`` when the environment
    ///   variable is consulted and holds an unknown mode.
    static func resolve(argument: Self?) throws(SnapshotTestingError) -> Self {
        if let argument { return argument }
        if let configured = SnapshotTestingConfiguration.current?.record { return configured }
        if let global = GlobalSettings.current.record.withLock({ $0 }) { return global }
        return try fromEnvironment()
    }

    /// The mode named by `SNAPSHOT_TESTING_RECORD`, or ``missing`` when it is unset or empty.
    static func fromEnvironment() throws(SnapshotTestingError) -> Self {
        guard let value = SnapshotEnvironment.value(SnapshotEnvironment.recordVariable) else { return .missing }
        guard let mode = Self(rawValue: value) else { throw .invalidRecordMode(value: value) }
        return mode
    }
}
