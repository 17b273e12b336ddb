import Foundation
import NapkinSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of a ``BoundedSession``: it hands each data task's events to
/// that task's ``BoundedTransfer``.
///
/// A delegate, rather than a completion handler, is what lets the body be counted as it
/// arrives: with a completion handler URLSession gathers the whole body in memory first.
/// Give the session ``queue`` as its delegate queue.
final class BoundedTransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// The delegate queue to give the session: it runs each event at once, on the thread
    /// that reports it.
    ///
    /// An ordinary `OperationQueue` would make the count come too late. URLSession on Linux
    /// hands every chunk of body to the delegate queue without waiting for it, while libcurl
    /// goes on reading (and inflating) as fast as the socket allows; measured against a local
    /// server, hundreds of megabytes of chunks sat in the queue before the delegate saw the
    /// first of them (swift-corelibs-foundation issue 3204, SR-15214). Run inline, each chunk
    /// is counted, or dropped, as it is read.
    let queue: OperationQueue = InlineOperationQueue()

    private let transfers = Locked<[Int: BoundedTransfer]>([:])

    /// Routes the events of `task` to `transfer` until the task completes.
    func register(_ transfer: BoundedTransfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(for task: URLSessionTask) -> BoundedTransfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    /// The head of an answer: the transfer may refuse it by its announced length.
    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        transfer(for: dataTask)?.receive(response)
        // Always allow: a transfer that refuses the answer cancels the task itself, and a
        // second cancellation through the disposition could complete the task twice.
        completionHandler(.allow)
    }

    /// A chunk of (decoded) body.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data)
    }

    /// The task ended, finished or failed.
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(response: task.response, error: error)
    }
}

/// An `OperationQueue` that runs what it is given at once, on the caller's thread. Only for
/// delegate events that are short and never wait on the session (see
/// ``BoundedTransferDelegate/queue``).
///
/// `@unchecked Sendable` restates Foundation's own promise for `OperationQueue` (a subclass
/// must); it is sound because this subclass adds no state of its own.
private final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
