import Testing

@testable import NapkinHTTPServer

@Suite("Reading a request head")
struct RequestHeadTests {
    private func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> RequestHead.Parse {
        RequestHead.parse(Array(text.utf8), limits: limits)
    }

    @Test("A whole head: method, target, version, fields in order, and its length")
    func complete() throws {
        let text = "\r\nPOST /a?b=1 HTTP/1.0\r\nHost: x\r\nX-Two:  spaced value \t\r\nX-Two: again\r\n\r\nBODY"
        guard case .complete(let head) = parse(text) else {
            Issue.record("not complete")
            return
        }
        #expect(head.method == .post)
        #expect(head.target == "/a?b=1")
        #expect(head.minorVersion == 0)
        #expect(head.headers.values(for: "x-two") == ["spaced value", "again"])
        #expect(head.length == text.utf8.count - 4)
    }

    @Test("Incomplete heads within the limits wait for more")
    func incomplete() {
        for text in ["", "GET", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost: x\r\n"] {
            guard case .incomplete = parse(text) else {
                Issue.record("'\(text)' should wait for more")
                continue
            }
        }
    }

    @Test("The field count limit is checked before the head ends")
    func countBeforeEnd() {
        let text = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 4)
        guard case .refused(let status, _) = parse(text, limits: HTTPLimits(maximumHeaderCount: 3)) else {
            Issue.record("not refused")
            return
        }
        #expect(status == .requestHeaderFieldsTooLarge)
    }
}
