import Foundation
import Raster

/// Runs every benchmark and returns the report.
@MainActor
func runBenchmarks(_ options: Options) async throws(BenchError) -> String {
    var report = Report()
    let loadBefore = Machine.load
    report.note("napkin-bench — \(Date().formatted(.iso8601)) — \(Machine.summary)")
    report.note("")
    report.note("Medians of \(options.runs) runs after warm-up, in milliseconds, iPhone 13 Pro (1170×2532), release build.")

    let fixtures = try await Fixtures.boot()
    let screens = [("LoggedOut", fixtures.loggedOut), ("LoggedIn", fixtures.loggedIn)]
    // A whole warm-up pass first: in a fresh process, whichever screen is measured first runs
    // 2–3× slower for several seconds (see BENCHMARKS.md). Its medians are printed, not hidden.
    var cold: [String] = []
    for (label, scene) in screens {
        let rows = try InProcessBenchmarks(runs: 3, warmup: 0).run(label: label, scene: scene, bitmap: scene.window.render())
        cold += rows.filter { $0.name.hasSuffix("layout + draw") || $0.name.hasSuffix("PNG encode") }.map { "\($0.name) \(ms($0.median))" }
    }
    let stages = InProcessBenchmarks(runs: options.runs, warmup: 3)
    report.header("In process", columns: ["stage", "median", "min", "max", "runs", "target", "verdict"])
    for (label, scene) in screens {
        for row in try stages.run(label: label, scene: scene, bitmap: scene.window.render()) {
            report.timing(row, target: Report.target(for: row.name))
        }
    }
    // One screen across 16 configurations, one after another and in a task group.
    let matrix = try await MatrixBenchmarks(runs: min(options.runs, 11)).run()
    for row in matrix {
        report.timing(row, target: nil)
    }
    // Long paragraphs: their cost must grow with their length, not its square.
    let textRows = try TextLayoutBenchmarks(runs: options.runs, lengths: TextLayoutBenchmarks.defaultLengths).run()
    for row in textRows {
        report.timing(row, target: nil)
    }
    // Containers of many children: their cost must grow with the count, not its square.
    for row in LayoutBenchmarks(runs: options.runs, counts: LayoutBenchmarks.defaultCounts).run() {
        report.timing(row, target: nil)
    }
    report.note("")
    report.note(TextLayoutBenchmarks.linearityNote(textRows, lengths: TextLayoutBenchmarks.defaultLengths))
    report.note("")
    report.note("Cold pass right after boot (3 runs each, not in the table): " + cold.joined(separator: "; ") + ".")
    report.note("")
    report.note(
        "Matrix throughput (16 assertions of LoggedOut across 4 devices × portrait/landscape × @2x/@3x, \(MatrixBenchmarks.pixelsPerRun / 1_000_000) M pixels per run of 16): "
            + matrix.map {
                "\($0.name.replacingOccurrences(of: "Matrix: 16 configurations, ", with: "")) \(configurationsPerSecond($0.median))"
            }.joined(separator: "; ") + ".")

    // In a process of its own, so that nothing measured above inflates its peak.
    let memory = try memoryReport(options)
    report.header(
        "Memory (\(memory.renders) renders + PNG encodes of both screens, one process)", columns: ["measure", "value", "target", "verdict"])
    let growth = memory.residentAtEnd - memory.residentAt50
    report.row([
        "peak resident (VmHWM) after \(memory.renders)", megabytes(memory.peak), "< 150 MB", memory.peak < 150 << 20 ? "met" : "**missed**",
    ])
    report.row([
        "resident growth, render 50 → \(memory.renders) (VmRSS)", megabytes(growth), "< 5 MB", growth < 5 << 20 ? "met" : "**missed**",
    ])

    // The same tools on a small change and on a whole-screen one (another screen altogether).
    let pairs = [
        ("LoggedOut vs 400 pixels changed", fixtures.alteredBitmap),
        ("LoggedOut vs LoggedIn, a whole-screen change", fixtures.loggedIn.window.render()),
    ]
    for (label, altered) in pairs {
        let (ours, peers) = try PeerBenchmarks(options: options).run(reference: fixtures.loggedOutBitmap, altered: altered)
        peerTable(&report, "Whole-process compare of the same two PNGs (\(label)), writing a diff image", ours: ours, peers: peers)
    }
    report.note("")
    report.note("Load average before: \(loadBefore); after: \(Machine.load).")
    return report.text
}

/// One table of whole-process compares: each build of napkin-compare, then each peer with how
/// many times slower it is than each build and the goal (10× ImageMagick, 100× pixelmatch),
/// judged on the slower build, so that the goal holds for what a user builds.
private func peerTable(_ report: inout Report, _ title: String, ours: [PeerResult], peers: [PeerResult]) {
    report.header(title, columns: ["tool", "median", "min", "max", "runs", "napkin-compare is", "target"])
    var oursMedians: [(name: String, median: Double)] = []
    for build in ours {
        switch build {
        case .measured(let m):
            oursMedians.append((m.name, m.median))
            report.row([m.name, ms(m.median), ms(m.min), ms(m.max), "\(m.samples.count)", "", ""])
        case .skipped(let name, let reason):
            report.row([name, "failed: \(reason)", "", "", "", "", ""])
        }
    }
    for (peer, goal) in zip(peers, [10.0, 100.0]) {
        switch peer {
        case .measured(let m):
            let ratios = oursMedians.map { m.median / $0.median }
            let ratioText =
                ratios.isEmpty
                ? "—"
                : zip(oursMedians, ratios).map { String(format: "%.1f×", $1) + " (\(buildLabel($0.name)))" }.joined(separator: ", ")
            let verdict =
                ratios.min().map { $0 >= goal ? "≥ \(Int(goal))×: met" : "≥ \(Int(goal))×: **missed**" } ?? "—"
            report.row([m.name, ms(m.median), ms(m.min), ms(m.max), "\(m.samples.count)", ratioText, verdict])
        case .skipped(let name, let reason):
            report.row([name, "skipped: \(reason)", "", "", "", "", "≥ \(Int(goal))×: not measured"])
        }
    }
}

/// The build a row of napkin-compare names, in a word: "release" or "static".
private func buildLabel(_ name: String) -> String {
    name.contains("static") ? "static" : "release"
}

/// Runs `napkin-bench memory` as a child process and reads its JSON.
private func memoryReport(_ options: Options) throws(BenchError) -> MemoryReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: options.selfPath)
    process.arguments = ["memory", "500"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        throw .measurementFailed(what: "the memory probe", reason: error.localizedDescription)
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let report = try? JSONDecoder().decode(MemoryReport.self, from: output) else {
        throw .measurementFailed(
            what: "the memory probe", reason: "exit status \(process.terminationStatus), output \(String(decoding: output, as: UTF8.self))")
    }
    return report
}
