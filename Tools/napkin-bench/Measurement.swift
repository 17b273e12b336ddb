/// The timings of one benchmark: every run after the warm-up, in milliseconds.
struct Measurement {
    /// What was measured, as printed in the table.
    let name: String
    /// One entry per measured run, in milliseconds.
    let samples: [Double]

    /// The middle sample (the mean of the two middle ones for an even count).
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The fastest run.
    var min: Double { samples.min() ?? .nan }
    /// The slowest run.
    var max: Double { samples.max() ?? .nan }
}

/// Milliseconds elapsed while `body` runs, on the monotonic clock.
func milliseconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// Runs `body` `warmup` times unmeasured, then `runs` times measured.
func measure<E: Error>(_ name: String, warmup: Int, runs: Int, _ body: () throws(E) -> Void) throws(E) -> Measurement {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs { samples.append(try milliseconds(body)) }
    return Measurement(name: name, samples: samples)
}
