extension Snapshotting where Format == String {
    /// Snapshots any value's `String(describing:)` as a `.txt` file, compared line by line.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }
}
