import Foundation
import NapkinUI
import PackageTestSupport
import Testing

/// A copy of `Tests/Fixtures/PreviewConsumer` (a package written as the README tells a user to
/// write one: private views, `#Preview` in several files, a PreviewProvider with three previews,
/// tests that call `assertPreviewSnapshots()`, a synchronous `@MainActor` XCTest class, Swift
/// Testing) in `folder`, depending by URL, `from: "0.1.0"`, on a git repository that holds this
/// napkin's working tree, resolved in ``previewConsumerScratch`` (`Tests/Fixtures/copy-consumer.sh`).
func copyPreviewConsumer(to folder: URL) async throws -> URL {
    let copy = try await Command(packageRoot().appendingPathComponent("Tests/Fixtures/copy-consumer.sh")).run([
        folder.path, previewConsumerScratch,
    ])
    guard copy.status == 0 else { throw ConsumerCopyFailed(message: copy.standardError) }
    return URL(fileURLWithPath: String(decoding: copy.output, as: UTF8.self).trimmingCharacters(in: .newlines), isDirectory: true)
}

/// `copy-consumer.sh` failed, saying why.
struct ConsumerCopyFailed: Error, CustomStringConvertible {
    let message: String
    var description: String { "Tests/Fixtures/copy-consumer.sh failed: \(message)" }
}

/// Where the consumer is built: under this package's .build, so that napkin's modules are
/// compiled for it once and reused by every later run (and by the browser tests).
let previewConsumerScratch = packageRoot().appendingPathComponent(".build/preview-consumer").path

@Suite("napkin-preview and assertPreviewSnapshots() in a user's package")
struct PreviewGalleryEndToEndTests {
    /// `swift test` in the consumer, its tests already built by napkin-preview.
    func consumerTests(_ consumer: URL, artifacts: URL) async throws -> (status: Int32, output: String) {
        let run = try await Command(URL(fileURLWithPath: "/usr/bin/env")).run(
            ["swift", "test", "--skip-build", "--package-path", consumer.path, "--scratch-path", previewConsumerScratch],
            environment: ["SNAPSHOT_TESTING_RECORD": "missing", "SNAPSHOT_ARTIFACTS": artifacts.path]
        )
        return (run.status, String(decoding: run.output, as: UTF8.self) + run.standardError)
    }

