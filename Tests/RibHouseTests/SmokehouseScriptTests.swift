import Foundation
import PackageTestSupport
import Testing

/// `scripts/smokehouse.py` itself: whatever a client sends, it answers valid HTTP, and a
/// request it cannot serve gets a 4xx whose JSON `error` says why.
@Suite("smokehouse.py")
struct SmokehouseScriptTests {
    /// A POST of `body` to `path` with `contentLength` as given (not necessarily true).
    static func post(_ path: String, body: String = "", contentLength: String? = nil) -> String {
        let length = contentLength.map { "Content-Length: \($0)\r\n" } ?? "Content-Length: \(body.utf8.count)\r\n"
        return "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(length)\r\n\(body)"
    }

    @Test("A Content-Length that is not a byte count is answered 400 (413 if too big) with the reason, then the connection closes")
    func badContentLength() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let cases = [
            ("abc", 400, #"Content-Length "abc" is not a whole number of bytes"#),
            ("-5", 400, #"Content-Length "-5" is not a whole number of bytes"#),
            ("1.5", 400, #"Content-Length "1.5" is not a whole number of bytes"#),
            ("99999999999", 413, "the request body of 99999999999 bytes is larger than the 65536 bytes the smokehouse accepts"),
        ]
        for (value, status, reason) in cases {
            let answer = try await RawHTTPExchange.send(Self.post("/login", contentLength: value), toPort: server.port)
            #expect(answer.status == status, "Content-Length \(value): \(answer.statusLine)")
            #expect(answer.errorReason == reason)
            #expect(answer.headers["connection"] == "close")
        }
        #expect(try await server.stats().login == 0, "a refused request is not a login")
    }

    @Test("Two different Content-Length headers are answered 400")
    func conflictingContentLengths() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let request = "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}"
        let answer = try await RawHTTPExchange.send(request, toPort: server.port)
        #expect(answer.status == 400)
        #expect(answer.errorReason == "the request has several different Content-Length headers")
    }

    @Test("An invalid /control value is answered 400 with the reason and changes nothing")
    func invalidControl() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let cases = [
            (#"{"status": 99}"#, "status 99 is not an HTTP status from 200 to 599"),
            (#"{"status": 1000}"#, "status 1000 is not an HTTP status from 200 to 599"),
            (#"{"status": "500"}"#, #"status "500" is not an HTTP status from 200 to 599"#),
            (#"{"status": 500, "delay": -1}"#, "delay -1 is not a number of seconds from 0 to 3600"),
            (#"{"delay": "soon"}"#, #"delay "soon" is not a number of seconds from 0 to 3600"#),
            (#"{"delay": 1e308}"#, "delay 1e+308 is not a number of seconds from 0 to 3600"),
            (#"{"trickle": 3601}"#, "trickle 3601 is not a number of seconds from 0 to 3600"),
            (#"{"malformed": "yes"}"#, #"malformed "yes" is not true or false"#),
            (#"{"pad": 1.5}"#, "pad 1.5 is not a number of bytes (0 or more)"),
            (#"[500]"#, #"the control body must be a JSON object, e.g. {"status": 500}"#),
            (
                #"{"stauts": 500}"#,
                #"unknown control key "stauts"; the keys are reset, status, malformed, delay, pad, gzip, closeDelimited, trickle"#
            ),
            ("status=500", #"the control body must be JSON, e.g. {"status": 500}"#),
        ]
        for (body, reason) in cases {
            let answer = try await RawHTTPExchange.send(Self.post("/control", body: body), toPort: server.port)
            #expect(answer.status == 400, "\(body): \(answer.statusLine)")
            #expect(answer.errorReason == reason)
            // Checked whole before anything applies: the server still signs in.
            let login = try await RawHTTPExchange.send(Self.post("/login"), toPort: server.port)
            #expect(login.status == 200, "after \(body)")
            #expect(login.body.contains(SmokehouseServer.name))
        }
    }

    @Test("A valid /control change applies and is echoed")
    func validControl() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let answer = try await RawHTTPExchange.send(Self.post("/control", body: #"{"status": 503}"#), toPort: server.port)
        #expect(answer.status == 200)
        #expect(answer.body.contains(#""status": 503"#))
        let login = try await RawHTTPExchange.send(Self.post("/login"), toPort: server.port)
        #expect(login.statusLine == "HTTP/1.1 503 Service Unavailable")
    }

    @Test(
        "An --status that is not a final HTTP status is a usage error at startup",
        arguments: ["99", "1000", "abc"]
    )
    func invalidStatusArgument(value: String) async throws {
        do {
            let server = try await SmokehouseServer.start(["--status", value])
            server.stop()
            Issue.record("the server started with --status \(value)")
        } catch let error as PythonServer.StartError {
            #expect(error.description.contains("usage: smokehouse.py"))
            #expect(error.description.contains("argument --status:"))
            #expect(error.description.contains("is not an HTTP status from 200 to 599"))
        }
    }

    @Test("--status 204 answers without a body, as HTTP requires")
    func noContentHasNoBody() async throws {
        let server = try await SmokehouseServer.start(["--status", "204"])
        defer { server.stop() }
        let answer = try await RawHTTPExchange.send(Self.post("/login"), toPort: server.port)
        #expect(answer.statusLine == "HTTP/1.1 204 No Content")
        #expect(answer.headers["content-length"] == "0")
        #expect(answer.body.isEmpty)
    }

    @Test("Only /login and /logout are served: a path that merely ends in one is 404, and signs nobody in")
    func exactPaths() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        for path in ["/anything/login", "/api/logout", "/login/", "/loginx"] {
            let answer = try await RawHTTPExchange.send(Self.post(path), toPort: server.port)
            #expect(answer.status == 404, "\(path): \(answer.statusLine)")
            #expect(answer.errorReason == "no such endpoint: POST \(path)")
        }
        #expect(try await RawHTTPExchange.send(Self.post("/login?from=test"), toPort: server.port).status == 200)
        let stats = try await server.stats()
        #expect(stats.login == 1 && stats.logout == 0, "\(stats)")
    }

    @Test("A wait longer than an hour is a usage error at startup, 1e308 seconds included", arguments: ["--delay", "--trickle"])
    func boundedWaits(option: String) async throws {
        do {
            let server = try await SmokehouseServer.start([option, "1e308"])
            server.stop()
            Issue.record("the server started with \(option) 1e308")
        } catch let error as PythonServer.StartError {
            #expect(error.description.contains("argument \(option):"), "\(error)")
            #expect(error.description.contains("1e+308 is not a number of seconds from 0 to 3600"), "\(error)")
        }
    }

    @Test("--pad with --gzip compresses as it sends: the head of a 400 GB answer comes at once, chunked")
    func gzipStreams() async throws {
        let server = try await SmokehouseServer.start(["--pad", "400000000000", "--gzip"])
        defer { server.stop() }
        let clock = ContinuousClock()
        let started = clock.now
        // Compressing the whole body first, as the server once did, takes about 2 s per GB on a
        // quiet machine (8 GB took 16 s), so 800 s or more for 400 GB; streaming, the head comes in
        // milliseconds alone. The bound is far from both: in a whole parallel `swift test` on a
        // 2-core machine also compiling, the head once took 32 s, and a 30 s bound failed.
        let answer = try await RawHTTPExchange.send(Self.post("/login"), toPort: server.port, timeout: 130, headOnly: true)
        let elapsed = clock.now - started
        #expect(answer.statusLine == "HTTP/1.1 200 OK")
        #expect(answer.headers["content-encoding"] == "gzip")
        #expect(answer.headers["transfer-encoding"] == "chunked")
        #expect(answer.headers["content-length"] == nil)
        #expect(elapsed < .seconds(120), "the head took \(elapsed)")
    }
}
