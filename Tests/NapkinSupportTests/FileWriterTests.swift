import Foundation
import PackageTestSupport
import Synchronization
import Testing

@testable import NapkinSupport

@Suite("Writing files: atomic for regular files, through devices, pipes and links")
struct FileWriterTests {
    @Test("A regular file is replaced atomically and nothing else is left in the folder")
    func regularFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try FileWriter().write(Data("one".utf8), to: url)
        try FileWriter().write(Data("two".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
    }

    @Test("Permissions: kept when replacing, set when asked")
    func permissions() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("token.json")
        try FileWriter(permissions: 0o600, durable: true).write(Data("secret".utf8), to: url)
        #expect(mode(url.path) == 0o600)
        chmod(url.path, 0o640)
        try FileWriter().write(Data("again".utf8), to: url)
        #expect(mode(url.path) == 0o640)
    }

    @Test("/dev/null is written through and stays a device")
    func deviceWrittenThrough() throws {
        try FileWriter().write(Data("ignored".utf8), to: URL(fileURLWithPath: "/dev/null"))
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("/dev/full fails with a typed error that says the disk is full")
    func fullDevice() {
        #expect(
            throws: FileWriteError(path: "/dev/full", reason: "the disk is full (no space left on device); free some space and try again")
        ) {
            try FileWriter().write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/full"))
        }
    }

    @Test("A FIFO is written through to its reader, and stays a FIFO")
    func fifo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        let reader = PipeReader(path: path)
        try FileWriter().write(Data("through the pipe".utf8), to: URL(fileURLWithPath: path))
        #expect(reader.wait() == Data("through the pipe".utf8))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A link is followed by default (the link stays) and refused when asked")
    func symlinks() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.png")
        let link = folder.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        #expect(symlink(target.path, link.path) == 0)
        try FileWriter().write(Data("new".utf8), to: link)
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect {
            try FileWriter(symlinks: .refuse).write(Data("evil".utf8), to: link)
        } throws: { error in
            (error as? FileWriteError)?.reason.contains("symbolic link") == true
        }
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        let dangling = folder.appendingPathComponent("dangling.png")
        #expect(symlink(folder.appendingPathComponent("nowhere").path, dangling.path) == 0)
        #expect {
            try FileWriter().write(Data("x".utf8), to: dangling)
        } throws: { error in
            (error as? FileWriteError)?.reason.contains("does not exist") == true
        }
    }

    @Test("Through an open folder: a link planted at the name is replaced as an entry, its target untouched")
    func inOpenFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("outside.json")
        try Data("theirs".utf8).write(to: outside)
        let inner = folder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        #expect(symlink(outside.path, inner.appendingPathComponent("tokens.json").path) == 0)
        let descriptor = open(inner.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        try FileWriter(permissions: 0o600, durable: true, symlinks: .refuse).replace(
            Data("ours".utf8), named: "tokens.json", inFolder: descriptor, folderPath: inner.path)
        #expect(try Data(contentsOf: outside) == Data("theirs".utf8))
        let written = inner.appendingPathComponent("tokens.json")
        #expect(try Data(contentsOf: written) == Data("ours".utf8))
        #expect(mode(written.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: inner.path) == ["tokens.json"])
    }

    @Test("A folder is never replaced")
    func folderRefused() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileWriteError(path: folder.path, reason: "it is a folder; name a file inside it")) {
            try FileWriter().write(Data("x".utf8), to: folder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A 255-byte name can be written; a 256-byte one is a clear error and leaves nothing")
    func longNames() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let longest = folder.appendingPathComponent(String(repeating: "n", count: 251) + ".png")
        try FileWriter().write(Data("ok".utf8), to: longest)
        #expect(try Data(contentsOf: longest) == Data("ok".utf8))
        let tooLong = folder.appendingPathComponent(String(repeating: "n", count: 252) + ".png")
        #expect {
            try FileWriter().write(Data("no".utf8), to: tooLong)
        } throws: { error in
            (error as? FileWriteError)?.reason.contains("too long") == true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [longest.lastPathComponent])
    }

    @Test("A missing folder is named in the error")
    func missingFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("no/such/b.png")
        #expect {
            try FileWriter().write(Data("x".utf8), to: url)
        } throws: { error in
            (error as? FileWriteError)?.reason == "the folder \(folder.path)/no/such does not exist; create it first"
        }
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }
}

/// Reads a FIFO to its end on a thread of its own: opening a FIFO blocks until the other end
/// opens, and a blocked thread of Swift's small cooperative pool could starve the test run.
final class PipeReader: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Data?>(nil)

    init(path: String) {
        Thread.detachNewThread { [self] in
            let data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile()
            result.withLock { $0 = data }
            done.signal()
        }
    }

    /// The bytes read, once the writer has closed the pipe.
    func wait() -> Data? {
        done.wait()
        return result.withLock { $0 }
    }
}
