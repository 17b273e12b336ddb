import Foundation
import NapkinHTTPServer
import SnapshotReport
import Testing

@testable import napkin_review

@Suite("The review server: the page, Accept, Reject, and what it refuses")
struct ReviewServerTests {
    private func make() throws -> (ReviewPackage, ReviewServer, HTTPRouter) {
        let package = try ReviewPackage()
        let server = try ReviewServer(artifacts: package.artifacts, packageRoot: package.root, token: "secret0123456789")
        return (package, server, server.router)
    }

    private func post(
        _ router: HTTPRouter, _ action: String, _ package: ReviewPackage, keys: [String], token: String? = "secret0123456789",
        run: String? = nil, contentType: String = "application/json"
    ) -> HTTPResponse {
        var headers = [("Content-Type", contentType)]
        if let token { headers.append((ReviewServer.tokenHeader, token)) }
        return router.respond(
            to: request(.post, "/secret0123456789/\(action)", body: decisionBody(run: run ?? package.run, keys: keys), headers: headers))
    }

    @Test("The page lists the run's failures under the token; without it every path is 403")
    func page() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let page = router.respond(to: request(.get, "/secret0123456789/"))
        #expect(page.status == .ok)
        let html = String(decoding: page.bodyBytes, as: UTF8.self)
        #expect(html.contains("<title>4 snapshot failures</title>"))
        #expect(html.contains("src=\"/secret0123456789/artifact/\(package.key("login"))/new\""))
        for target in ["/", "/secret0123456788/", "/secret0123456789", "/index.html", "/secret/artifact/\(package.key("login"))/new"] {
            #expect(router.respond(to: request(.get, target)).status == .forbidden, "\(target)")
        }
    }

    @Test("Files are served by entry and role only; a path in the request is never a file's path")
    func artifacts() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let new = router.respond(to: request(.get, "/secret0123456789/artifact/\(package.key("login"))/new"))
        #expect(new.status == .ok && new.bodyBytes == ReviewPackage.newLogin)
        #expect(new.headers["Content-Type"] == "image/png")
        for target in [
            "/secret0123456789/artifact/\(package.key("login"))/../../Package.swift",
            "/secret0123456789/artifact/\(package.key("login"))/%2e%2e",
            "/secret0123456789/artifact/0000000000000000/new", "/secret0123456789/artifact/LoginTests/login.1.png",
            "/secret0123456789/artifact/\(package.key("login"))/new/x",
        ] {
            #expect(router.respond(to: request(.get, target)).status == .notFound, "\(target)")
        }
    }

    @Test("Accept writes the new snapshot's bytes over the reference; the entry leaves the page")
    func accept() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let answer = post(router, "accept", package, keys: [package.key("login")])
        #expect(answer.status == .ok)
        #expect(
            String(decoding: answer.bodyBytes, as: UTF8.self)
                == #"{"done":[{"entry":"\#(package.key("login"))","reference":"__Snapshots__\/LoginTests\/login.1.png"}],"refused":[]}"#)
        #expect(package.reference("__Snapshots__/LoginTests/login.1.png") == ReviewPackage.newLogin)
        let html = String(decoding: router.respond(to: request(.get, "/secret0123456789/")).bodyBytes, as: UTF8.self)
        #expect(!html.contains("data-key=\"\(package.key("login"))\""))
        #expect(html.contains("<title>3 snapshot failures</title>") && html.contains("<b>4</b> failed"))
    }

    @Test("A missing reference is created by Accept; a text one too")
    func acceptNew() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        #expect(post(router, "accept", package, keys: [package.key("fresh"), package.key("menu")]).status == .ok)
        #expect(package.reference("__Snapshots__/LoginTests/fresh.1.png") == Data("fresh png".utf8))
        #expect(package.reference("__Snapshots__/LoginTests/menu.1.txt") == Data("Brisket\nPulled pork\n".utf8))
    }

    @Test("Reject keeps the reference and removes the entry from the page")
    func reject() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let before = package.snapshotOfFiles()
        #expect(post(router, "reject", package, keys: [package.key("login")]).status == .ok)
        #expect(package.snapshotOfFiles() == before)
        let html = String(decoding: router.respond(to: request(.get, "/secret0123456789/")).bodyBytes, as: UTF8.self)
        #expect(!html.contains("data-key=\"\(package.key("login"))\""))
    }

    @Test("A write without the token header, with a wrong one, as a form, for another run or to GET is refused; nothing changes")
    func refusals() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let before = package.snapshotOfFiles()
        let keys = [package.key("login")]
        #expect(post(router, "accept", package, keys: keys, token: nil).status == .forbidden)
        #expect(post(router, "accept", package, keys: keys, token: "secret0123456788").status == .forbidden)
        #expect(
            post(router, "accept", package, keys: keys, contentType: "application/x-www-form-urlencoded").status == .unsupportedMediaType)
        #expect(post(router, "accept", package, keys: keys, run: "an older run").status == .conflict)
        #expect(router.respond(to: request(.get, "/secret0123456789/accept")).status == .forbidden)
        let wrongPath = router.respond(
            to: request(
                .post, "/other/accept", body: decisionBody(run: package.run, keys: keys),
                headers: [("Content-Type", "application/json"), (ReviewServer.tokenHeader, "secret0123456789")]))
        #expect(wrongPath.status == .forbidden)
        #expect(package.snapshotOfFiles() == before)
    }

    @Test("Only references the run names, inside the package, under __Snapshots__, are written")
    func outside() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let answer = String(
            decoding: post(router, "accept", package, keys: [package.key("outsider"), "../../etc/passwd"]).bodyBytes, as: UTF8.self)
        #expect(answer.contains(#""done":[]"#))
        #expect(answer.contains("is not inside this package"))
        #expect(answer.contains("not a failure of this run"))
    }

    @Test("GET never writes: the page, files and events leave the package as it was")
    func getWritesNothing() throws {
        let (package, _, router) = try make()
        defer { package.remove() }
        let before = package.snapshotOfFiles()
        for target in [
            "/secret0123456789/", "/secret0123456789/artifact/\(package.key("login"))/new", "/secret0123456789/accept",
            "/secret0123456789/reject", "/",
        ] {
            _ = router.respond(to: request(.get, target))
            _ = router.respond(to: request(.head, target))
        }
        #expect(package.snapshotOfFiles() == before)
    }
}

