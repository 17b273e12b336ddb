import Foundation
import PackageTestSupport
import Testing

@testable import NapkinSupport

/// The writer for files the package owns (references, artifacts, caches) writes regular files
/// only: a pipe, device or link at the path is refused unopened, a protected file is left
/// alone, and folders are made with errors that name the obstacle.
@Suite("Writing the package's own files: regular files only")
struct RegularFilesOnlyTests {
    @Test("A FIFO at the path is refused at once, never opened (which would wait for a reader forever)")
    func fifoRefused() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let path = folder.path("entry")
        #expect(mkfifo(path, 0o600) == 0)
        let (error, blocked) = watchingFIFO(at: path, seconds: 5) {
            #expect(throws: FileWriteError.self) { try FileWriter.regularFilesOnly.write(Data("x".utf8), to: URL(fileURLWithPath: path)) }
        }
        #expect(!blocked, "the writer opened the FIFO and waited for a reader")
        #expect(
            error?.reason
                == "it is a pipe (FIFO), and only regular files are written here (opening it could wait forever); remove it and try again")
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A character device is refused too, and a link to one")
    func deviceRefused() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let link = folder.path("null")
        #expect(symlink("/dev/null", link) == 0)
        let refusal = "it is a device, and only regular files are written here (opening it could wait forever); remove it and try again"
        #expect(throws: FileWriteError(path: "/dev/null", reason: refusal)) {
            try FileWriter.regularFilesOnly.write(Data("x".utf8), to: URL(fileURLWithPath: "/dev/null"))
        }
        #expect(throws: FileWriteError(path: link, reason: refusal)) {
            try FileWriter(symlinks: .follow, specialFiles: .refuse).write(Data("x".utf8), to: URL(fileURLWithPath: link))
        }
    }

    @Test("A link is refused and its target keeps its bytes")
    func linkRefused() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let outside = folder.url.appendingPathComponent("outside.txt")
        try Data("mine".utf8).write(to: outside)
        let link = folder.url.appendingPathComponent("reference.png")
        #expect(symlink(outside.path, link.path) == 0)
        #expect(throws: FileWriteError.self) { try FileWriter.regularFilesOnly.write(Data("png".utf8), to: link) }
        #expect(try Data(contentsOf: outside) == Data("mine".utf8))
    }

    @Test("A read-only file is never replaced, though its folder is writable")
    func readOnlyRefused() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("reference.png")
        try Data("old".utf8).write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        #expect(
            throws: FileWriteError(
                path: url.path,
                reason: "it is read-only (permissions 444), and is never replaced; make it writable (chmod u+w) to let it be rewritten")
        ) {
            try FileWriter.regularFilesOnly.write(Data("new".utf8), to: url)
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        // The default writer (a command's --out) replaces it, as `mv` would.
        try FileWriter().write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }

    @Test("Another user's file is never replaced", .enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func otherOwnerRefused() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("reference.png")
        try Data("theirs".utf8).write(to: url)
        #expect(chown(url.path, 65534, 65534) == 0)
        #expect(
            throws: FileWriteError(
                path: url.path,
                reason:
                    "it belongs to another user (uid 65534), and is never replaced by this one; ask its owner, or change its owner (chown), to let it be rewritten"
            )
        ) {
            try FileWriter.regularFilesOnly.write(Data("mine".utf8), to: url)
        }
        #expect(try Data(contentsOf: url) == Data("theirs".utf8))
    }

    @Test("A regular file or nothing is written as by the default writer")
    func regularFileWritten() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("reference.png")
        try FileWriter.regularFilesOnly.write(Data("one".utf8), to: url)
        try FileWriter.regularFilesOnly.write(Data("two".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("two".utf8))
        #expect(folder.files() == ["reference.png"])
    }

    @Test("Reading without following links refuses a link, and a FIFO, at once")
    func readingWithoutLinks() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("target")
        try Data("entry".utf8).write(to: target)
        let link = folder.url.appendingPathComponent("link")
        #expect(symlink(target.path, link.path) == 0)
        #expect(try readRegularFile(link, limit: 100) == Data("entry".utf8))
        #expect(throws: FileReadError(path: link.path, reason: "it is a symbolic link, which is not followed here")) {
            try readRegularFile(link, limit: 100, followingLinks: false)
        }
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileReadError(path: fifo, reason: "it is not a regular file (a folder, device or pipe)")) {
            try readRegularFile(URL(fileURLWithPath: fifo), limit: 100, followingLinks: false)
        }
    }

    @Test("Making folders names the file that stands where a folder should be")
    func folderCreation() throws {
        let folder = try TemporaryFolder("RegularFilesOnlyTests")
        defer { folder.remove() }
        let deep = folder.url.appendingPathComponent("a/b/c")
        try createFolder(at: deep)
        try createFolder(at: deep)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: deep.path, isDirectory: &isFolder) && isFolder.boolValue)
        let file = folder.url.appendingPathComponent("artifacts")
        try Data("a file".utf8).write(to: file)
        #expect(
            throws: FileWriteError(
                path: file.path + "/Tests",
                reason: "\(file.path) is a file, not a folder, so no folder can be made inside it; remove it or choose another folder")
        ) {
            try createFolder(at: file.appendingPathComponent("Tests"))
        }
    }
}
