internal import Foundation

/// One invocation of the tests, which may span several processes: `swift test` runs XCTest
/// tests in one process and Swift Testing tests in another, and `--parallel` adds a worker
/// process per XCTest test. All of them are children of the one `swift-test` process, so a
/// run is identified by that parent: its process id plus its start time (field 22 of
/// `/proc/<pid>/stat`), which together never repeat, even when process ids are reused.
///
/// A test process started some other way (directly, or by an IDE) is a run of its own, since
/// its parent (a shell, an editor) outlives many runs. `SNAPSHOT_TESTING_RUN` overrides both:
/// processes that share its value share one run, for runners that start several test
/// processes themselves.
struct TestRun: Sendable, Equatable, CustomStringConvertible {
    /// The environment variable that names the run explicitly.
    static let variable = "SNAPSHOT_TESTING_RUN"

    /// The process name of SwiftPM's test runner, whose children make up one run.
    static let runnerName = "swift-test"

    /// Identifies the run; equal in every process of one run.
    let id: String

    /// How the run was identified, for people: the report's page shows it.
    let summary: String

    /// The summary.
    var description: String { summary }

    /// The run this process belongs to.
    static let current = identify(
        explicit: ProcessInfo.processInfo.environment[variable],
        this: ProcessIdentity.read(getpid()),
        parent: ProcessIdentity.read(getppid())
    )

    /// The run of a process, given the explicit run name (if any), the process itself and its
    /// parent, as read from `/proc`.
    static func identify(explicit: String?, this: ProcessIdentity?, parent: ProcessIdentity?) -> TestRun {
        if let explicit, !explicit.trimmingCharacters(in: .whitespaces).isEmpty {
            return TestRun(id: "named \(explicit)", summary: "\(variable)=\(explicit)")
        }
        if let parent, parent.name == runnerName {
            return TestRun(
                id: "\(runnerName) \(parent.pid) started at tick \(parent.startTime)", summary: "swift test (process \(parent.pid))")
        }
        if let this {
            return TestRun(
                id: "process \(this.pid) started at tick \(this.startTime)",
                summary: "test process \(this.pid) alone (not started by swift test)")
        }
        // No /proc: this process alone, for as long as it lives.
        return TestRun(id: "process \(getpid()) \(UUID().uuidString)", summary: "test process \(getpid()) alone")
    }
}

/// A process as `/proc/<pid>/stat` describes it.
struct ProcessIdentity: Sendable, Equatable {
    /// The process id.
    var pid: Int32
    /// The executable's name, as the kernel keeps it (at most 15 bytes).
    var name: String
    /// When the process started, in clock ticks after boot.
    var startTime: UInt64

    /// The process `pid`, or `nil` when `/proc` does not describe it.
    static func read(_ pid: Int32) -> ProcessIdentity? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        return parse(stat: stat, pid: pid)
    }

    /// Reads the name and start time from the text of `/proc/<pid>/stat`:
    /// `pid (name) state ppid … starttime …`. The name may itself hold spaces and
    /// parentheses, so it runs to the last `)`.
    static func parse(stat: String, pid: Int32) -> ProcessIdentity? {
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        // Fields after the name start with field 3 (state); start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let startTime = UInt64(fields[19]) else { return nil }
        return ProcessIdentity(pid: pid, name: name, startTime: startTime)
    }
}
