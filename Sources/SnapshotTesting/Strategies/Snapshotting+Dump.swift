extension Snapshotting where Format == String {
    /// Snapshots any value as an indented tree of its stored properties, found by reflection,
    /// as a `.txt` file compared line by line.
    ///
    /// Dictionaries and sets are sorted and memory addresses removed so the text is the same
    /// on every run. Conform a type to ``AnySnapshotStringConvertible`` to choose its text.
    /// The layout follows upstream's (`▿` for values with children, `-` for leaves) but is not
    /// guaranteed to be byte-identical with it.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { value in SnapshotDump.text(of: value) }
    }
}
