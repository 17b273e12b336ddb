internal import Foundation
internal import NapkinUI
internal import RasterCore

/// One `assertPreviewSnapshots()` call: which previews, under which reference names, the
/// strategy that renders each, and the references no preview claims any more.
///
/// Reference names are `<test>.<file>_<preview>_<configuration>.png` in the test file's
/// `__Snapshots__` folder (see ``RegisteredPreview/fileName(in:)``): `testPreviews.ProfileView_Badge_dark.png`,
/// `testPreviews.ProfileView_line12_light.png` for an unnamed `#Preview`.
struct PreviewSnapshotRun {
    /// A reference to verify: its name and how its snapshot is taken.
    typealias Variant = SnapshotMatrix<Void, Bitmap>.Variant

    var module: String?
    var matrix: [PreviewConfiguration]
    var excluded: [String]
    var precision: Float
    var perceptualPrecision: Float
    var recording: SnapshotTestingConfiguration.Record?
    var snapshotDirectory: String?
    var timeout: TimeInterval
    var fileID: StaticString
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt

    /// Verifies every preview in every configuration, then looks for stale references;
    /// calls `report` with each failure message, in order, on the caller's thread.
    func verify(report: (String) -> Void) {
        let testModule = String(describing: fileID).split(separator: "/").first.map(String.init) ?? ""
        let target = module ?? Self.moduleUnderTest(testModule)
        let root = PackageRoot.containing(URL(fileURLWithPath: String(describing: filePath)))?.path
        let all: [RegisteredPreview]
        do {
            all = try SnapshotWaiter.value(of: onMainActor { PreviewRegistry.all(sourceRoot: root) }, timeout: timeout)
        } catch {
            return report(error.description)
        }
        let previews = all.filter { $0.module == target }
        guard !previews.isEmpty else {
            let modules = Set(all.map(\.module)).sorted()
            let known =
                modules.isEmpty ? "no module of this binary has previews" : "modules with previews: \(modules.joined(separator: ", "))"
            let reason = module == nil ? " (the module under test of \(testModule), by name)" : ""
            return report("No previews found in module \(target)\(reason); pass module: to assertPreviewSnapshots — \(known).")
        }
        guard !matrix.isEmpty else { return report("assertPreviewSnapshots needs at least one configuration in its matrix.") }
        let unknownExclusions = Set(excluded).subtracting(previews.map(\.fileName))
        if !unknownExclusions.isEmpty {
            report(
                """
                excluding: names no preview of \(target): \(unknownExclusions.sorted().joined(separator: ", ")). \
                Name previews by the file name their references carry: \(previews.prefix(3).map(\.fileName).joined(separator: ", "))…
                """)
        }
        var variants: [Variant] = []
        var claimed: [String: RegisteredPreview] = [:]
        for preview in previews where !preview.settings.isExcludedFromSnapshots && !excluded.contains(preview.fileName) {
            if let first = claimed[preview.fileName] {
                report(
                    """
                    Two previews would share the references named \(preview.fileName): \(first) and \(preview). \
                    Give one of them another name.
                    """)
                continue
            }
            claimed[preview.fileName] = preview
            for configuration in matrix {
                do {
                    variants.append(
                        Variant(
                            name: preview.fileName(in: configuration),
                            strategy: strategy(preview, on: try preview.device(in: configuration))))
                } catch {
                    report(error.description)
                }
            }
        }
        SnapshotMatrix(
            variants: variants, recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        ).verify({ () }, examining: SnapshotMatrix<Void, Bitmap>.concurrently, report: report)
        if let stale = staleReferences(expected: variants.compactMap(\.name)) {
            report(stale)
        }
    }

    /// `GalleryTests` → `Gallery`: SwiftPM's convention for a test target's module under test.
    static func moduleUnderTest(_ testModule: String) -> String {
        testModule.hasSuffix("Tests") && testModule.count > 5 ? String(testModule.dropLast(5)) : testModule
    }

    /// Renders `preview` on `device` once its `.modifier` traits' shared contexts are made (a context that cannot be
    /// made fails the assertion with why); ignores the value (every variant renders its own preview).
    private func strategy(_ preview: RegisteredPreview, on device: Device) -> Snapshotting<Void, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (_: Void) in
                Async.delivering { deliver in
                    Task.immediate { @MainActor in
                        do {
                            try await preview.prepare()
                        } catch {
                            deliver(
                                .failure(
                                    SnapshotUnavailable(
                                        reason: "\(preview.description): a preview modifier's makeSharedContext() threw \(error)")))
                            return
                        }
                        deliver(.success(preview.makeWindow(on: device).render()))
                    }
                }
            }
    }

    /// The failure that lists the references of this test that no preview claims (a preview
    /// renamed, deleted or excluded, or a configuration left out), or `nil` when there are
    /// none. In record mode `.all` they are removed, and the failure says so.
    private func staleReferences(expected: [String]) -> String? {
        let test = TestContext.current
        func location(_ name: String) throws(SnapshotNamingError) -> SnapshotLocation {
            try SnapshotLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath), testName: testName, name: name,
                pathExtension: "png", snapshotDirectory: snapshotDirectory, test: test
            )
        }
        let probeName = "napkin-probe"
        guard let probe = try? location(probeName), !probe.isUpstreamLayout else { return nil }
        let prefix = String(probe.fileName.dropLast("\(probeName).png".count))
        let expectedFiles = Set(expected.compactMap { try? location($0).fileName })
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: probe.directory.path)) ?? []
        let stale = existing.filter { name in
            guard name.hasPrefix(prefix), name.hasSuffix(".png"), !expectedFiles.contains(name) else { return false }
            // Another assertion of the same test: numbered (`testPreviews.1.png`), or named with
            // a dot-free name that no preview could produce (every preview name has a `_`).
            let identifier = name.dropFirst(prefix.count).dropLast(4)
            return identifier.contains("_") && !identifier.contains(".")
        }.sorted()
        guard !stale.isEmpty else { return nil }
        let paths = stale.map { probe.directory.appendingPathComponent($0).path }
        let listing = paths.map { "  \($0)" }.joined(separator: "\n")
        if (try? SnapshotTestingConfiguration.Record.resolve(argument: recording)) == .all {
            var removed: [String] = []
            var kept: [String] = []
            for path in paths {
                if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) } else { kept.append(path) }
            }
            var message =
                "Record mode is on. Removed \(removed.count) reference\(removed.count == 1 ? "" : "s") that no preview claims any more:\n"
                + removed.map { "  \($0)" }.joined(separator: "\n")
            if !kept.isEmpty { message += "\nCould not remove:\n" + kept.map { "  \($0)" }.joined(separator: "\n") }
            return message
        }
        return """
            \(stale.count) reference\(stale.count == 1 ? "" : "s") of \(probe.testName) belong\(stale.count == 1 ? "s" : "") to no preview \
            (renamed, deleted or excluded, or a configuration no longer in the matrix):
            \(listing)

            Delete \(stale.count == 1 ? "it" : "them"), or re-run with SNAPSHOT_TESTING_RECORD=all, which removes \(stale.count == 1 ? "it" : "them") and records the current previews.
            """
    }
}
