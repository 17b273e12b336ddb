#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing one non-blocking socket with deadlines: every wait is a `poll` that
/// also watches the server's stop pipe, so a stopping server is never stuck behind a client.
struct SocketIO {
    let descriptor: Int32
    /// The read end of the server's stop pipe (readable once the server stops).
    let stopSignal: Int32

    /// What a wait for the socket ended with.
    enum Wait: Equatable {
        case ready
        case timedOut
        case stopping
    }

    /// Waits until the socket is ready for `events` (`POLLIN`, `POLLOUT`), the deadline passes,
    /// or (when `interruptible`) the server stops. Errors and hang-ups count as ready: the read
    /// or write that follows reports them.
    func wait(for events: Int16, until deadline: ContinuousClock.Instant, interruptible: Bool) -> Wait {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            var fds = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: interruptible ? stopSignal : -1, events: Int16(POLLIN), revents: 0),
            ]
            let result = poll(&fds, nfds_t(fds.count), milliseconds(remaining))
            if result < 0 {
                if errno == EINTR { continue }
                return .ready
            }
            if fds[1].revents != 0 { return .stopping }
            if fds[0].revents != 0 { return .ready }
        }
    }

    /// What reading ended with.
    enum Received: Equatable {
        /// This many bytes were appended.
        case bytes(Int)
        /// The client closed its side, or the connection failed.
        case closed
        case timedOut
        case stopping
    }

    /// Appends at most `maximum` bytes that arrive before the deadline to `buffer`.
    func receive(into buffer: inout [UInt8], maximum: Int = 16 * 1024, until deadline: ContinuousClock.Instant, interruptible: Bool = true)
        -> Received
    {
        while true {
            var chunk = [UInt8](repeating: 0, count: maximum)
            let count = recv(descriptor, &chunk, maximum, 0)
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return .bytes(count)
            }
            if count == 0 { return .closed }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return .closed }
            switch wait(for: Int16(POLLIN), until: deadline, interruptible: interruptible) {
            case .ready: continue
            case .timedOut: return .timedOut
            case .stopping: return .stopping
            }
        }
    }

    /// Writes every byte of `data` before the deadline; `false` when the client stopped reading
    /// in time or the connection failed. A stopping server still finishes the write.
    func send(_ data: Data, until deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                offset += count
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            if wait(for: Int16(POLLOUT), until: deadline, interruptible: false) == .timedOut { return false }
        }
        return true
    }

    /// Ends the connection after an error response: no more writes, then whatever the client
    /// is still sending is read and dropped for a moment, so the kernel does not answer it
    /// with a reset that could destroy the response before the client reads it.
    func lingerAndClose(for duration: Duration = .milliseconds(500), discardingAtMost limit: Int = 1 << 20) {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + duration
        var discarded: [UInt8] = []
        var total = 0
        while total < limit {
            discarded.removeAll(keepingCapacity: true)
            guard case .bytes(let count) = receive(into: &discarded, until: deadline, interruptible: false) else { break }
            total += count
        }
    }
}

/// `duration` in whole milliseconds for `poll`, at least 1 for any positive time.
func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(1, min(total, Int64(Int32.max))))
}
