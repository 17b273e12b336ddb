import Foundation
import NapkinHTTPServer
import NapkinSupport

/// `--serve`: the gallery's folder on 127.0.0.1, `/events` for the page's live updates, and
/// the loop that rebuilds when a source changes, one build at a time.
struct PreviewServer {
    let session: GallerySession
    let watcher: SourceWatcher
    let port: Int
    /// How often the sources are looked at.
    static let pollInterval = Duration.milliseconds(200)
    /// How long to wait after a change for the rest of a save (editors write several files).
    static let settleInterval = Duration.milliseconds(100)

    /// Serves until the process is stopped.
    func run() throws -> Never {
        guard let events = session.events else { fatalError("a served session has an event stream") }
        session.writeFirstPage()
        var router = HTTPRouter()
        router.get("/events") { _ in .events(events) }
        router.files(at: "/", from: try StaticFiles(folder: session.render.output.path))
        let server = try HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: UInt16(port)), router: router)
        session.terminal.line("serving \(server.baseURL)/ — watching \(watcher.roots.count) folders; Ctrl-C stops")
        var seen = watcher.snapshot()
        session.refresh(because: "start")
        while true {
            // Changes made during a build are picked up by the next look, so one build at a
            // time always ends with the sources' latest state built.
            let now = watcher.snapshot()
            var changed = SourceWatcher.changes(from: seen, to: now)
            if changed.isEmpty {
                Thread.sleep(forTimeInterval: Self.interval(Self.pollInterval))
                continue
            }
            Thread.sleep(forTimeInterval: Self.interval(Self.settleInterval))
            seen = watcher.snapshot()
            changed = SourceWatcher.changes(from: now, to: seen) + changed
            let root = session.build.packageRoot.path + "/"
            let names = Set(changed.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }).sorted()
            let reason = names.count == 1 ? "\(names[0]) changed" : "\(names.count) files changed"
            session.terminal.line("\(reason); building")
            session.refresh(because: reason)
        }
    }

    private static func interval(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
