import Foundation
import NapkinUI
import Raster
import RibHouse
import SnapshotTesting

/// One screen, RibHouse's LoggedOut, asserted across 16 device configurations (the four
/// devices, upright and turned sideways, each at scale 2 and 3) with the public
/// `verifySnapshot`: 16 assertions one after another on the main actor, against the same 16
/// in a task group, and as one matrix (`verifySnapshots`, what `assertSnapshots(of:as:)` with
/// named strategies does: each window laid out on the main actor while workers draw and compare
/// the ones before). Every reference matches; the pixel cache is warm, or turned off.
@MainActor
struct MatrixBenchmarks {
    /// Measured runs of each row (each run is 16 assertions).
    let runs: Int

    /// The four devices, upright: the phone sizes of the original presets and an 11-inch iPad.
    static let devices: [Device] = [.iPhoneSE, .iPhone13Pro, .iPhone13ProMax, .iPadPro11(.portrait)]

    /// The 16 configurations: name and device.
    static var configurations: [(String, Device)] {
        devices.flatMap { device in
            [false, true].flatMap { sideways in
                [2.0, 3.0].map { scale in
                    let size = sideways ? CGSize(width: device.size.height, height: device.size.width) : device.size
                    let name = "\(device.name)-\(sideways ? "landscape" : "portrait")-\(Int(scale))x"
                    return (
                        name, Device(name: name, size: size, scale: scale, safeAreaInsets: sideways ? EdgeInsets() : device.safeAreaInsets)
                    )
                }
            }
        }
    }

    /// The pixels of the 16 screens together.
    static var pixelsPerRun: Int {
        configurations.reduce(0) { $0 + Int($1.1.size.width * $1.1.scale) * Int($1.1.size.height * $1.1.scale) }
    }

    /// The six rows: sequential, task group and matrix, with the pixel cache warm and off.
    func run() async throws(BenchError) -> [Measurement] {
        var windows: [(name: String, window: Window)] = []
        for (name, device) in Self.configurations {
            let scene = RibHouseScene(device: device)
            do {
                try await scene.drive(to: .loggedOut)
            } catch {
                throw .appDidNotBoot(reason: "\(name): \(error)")
            }
            windows.append((name, scene.window))
        }
        let references = try TemporaryFolder("matrix")
        defer { references.remove() }
        for (name, window) in windows {
            try writePNG(window.render(), to: references.url.appendingPathComponent("matrix.\(name).png"))
        }
        let directory = references.url.path
        // The matrix row claims the same names from another call site: references of its own.
        let matrixReferences = try TemporaryFolder("matrix-parallel")
        defer { matrixReferences.remove() }
        for (name, _) in windows {
            let file = "matrix.\(name).png"
            do {
                try FileManager.default.copyItem(
                    at: references.url.appendingPathComponent(file), to: matrixReferences.url.appendingPathComponent(file))
            } catch {
                throw .measurementFailed(what: "matrix references", reason: "\(error)")
            }
        }
        let byName = Dictionary(uniqueKeysWithValues: windows.map { ($0.name, $0.window) })
        let strategies = Dictionary(
            uniqueKeysWithValues: windows.map { entry in
                let name = entry.name
                return (name, Snapshotting<Window, Bitmap>.image.pullback { (all: [String: Window]) in all[name]! })
            })
        var rows: [Measurement] = []
        for cache in ["warm", "off"] {
            if cache == "off" { setenv("SNAPSHOT_TESTING_PIXEL_CACHE", "off", 1) }
            defer { unsetenv("SNAPSHOT_TESTING_PIXEL_CACHE") }
            rows.append(
                try await timed("Matrix: 16 configurations, sequential, pixel cache \(cache)") { () async throws(BenchError) in
                    for (name, window) in windows {
                        if let failure = Self.verify(window, named: name, in: directory) {
                            throw .measurementFailed(what: "matrix \(name)", reason: failure)
                        }
                    }
                })
            rows.append(
                try await timed("Matrix: 16 configurations, task group, pixel cache \(cache)") { () async throws(BenchError) in
                    let failures = await withTaskGroup(of: String?.self, returning: [String].self) { group in
                        for (name, window) in windows {
                            group.addTask { Self.verify(window, named: name, in: directory) }
                        }
                        var failures: [String] = []
                        for await failure in group {
                            if let failure { failures.append(failure) }
                        }
                        return failures
                    }
                    if let first = failures.first {
                        throw .measurementFailed(what: "matrix in a task group", reason: first)
                    }
                })
            rows.append(
                try await timed("Matrix: 16 configurations, assertSnapshots matrix, pixel cache \(cache)") { () async throws(BenchError) in
                    let failures = verifySnapshots(
                        of: byName, as: strategies, record: .never, snapshotDirectory: matrixReferences.url.path, testName: "matrix")
                    if let first = failures.first {
                        throw .measurementFailed(what: "matrix through verifySnapshots", reason: first)
                    }
                })
        }
        return rows
    }

    /// One configuration's assertion. One call site for both rows: the toolkit refuses two
    /// assertions at different places that claim the same reference file.
    nonisolated static func verify(_ window: Window, named name: String, in directory: String) -> String? {
        verifySnapshot(of: window, as: .image, named: name, record: .never, snapshotDirectory: directory, testName: "matrix")
    }

    /// One warm-up run, then `runs` timed runs of `body`.
    private func timed(_ name: String, _ body: () async throws(BenchError) -> Void) async throws(BenchError) -> Measurement {
        try await body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            try await body()
            let (seconds, attoseconds) = (clock.now - start).components
            samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        return Measurement(name: name, samples: samples)
    }
}

/// Configurations per second for a run of 16 that took `milliseconds`.
func configurationsPerSecond(_ milliseconds: Double) -> String {
    String(format: "%.0f configurations/s", 16 / (milliseconds / 1000))
}
