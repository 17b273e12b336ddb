import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("The HTTP server: loopback only, routing, keep-alive")
struct HTTPServerTests {
    @Test("An ephemeral port is chosen and a GET is answered with its length, type and safety headers")
    func answersGet() async throws {
        let server = try makeServer()
        #expect(server.port > 0)
        #expect(server.baseURL == "http://127.0.0.1:\(server.port)")
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get("/hello", port: server.port))
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "hello")
            #expect(response.headers["content-length"] == "5")
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["referrer-policy"] == "no-referrer")
            #expect(response.headers["connection"] == nil)
        }
    }

    @Test("A given port is used, and a port in use is a typed error")
    func givenPort() throws {
        let first = try makeServer()
        let port = first.port
        #expect(throws: HTTPServerError.portInUse(port: port)) {
            _ = try HTTPServer(configuration: HTTPServerConfiguration(port: port), handler: { _ in .text("") })
        }
        first.stop()
        let second = try HTTPServer(configuration: HTTPServerConfiguration(port: port), handler: { _ in .text("") })
        #expect(second.port == port)
    }

    @Test(
        "Any address but 127.0.0.1 (or localhost) is refused", arguments: ["0.0.0.0", "::", "127.0.0.2", "192.168.1.10", "example.com", ""])
    func refusesOtherHosts(host: String) throws {
        #expect(throws: HTTPServerError.notLoopback(host: host)) {
            _ = try HTTPServer(configuration: HTTPServerConfiguration(host: host), handler: { _ in .text("") })
        }
        let local = try HTTPServer(configuration: HTTPServerConfiguration(host: "localhost"), handler: { _ in .text("") })
        #expect(local.port > 0)
    }

    @Test("HEAD has GET's length and no body; the connection stays usable")
    func head() async throws {
        let server = try makeServer()
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get("/hello", port: server.port, method: "HEAD") + RawClient.get("/hello", port: server.port))
            let head = try client.readResponse(bodyless: true)
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == "5")
            let get = try client.readResponse()
            #expect(get.text == "hello")
        }
    }

    @Test("POST is routed with its body; wrong methods get 405 with Allow, unknown paths 404, other methods 501")
    func routing() async throws {
        let server = try makeServer()
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 7\r\n\r\npayload")
            #expect(try client.readResponse().text == "payload")
            try client.send("POST /hello HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 0\r\n\r\n")
            let wrong = try client.readResponse()
            #expect(wrong.status == 405)
            #expect(wrong.headers["allow"] == "GET, HEAD")
            try client.send(RawClient.get("/echo", port: server.port))
            let getEcho = try client.readResponse()
            #expect(getEcho.status == 405)
            #expect(getEcho.headers["allow"] == "POST")
            try client.send(RawClient.get("/nothing", port: server.port))
            #expect(try client.readResponse().status == 404)
            try client.send(RawClient.get("/hello", port: server.port, method: "DELETE"))
            #expect(try client.readResponse().status == 501)
        }
    }

    @Test("Pipelined requests are answered in order on one connection; HTTP/1.0 closes after one")
    func keepAlive() async throws {
        let server = try makeServer()
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(
                RawClient.get("/hello", port: server.port)
                    + "POST /echo HTTP/1.1\r\nHost: localhost:\(server.port)\r\nContent-Length: 2\r\n\r\nok"
                    + RawClient.get("/nothing", port: server.port))
            #expect(try client.readResponse().text == "hello")
            #expect(try client.readResponse().text == "ok")
            #expect(try client.readResponse().status == 404)
            let old = try RawClient(port: server.port)
            try old.send("GET /hello HTTP/1.0\r\n\r\n")
            let response = try old.readResponse()
            #expect(response.text == "hello")
            #expect(response.headers["connection"] == "close")
            #expect(old.isClosedByServer())
        }
    }

    @Test("Expect: 100-continue gets its interim answer before the body is sent")
    func expectContinue() async throws {
        let server = try makeServer()
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
            #expect(client.read(until: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
            try client.send("abc")
            #expect(try client.readResponse().text == "abc")
        }
    }

    @Test("Query and form fields are decoded; malformed escapes are refused with 400")
    func decoding() throws {
        let request = try #require(HTTPRequest(method: .get, target: "/a%20b/c%2Fd?x=1&y=two+words&z=%C3%A9", headers: HTTPHeaders()))
        #expect(request.path == "/a b/c/d")
        #expect(request.pathComponents == ["a b", "c/d"])
        #expect(request.queryValue("y") == "two words")
        #expect(request.queryValue("z") == "é")
        #expect(HTTPRequest(method: .get, target: "/%zz", headers: HTTPHeaders()) == nil)
        #expect(HTTPRequest(method: .get, target: "/a%00b", headers: HTTPHeaders()) == nil)
        #expect(HTTPRequest(method: .get, target: "/%FF", headers: HTTPHeaders()) == nil)
        #expect(HTTPRequest(method: .get, target: "http://example.com/", headers: HTTPHeaders()) == nil)
        let form = try #require(
            HTTPRequest(
                method: .post, target: "/", headers: HTTPHeaders([("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")]),
                body: Data("id=a%2Fb&all=1".utf8)))
        #expect(form.formFields?.map(\.name) == ["id", "all"])
        #expect(form.formFields?.first?.value == "a/b")
    }

    @Test("A response header with a line break is never sent")
    func headerInjection() async throws {
        let server = try makeServer { router in
            router.get("/inject") { _ in
                HTTPResponse(headers: HTTPHeaders([("X-Good", "yes"), ("X-Bad", "a\r\nSet-Cookie: stolen=1")]), body: Data("x".utf8))
            }
        }
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get("/inject", port: server.port))
            let response = try client.readResponse()
            #expect(response.headers["x-good"] == "yes")
            #expect(response.headers["x-bad"] == nil)
            #expect(response.headers["set-cookie"] == nil)
        }
    }
}
