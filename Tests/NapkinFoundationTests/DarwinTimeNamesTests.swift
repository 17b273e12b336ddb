import Foundation
import NapkinFoundation
import Testing

@Suite("Darwin's time constants and CFAbsoluteTimeGetCurrent")
struct DarwinTimeNamesTests {
    @Test("NSEC_PER_SEC and its kin are UInt64 counts, usable as apps write them with Task.sleep")
    func constants() async throws {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000 && USEC_PER_SEC == 1_000_000)
        #expect(NSEC_PER_SEC == NSEC_PER_MSEC * 1_000 && NSEC_PER_MSEC == NSEC_PER_USEC * 1_000)
        let nanoseconds = UInt64(0.05 * Double(NSEC_PER_SEC))
        #expect(nanoseconds == 50_000_000)
        let start = Date()
        try await Task.sleep(nanoseconds: nanoseconds)
        #expect(Date().timeIntervalSince(start) >= 0.045)
    }

    @Test("CFAbsoluteTimeGetCurrent reads the clock in seconds since 1 January 2001, as Date does")
    func absoluteTime() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
        // 2026 is about 26 years after the reference date.
        #expect(now > 25 * 365 * 86_400)
    }
}
