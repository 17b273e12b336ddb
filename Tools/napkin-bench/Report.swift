import Foundation

/// The benchmark table, printed as Markdown so a run pastes straight into BENCHMARKS.md.
struct Report {
    private var lines: [String] = []

    /// A goal a row is held to.
    struct Target {
        /// The limit, in the row's unit.
        let limit: Double
        /// How the limit reads in the table (`≤ 5 ms`).
        let text: String
    }

    /// The target for an in-process row, by the stage its name ends with.
    static func target(for name: String) -> Target? {
        if name.hasSuffix("layout + draw") { return Target(limit: 5, text: "≤ 5 ms") }
        if name.hasSuffix("PNG encode") { return Target(limit: 25, text: "≤ 25 ms") }
        // Issue 20: a matching assertion proven by the pixel cache; without it, issue 12's bound.
        if name.hasSuffix("verifySnapshot, match") { return Target(limit: 8, text: "≤ 8 ms") }
        if name.hasSuffix("verifySnapshot, match, pixel cache off") { return Target(limit: 30, text: "≤ 30 ms") }
        if name.hasSuffix("mismatch + artifacts") { return Target(limit: 120, text: "≤ 120 ms") }
        return nil
    }

    /// Starts a section with a table header.
    mutating func header(_ title: String, columns: [String]) {
        lines.append("")
        lines.append("### \(title)")
        lines.append("")
        lines.append("| " + columns.joined(separator: " | ") + " |")
        lines.append("|" + columns.map { _ in "---" }.joined(separator: "|") + "|")
    }

    /// A timing row: median, min, max, runs, target and verdict.
    mutating func timing(_ measurement: Measurement, target: Target?) {
        let verdict =
            target.map { measurement.median <= $0.limit ? "met (\(percent(measurement.median, of: $0.limit)) of it)" : "**missed**" } ?? ""
        lines.append(
            "| \(measurement.name) | \(ms(measurement.median)) | \(ms(measurement.min)) | \(ms(measurement.max)) | \(measurement.samples.count) | \(target?.text ?? "") | \(verdict) |"
        )
    }

    /// A row of free text cells.
    mutating func row(_ cells: [String]) {
        lines.append("| " + cells.joined(separator: " | ") + " |")
    }

    /// A line of prose.
    mutating func note(_ text: String) {
        lines.append(text)
    }

    /// The whole report.
    var text: String { lines.joined(separator: "\n") }
}

/// `12.34` — milliseconds with two decimals.
func ms(_ value: Double) -> String { String(format: "%.2f", value) }

/// `41 %` — `value` as a share of `limit`.
func percent(_ value: Double, of limit: Double) -> String { String(format: "%.0f %%", value / limit * 100) }

/// `12.3 MB` — bytes in mebibytes.
func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

/// The machine the numbers come from: cores, CPU model, load average.
enum Machine {
    /// `2 cores, Intel(R) Xeon(R) …`.
    static var summary: String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu)"
    }

    /// The 1-, 5- and 15-minute load averages from /proc/loadavg.
    static var load: String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
