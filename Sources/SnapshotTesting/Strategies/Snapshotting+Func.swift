internal import NapkinSupport

extension Snapshotting where Value: CaseIterable, Format == String {
    /// Snapshots a function of a `CaseIterable` type as a table: one line per case, the case
    /// and what `witness` makes of the function's result for it, as quoted CSV
    /// (`"up","left"`), in a `.csv` file.
    ///
    /// ```swift
    /// assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    /// ```
    public static func `func`<Output>(into witness: Snapshotting<Output, Format>) -> Snapshotting<(Value) -> Output, Format>
    where Value: SendableMetatype {
        var strategy = SimplySnapshotting<String>.lines.asyncPullback { (function: (Value) -> Output) in
            let rows = Value.allCases.map { input in
                let inputText = String(describing: input)
                return witness.snapshot(function(input)).map { output in "\"\(inputText)\",\"\(output)\"" }
            }
            return allArrived(rows).map { $0.joined(separator: "\n") }
        }
        strategy.pathExtension = "csv"
        return strategy
    }
}

/// The values of `pending`, in their order, once every one has arrived.
private func allArrived(_ pending: [Async<String>]) -> Async<[String]> {
    Async { callback in
        guard !pending.isEmpty else { return callback([]) }
        let arrived = Locked<[String?]>(Array(repeating: nil, count: pending.count))
        for (index, item) in pending.enumerated() {
            item.run { value in
                let all: [String]? = arrived.withLock { arrived in
                    arrived[index] = value
                    return arrived.contains(where: { $0 == nil }) ? nil : arrived.compactMap { $0 }
                }
                if let all { callback(all) }
            }
        }
    }
}
