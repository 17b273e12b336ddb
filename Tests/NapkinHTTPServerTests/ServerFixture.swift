import Foundation

@testable import NapkinHTTPServer

/// A server with a few routes every test can use:
/// `GET /hello` → `hello`, `POST /echo` → the body back, `GET /sleep` → waits 400 ms, then `slept`.
func makeServer(limits: HTTPLimits = HTTPLimits(), timeouts: HTTPTimeouts = HTTPTimeouts(), extra: (inout HTTPRouter) -> Void = { _ in })
    throws -> HTTPServer
{
    var router = HTTPRouter()
    router.get("/hello") { _ in .text("hello") }
    router.post("/echo") { request in
        HTTPResponse(headers: HTTPHeaders([("Content-Type", "application/octet-stream")]), body: request.body)
    }
    router.get("/sleep") { _ in
        usleep(400_000)
        return .text("slept")
    }
    extra(&router)
    return try HTTPServer(configuration: HTTPServerConfiguration(limits: limits, timeouts: timeouts), router: router)
}

/// Seconds since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Polls `condition` every 10 ms for up to `timeout` seconds; whether it became true.
func eventually(within timeout: Double = 5, _ condition: () -> Bool) -> Bool {
    let start = ContinuousClock.now
    while seconds(since: start) < timeout {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
