import Foundation

/// A command run as a whole process, as a user's test script would run it.
struct TimedCommand {
    /// The executable's absolute path.
    let executable: String
    /// Its arguments.
    let arguments: [String]
    /// Exit statuses that mean the command worked (ImageMagick's `compare` exits 1 when the
    /// images differ).
    let acceptedStatuses: Set<Int32>

    /// Runs the command once and returns its exit status and standard error.
    func run(capturing: Bool) throws(BenchError) -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardError = capturing ? pipe : FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .measurementFailed(what: "starting \(executable)", reason: error.localizedDescription)
        }
        let errors = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
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
