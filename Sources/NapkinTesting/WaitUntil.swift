import Foundation
import Testing

/// Waits until `condition` is true, and throws if it is not within
/// `timeout`.
///
/// Use it for effects that happen in tasks the test does not hold, such as the work a tap
/// dispatches or a lifecycle-bound subscription:
/// ```swift
/// try window.tap(label: "Login")
/// try await waitUntil("LoggedIn is attached") { router.children.first is LoggedInNapkinRouter }
/// ```
/// The condition is checked at once, then after every `Task.yield()` (which lets every
/// ready task run), then, once yielding alone has not made progress, after suspensions that
/// double from 20 µs to at most 20 ms: a passing wait costs microseconds, and a long one
/// checks about 50 times a second, so a costly condition (a layout, a request to a test
/// server) does not eat a core. It is never a fixed sleep: the wait ends at the first check that passes.
///
/// The default timeout (``defaultWaitTimeout``) is long on purpose: a passing wait ends at the
/// first check that passes, so only a failing test waits that long, while a short default
/// fails good tests on a busy main actor (a whole suite rendering in parallel, or a
/// thread-sanitizer run, which is several times slower).
///
/// It runs on the caller's actor (the main actor in a `@MainActor` test, none in a plain
/// one), so `condition` may read whatever the caller may read; it is the package's one
/// polling loop for tests.
///
/// - Throws: ``ConditionTimeout`` naming `description`, the timeout and the caller's file and
///   line; Swift Testing reports it as the test's failure.
public func waitUntil(
    _ description: String,
    timeout: Duration = defaultWaitTimeout,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async -> Bool
) async throws(ConditionTimeout) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var attempt = 0
    while await !condition() {
        if clock.now >= deadline {
            throw ConditionTimeout(
                condition: description,
                timeout: timeout,
                location: "\(sourceLocation.fileName):\(sourceLocation.line)"
            )
        }
        attempt += 1
        if attempt <= 100 {
            await Task.yield()
        } else {
            // The awaited work is not merely queued behind us (yielding did not finish it),
            // so it is waiting on something else: step aside briefly instead of spinning.
            let pause = Duration.microseconds(20 << min(10, attempt - 101))
            try? await clock.sleep(for: pause)
        }
    }
}

/// How long ``waitUntil(_:timeout:isolation:sourceLocation:_:)`` waits when not told: 30 s, or
/// 120 s in a `--sanitize=thread` build, where every main-actor turn of a suite that renders in
/// parallel is several times slower.
public let defaultWaitTimeout: Duration = dlsym(nil, "__tsan_init") == nil ? .seconds(30) : .seconds(120)
