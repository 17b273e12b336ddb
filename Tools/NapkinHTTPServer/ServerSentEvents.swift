import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One Server-Sent Event: what a browser's `EventSource` receives.
public struct ServerSentEvent: Sendable, Equatable {
    /// The event's type (`addEventListener(name, …)`), or `nil` for `message`.
    public var name: String?
    /// The data; may span lines.
    public var data: String
    /// The id the browser sends back as `Last-Event-ID` when it reconnects, if any.
    public var id: String?

    /// An event named `name` carrying `data`.
    public init(name: String? = nil, data: String, id: String? = nil) {
        self.name = name
        self.data = data
        self.id = id
    }

    /// The event on the wire: `event:`, `id:`, one `data:` line per line of data, a blank line.
    /// Line breaks in the name and id are dropped (they would end the field).
    var encoded: Data {
        var text = ""
        let oneLine = { (value: String) in String(value.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }) }
        if let name { text += "event: \(oneLine(name))\n" }
        if let id { text += "id: \(oneLine(id))\n" }
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            text += "data: \(line)\n"
        }
        return Data((text + "\n").utf8)
    }
}

/// A broadcaster of Server-Sent Events, for live reload: answer a route with
/// `.events(stream)`, and every `send` reaches every client connected to it at that moment.
///
/// ```swift
/// let reload = ServerSentEvents()
/// router.get("/events") { _ in .events(reload) }
/// reload.send(ServerSentEvent(name: "reload", data: "gallery"))
/// ```
///
/// Each client has a queue of at most `maximumPendingEvents`; a client that falls that far
/// behind is disconnected (its browser reconnects and reloads) rather than held in memory. A
/// comment line goes out every `heartbeat` so that idle connections are noticed when closed.
public final class ServerSentEvents: Sendable {
    /// How often an idle stream sends a comment line.
    public let heartbeat: Duration
    /// How many events may wait for one client before it is disconnected.
    public let maximumPendingEvents: Int
    /// How long a browser waits before reconnecting after the stream ends (`retry:`).
    public let reconnectDelay: Duration
    private let subscribers = Locked<[Int: EventSubscriber]>([:])
    private let nextID = Locked(0)

    /// A broadcaster; see the type's description for the parameters.
    public init(heartbeat: Duration = .seconds(15), maximumPendingEvents: Int = 256, reconnectDelay: Duration = .seconds(1)) {
        self.heartbeat = heartbeat
        self.maximumPendingEvents = max(1, maximumPendingEvents)
        self.reconnectDelay = reconnectDelay
    }

    /// Sends `event` to every client connected now.
    public func send(_ event: ServerSentEvent) {
        let encoded = event.encoded
        for subscriber in subscribers.withLock({ Array($0.values) }) {
            subscriber.enqueue(encoded, limit: maximumPendingEvents)
        }
    }

    /// How many clients are connected.
    public var subscriberCount: Int {
        subscribers.withLock { $0.count }
    }

    /// Registers a client's connection; `nil` when no pipe could be made for it.
    func subscribe() -> (id: Int, subscriber: EventSubscriber)? {
        guard let subscriber = EventSubscriber() else { return nil }
        let id = nextID.withLock { next in
            next += 1
            return next
        }
        subscribers.withLock { $0[id] = subscriber }
        return (id, subscriber)
    }

    /// Forgets a client's connection.
    func unsubscribe(_ id: Int) {
        subscribers.withLock { $0[id] = nil }
    }
}

/// One client's queue of events, with a pipe that becomes readable when events wait, so the
/// connection can wait for events, its socket and the server's stop in one `poll`.
final class EventSubscriber: Sendable {
    private let queue = Locked<(events: [Data], overflowed: Bool)>(([], false))
    /// The pipe's ends: read (polled by the connection), write (poked by `enqueue`).
    let wakeRead: Int32
    private let wakeWrite: Int32

    init?() {
        guard let ends = makePipe() else { return nil }
        wakeRead = ends.read
        wakeWrite = ends.write
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Queues `event`, or marks the queue overflowed when `limit` events already wait.
    func enqueue(_ event: Data, limit: Int) {
        queue.withLock { queue in
            if queue.events.count >= limit {
                queue.overflowed = true
            } else {
                queue.events.append(event)
            }
        }
        // A full pipe is readable already; the byte is only a wake-up.
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Empties the wake-up pipe and the queue: the events to write, and whether some were lost.
    func take() -> (events: [Data], overflowed: Bool) {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &scratch, scratch.count) > 0 {}
        return queue.withLock { queue in
            defer { queue = ([], false) }
            return queue
        }
    }
}
