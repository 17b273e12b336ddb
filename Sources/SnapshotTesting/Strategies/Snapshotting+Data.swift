public import Foundation

extension Snapshotting where Value == Data, Format == Data {
    /// Snapshots bytes as they are, in a file without an extension, compared byte for byte.
    ///
    /// A mismatch says `Expected data to match` when the sizes agree and
    /// `Expected 4 bytes to match 5 bytes` (new, then reference) when they do not.
    public static var data: Snapshotting {
        Snapshotting(pathExtension: nil, diffing: .data)
    }
}

extension Diffing where Value == Data {
    /// Compares bytes exactly; stored as they are. Reads references of up to
    /// ``defaultMaximumReferenceSize`` (64 MiB).
    public static var data: Diffing {
        Diffing(
            toData: { $0 },
            fromData: { $0 },
            diff: { reference, new in
                guard reference != new else { return nil }
                let message =
                    reference.count == new.count
                    ? "Expected data to match"
                    : "Expected \(new) to match \(reference)"
                return (message, [])
            }
        )
    }
}
