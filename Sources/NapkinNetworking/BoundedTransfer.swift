import Foundation
import NapkinSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request of a ``BoundedSession`` in flight: it collects the answer's body as
/// URLSession delivers it, and ends the request the moment the body passes `limit` bytes,
/// the caller is cancelled or the deadline passes. Whichever comes first decides the error.
///
/// Ending means two things: the caller's continuation is resumed at once with the reason,
/// and the data task is cancelled. URLSession may apply the cancellation late (on Linux,
/// libcurl keeps reading while the socket has data), so every byte delivered after the end
/// is dropped on arrival: memory stays at `limit` whatever the server sends.
///
/// Shared between the caller (which starts and may cancel it), the deadline timer and the
/// session's delegate, so its state sits behind a lock.
package final class BoundedTransfer: Sendable {
    /// Why a transfer ended before its task finished.
    package enum Stop: Error, Equatable {
        /// The calling task was cancelled.
        case cancelled
        /// The deadline passed first.
        case deadlineExceeded
        /// The body passed the limit.
        case tooLarge
    }

    /// The outcome the caller awaits: the body and response of a finished task.
    typealias Continuation = CheckedContinuation<(Data, URLResponse), any Error>

    /// The most body bytes accepted, counted as delivered (after any decompression).
    let limit: Int

    /// Where the task is resumed and cancelled. This Foundation's `resume()` and `cancel()`
    /// wait for URLSession's work queue, which is busy for as long as libcurl reads, and which
    /// runs the delegate's events: called from there they would deadlock, and from a Swift
    /// task they would hold a cooperative thread. Serial, so resume comes before cancel; one
    /// per transfer, so a cancel that waits holds up no other request.
    private let control = DispatchQueue(label: "NapkinNetworking.BoundedTransfer")

    /// What the caller, the timer and the delegate share.
    private struct State {
        var task: URLSessionDataTask?
        var stop: Stop?
        var isFinished = false
        var body = Data()
        var continuation: Continuation?
    }

    private let state = Locked(State())

    /// A transfer that accepts at most `limit` body bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Creates the data task for `request` in `session`, routes its events here through
    /// `delegate` and starts it, all on this transfer's own queue: creating a task waits for
    /// URLSession's shared work queue, which libcurl holds while any socket has data, and the
    /// calling Swift task must not hold a cooperative thread meanwhile.
    func begin(
        _ request: URLRequest, in session: URLSession, routedBy delegate: BoundedTransferDelegate, resuming continuation: Continuation
    ) {
        control.async {
            let task = session.dataTask(with: request)
            delegate.register(self, for: task)
            self.start(task, resuming: continuation)
        }
    }

    /// Starts `task`, whose outcome resumes `continuation` exactly once. A transfer already
    /// ended (the caller was cancelled before the task existed) never sends the request.
    func start(_ task: URLSessionDataTask, resuming continuation: Continuation) {
        let stopped = state.withLock { state -> Stop? in
            state.task = task
            if state.stop == nil { state.continuation = continuation }
            return state.stop
        }
        if let stopped {
            continuation.resume(throwing: stopped)
            control.async { task.cancel() }
        } else {
            control.async { task.resume() }
        }
    }

    /// Ends the transfer for `reason`, unless it has already ended or finished: the caller
    /// hears `reason` now, and the task is cancelled.
    func stop(_ reason: Stop) {
        let (continuation, task) = state.withLock { state -> (Continuation?, URLSessionDataTask?) in
            // A finished task is left alone: cancelling one that URLSession has let go of can trap.
            guard state.stop == nil, !state.isFinished else { return (nil, nil) }
            state.stop = reason
            state.body = Data()
            defer { state.continuation = nil }
            return (state.continuation, state.task)
        }
        continuation?.resume(throwing: reason)
        if let task { control.async { task.cancel() } }
    }

    /// The head of the answer came. A body announced larger than the limit is refused before
    /// it is read; an encoded body's length says nothing of its decoded size, so that one is
    /// counted as it is decoded.
    func receive(_ response: URLResponse) {
        let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") ?? "identity"
        if encoding.caseInsensitiveCompare("identity") == .orderedSame, response.expectedContentLength > Int64(limit) {
            stop(.tooLarge)
        }
    }

    /// Body bytes came: kept while the total stays within the limit.
    func receive(_ data: Data) {
        let overflow = state.withLock { state -> Bool in
            guard state.stop == nil else { return false }  // an ended transfer keeps nothing more
            guard state.body.count + data.count <= limit else { return true }
            state.body.append(data)
            return false
        }
        if overflow { stop(.tooLarge) }
    }

    /// The task finished: the caller, unless it already heard why the transfer ended, gets
    /// the body and response, or `error`.
    func complete(response: URLResponse?, error: (any Error)?) {
        let (continuation, body) = state.withLock { state -> (Continuation?, Data) in
            state.isFinished = true
            defer {
                state.continuation = nil
                state.body = Data()
            }
            return (state.continuation, state.body)
        }
        guard let continuation else { return }
        if let error {
            continuation.resume(throwing: error)
        } else if let response {
            continuation.resume(returning: (body, response))
        } else {
            continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
