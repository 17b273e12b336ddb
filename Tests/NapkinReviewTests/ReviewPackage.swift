import Foundation
import NapkinHTTPServer
import PackageTestSupport
import SnapshotReport

@testable import napkin_review

/// A scratch package with references and an artifacts folder holding one run's failures, as
/// a test run leaves them: `login` (an image mismatch), `fresh` (no reference yet), `menu` (a
/// text mismatch) and `outsider` (its reference outside the package).
struct ReviewPackage {
    let root: URL
    let artifacts: URL
    let run = "swift-test 1 started at tick 2"
    let entries: [ReportEntry]

    static let oldLogin = Data("old login png".utf8)
    static let newLogin = Data("new login png".utf8)

    init() throws {
        let root = try makeTemporaryFolder("NapkinReviewTests").resolvingSymlinksInPath()
        let artifacts = root.appendingPathComponent(".build/snapshot-artifacts")
        self.root = root
        self.artifacts = artifacts
        let manager = FileManager.default
        try Data("// scratch\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let snapshots = root.appendingPathComponent("__Snapshots__/LoginTests")
        try manager.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Self.oldLogin.write(to: snapshots.appendingPathComponent("login.1.png"))
        try Data("Brisket\nRibs\n".utf8).write(to: root.appendingPathComponent("__Snapshots__/LoginTests/menu.1.txt"))
        func entry(_ name: String, reference: String, files: [(String, String, Data, ArtifactPresentation)]) throws -> ReportEntry {
            for (_, path, data, _) in files {
                let url = artifacts.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            return ReportEntry(
                id: reference, testName: name, snapshotName: (reference as NSString).lastPathComponent,
                sourceLocation: "AppTests/LoginTests.swift:9",
                message: "failed", referencePath: manager.fileExists(atPath: reference) ? reference : nil,
                artifacts: files.map { ReportEntry.Artifact(role: $0.0, path: $0.1, presentation: $0.3) }
            )
        }
        let image = ArtifactPresentation.image(width: 4, height: 4)
        let entries = [
            try entry(
                "login", reference: snapshots.path + "/login.1.png",
                files: [
                    ("new", "LoginTests/login.1.png", Self.newLogin, image),
                    ("reference", "LoginTests/login.1.reference.png", Self.oldLogin, image),
                ]),
            try entry(
                "fresh", reference: snapshots.path + "/fresh.1.png",
                files: [("new", "LoginTests/fresh.1.png", Data("fresh png".utf8), image)]),
            try entry(
                "menu", reference: snapshots.path + "/menu.1.txt",
                files: [("new", "LoginTests/menu.1.txt", Data("Brisket\nPulled pork\n".utf8), .text)]),
            try entry(
                "outsider", reference: "/etc/__Snapshots__/passwd", files: [("new", "LoginTests/outsider.png", Data("x".utf8), image)]),
        ]
        self.entries = entries
        try manager.createDirectory(at: ReportFolder.recordsFolder(in: artifacts), withIntermediateDirectories: true)
        try Data((run + "\n").utf8).write(to: ReportFolder.runURL(in: artifacts))
        try ReportRecord(run: run, entries: entries, passed: 3, packageRoot: root.path, artifactsFolder: artifacts.path).encoded()
            .write(to: ReportFolder.recordsFolder(in: artifacts).appendingPathComponent("p.json"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func key(_ test: String) -> String {
        entries.first { $0.testName == test }!.key
    }

    func reference(_ relative: String) -> Data? {
        try? Data(contentsOf: root.appendingPathComponent(relative))
    }

    /// Every file under the package with its bytes, to prove nothing changed.
    func snapshotOfFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root.path + "/" + path) { files[path] = data }
        }
        return files
    }
}

/// A request to `review`'s router, as the server would build it.
func request(_ method: HTTPMethod, _ target: String, body: String = "", headers: [(String, String)] = []) -> HTTPRequest {
    HTTPRequest(method: method, target: target, headers: HTTPHeaders(headers), body: Data(body.utf8))!
}

/// A decision's JSON body.
func decisionBody(run: String, keys: [String]) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: ["run": run, "entries": keys]), as: UTF8.self)
}
