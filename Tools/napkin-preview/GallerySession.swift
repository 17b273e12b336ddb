import Foundation
import NapkinHTTPServer
import NapkinSupport
import NapkinUI

/// The gallery of one package over time: each ``refresh(because:)`` builds, renders and
/// rewrites `index.html`; a failed build or render keeps the last good images and shows why.
/// With a server, every change of the page is announced to the browsers on `/events`.
final class GallerySession: Sendable {
    /// What the page shows now.
    private struct State {
        var manifest: PreviewGalleryManifest?
        var generation = 0
        var diagnostics: [PackageBuild.Diagnostic] = []
        var failure: String?
        var status = "Starting…"
    }

    let packageName: String
    let build: PackageBuild
    let render: GalleryRender
    let terminal: Terminal
    /// Where browsers hear of new pages and of what is going on; `nil` without `--serve`.
    let events: ServerSentEvents?
    private let state = Locked(State())

    init(packageName: String, build: PackageBuild, render: GalleryRender, terminal: Terminal, events: ServerSentEvents?) {
        self.packageName = packageName
        self.build = build
        self.render = render
        self.terminal = terminal
        self.events = events
    }

    /// The page's file.
    var pageFile: URL { render.output.appendingPathComponent("index.html") }

    /// Builds, renders and rewrites the page; returns true when the gallery is up to date.
    /// Runs one at a time (the caller's loop is the only one that calls it).
    @discardableResult
    func refresh(because reason: String) -> Bool {
        let started = ContinuousClock.now
        announce("Building (\(reason))…")
        let binary: URL
        do {
            binary = try build.build { [terminal] line in terminal.buildLine(line) }
        } catch let failure as PackageBuild.Failure {
            terminal.endProgress(nil)
            if case .compile(let diagnostics, _) = failure, !diagnostics.isEmpty {
                update {
                    $0.diagnostics = diagnostics; $0.failure = nil
                }
                terminal.line("build failed:\n" + diagnostics.map { "  \($0)" }.joined(separator: "\n"))
            } else {
                update {
                    $0.diagnostics = []; $0.failure = failure.description
                }
                terminal.line(failure.description)
            }
            finish(status: "Build failed at \(Self.clock()); the previews shown are from the last good build", generationChanged: true)
            return false
        } catch {
            update {
                $0.diagnostics = []; $0.failure = "\(error)"
            }
            terminal.line("\(error)")
            finish(status: "Build failed at \(Self.clock())", generationChanged: true)
            return false
        }
        let built = ContinuousClock.now
        terminal.endProgress(nil)
        terminal.line("built in \(Self.seconds(built - started))")
        announce("Rendering…")
        do {
            let manifest = try render.run(binary) { [weak self] done, total, preview in
                self?.terminal.progress("rendered \(done)/\(total) previews", detail: preview)
                self?.events?.send(ServerSentEvent(name: "activity", data: "Rendering \(done)/\(total)…"))
            }
            let imageCount = manifest.previews.reduce(0) { $0 + $1.images.filter { $0.file != nil }.count }
            let total = ContinuousClock.now - started
            let summary =
                "\(manifest.previews.count) previews, \(imageCount) images, built in \(Self.seconds(built - started)), rendered in \(Self.seconds(ContinuousClock.now - built)) at \(Self.clock())"
            terminal.endProgress(
                "rendered \(manifest.previews.count) previews × \(manifest.configurations.count) configurations in \(Self.seconds(ContinuousClock.now - built)) (\(Self.seconds(total)) in all) → \(pageFile.path)"
            )
            update {
                $0.manifest = manifest; $0.diagnostics = []; $0.failure = nil
            }
            finish(status: summary, generationChanged: true)
            return true
        } catch {
            terminal.endProgress(nil)
            update {
                $0.diagnostics = []; $0.failure = "\(error)"
            }
            terminal.line("\(error)")
            finish(status: "Rendering failed at \(Self.clock()); the previews shown are from the last good render", generationChanged: true)
            return false
        }
    }

    /// Writes the page before the first build, so that a browser opened at once finds it
    /// (and its script, which swaps the gallery in when it is ready).
    func writeFirstPage() {
        finish(status: "Building…", generationChanged: false)
    }

    /// Says what is going on, on the page (without rewriting it) and nowhere else.
    private func announce(_ activity: String) {
        events?.send(ServerSentEvent(name: "activity", data: activity))
    }

    private func update(_ change: (inout State) -> Void) {
        state.withLock(change)
    }

    /// Writes the page and tells the browsers.
    private func finish(status: String, generationChanged: Bool) {
        let snapshot = state.withLock { state -> State in
            state.status = status
            if generationChanged { state.generation += 1 }
            return state
        }
        let page = GalleryPage(
            packageName: packageName, manifest: snapshot.manifest, generation: snapshot.generation,
            diagnostics: snapshot.diagnostics, failure: snapshot.failure, status: status)
        do {
            try FileWriter().write(Data(page.html.utf8), to: pageFile)
        } catch {
            terminal.line("cannot write \(pageFile.path): \(error)")
        }
        events?.send(ServerSentEvent(name: "gallery", data: String(snapshot.generation)))
    }

    /// `12:04:31`.
    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }

    /// `1.4 s`.
    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f s", value)
    }
}
