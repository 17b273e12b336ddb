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

/// The values of `pending`, in their order, once every one has arrived; the first that
/// cannot be taken makes the whole unavailable.
private func allArrived(_ pending: [Async<String>]) -> Async<[String]> {
    Async.delivering { deliver in
        guard !pending.isEmpty else { return deliver(.success([])) }
        let arrived = Locked<(values: [String?], done: Bool)>((Array(repeating: nil, count: pending.count), false))
        for (index, item) in pending.enumerated() {
            item.runResult { result in
                let outcome: Result<[String], SnapshotUnavailable>? = arrived.withLock { arrived in
                    guard !arrived.done else { return nil }
                    switch result {
                    case .failure(let unavailable):
                        arrived.done = true
                        return .failure(unavailable)
                    case .success(let value):
                        arrived.values[index] = value
                        guard !arrived.values.contains(where: { $0 == nil }) else { return nil }
                        arrived.done = true
                        return .success(arrived.values.compactMap { $0 })
                    }
                }
                if let outcome { deliver(outcome) }
            }
        }
    }
}
