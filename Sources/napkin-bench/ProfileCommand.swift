import Foundation
import Raster
import RibHouse
import SnapshotTesting

/// `napkin-bench profile STAGE SCREEN COUNT`: runs one stage `COUNT` times and nothing else
/// after booting, so that `valgrind --tool=callgrind` counts that stage's instructions.
@MainActor
func profile(stage: String, screen: String, count: Int) async throws(BenchError) {
    let fixtures = try await Fixtures.boot()
    guard let scene = ["loggedOut": fixtures.loggedOut, "loggedIn": fixtures.loggedIn][screen] else {
        throw .usage("profile: the screen is loggedOut or loggedIn, not \(screen)")
    }
    let bitmap = scene.window.render()
    let png = try encode(bitmap)
    let altered = Fixtures.altered(bitmap)
    let tolerant = Diffing<Bitmap>.image(perceptualPrecision: 0.98)
    let body: () throws(BenchError) -> Void
    switch stage {
    case "render": body = { _ = scene.window.render() }
    case "encode": body = { () throws(BenchError) in _ = try encode(bitmap) }
    case "decode": body = { () throws(BenchError) in _ = try decode(png) }
    case "diff": body = { _ = tolerant.diff(altered, bitmap) }
    default: throw .usage("profile: the stage is render, encode, decode or diff, not \(stage)")
    }
    for _ in 0..<count { try body() }
}
