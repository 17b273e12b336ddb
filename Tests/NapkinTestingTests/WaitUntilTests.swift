import NapkinTesting
import Testing

@Suite("waitUntil")
@MainActor
struct WaitUntilTests {
    @Test func returnsOnceAnotherTaskMakesTheConditionTrue() async throws {
        var isDone = false
        Task { @MainActor in
            for _ in 0..<10 { await Task.yield() }
            isDone = true
        }
        // Ten main-actor turns: in a full parallel run each may wait behind other suites'
        // renders, so the limit is far above the default.
        try await waitUntil("the other task finishes", timeout: .seconds(300)) { isDone }
        #expect(isDone)
    }

    @Test func throwsANamedTimeoutWhenTheConditionStaysFalse() async {
        let clock = ContinuousClock()
        let start = clock.now
        var checks = 0
        let error = await #expect(throws: ConditionTimeout.self) {
            try await waitUntil("the impossible", timeout: .milliseconds(100)) {
                checks += 1
                return false
            }
        }
        #expect(clock.now - start >= .milliseconds(100))
        #expect(checks > 1)
        #expect(error?.condition == "the impossible")
        #expect(error?.location.hasPrefix("WaitUntilTests.swift:") == true)
        #expect(error?.description.hasPrefix("Timed out after 0.1 seconds waiting for \"the impossible\"") == true)
    }
}
