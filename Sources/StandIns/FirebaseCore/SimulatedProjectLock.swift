/// Who may use napkin's simulated Firebase project now: one holder at a time, the others wait their turn. Test suites in
/// different test targets (which run in one process, side by side) take it around their runs, so one suite's
/// `SimulatedFirebase.reset()` never deletes the app another is using. Not Firebase's: napkin's, for its tests.
package actor SimulatedProjectLock {
    /// The one lock of the process.
    package static let shared = SimulatedProjectLock()

    private var held = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until the lock is free, then holds it.
    package func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the lock to the next waiter, or frees it.
    package func release() {
        if waiters.isEmpty {
            held = false
        } else {
            waiters.removeFirst().resume()
        }
    }

    /// Runs `body` holding the lock.
    package static func withLock<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await shared.acquire()
        do {
            let result = try await body()
            await shared.release()
            return result
        } catch {
            await shared.release()
            throw error
        }
    }
}
