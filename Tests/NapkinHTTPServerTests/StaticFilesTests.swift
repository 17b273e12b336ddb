import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("Static files: the folder's regular files and nothing outside it")
struct StaticFilesTests {
    /// A site folder (`index.html`, `style.css`, `img/dot.png`, `data.bin`, `.secret`, `sub/`)
    /// beside a file outside it, `outside.txt`; the server serves the site at `/site/`.
    private final class Site: Sendable {
        let root: URL
        let site: URL
        let server: HTTPServer

        init(maximumFileBytes: Int = 1 << 20) throws {
            root = try makeTemporaryFolder("StaticFilesTests")
            site = root.appendingPathComponent("site")
            let manager = FileManager.default
            try manager.createDirectory(at: site.appendingPathComponent("img"), withIntermediateDirectories: true)
            try manager.createDirectory(at: site.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try Data("<h1>index</h1>".utf8).write(to: site.appendingPathComponent("index.html"))
            try Data("body{}".utf8).write(to: site.appendingPathComponent("style.css"))
            try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: site.appendingPathComponent("img/dot.png"))
            try Data([1, 2, 3]).write(to: site.appendingPathComponent("data.bin"))
            try Data("SECRET-CONTENT".utf8).write(to: site.appendingPathComponent(".secret"))
            try Data("sub index".utf8).write(to: site.appendingPathComponent("sub/index.html"))
            try Data("OUTSIDE-CONTENT".utf8).write(to: root.appendingPathComponent("outside.txt"))
            let files = try StaticFiles(folder: site.path, maximumFileBytes: maximumFileBytes)
            var router = HTTPRouter()
            router.files(at: "/site/", from: files)
            server = try HTTPServer(router: router)
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: root)
        }

        func get(_ path: String, headers: [String] = [], method: String = "GET") throws -> RawClient.Response {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get(path, port: server.port, method: method, headers: headers))
            return try client.readResponse(bodyless: method == "HEAD")
        }
    }

    @Test("Files are sent byte for byte with their extension's content type")
    func contentTypes() async throws {
        let site = try Site()
        try await onOwnThread {
            let png = try site.get("/site/img/dot.png")
            #expect(png.status == 200)
            #expect(png.body == Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]))
            #expect(png.headers["content-type"] == "image/png")
            #expect(try site.get("/site/style.css").headers["content-type"] == "text/css; charset=utf-8")
            #expect(try site.get("/site/index.html").headers["content-type"] == "text/html; charset=utf-8")
            #expect(try site.get("/site/data.bin").headers["content-type"] == "application/octet-stream")
            let head = try site.get("/site/style.css", method: "HEAD")
            #expect(head.headers["content-length"] == "6")
        }
        #expect(ContentType.forFile(named: "a.JSON") == "application/json")
        #expect(ContentType.forFile(named: ".png") == "application/octet-stream")
    }

    @Test("A folder answers its index; without its slash it is redirected to it")
    func folders() async throws {
        let site = try Site()
        try await onOwnThread {
            #expect(try site.get("/site/").text == "<h1>index</h1>")
            #expect(try site.get("/site/sub/").text == "sub index")
            let redirect = try site.get("/site/sub?x=1")
            #expect(redirect.status == 301)
            #expect(redirect.headers["location"] == "/site/sub/?x=1")
        }
    }

    @Test(
        "'..', an encoded '..' or '/', and hidden names are refused; missing files are 404",
        arguments: [
            ("/site/../outside.txt", 400), ("/site/%2e%2e/outside.txt", 400), ("/site/img/%2E%2E/%2E%2E/outside.txt", 400),
            ("/site/img%2F..%2F..%2Foutside.txt", 400), ("/site/./index.html", 400), ("/site/.secret", 404),
            ("/site/nothing.png", 404), ("/site/index.html/x", 404), ("/site%2Fimg/dot.png", 404),
        ])
    func traversal(path: String, status: Int) async throws {
        let site = try Site()
        try await onOwnThread {
            let response = try site.get(path)
            #expect(response.status == status)
            #expect(!response.text.contains("OUTSIDE-CONTENT"))
            #expect(!response.text.contains("SECRET-CONTENT"))
        }
    }

    @Test("A link inside the folder is followed; one leading out is refused, for files and folders")
    func links() async throws {
        let site = try Site()
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.site.appendingPathComponent("alias.css").path, withDestinationPath: "style.css")
        try manager.createSymbolicLink(
            atPath: site.site.appendingPathComponent("pictures").path, withDestinationPath: site.site.appendingPathComponent("img").path)
        try manager.createSymbolicLink(atPath: site.site.appendingPathComponent("escape.txt").path, withDestinationPath: "../outside.txt")
        try manager.createSymbolicLink(atPath: site.site.appendingPathComponent("up").path, withDestinationPath: site.root.path)
        try manager.createSymbolicLink(atPath: site.site.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        try await onOwnThread {
            #expect(try site.get("/site/alias.css").text == "body{}")
            #expect(try site.get("/site/pictures/dot.png").status == 200)
            let escape = try site.get("/site/escape.txt")
            #expect(escape.status == 403)
            #expect(escape.text.contains("outside the served folder"))
            #expect(try site.get("/site/up/outside.txt").status == 403)
            #expect(try site.get("/site/dangling").status == 404)
        }
    }

    @Test("A FIFO is refused at once, without blocking; a file over the size limit is refused")
    func irregularAndLarge() async throws {
        let site = try Site(maximumFileBytes: 10)
        #expect(mkfifo(site.site.appendingPathComponent("pipe").path, 0o644) == 0)
        try Data(count: 11).write(to: site.site.appendingPathComponent("big.bin"))
        try await onOwnThread {
            let start = ContinuousClock.now
            let fifo = try site.get("/site/pipe")
            #expect(fifo.status == 403)
            #expect(fifo.text.contains("only regular files"))
            #expect(seconds(since: start) < 2)
            let big = try site.get("/site/big.bin")
            #expect(big.status == 403)
            #expect(big.text.contains("11 bytes, more than the 10"))
            #expect(try site.get("/site/style.css").status == 200)
        }
    }

    @Test("An unchanged file answers its ETag with 304")
    func revalidation() async throws {
        let site = try Site()
        try await onOwnThread {
            let first = try site.get("/site/style.css")
            let tag = try #require(first.headers["etag"])
            let again = try site.get("/site/style.css", headers: ["If-None-Match: \(tag)"])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(try site.get("/site/style.css", headers: ["If-None-Match: \"other\""]).status == 200)
        }
    }

    @Test("A folder that does not exist, or a file, cannot be served")
    func notAFolder() throws {
        #expect(throws: HTTPServerError.notAFolder(path: "/nonexistent/folder")) {
            _ = try StaticFiles(folder: "/nonexistent/folder")
        }
        #expect(throws: HTTPServerError.notAFolder(path: "/etc/hostname")) {
            _ = try StaticFiles(folder: "/etc/hostname")
        }
    }
}