@Suite("Reviewing a merged CI report into the local checkout")
struct MergedReviewTests {
    @Test("A shard's report from another machine, merged, is accepted into this checkout's references")
    func mergedFromCI() throws {
        let local = try ReviewPackage()
        defer { local.remove() }
        // The same failures as a CI machine wrote them: its own paths and package root.
        let shard = local.root.appendingPathComponent("downloads/shard-a")
        try FileManager.default.createDirectory(at: shard.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: local.artifacts, to: shard)
        let ciRoot = "/home/runner/work/app"
        let entries = local.entries.map { entry -> ReportEntry in
            var moved = entry
            moved.id = entry.id.replacingOccurrences(of: local.root.path, with: ciRoot)
            return moved
        }
        try ReportRecord(
            run: local.run, entries: entries, packageRoot: ciRoot, artifactsFolder: "/home/runner/work/app/.build/snapshot-artifacts"
        )
        .encoded().write(to: ReportFolder.recordsFolder(in: shard).appendingPathComponent("p.json"))
        let merged = local.root.appendingPathComponent("downloads/merged")
        let run = try ReportMerge.merge([shard], into: merged)
        #expect(run.failed == 4)
        let server = try ReviewServer(artifacts: merged, packageRoot: local.root, token: "0123456789abcdef")
        let login = try #require(run.entries.first { $0.testName == "login" })
        let answer = server.router.respond(
            to: request(
                .post, "/0123456789abcdef/accept", body: decisionBody(run: try #require(run.id), keys: [login.key]),
                headers: [("Content-Type", "application/json"), (ReviewServer.tokenHeader, "0123456789abcdef")]))
        #expect(String(decoding: answer.bodyBytes, as: UTF8.self).contains(#""reference":"__Snapshots__\/LoginTests\/login.1.png""#))
        #expect(local.reference("__Snapshots__/LoginTests/login.1.png") == ReviewPackage.newLogin)
    }
}
