import Foundation
import Testing

@testable import Chirp

#if canImport(Glibc)
import Glibc
#endif

/// `FileTokenStore` against what another user (or a mistake) can plant: symbolic links, a
/// FIFO, loose permissions, files of another owner. Nothing outside the store's own folder
/// is read or changed, and each refusal is reported as a typed problem saying what to do.
@Suite("FileTokenStore, planted files")
struct FileTokenStoreHostileTests {
    /// A scratch folder per test: `<root>/chirp` is the store's folder, `<root>/elsewhere`
    /// holds what belongs to somebody else.
    let root: URL
    let directory: URL
    let elsewhere: URL
    let log = ProblemLog()
    let ours = TokenBundle(accessToken: "a1", refreshToken: "r1", accessTokenExpiry: Date(timeIntervalSince1970: 1_767_225_600), user: .ada)
    let foreign = TokenBundle(
        accessToken: "mallory-access", refreshToken: "mallory-refresh", accessTokenExpiry: Date(timeIntervalSince1970: 1_767_225_600))

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("chirp-hostile-\(UUID().uuidString)")
        directory = root.appendingPathComponent("chirp")
        elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        #expect(chmod(elsewhere.path, 0o755) == 0)
    }

    func makeStore() -> FileTokenStore {
        let log = self.log
        return FileTokenStore(directory: directory, report: { log.append($0) })
    }

    /// A token file with `bundle`, written the way a user other than the store would.
    func plant(_ bundle: TokenBundle, at url: URL, mode: mode_t = 0o600) throws {
        try JSONEncoder.tokenEncoderForTests.encode(bundle).write(to: url)
        #expect(chmod(url.path, mode) == 0)
    }

    func mode(of path: String) -> mode_t {
        var info = stat()
        #expect(lstat(path, &info) == 0, "lstat \(path)")
        return info.st_mode & 0o7777
    }

    func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test("A token file that is a symbolic link is not followed: signed out, reported, the target untouched")
    func fileSymlinkOnLoad() throws {
        let target = elsewhere.appendingPathComponent("tokens.json")
        try plant(foreign, at: target)
        let before = try Data(contentsOf: target)
        let store = makeStore()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(chmod(directory.path, 0o700) == 0)
        try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: target)

        #expect(store.load() == nil, "the foreign tokens are not loaded")
        #expect(log.all == [.symbolicLink(path: store.fileURL.path)])
        #expect(log.all.first?.description.contains("remove the link") == true)
        #expect(try Data(contentsOf: target) == before)
        #expect(mode(of: target.path) == 0o600)
    }

    @Test("A token folder that is a symbolic link is not followed when loading")
    func folderSymlinkOnLoad() throws {
        try plant(foreign, at: elsewhere.appendingPathComponent("tokens.json"))
        try FileManager.default.createSymbolicLink(at: directory, withDestinationURL: elsewhere)
        let store = makeStore()

        #expect(store.load() == nil, "the foreign tokens are not loaded")
        #expect(log.all == [.symbolicLink(path: directory.path)])
    }

    @Test("Saving through a token folder that is a symbolic link changes nothing there: no chmod, no file")
    func folderSymlinkOnSave() throws {
        try FileManager.default.createSymbolicLink(at: directory, withDestinationURL: elsewhere)
        let store = makeStore()

        #expect(throws: TokenStoreProblem.symbolicLink(path: directory.path)) { try store.save(ours) }
        #expect(mode(of: elsewhere.path) == 0o755, "the folder the link points to keeps its mode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(isSymbolicLink(directory.path), "the link itself is left for the user to look at")
        #expect(log.all == [.symbolicLink(path: directory.path)])
        store.clear()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test("Saving over a planted token-file link replaces the link and leaves its target alone")
    func fileSymlinkOnSave() throws {
        let target = elsewhere.appendingPathComponent("tokens.json")
        try plant(foreign, at: target, mode: 0o644)
        let before = try Data(contentsOf: target)
        let store = makeStore()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: target)

        try store.save(ours)
        #expect(!isSymbolicLink(store.fileURL.path))
        #expect(store.load() == ours)
        #expect(try Data(contentsOf: target) == before)
        #expect(mode(of: target.path) == 0o644)
    }

    @Test(
        "A token file others may read or write is refused and reported, and left as it is",
        arguments: [0o644, 0o660, 0o606, 0o666] as [mode_t]
    )
    func looseFile(looseMode: mode_t) throws {
        let store = makeStore()
        try store.save(ours)
        #expect(chmod(store.fileURL.path, looseMode) == 0)

        #expect(store.load() == nil)
        #expect(log.all == [.wrongPermissions(path: store.fileURL.path, mode: looseMode, expected: 0o600)])
        #expect(log.all.first?.description.contains("chmod 600 \(store.fileURL.path)") == true)
        #expect(mode(of: store.fileURL.path) == looseMode, "loading never changes modes")
    }

    @Test("A token folder others may write is refused when loading; saving (it is ours) tightens it to 0700")
    func looseFolder() throws {
        let store = makeStore()
        try store.save(ours)
        #expect(chmod(directory.path, 0o777) == 0)

        #expect(store.load() == nil)
        #expect(log.all == [.wrongPermissions(path: directory.path, mode: 0o777, expected: 0o700)])
        try store.save(ours)
        #expect(mode(of: directory.path) == 0o700)
        #expect(store.load() == ours)

        // Logging out works whatever the folder's mode.
        #expect(chmod(directory.path, 0o777) == 0)
        store.clear()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(log.all.count == 1)
    }

    @Test("A FIFO in place of the token file does not hang loading")
    func fifo() async throws {
        let store = makeStore()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(chmod(directory.path, 0o700) == 0)
        #expect(mkfifo(store.fileURL.path, 0o600) == 0)
        let loaded = Task.detached { store.load() }
        let clock = ContinuousClock()
        let start = clock.now
        // A guard against a hang, generous for a loaded machine: a load that does not block
        // reports the FIFO within milliseconds.
        while clock.now - start < .seconds(60), log.all.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let problem = log.all.first else {
            Issue.record("load() still blocks on the FIFO after 60 s")
            // Unblock it: a writer that opens and closes ends the reader's wait.
            let writer = open(store.fileURL.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = await loaded.value
            return
        }
        #expect(await loaded.value == nil)
        #expect(problem == .unreadable(path: store.fileURL.path, reason: "it is a FIFO, not a regular file"))
    }

    @Test("A token file or folder of another user is refused", .enabled(if: geteuid() == 0, "only root can give a file away"))
    func foreignOwner() throws {
        let store = makeStore()
        try store.save(ours)
        #expect(chown(store.fileURL.path, 4242, 4242) == 0)
        #expect(store.load() == nil)
        #expect(log.all == [.wrongOwner(path: store.fileURL.path, owner: 4242)])

        #expect(chown(store.fileURL.path, 0, 0) == 0)
        #expect(chown(directory.path, 4242, 4242) == 0)
        #expect(store.load() == nil)
        #expect(throws: TokenStoreProblem.wrongOwner(path: directory.path, owner: 4242)) { try store.save(ours) }
        #expect(mode(of: directory.path) == 0o700)
    }
}

extension JSONEncoder {
    /// Writes token files as the store does (dates as ISO 8601).
    static var tokenEncoderForTests: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
