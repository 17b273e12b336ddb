import Foundation
import NapkinSupport
import PackageTestSupport
import Testing

/// The render commands run as real processes against hostile destinations: devices, pipes,
/// links, a full disk, a standard output that cannot be written.
@Suite("What the render commands write, and where they refuse to")
struct CommandOutputTests {
    @Test("--out /dev/null writes through and leaves the device a device", arguments: ["ribhouse-render", "chirp-render"])
    func devNull(command: String) async throws {
        let run = try await Command(command).run(["--out", "/dev/null"])
        #expect(run.status == 0, "\(run.standardError)")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("--out /dev/full fails with status 1 and one line that says the disk is full")
    func devFull() async throws {
        let run = try await Command("ribhouse-render").run(["--out", "/dev/full"])
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "ribhouse-render: Could not write '/dev/full': the disk is full (no space left on device); free some space and try again.\n"
        )
    }

    @Test(
        "--list, --help and --tree to a full standard output fail instead of exiting 0 silently",
        arguments: [
            ("ribhouse-render", ["--list"]), ("ribhouse-render", ["--help"]), ("ribhouse-render", ["--tree"]),
            ("chirp-render", ["--list"]), ("chirp-render", ["--help"]),
        ])
    func fullStandardOutput(command: String, arguments: [String]) async throws {
        let run = try await Command(command).run(arguments, standardOutput: "/dev/full")
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(command): Could not write 'standard output': the disk is full"))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("--out /dev/stdout gives exactly the PNG on standard output, no path line mixed in")
    func standardOutputPNG() async throws {
        let run = try await Command("ribhouse-render").run(["--out", "/dev/stdout", "--device", "iPhoneSE"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(run.output.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "the stream must end with IEND")
    }

    @Test("A FIFO is written through to its reader and stays a FIFO")
    func fifo() async throws {
        let folder = try makeTemporaryFolder("napkin-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.png").path
        #expect(mkfifo(path, 0o600) == 0)
        async let read = onOwnThread { FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data() }
        let run = try await Command("chirp-render").run(["--out", path, "--device", "iPhoneSE"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(await read.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("--out newdir/ for one screen makes the folder and writes the screen's usual name in it")
    func newFolderForOneScreen() async throws {
        let folder = try makeTemporaryFolder("napkin-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("new/deeper").path + "/"
        let run = try await Command("ribhouse-render").run(["--out", out, "--device", "iPhoneSE"])
        #expect(run.status == 0, "\(run.standardError)")
        let written = out + "ribhouse-loggedOut.png"
        #expect(String(decoding: run.output, as: UTF8.self) == written + "\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: written)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("A link is written through: its target gets the PNG, the link stays")
    func symlinkOutput() async throws {
        let folder = try makeTemporaryFolder("napkin-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.png"), link = folder.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        #expect(symlink(target.path, link.path) == 0)
        let run = try await Command("ribhouse-render").run(["--out", link.path, "--device", "iPhoneSE"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Data(contentsOf: target).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test(
        "A write that runs out of room fails with one line and leaves no temporary file",
        .enabled(if: !underThreadSanitizer, "the sanitizer's own runtime dies under a file-size limit"))
    func fullDiskLeavesNothing() async throws {
        let folder = try makeTemporaryFolder("napkin-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file-size limit of 16 KiB makes the PNG write fail part-way, as a full disk does;
        // SIGXFSZ is ignored (inherited through exec) so the write returns EFBIG instead.
        let binary = try Command("ribhouse-render").url.path
        let script = "trap '' XFSZ; ulimit -f 16; exec \"$0\" --state loggedIn --out \"$1\""
        let run = try await Command(URL(fileURLWithPath: "/bin/bash")).run([
            "-c", script, binary, folder.appendingPathComponent("x.png").path,
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("largest file this process may write"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// One of the package's executables, run as a child process.
struct Command {
    let url: URL

    /// The executable `name` built beside the test bundle.
    init(_ name: String) throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CommandNotBuilt(name: name, searched: candidates.map(\.path))
        }
        url = found
    }

    init(_ url: URL) {
        self.url = url
    }

    /// Runs with `arguments` in `folder` (the current one by default) with `environment` added,
    /// standard output to a pipe or to the file at `standardOutput`.
    /// Waits without blocking a thread: the tests run many children at once, and a blocked
    /// thread of Swift's small cooperative pool would stall every other test.
    func run(_ arguments: [String], standardOutput: String? = nil, environment: [String: String] = [:], folder: URL? = nil) async throws
        -> (status: Int32, output: Data, standardError: String)
    {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let folder { process.currentDirectoryURL = folder }
        let errorPipe = Pipe(), outputPipe = Pipe()
        process.standardError = errorPipe
        if let standardOutput {
            process.standardOutput = FileHandle(forWritingAtPath: standardOutput)
        } else {
            process.standardOutput = outputPipe
        }
        // Both pipes are read while the child runs, on threads of their own (see
        // `onOwnThread`), so a large PNG cannot fill a pipe and stall the child; the exit is
        // awaited through the termination handler, which blocks nothing.
        let (exited, exit) = AsyncStream.makeStream(of: Void.self)
        process.terminationHandler = { _ in exit.finish() }
        try process.run()
        let outputHandle = outputPipe.fileHandleForReading, errorHandle = errorPipe.fileHandleForReading
        async let outputBytes = standardOutput == nil ? onOwnThread { readAll(outputHandle) } : Data()
        async let errorBytes = onOwnThread { readAll(errorHandle) }
        for await _ in exited {}
        let (bytes, errors) = await (outputBytes, errorBytes)
        return (process.terminationStatus, bytes, String(decoding: errors, as: UTF8.self))
    }
}

struct CommandNotBuilt: Error, CustomStringConvertible {
    let name: String
    let searched: [String]
    var description: String { "\(name) is not built (looked at \(searched.joined(separator: ", "))); run `swift build` first" }
}

/// True in a `--sanitize=thread` build, whose runtime cannot start under `ulimit -f`.
let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil
