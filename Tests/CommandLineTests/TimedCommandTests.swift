import Foundation
import Testing

@testable import napkin_bench

/// The whole-process timer of `make bench` (`posix_spawn` and a blocking `waitpid`): the exit
/// status and standard error it reports, and its failures.
@Suite struct TimedCommandTests {
    private func shell(_ script: String, accepted: Set<Int32> = [0]) -> TimedCommand {
        TimedCommand(executable: "/bin/sh", arguments: ["-c", script], acceptedStatuses: accepted)
    }

    @Test("The exit status and what the command wrote on standard error come back")
    func statusAndStandardError() throws {
        let result = try shell("echo out; echo 'first' >&2; echo 'last line' >&2; exit 3").run(capturing: true)
        #expect(result.status == 3)
        #expect(result.stderr == "first\nlast line\n")
        let quiet = try shell("echo hidden >&2; exit 0").run(capturing: false)
        #expect(quiet == (0, ""))
    }

    @Test("A command ended by a signal reads as 128 + the signal, as a shell reports it")
    func signal() throws {
        #expect(try shell("kill -TERM $$").run(capturing: false).status == 128 + 15)
    }

    @Test("A command that cannot start is a measurement failure naming it")
    func missingExecutable() {
        let command = TimedCommand(executable: "/nonexistent/tool", arguments: [], acceptedStatuses: [0])
        #expect(throws: BenchError.self) { try command.run(capturing: false) }
    }

    @Test("An exit status outside the accepted ones fails the measurement with the last error line")
    func rejectedStatus() {
        do {
            _ = try shell("echo 'no such image' >&2; exit 2", accepted: [0, 1]).measure("tool", warmup: 0, runs: 1)
            Issue.record("expected a measurement failure")
        } catch {
            #expect("\(error)".contains("exit status 2: no such image"))
        }
    }
}
