import Foundation
import NapkinUI

/// Resident memory of this process, from `/proc/self/status`.
enum MemoryProbe {
    /// The resident set size now (`VmRSS`), in bytes.
    static func resident() throws(BenchError) -> Int { try field("VmRSS") }
    /// The largest resident set size so far (`VmHWM`), in bytes.
    static func peak() throws(BenchError) -> Int { try field("VmHWM") }

    private static func field(_ name: String) throws(BenchError) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            throw .measurementFailed(what: "reading /proc/self/status", reason: "the file is not readable")
        }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 2, let kilobytes = Int(parts[1]) { return kilobytes * 1024 }
        }
        throw .measurementFailed(what: "reading /proc/self/status", reason: "no \(name) line")
    }
}

/// What `napkin-bench memory` reports.
struct MemoryReport: Codable {
    /// Renders done.
    let renders: Int
    /// VmRSS after render 50, in bytes.
    let residentAt50: Int
    /// VmRSS after the last render, in bytes.
    let residentAtEnd: Int
    /// VmHWM after the last render, in bytes.
    let peak: Int
}

/// Renders the two screens alternately, `renders` times in all, each render also encoded to
/// PNG (as a snapshot test does), and samples resident memory after render 50 and the last.
@MainActor
func measureMemory(renders: Int) async throws(BenchError) -> MemoryReport {
    let fixtures = try await Fixtures.boot()
    let windows = [fixtures.loggedOut.window, fixtures.loggedIn.window]
    var at50 = 0
    for index in 1...renders {
        let bitmap = windows[index % 2].render()
        _ = try encode(bitmap)
        if index == 50 { at50 = try MemoryProbe.resident() }
    }
    return MemoryReport(renders: renders, residentAt50: at50, residentAtEnd: try MemoryProbe.resident(), peak: try MemoryProbe.peak())
}
