import Foundation
import Raster
import RibHouse
import SnapshotTesting

// `napkin-bench profile STAGE SCREEN|FILE.png COUNT` runs one stage `COUNT` times and little
// else, so that `valgrind --tool=callgrind` counts that stage's instructions.
//
// valgrind 3.19 crashes as soon as a Swift concurrency task runs on its executor threads, so
// encode, decode and diff can be profiled on a PNG file (written by `napkin-bench fixtures`)
// with no task at all; `render` needs the booted app and so only runs outside valgrind.

/// Runs `stage` (one that needs no screen) `count` times on the pixels of a PNG file,
/// synchronously.
func profile(stage: ProfileStage, file: String, count: Int) throws(BenchError) {
    let bitmap: Bitmap
    do {
        bitmap = try Bitmap(contentsOf: URL(fileURLWithPath: file))
    } catch {
        throw .unreadableImage(path: file, reason: "\(error)")
    }
    try repeatStage(stage, bitmap: bitmap, render: nil, count: count)
}

/// Runs `stage` `count` times on a booted screen (`loggedOut` or `loggedIn`, checked by the
/// command line).
@MainActor
func profile(stage: ProfileStage, screen: String, count: Int) async throws(BenchError) {
    let fixtures = try await Fixtures.boot()
    let window = (screen == "loggedIn" ? fixtures.loggedIn : fixtures.loggedOut).window
    if stage == .verify {
        // A whole matching verifySnapshot against a reference PNG in a temporary folder.
        let references = try TemporaryFolder("references")
        defer { references.remove() }
        try writePNG(window.render(), to: references.url.appendingPathComponent("profile.\(screen).png"))
        for _ in 0..<count {
            if let failure = verifySnapshot(
                of: window, as: .image, named: screen, record: .never, snapshotDirectory: references.url.path, testName: "profile")
            {
                throw .measurementFailed(what: "profile verify", reason: failure)
            }
        }
        return
    }
    try repeatStage(stage, bitmap: window.render(), render: { _ = window.render() }, count: count)
}

/// Runs `stage` `count` times; `render` is `nil` on a file, where the command line allows
/// only the stages that need no screen.
private func repeatStage(_ stage: ProfileStage, bitmap: Bitmap, render: (() -> Void)?, count: Int) throws(BenchError) {
    let png = try encode(bitmap)
    let altered = Fixtures.altered(bitmap)
    let tolerant = Diffing<Bitmap>.image(perceptualPrecision: 0.98)
    let body: () throws(BenchError) -> Void
    switch stage {
    case .render, .verify:
        // The command line sends both to a booted screen, and verify never comes here.
        guard stage == .render, let render else {
            throw .measurementFailed(what: "profile \(stage.rawValue)", reason: "it needs a booted screen")
        }
        body = render
    case .encode: body = { () throws(BenchError) in _ = try encode(bitmap) }
    case .decode: body = { () throws(BenchError) in _ = try decode(png) }
    case .diff: body = { _ = tolerant.diff(altered, bitmap) }
    }
    for _ in 0..<count { try body() }
}
