#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A connection that became a Server-Sent Events stream: sends what its broadcaster sends,
/// a comment line when idle, and ends when the client leaves, falls too far behind, or the
/// server stops.
struct EventStream {
    let io: SocketIO
    let events: ServerSentEvents
    let writeTimeout: Duration

    /// Subscribes, writes `head` and the reconnect delay, then streams until the end.
    func run(head: Data) {
        guard let (id, subscriber) = events.subscribe() else { return }
        defer { events.unsubscribe(id) }
        var opening = head
        opening.append(Data("retry: \(milliseconds(events.reconnectDelay))\n\n".utf8))
        guard io.send(opening, until: .now + writeTimeout) else { return }
        while true {
            var fds = [
                pollfd(fd: io.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: subscriber.wakeRead, events: Int16(POLLIN), revents: 0),
                pollfd(fd: io.stopSignal, events: Int16(POLLIN), revents: 0),
            ]
            let result = poll(&fds, nfds_t(fds.count), milliseconds(events.heartbeat))
            if result < 0 {
                guard errno == EINTR else { return }
                continue
            }
            if fds[2].revents != 0 { return }
            if fds[0].revents != 0 {
                // A stream's client sends nothing more; readable means it left (or misbehaves).
                var ignored: [UInt8] = []
                guard case .bytes = io.receive(into: &ignored, until: .now + .milliseconds(1), interruptible: false) else { return }
            }
            if result == 0 {
                guard io.send(Data(":\n\n".utf8), until: .now + writeTimeout) else { return }
                continue
            }
            if fds[1].revents != 0 {
                let (pending, overflowed) = subscriber.take()
                // A client that fell behind is let go: its browser reconnects and starts afresh.
                if overflowed { return }
                var data = Data()
                pending.forEach { data.append($0) }
                guard io.send(data, until: .now + writeTimeout) else { return }
            }
        }
    }
}
