import Foundation
import PackageTestSupport
import Testing

@testable import NapkinSupport

/// Appending to a log the package owns (a run's reference claims): the bytes go at the end of
/// a regular file, which is created when missing; nothing else is ever written through.
@Suite("Appending to the package's own files")
struct FileAppendTests {
    @Test("Appends after what is there, creates a missing file, and leaves no temporary file")
    func appendsAndCreates() throws {
        let folder = try TemporaryFolder("FileAppendTests")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("claims.jsonl")
        try FileWriter.regularFilesOnly.append(Data("one\n".utf8), to: url)
        try FileWriter.regularFilesOnly.append(Data("two\n".utf8), to: url)
        try FileWriter.regularFilesOnly.append(Data(), to: url)
        #expect(try Data(contentsOf: url) == Data("one\ntwo\n".utf8))
        #expect(folder.files() == ["claims.jsonl"])
        // A file of many appends keeps every byte, in order.
        for i in 0..<200 { try FileWriter.regularFilesOnly.append(Data("\(i)\n".utf8), to: url) }
        let lines = try String(decoding: Data(contentsOf: url), as: UTF8.self).split(separator: "\n")
        #expect(lines == ["one", "two"] + (0..<200).map { Substring(String($0)) })
    }

    @Test("A link is refused and its target keeps its bytes")
    func linkRefused() throws {
        let folder = try TemporaryFolder("FileAppendTests")
        defer { folder.remove() }
        let outside = folder.url.appendingPathComponent("outside.txt")
        try Data("mine".utf8).write(to: outside)
        let link = folder.url.appendingPathComponent("claims.jsonl")
        #expect(symlink(outside.path, link.path) == 0)
        #expect(
            throws: FileWriteError(
                path: link.path, reason: "it is a symbolic link, and links are not followed here; remove the link and try again")
        ) {
            try FileWriter(symlinks: .follow).append(Data("x".utf8), to: link)
        }
        #expect(try Data(contentsOf: outside) == Data("mine".utf8))
    }

    @Test("A FIFO without a reader is refused at once; a folder and a device are refused")
    func specialFilesRefused() throws {
        let folder = try TemporaryFolder("FileAppendTests")
        defer { folder.remove() }
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let (error, blocked) = watchingFIFO(at: fifo, seconds: 5) {
            #expect(throws: FileWriteError.self) { try FileWriter.regularFilesOnly.append(Data("x".utf8), to: URL(fileURLWithPath: fifo)) }
        }
        #expect(!blocked, "the writer waited for a reader")
        #expect(error?.reason.hasPrefix("it is a pipe (FIFO)") == true)
        #expect(throws: FileWriteError.self) { try FileWriter.regularFilesOnly.append(Data("x".utf8), to: folder.url) }
        #expect(
            throws: FileWriteError(
                path: "/dev/null", reason: "it is a device, and only regular files are appended to; remove it and try again")
        ) {
            try FileWriter.regularFilesOnly.append(Data("x".utf8), to: URL(fileURLWithPath: "/dev/null"))
        }
    }

    @Test("A read-only file keeps its bytes, whoever runs the tests")
    func readOnlyRefused() throws {
        let folder = try TemporaryFolder("FileAppendTests")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("claims.jsonl")
        try Data("old\n".utf8).write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        #expect(throws: FileWriteError.self) { try FileWriter.regularFilesOnly.append(Data("new\n".utf8), to: url) }
        #expect(try Data(contentsOf: url) == Data("old\n".utf8))
    }
}
