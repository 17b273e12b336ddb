import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

/// The start-up hook napkin-preview relies on: this very test binary, started again with
/// `NAPKIN_PREVIEW_GALLERY_REQUEST`, renders the previews asked for and exits before its tests.
@Suite("The gallery's start-up hook")
struct PreviewGalleryHookTests {
    /// Runs this test binary with a request file and returns its status and output.
    func runHook(_ request: PreviewGalleryRequest?, in folder: URL) async throws -> (status: Int32, output: String, errors: String) {
        let requestFile = folder.appendingPathComponent("request.json")
        if let request { try JSONEncoder().encode(request).write(to: requestFile) }
        let binary = try #require(Bundle.main.executableURL)
        return try await onOwnThread { () throws -> (Int32, String, String) in
            let process = Process()
            process.executableURL = binary
            process.environment = ProcessInfo.processInfo.environment.merging([PreviewGalleryRequest.environmentVariable: requestFile.path])
            { $1 }
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let bytes = readAll(output.fileHandleForReading)
            let errorBytes = readAll(errors.fileHandleForReading)
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: bytes, as: UTF8.self), String(decoding: errorBytes, as: UTF8.self))
        }
    }

    @Test("A request renders the modules' previews, names twins apart, and records what could not be shown")
    func renders() async throws {
        let folder = try makeTemporaryFolder("napkin-gallery-hook")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("gallery")
        let request = PreviewGalleryRequest(
            output: output.path, modules: ["SnapshotTestingSwift5Tests", "NapkinUITests"], sourceRoot: packageRoot().path,
            configurations: [.init(name: "dark", device: "iPhoneSE", scheme: "dark")]
        )
        let run = try await runHook(request, in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let manifest = try JSONDecoder().decode(
            PreviewGalleryManifest.self, from: Data(contentsOf: output.appendingPathComponent("manifest.json")))
        #expect(manifest.configurations == ["dark"])
        let progress = run.output.split(separator: "\n").filter { $0.hasPrefix(PreviewGalleryRenderer.progressPrefix) }
        #expect(progress.count == manifest.previews.count)
        #expect(progress.last?.hasPrefix("napkin-preview-progress \(manifest.previews.count)/\(manifest.previews.count) ") == true)
        let twins = manifest.previews.filter { $0.module == "SnapshotTestingSwift5Tests" }.map(\.fileName)
        #expect(twins == ["TwinPreviews_Twin", "TwinPreviews_Twin-2", "TwinPreviews_Single"])
        let badge = try #require(manifest.previews.first { $0.displayName == "Badge" })
        #expect(
            badge.images == [
                .init(
                    configuration: "dark", file: "NapkinUITests/PreviewFixtures_Badge_dark.png", width: 750, height: 1334, scale: 2,
                    error: nil)
            ])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("NapkinUITests/PreviewFixtures_Badge_dark.png").path))
        let pixel = try #require(manifest.previews.first { $0.displayName == "UnknownDevice" })
        #expect(pixel.images.first?.file == nil)
        #expect(pixel.images.first?.error?.contains(#"asks for the device "Pixel 7""#) == true)
    }

    @Test("A request that cannot be read or names an unknown device ends the process with one line and status 1")
    func refuses() async throws {
        let folder = try makeTemporaryFolder("napkin-gallery-hook")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try await runHook(nil, in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.errors
                == "napkin-preview: cannot read the preview gallery request \(folder.path)/request.json: the file does not exist\n")
        let unknown = try await runHook(
            PreviewGalleryRequest(
                output: folder.path, modules: nil, sourceRoot: folder.path,
                configurations: [.init(name: "x", device: "Pixel", scheme: "light")]), in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.errors.hasPrefix("napkin-preview: unknown device 'Pixel'; name one of iPhone13Pro, iPhoneSE, iPhoneSe, "))
        let scheme = try await runHook(
            PreviewGalleryRequest(
                output: folder.path, modules: nil, sourceRoot: folder.path,
                configurations: [.init(name: "x", device: "iPhoneSE", scheme: "sepia")]), in: folder)
        #expect(scheme.errors == "napkin-preview: unknown colour scheme 'sepia'; name light or dark\n")
    }
}
