extension Snapshotting where Format == String {
    /// Snapshots any value as an indented tree of its stored properties, found by reflection,
    /// as a `.txt` file compared line by line.
    ///
    /// The text is upstream's, character for character: fields in name order, dictionaries and
    /// sets sorted, optionals as `▿ Optional<Int>` / `- some: 1`, and an object met again
    /// below itself as `<name> (circular reference detected)`, so cyclic graphs dump in finite
    /// text. Conform a type to ``AnySnapshotStringConvertible`` to choose its text.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { value in SnapshotDump.text(of: value) }
    }
}
