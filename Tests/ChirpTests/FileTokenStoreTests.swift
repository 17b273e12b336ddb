import Foundation
import NapkinSupport
import Raster
import Testing

@testable import Chirp

/// Collects what a store reports.
final class ProblemLog: Sendable {
    private let problems = Locked<[TokenStoreProblem]>([])
    func append(_ problem: TokenStoreProblem) { problems.withLock { $0.append(problem) } }
    var all: [TokenStoreProblem] { problems.withLock { $0 } }
}

@Suite("FileTokenStore")
struct FileTokenStoreTests {
    let directory: URL
    let log = ProblemLog()
    let bundle = TokenBundle(
        accessToken: "a1", refreshToken: "r1", accessTokenExpiry: Date(timeIntervalSince1970: 1_767_225_600), user: .ada)

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("chirp-tests-\(UUID().uuidString)")
            .appendingPathComponent("chirp")
    }

    func makeStore() -> FileTokenStore {
        let log = self.log
        return FileTokenStore(directory: directory, report: { log.append($0) })
    }

    func mode(of path: String) -> mode_t {
        var info = stat()
        #expect(stat(path, &info) == 0, "stat \(path)")
        return info.st_mode & 0o777
    }

    @Test("Round trip; directory 0700, file 0600; clear() removes the file")
    func roundTrip() throws {
        let store = makeStore()
        #expect(store.load() == nil)
        try store.save(bundle)
        #expect(store.load() == bundle)
        #expect(mode(of: directory.path) == 0o700)
        #expect(mode(of: store.fileURL.path) == 0o600)
        store.clear()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(store.load() == nil)
        store.clear()
        #expect(log.all.isEmpty)
    }

    @Test("A corrupt file loads as signed out and is reported with what to do")
    func corrupt() async throws {
        let store = makeStore()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: store.fileURL)
        // Ours and private, as the store writes it: only the content is wrong.
        #expect(chmod(store.fileURL.path, 0o600) == 0)
        #expect(chmod(directory.path, 0o700) == 0)
        #expect(store.load() == nil)
        let problem = try #require(log.all.first)
        guard case .corrupt(let path, _) = problem else {
            Issue.record("expected .corrupt, got \(problem)")
            return
        }
        #expect(path == store.fileURL.path)
        #expect(problem.description.contains("Delete it and log in again"))
        let state = await MainActor.run { SessionManager(tokenStore: store).state }
        #expect(state == .signedOut)
    }

    @Test("An unreadable file (a directory in its place) loads as signed out and is reported")
    func unreadable() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        #expect(store.load() == nil)
        #expect(log.all.count == 1)
    }

    @Test("Saving replaces the file atomically: a reader of the old file keeps the old bytes, no temporary files remain")
    func atomicReplace() throws {
        let store = makeStore()
        try store.save(bundle)
        let oldReader = try FileHandle(forReadingFrom: store.fileURL)
        defer { try? oldReader.close() }
        var oldInfo = stat()
        stat(store.fileURL.path, &oldInfo)
        let newer = TokenBundle(accessToken: "a2", refreshToken: "r2", accessTokenExpiry: Date(timeIntervalSince1970: 1_767_229_200))
        try store.save(newer)
        var newInfo = stat()
        stat(store.fileURL.path, &newInfo)
        #expect(oldInfo.st_ino != newInfo.st_ino, "a new file is renamed over the old one")
        let oldBytes = oldReader.readDataToEndOfFile()
        #expect(try JSONDecoder.tokenDecoder.decode(TokenBundle.self, from: oldBytes) == bundle)
        #expect(store.load() == newer)
        #expect(mode(of: store.fileURL.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tokens.json"])
    }

    @Test("A new SessionManager over the same store starts signed in, with the user")
    func relaunch() async throws {
        let store = makeStore()
        await MainActor.run {
            let session = SessionManager(tokenStore: store)
            session.didLogin(.preview)
        }
        let (state, user) = await MainActor.run {
            let relaunched = SessionManager(tokenStore: makeStore())
            return (relaunched.state, relaunched.user)
        }
        #expect(state == .signedIn)
        #expect(user == .ada)
    }

    @Test("The default directory follows XDG_DATA_HOME, else ~/.local/share")
    func defaultDirectory() {
        #expect(FileTokenStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]).path == "/x/data/chirp")
        #expect(FileTokenStore.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/chirp")
        #expect(
            FileTokenStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]).path
                == "/home/a/.local/share/chirp")
    }
}
