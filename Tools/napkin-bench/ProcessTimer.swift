import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A command run as a whole process, as a user's test script would run it.
struct TimedCommand {
    /// The executable's absolute path.
    let executable: String
    /// Its arguments.
    let arguments: [String]
    /// Exit statuses that mean the command worked (ImageMagick's `compare` exits 1 when the
    /// images differ).
    let acceptedStatuses: Set<Int32>

    /// Runs the command once and returns its exit status and standard error (when
    /// `capturing`; standard output always goes to /dev/null).
    ///
    /// Spawned with `posix_spawn` and waited for with a blocking `waitpid`, not Foundation's
    /// `Process`: on Linux, `Process.waitUntilExit()` notices a child's end by running its run
    /// loop in 50 ms slices, and most of the time it noticed only at the end of a slice, so a
    /// timed run measured its command plus 0 to 50 ms at random (`/bin/true`: 1.7 ms or 51
    /// ms). That noise hid a 25 ms command's time and made ImageMagick's 210 ms read 210–313.
    func run(capturing: Bool) throws(BenchError) -> (status: Int32, stderr: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var errorPipe: [Int32] = [-1, -1]
        if capturing {
            guard pipe(&errorPipe) == 0 else {
                throw .measurementFailed(what: "starting \(executable)", reason: "no pipe: \(String(cString: strerror(errno)))")
            }
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
            posix_spawn_file_actions_addclose(&actions, errorPipe[0])
            posix_spawn_file_actions_addclose(&actions, errorPipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // The child starts with no blocked signals and every signal at its default, as from
        // a shell, whatever this process (a test runner) blocks or ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv + [nil], environ)
        if capturing { close(errorPipe[1]) }
        guard spawned == 0 else {
            if capturing { close(errorPipe[0]) }
            throw .measurementFailed(what: "starting \(executable)", reason: String(cString: strerror(spawned)))
        }
        var errors: [UInt8] = []
        if capturing {
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(errorPipe[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    // A bounded tail is enough for an error message.
                    errors.append(contentsOf: chunk[0..<count])
                    if errors.count > 1 << 20 { errors.removeFirst(errors.count - (1 << 20)) }
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(errorPipe[0])
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else {
                throw .measurementFailed(what: "waiting for \(executable)", reason: String(cString: strerror(errno)))
            }
        }
        // WIFEXITED / WEXITSTATUS (macros Swift does not import); a signal reads as 128 + its
        // number, as a shell reports it, which no accepted status matches.
        let signal = status & 0x7F
        return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, String(decoding: errors, as: UTF8.self))
    }

    /// Checks that the command works, then times `runs` whole runs after `warmup` ones.
    func measure(_ name: String, warmup: Int, runs: Int) throws(BenchError) -> Measurement {
        let first = try run(capturing: true)
        guard acceptedStatuses.contains(first.status) else {
            let lastLine = first.stderr.split(separator: "\n").last.map(String.init) ?? "no message"
            throw .measurementFailed(what: name, reason: "exit status \(first.status): \(lastLine)")
        }
        for _ in 0..<warmup { _ = try run(capturing: false) }
        var samples: [Double] = []
        for _ in 0..<runs {
            var status: Int32 = 0
            let elapsed = try milliseconds { () throws(BenchError) in status = try run(capturing: false).status }
            guard acceptedStatuses.contains(status) else {
                throw .measurementFailed(what: name, reason: "exit status \(status) on a timed run")
            }
            samples.append(elapsed)
        }
        return Measurement(name: name, samples: samples)
    }
}

/// The absolute path of `name` found on `PATH`, or `nil`.
func findOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
