#if os(Linux)
internal import Glibc

/// One line on standard error when an XCTest binary aborts before its first test starts:
/// the usual cause is SwiftPM's generated test list failing on a synchronous method of a
/// `@MainActor` class (see MainActorTestDiscovery.swift), which shows as a runtime cast
/// failure and a crash dump that do not say what to change.
///
/// Installed at load time (XCTestTracker.swift) in XCTest binaries only, as a SIGABRT
/// handler that writes the line and hands the signal on to the handler it replaced (the
/// runtime's backtracer), so the usual report follows. Once XCTest starts its bundle the
/// handler stays silent.
enum DiscoveryAbortHint {
    /// Set when XCTest starts running tests; read in the signal handler.
    nonisolated(unsafe) static var bundleStarted = false
    /// The SIGABRT action the hint replaced, restored before the signal is raised again.
    nonisolated(unsafe) private static var previous = sigaction()
    /// The line, made before any signal so that the handler only writes bytes.
    nonisolated(unsafe) private static var line: [UInt8] = []

    /// What the line says.
    static let text =
        "SnapshotTesting: the test binary aborted before any test ran. If the message above is \"Could not cast value of type '(…) -> @Swift.MainActor () …'\", a @MainActor XCTestCase has synchronous test methods: add `@_exported import SnapshotTesting` to one file of that test target; in a class that also has async test methods, make the synchronous ones async too.\n"

    /// Installs the handler when this process is an XCTest run (its executable ends in
    /// `.xctest`, and Swift Testing is not the library asked for).
    static func installIfTestBinary() {
        guard isXCTestRun() else { return }
        line = Array(text.utf8)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            if !DiscoveryAbortHint.bundleStarted {
                DiscoveryAbortHint.line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
            }
            sigaction(SIGABRT, &DiscoveryAbortHint.previous, nil)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGABRT, &action, &previous)
    }

    /// True for an XCTest binary started to list or run XCTest tests, read from
    /// `/proc/self` (at load time, before `main`, `CommandLine` is not set up).
    private static func isXCTestRun() -> Bool {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0, String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self).hasSuffix(".xctest") else {
            return false
        }
        guard let file = fopen("/proc/self/cmdline", "r") else { return true }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while bytes.count < 65536 {
            let byte = fgetc(file)
            if byte == EOF { break }
            bytes.append(UInt8(truncatingIfNeeded: byte))
        }
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        return !zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
    }
}
#endif
