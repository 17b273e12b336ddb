import Foundation
import SnapshotReport
import Testing

@testable import napkin_review

@Suite("Writing an accepted snapshot inside the package only")
struct ReferenceWriterTests {
    @Test("The target comes from the record's package root, or this checkout's; anything else is refused")
    func targets() throws {
        let package = try ReviewPackage()
        defer { package.remove() }
        let writer = try ReferenceWriter(packageRoot: package.root)
        let run = ReportFolder.load(package.artifacts)
        let login = try #require(run.entry(key: package.key("login")))
        #expect(try writer.target(of: login, in: run) == ["__Snapshots__", "LoginTests", "login.1.png"])
        // A CI machine's report: its own root, another path, the same place in this checkout.
        var ci = login
        ci.id = "/home/runner/work/app/__Snapshots__/LoginTests/login.1.png"
        let ciRun = ReportRun(folder: package.artifacts, id: "r", entries: [ci], packageRoots: [ci.id: "/home/runner/work/app"])
        #expect(try writer.target(of: ci, in: ciRun) == ["__Snapshots__", "LoginTests", "login.1.png"])
        for id in [
            "/elsewhere/__Snapshots__/a.png", package.root.path + "/Package.swift", package.root.path + "/Sources/__Snapshots__/.hidden",
            package.root.path + "/__Snapshots__/../Package.swift",
        ] {
            var entry = login
            entry.id = id
            #expect(throws: ReviewRefusal.self, "\(id)") {
                try writer.target(of: entry, in: ReportRun(folder: package.artifacts, id: "r", entries: [entry]))
            }
        }
    }

    @Test("Folders are created as needed; a link on the way is refused; a link at the file is replaced, not followed")
    func writing() throws {
        let package = try ReviewPackage()
        defer { package.remove() }
        let writer = try ReferenceWriter(packageRoot: package.root)
        try writer.write(Data("a".utf8), to: ["__Snapshots__", "NewTests", "b.png"])
        #expect(package.reference("__Snapshots__/NewTests/b.png") == Data("a".utf8))
        let outside = package.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: package.root.path + "/__Snapshots__/Linked", withDestinationPath: outside.path)
        #expect(throws: ReviewRefusal.self) { try writer.write(Data("x".utf8), to: ["__Snapshots__", "Linked", "c.png"]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        let target = outside.appendingPathComponent("target.png")
        try Data("keep".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: package.root.path + "/__Snapshots__/LoginTests/linked.png", withDestinationPath: target.path)
        try writer.write(Data("new".utf8), to: ["__Snapshots__", "LoginTests", "linked.png"])
        #expect(try Data(contentsOf: target) == Data("keep".utf8))
        #expect(package.reference("__Snapshots__/LoginTests/linked.png") == Data("new".utf8))
    }
}
