import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLSession whose every request is bounded in time and memory, whatever the server does:
/// the one way the example apps talk to a server (RibHouse's `URLSessionAuthService`, Chirp's
/// `APIClient`).
///
/// - `timeout` is a deadline for the whole request, from connecting to the last byte of the
///   answer. (URLSession's own timeout only limits each silence, so a server sending one byte
///   a second would hold the request forever.)
/// - The body may hold at most `maximumResponseBytes`, counted as it arrives and after
///   decompression (a small gzip body can inflate a thousandfold); past that the request is
///   cut off. A `Content-Length` beyond the limit is refused before the body is read.
///
/// ``data(for:)`` throws ``BoundedTransfer/Stop`` for those (and for the calling task's
/// cancellation), and URLSession's own errors otherwise; callers word them in their own
/// error type.
package final class BoundedSession: Sendable {
    /// How long one whole request may take, in seconds.
    package let timeout: TimeInterval
    /// The most bytes an answer's body may hold (after decompression).
    package let maximumResponseBytes: Int

    private let session: URLSession
    private let delegate: BoundedTransferDelegate

    /// A session whose requests take at most `timeout` seconds and accept at most
    /// `maximumResponseBytes` of body. `configuration` is copied; tests pass one whose
    /// `protocolClasses` intercept the requests.
    package init(timeout: TimeInterval, maximumResponseBytes: Int, configuration: URLSessionConfiguration = .ephemeral) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.timeoutIntervalForRequest = Self.idleTimeout(for: timeout)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // No cache at all: answers are never reused, and with a cache this Foundation looks the
        // request up on another queue first, a window in which a cancellation can trap.
        configuration.urlCache = nil
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
        // The session keeps its delegate until it is invalidated (in deinit).
        let delegate = BoundedTransferDelegate()
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegate.queue)
    }

    deinit {
        // A session keeps its resources until invalidated; let requests in flight finish.
        // Invalidating waits for URLSession's shared work queue (busy while libcurl reads), so
        // it runs on a thread of its own, never on the thread that released the session.
        let session = session
        Thread.detachNewThread { session.finishTasksAndInvalidate() }
    }

    /// URLSession's per-silence timeout, a backstop behind the deadline. On Linux it is cut to
    /// whole seconds, and 0 would fail every request at once, hence at least 1.
    package static func idleTimeout(for timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }

    /// The body and response of `request`, within the deadline and the size limit; cancelling
    /// the calling task cancels the request on the wire.
    ///
    /// Bridged by hand rather than through `URLSession.data(for:)`: the delegate counts the
    /// body as it arrives (`data(for:)` gathers all of it first), and cancellation is the same
    /// on every Foundation.
    ///
    /// - Throws: ``BoundedTransfer/Stop`` when the deadline passed, the body passed the limit
    ///   or the calling task was cancelled; URLSession's error when the transfer failed.
    package func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try Task.checkCancellation()
        let transfer = BoundedTransfer(limit: maximumResponseBytes)
        // A Dispatch timer, not a sleeping task: a task waits for a thread of Swift's
        // cooperative pool (as many as cores), so while other work holds them the deadline
        // fired late or never (a trickled 30 s answer came through whole after 22 s). Cancelled
        // when the transfer ends first.
        let deadline = DispatchWorkItem { transfer.stop(.deadlineExceeded) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        defer { deadline.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.begin(request, in: session, routedBy: delegate, resuming: continuation)
            }
        } onCancel: {
            transfer.stop(.cancelled)
        }
    }
}