    @Test("The gallery holds every preview of the package; the package's tests snapshot the same images", .timeLimit(.minutes(30)))
    func consumerPackage() async throws {
        let folder = try makeTemporaryFolder("napkin-preview-consumer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let consumer = try await copyPreviewConsumer(to: folder)
        let run = try await Command("napkin-preview").run(["--package-path", consumer.path, "--scratch-path", previewConsumerScratch])
        let output = String(decoding: run.output, as: UTF8.self)
        #expect(run.status == 0, "\(output)\n\(run.standardError)")
        #expect(output.contains("napkin-preview: rendered 7 previews × 2 configurations in"))

        let gallery = consumer.appendingPathComponent(".build/previews")
        let manifest = try JSONDecoder().decode(
            PreviewGalleryManifest.self, from: Data(contentsOf: gallery.appendingPathComponent("images/manifest.json")))
        #expect(manifest.configurations == ["light", "dark"])
        #expect(
            manifest.previews.map {
                "\($0.fileID ?? "?"):\($0.line ?? 0) \($0.displayName) \($0.images.map { "\($0.width)×\($0.height)" })"
            } == [
                #"Screens/Avatar.swift:14 Avatar ["360×360", "360×360"]"#,
                #"Screens/ProfileScreen.swift:28 ProfileScreen line 28 ["1170×2532", "1170×2532"]"#,
                #"Screens/ProfileScreen.swift:32 Badge ["178×76", "178×76"]"#,
                #"Screens/SettingsScreen.swift:24 Settings ["2532×1170", "2532×1170"]"#,
                #"Screens/SettingsScreen.swift:30 Off ["1170×2532", "1170×2532"]"#,
                #"Screens/SettingsScreen.swift:30 On, SE ["750×1334", "750×1334"]"#,
                #"Screens/SettingsScreen.swift:30 Row ["98×58", "98×58"]"#,
            ])
        let page = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        for preview in manifest.previews {
            #expect(page.contains("<h3>\(preview.displayName)</h3>"))
            for image in preview.images { #expect(page.contains("src=\"images/\(image.file ?? "?")?v=1\"")) }
        }

        // The consumer's own tests (XCTest, light and dark; Swift Testing, light) record one
        // reference per preview and configuration: the gallery's images, byte for byte.
        let artifacts = folder.appendingPathComponent("artifacts")
        let first = try await consumerTests(consumer, artifacts: artifacts)
        #expect(first.status != 0)
        #expect(first.output.contains("No reference was found on disk. Automatically recorded snapshot"))
        let references = consumer.appendingPathComponent("__Snapshots__")
        let names = manifest.previews.map(\.fileName)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: references.appendingPathComponent("ScreensPreviewTests").path).sorted()
                == names.flatMap { ["testPreviews.\($0)_dark.png", "testPreviews.\($0)_light.png"] }.sorted())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: references.appendingPathComponent("ScreensPreviewSwiftTests").path).sorted()
                == names.map { "previews.\($0)_light.png" }.sorted())
        for name in names {
            let reference = try Data(contentsOf: references.appendingPathComponent("ScreensPreviewTests/testPreviews.\(name)_dark.png"))
            #expect(reference == (try Data(contentsOf: gallery.appendingPathComponent("images/Screens/\(name)_dark.png"))), "\(name)")
        }
        // The first hour's tests: a synchronous @MainActor XCTest class runs (no abort), `.image`
        // alone renders the device's screen, a modified view its ideal size, a custom strategy
        // pulled back on the main actor its own device.
        #expect(!first.output.contains("Could not cast"), "\(first.output)")
        let sizes = try [
            "FirstHourTests/testProfile.1.png", "FirstHourTests/testModifiedView.1.png", "FirstHourTests/testMenu.1.png",
            "FirstHourSwiftTests/profile.1.png",
        ].map { try pngSize(references.appendingPathComponent($0)) }
        #expect(sizes[0] == [1170, 2532] && sizes[2] == [750, 1334] && sizes[3] == [1170, 2532], "\(sizes)")
        #expect(sizes[1][0] < 400 && sizes[1][1] < 200, "\(sizes)")
        let light = try Data(contentsOf: references.appendingPathComponent("FirstHourTests/testProfile.1.png"))
        #expect(light != (try Data(contentsOf: references.appendingPathComponent("FirstHourSwiftTests/profile.1.png"))))
        let second = try await consumerTests(consumer, artifacts: artifacts)
        #expect(second.status == 0, "\(second.output)")
        for test in ["testProfile", "testModifiedView", "testMenu"] {
            #expect(second.output.contains("Test Case 'FirstHourTests.\(test)' passed"), "\(test)")
        }
        // The view model in a file importing only Foundation compiled (AppleImports) and publishes.
        #expect(second.output.contains("Test profileModelPublishes() passed"), "\(second.output)")

        // A reference no preview claims fails the test that owns it.
        let stale = references.appendingPathComponent("ScreensPreviewTests/testPreviews.ProfileScreen_Old_light.png")
        try Data("old".utf8).write(to: stale)
        let third = try await consumerTests(consumer, artifacts: artifacts)
        #expect(third.status != 0)
        #expect(third.output.contains("1 reference of testPreviews belongs to no preview"))
        #expect(third.output.contains(stale.path))
    }
}

/// The width and height in a PNG file's header.
func pngSize(_ file: URL) throws -> [Int] {
    let header = [UInt8](try Data(contentsOf: file).prefix(24))
    guard header.count == 24 else { return [] }
    return [16, 20].map { start in header[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
}
