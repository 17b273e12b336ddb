import Foundation
import NapkinHTTPServer
import NapkinSupport
import SnapshotReport

/// Watches the artifacts folder's run and records, and sends the event `run` to open pages
/// when they change (`swift test` ran again), so the page shows the new failures by itself.
/// A poll every half second: the folder is small, and inotify would add a C shim for nothing.
final class RunWatcher: Sendable {
    private let folder: URL
    private let events: ServerSentEvents
    private let stopped = Locked(false)

    /// A watcher of `folder` telling `events`; call ``start()``.
    init(folder: URL, events: ServerSentEvents) {
        self.folder = folder
        self.events = events
    }

    /// What identifies the folder's state: the run and each record's name, size and time.
    func signature() -> String {
        let records = ReportFolder.recordsFolder(in: folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var parts = [ReportFolder.currentRun(in: folder) ?? ""]
        for name in names {
            var info = stat()
            if lstat(records.appendingPathComponent(name).path, &info) == 0 {
                parts.append("\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            }
        }
        return parts.joined(separator: "\n")
    }

    /// Polls on a thread of its own until ``stop()``.
    func start() {
        Thread.detachNewThread { [self] in
            var last = signature()
            while !stopped.withLock({ $0 }) {
                usleep(500_000)
                let now = signature()
                if now != last {
                    last = now
                    events.send(ServerSentEvent(name: "run", data: ReportFolder.currentRun(in: folder) ?? ""))
                }
            }
        }
    }

    /// Ends the polling.
    func stop() {
        stopped.withLock { $0 = true }
    }
}
