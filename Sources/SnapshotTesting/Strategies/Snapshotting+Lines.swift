extension Snapshotting where Value == String, Format == String {
    /// Snapshots a string as a `.txt` file, compared line by line.
    public static var lines: Snapshotting {
        SimplySnapshotting(pathExtension: "txt", diffing: .lines)
    }
}
