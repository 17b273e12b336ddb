import Foundation
import NapkinSupport
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// `assertSnapshots` verifies the variants of a matrix with their references examined on
/// other cores; what it reports must be what one `assertSnapshot` per variant reports.
@Suite struct SnapshotMatrixTests {
    /// Five variants of one picture: two whose references match, one whose reference differs,
    /// one without a reference and one whose reference is damaged.
    static let names = ["a-match", "b-differs", "c-missing", "d-match", "e-damaged"]

    static func prepareReferences(in folder: TemporaryFolder, testName: String) throws {
        let png = Diffing<Bitmap>.image.toData
        var changed = samplePicture()
        for x in 0..<8 { changed[x, 2] = 0xFF00_FF00 }
        try png(samplePicture()).write(to: URL(fileURLWithPath: folder.path("\(testName).a-match.png")))
        try png(changed).write(to: URL(fileURLWithPath: folder.path("\(testName).b-differs.png")))
        try png(samplePicture()).write(to: URL(fileURLWithPath: folder.path("\(testName).d-match.png")))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.path("\(testName).e-damaged.png")))
    }

    static var strategies: [String: Snapshotting<Bitmap, Bitmap>] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, Snapshotting<Bitmap, Bitmap>.image) })
    }

    /// Every file under the folder (references and artifacts, not the report's records) with
    /// its bytes.
    static func contents(of folder: TemporaryFolder) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in folder.files() {
            result[name] = FileManager.default.contents(atPath: folder.path(name))
        }
        for name in folder.failureArtifacts() {
            result["artifacts/" + name] = FileManager.default.contents(atPath: folder.path("artifacts/" + name))
        }
        return result
    }

    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .failed, .never, .all])
    func matrixReportsWhatSequentialAssertionsReport(mode: SnapshotTestingConfiguration.Record) throws {
        let sequentialFolder = try TemporaryFolder(), matrixFolder = try TemporaryFolder()
        defer { sequentialFolder.remove(); matrixFolder.remove() }
        let testName = "screens()"
        try Self.prepareReferences(in: sequentialFolder, testName: "screens")
        try Self.prepareReferences(in: matrixFolder, testName: "screens")

        // One assertSnapshot per variant, in the order of the names.
        let sequential: [String] = withTestEnvironment(artifacts: sequentialFolder) {
            Self.names.compactMap { name in
                verifySnapshot(
                    of: samplePicture(), as: .image, named: name, record: mode, snapshotDirectory: sequentialFolder.path,
                    testName: testName, line: 7, column: 1)
            }
        }
        var concurrent: [String] = []
        withTestEnvironment(artifacts: matrixFolder) {
            SnapshotMatrix(
                variants: Self.strategies.sorted { $0.key < $1.key }.map { .init(name: $0.key, strategy: $0.value) },
                recording: mode, snapshotDirectory: matrixFolder.path, timeout: 5,
                fileID: #fileID, filePath: #filePath, testName: testName, line: 7, column: 1
            ).verify({ samplePicture() }, examining: SnapshotMatrix<Bitmap, Bitmap>.concurrently) { concurrent.append($0) }
        }

        let expectedCount = mode == .all ? 5 : 3
        #expect(sequential.count == expectedCount)
        #expect(
            concurrent.map { $0.replacingOccurrences(of: matrixFolder.path, with: "<folder>") }
                == sequential.map { $0.replacingOccurrences(of: sequentialFolder.path, with: "<folder>") })
        if mode != .all {
            #expect(concurrent[0].hasPrefix("Snapshot \"b-differs\" does not match reference."))
            #expect(concurrent[1].hasPrefix("No reference was found on disk."))
            #expect(concurrent[2].hasPrefix("The reference snapshot \"\(matrixFolder.path("screens.e-damaged.png"))\" is unusable"))
        }
        // The same references recorded (or kept) and the same artifacts written.
        let sequentialFiles = Self.contents(of: sequentialFolder), matrixFiles = Self.contents(of: matrixFolder)
        #expect(matrixFiles.keys.sorted() == sequentialFiles.keys.sorted())
        for (name, data) in sequentialFiles where !name.hasPrefix("artifacts/") {
            #expect(matrixFiles[name] == data, "\(name) differs")
        }
        #expect(FileManager.default.fileExists(atPath: matrixFolder.path("screens.c-missing.png")) == (mode != .never))
    }

    /// A variant that fails before its snapshot is compared (its value throws) is reported in
    /// its place, after the variants before it and before those after it.
    @Test func aVariantThatThrowsIsReportedInItsPlace() throws {
        struct Broken: Error {}
        let sequentialFolder = try TemporaryFolder(), matrixFolder = try TemporaryFolder()
        defer { sequentialFolder.remove(); matrixFolder.remove() }
        try Self.prepareReferences(in: sequentialFolder, testName: "throwing")
        try Self.prepareReferences(in: matrixFolder, testName: "throwing")
        // The value is evaluated once per variant; the fourth evaluation (d-match) throws.
        func value(counting calls: inout Int) throws -> Bitmap {
            calls += 1
            if calls == 4 { throw Broken() }
            return samplePicture()
        }
        var sequentialCalls = 0, matrixCalls = 0
        // (`try` only because the compiler counts the `try` inside the autoclosure.)
        let sequential: [String] = try withTestEnvironment(artifacts: sequentialFolder) {
            try Self.names.compactMap { (name: String) -> String? in
                verifySnapshot(
                    of: try value(counting: &sequentialCalls), as: .image, named: name, snapshotDirectory: sequentialFolder.path,
                    testName: "throwing()", line: 9, column: 1)
            }
        }
        var concurrent: [String] = []
        withTestEnvironment(artifacts: matrixFolder) {
            SnapshotMatrix(
                variants: Self.strategies.sorted { $0.key < $1.key }.map { .init(name: $0.key, strategy: $0.value) },
                recording: nil, snapshotDirectory: matrixFolder.path, timeout: 5,
                fileID: #fileID, filePath: #filePath, testName: "throwing()", line: 9, column: 1
            ).verify({ try value(counting: &matrixCalls) }, examining: SnapshotMatrix<Bitmap, Bitmap>.concurrently) {
                concurrent.append($0)
            }
        }
        #expect(sequential.count == 4)
        #expect(
            concurrent.map { $0.replacingOccurrences(of: matrixFolder.path, with: "<folder>") }
                == sequential.map { $0.replacingOccurrences(of: sequentialFolder.path, with: "<folder>") })
        #expect(concurrent.count == 4 && concurrent[2].contains("Broken"))
    }

    @Test func failuresAreIssuesOfTheCallInTheOrderOfTheNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.prepareReferences(in: folder, testName: "screens")
        let issues = Locked<[(comment: String, line: Int)]>([])
        let callLine = #line + 3
        withTestEnvironment(artifacts: folder) {
            withKnownIssue(isIntermittent: false) {
                assertSnapshots(of: samplePicture(), as: Self.strategies, snapshotDirectory: folder.path, testName: "screens()")
            } matching: { issue in
                guard issue.severity == .error else { return false }
                issues.withLock { $0.append((issue.comments.map(\.rawValue).joined(), issue.sourceLocation?.line ?? 0)) }
                return true
            }
        }
        let recorded = issues.withLock { $0 }
        #expect(recorded.count == 3)
        #expect(recorded.allSatisfy { $0.line == callLine })
        #expect(recorded.first?.comment.hasPrefix("Snapshot \"b-differs\" does not match reference.") == true)
        #expect(recorded.dropFirst().first?.comment.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(recorded.last?.comment.contains("screens.e-damaged.png\" is unusable") == true)
        #expect(folder.files() == Self.names.map { "screens.\($0).png" })
    }

    @Test func aNumberedMatrixKeepsItsOrderAndCounters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sizes = [8, 16, 24, 32]
        let strategies = sizes.map { size in
            Snapshotting<Bitmap, Bitmap>.image.pullback { (_: Bitmap) in samplePicture(width: size, height: size) }
        }
        withTestEnvironment(artifacts: folder) {
            withKnownIssue {
                assertSnapshots(of: samplePicture(), as: strategies, snapshotDirectory: folder.path, testName: "sizes()")
            }
        }
        #expect(folder.files() == ["sizes.1.png", "sizes.2.png", "sizes.3.png", "sizes.4.png"])
        for (index, size) in sizes.enumerated() {
            let data = try #require(FileManager.default.contents(atPath: folder.path("sizes.\(index + 1).png")))
            #expect(try Diffing<Bitmap>.image.decode(data).width == size)
        }
    }

    /// The snapshot is taken on the caller's thread (the main actor's here), the reference
    /// examined on another.
    @MainActor @Test func snapshotsOnTheCallerReferencesElsewhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let caller = pthread_self()
        let threads = Locked<(snapshots: [Bool], diffs: [Bool])>(([], []))
        let diffing = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, new in
                threads.withLock { $0.diffs.append(pthread_equal(pthread_self(), caller) != 0) }
                return reference == new ? nil : ("differs", [])
            }
        )
        let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing) { (value: String) -> String in
            threads.withLock { $0.snapshots.append(pthread_equal(pthread_self(), caller) != 0) }
            return value
        }
        for name in ["one", "two", "three"] {
            try Data("same".utf8).write(to: URL(fileURLWithPath: folder.path("where.\(name).txt")))
        }
        withTestEnvironment(artifacts: folder) {
            assertSnapshots(
                of: "same", as: ["one": strategy, "two": strategy, "three": strategy], snapshotDirectory: folder.path, testName: "where()")
        }
        let seen = threads.withLock { $0 }
        #expect(seen.snapshots == [true, true, true])
        #expect(seen.diffs == [false, false, false])
    }

    /// An examination on another thread reads the module's environment as the test set it
    /// (a task-local there), so a hook around the decode sees the test's settings.
    @Test func examinationsSeeTheCallersEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let seen = Locked<[String?]>([])
        let diffing = Diffing<String>(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, new in
                seen.withLock { $0.append(SnapshotEnvironment.value("NAPKIN_MATRIX_PROBE")) }
                return reference == new ? nil : ("differs", [])
            }
        )
        let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing) { $0 }
        for name in ["one", "two"] {
            try Data("same".utf8).write(to: URL(fileURLWithPath: folder.path("environment.\(name).txt")))
        }
        withTestEnvironment(artifacts: folder, ["NAPKIN_MATRIX_PROBE": "from the test"]) {
            assertSnapshots(of: "same", as: ["one": strategy, "two": strategy], snapshotDirectory: folder.path, testName: "environment()")
        }
        #expect(seen.withLock { $0 } == ["from the test", "from the test"])
    }
}
