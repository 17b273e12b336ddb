import Foundation
import NapkinSupport

/// A command napkin-preview runs (`swift build`, the test bundle), its standard output and
/// error read line by line as they come.
struct ChildProcess {
    /// How a child ended.
    struct Outcome: Sendable {
        /// The exit status, or the signal's number when `signalled`.
        var status: Int32
        /// True when a signal ended it (a crash).
        var signalled: Bool
        /// Everything it wrote, standard output and error interleaved (the last
        /// ``maximumKeptBytes`` of it).
        var output: String

        /// True for exit status 0.
        var succeeded: Bool { !signalled && status == 0 }
    }

    /// How much of a child's output is kept for messages.
    static let maximumKeptBytes = 1 << 20

    /// The children running now, so that a stop can end them (one build at a time, so a few).
    private static let running = Locked<[ObjectIdentifier: Process]>([:])

    /// Runs `executable` with `arguments` in `folder` with `environment` added to this
    /// process's, calling `line` with each line it writes; returns when it has ended.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        line: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let kept = Locked(Data())
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var pending = Data()
            let handle = pipe.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                kept.withLock {
                    $0.append(chunk)
                    if $0.count > maximumKeptBytes { $0.removeFirst($0.count - maximumKeptBytes) }
                }
                while let newline = pending.firstIndex(of: 0x0A) {
                    line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
            done.signal()
        }
        try process.run()
        reader.start()
        let key = ObjectIdentifier(process)
        running.withLock { $0[key] = process }
        process.waitUntilExit()
        done.wait()
        running.withLock { $0[key] = nil }
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: kept.withLock { $0 }, as: UTF8.self))
    }

    /// Ends every child still running (napkin-preview is stopping).
    static func terminateAll() {
        for process in running.withLock({ Array($0.values) }) where process.isRunning {
            process.terminate()
        }
    }

    /// The `swift` the user runs, from `SWIFT_EXEC`-like overrides or `PATH`.
    static func swiftExecutable() -> URL {
        if let path = ProcessInfo.processInfo.environment["NAPKIN_PREVIEW_SWIFT"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }
}
