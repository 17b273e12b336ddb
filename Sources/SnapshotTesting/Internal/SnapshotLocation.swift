internal import Foundation
internal import NapkinSupport

/// Where one snapshot's reference file and failure artifacts live.
///
/// References go to `<package root>/__Snapshots__/<TestFileName>/<stem>.<ext>` (or under the
/// folder `SNAPSHOT_TESTING_REFERENCE_ROOT` names; see ``ReferenceRoot``), where the
/// package root is the nearest folder above the test file that holds `Package.swift`, and
/// the stem is `<testName>.<n|name>` with the additions described in ``SnapshotFileName``
/// (a suite that is not named after the file, a parameterized case's arguments). Differs
/// from upstream, which puts `__Snapshots__` next to each test file; without a
/// `Package.swift` above the test file this module does the same. An explicit
/// `snapshotDirectory` replaces `<package root>/__Snapshots__/<TestFileName>`.
///
/// When another test target of the package has a test file of the same name (found by
/// looking at the sibling folders of the test's module folder, `Tests/<Module>`), the folder
/// is `<Module>.<TestFileName>` instead, so the two targets keep separate references; with
/// one file of that name, the folder stays `<TestFileName>`.
struct SnapshotLocation {
    /// The folder name for this test file's references and artifacts: the test file's name
    /// without extension (`LoginSnapshotTests`), qualified by the module when another test
    /// target has a file of the same name (`AppTests.LoginSnapshotTests`).
    let testFileName: String
    /// The test name as it appears in file names (`testLogin()` → `testLogin`), for messages.
    let testName: String
    /// The folder of the reference file.
    let directory: URL
    /// The reference file compared with: this module's own, or, while there is none, one in
    /// upstream's layout (``isUpstreamLayout``).
    let referenceURL: URL
    /// Where a recording goes: this module's own reference, never a file in upstream's layout
    /// (another platform's, which stays as it is; see ``ReferenceRoot``).
    let recordingURL: URL
    /// The folder that holds all failure artifacts and the report.
    let artifactsRoot: URL
    /// The package the test file belongs to (the folder with its Package.swift), if any.
    let packageRoot: URL?
    /// True when the reference is an existing file in upstream's layout beside the test file
    /// (see ``UpstreamReference``).
    let isUpstreamLayout: Bool

    /// Resolves the reference of one assertion. Unnamed snapshots take the next number of the
    /// running test's counter, so call this once per assertion.
    init(
        fileID: String? = nil,
        filePath: String,
        testName: String,
        name: String?,
        pathExtension: String?,
        snapshotDirectory: String?,
        test: TestIdentity? = nil
    ) throws(SnapshotNamingError) {
        // A strategy's extension is joined to an escaped name: it must not be a path of its own.
        if let pathExtension, pathExtension.contains("/") || pathExtension.contains("\0") {
            throw .unsafePathExtension(pathExtension)
        }
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        let packageRoot = PackageRoot.containing(fileURL)
        self.packageRoot = packageRoot
        let moduleName = fileID.flatMap { $0.split(separator: "/").first.map(String.init) }
        if let packageRoot, let moduleName, TestFileNamesakes.exist(for: fileURL, module: moduleName, packageRoot: packageRoot) {
            testFileName = SnapshotFileName.fitting("\(moduleName).\(fileName)")
        } else {
            testFileName = fileName
        }
        self.testName = SnapshotFileName.testComponent(testName)
        var directory: URL
        if let snapshotDirectory {
            directory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        } else {
            directory = ReferenceRoot.folder(in: packageRoot ?? fileURL.deletingLastPathComponent())
                .appendingPathComponent(testFileName, isDirectory: true)
        }

        // The suite joins the name only when it is not the file's namesake (see
        // SnapshotFileName), which keeps every one-suite-per-file reference name as it was.
        let suite = test.map(\.suite).flatMap { $0.isEmpty || $0 == [fileName] ? nil : $0 }
        var caseArguments: [String]?
        if name == nil, let test, test.isParameterized {
            guard let arguments = test.caseArguments else {
                throw .caseArgumentsUnreadable(test: test.description)
            }
            caseArguments = arguments
        }
        let identifier: String
        var number: Int?
        if let name {
            identifier = SnapshotFileName.nameComponent(name)
        } else {
            let counterKey = SnapshotFileName.stem(suite: suite, testName: testName, caseArguments: caseArguments, identifier: "")
            number = SnapshotCounter.next(testName: counterKey, directory: directory)
            identifier = String(number!)
        }
        var referenceName = SnapshotFileName.fitting(
            SnapshotFileName.stem(suite: suite, testName: testName, caseArguments: caseArguments, identifier: identifier)
        )
        if let pathExtension, !pathExtension.isEmpty {
            referenceName += ".\(pathExtension)"
        }
        let own = directory.appendingPathComponent(referenceName, isDirectory: false)
        // Upstream's file only while there is no own one, and never with a root configured.
        let upstream =
            snapshotDirectory == nil && ReferenceRoot.configured == nil && !FileManager.default.fileExists(atPath: own.path)
            ? UpstreamReference.existing(
                besideTestFile: fileURL, testName: testName, name: name, number: number, pathExtension: pathExtension)
            : nil
        referenceURL = upstream ?? own
        recordingURL = own
        isUpstreamLayout = upstream != nil
        if let upstream { directory = upstream.deletingLastPathComponent() }
        self.directory = directory
        if let configured = SnapshotEnvironment.value(SnapshotEnvironment.artifactsVariable) {
            artifactsRoot = URL(fileURLWithPath: configured, isDirectory: true)
        } else if let bazelOutputs = SnapshotEnvironment.value(SnapshotEnvironment.bazelOutputsVariable) {
            // Under `bazel test`, what a test leaves there is kept (per shard), so the shards'
            // reports can be merged (`napkin-review merge`).
            artifactsRoot = URL(fileURLWithPath: bazelOutputs, isDirectory: true).appendingPathComponent(
                "snapshot-artifacts", isDirectory: true)
        } else if let packageRoot {
            artifactsRoot = packageRoot.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        } else {
            artifactsRoot = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts", isDirectory: true)
        }
    }

    /// The reference file's name (`testLogin.1.png`).
    var fileName: String { referenceURL.lastPathComponent }

    /// The folder for this test file's artifacts.
    var artifactsDirectory: URL {
        artifactsRoot.appendingPathComponent(testFileName, isDirectory: true)
    }

    /// Where the newly-taken snapshot is written on failure: the reference's file name in the
    /// artifacts folder, so diff tools pair the two by name.
    var newSnapshotArtifactURL: URL {
        artifactsDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// Why no failure artifact may be written where `SNAPSHOT_ARTIFACTS` puts them, or `nil`.
    ///
    /// An artifacts folder that is the references' folder, or lies inside any `__Snapshots__`
    /// folder, would put the new snapshot on its own reference (artifacts take
    /// the reference's name, so diff tools pair them): the next run would pass.
    var artifactsConflict: String? {
        func resolved(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }
        let artifacts = resolved(artifactsDirectory), references = resolved(directory)
        guard artifacts == references || artifacts.split(separator: "/").contains("__Snapshots__") else { return nil }
        return """
            No failure artifacts were written: \(SnapshotEnvironment.artifactsVariable) puts them in \
            \(artifactsDirectory.path), among the references, where the new snapshot would take \
            its own reference's place and the next run would pass. Point \
            \(SnapshotEnvironment.artifactsVariable) at a folder outside every __Snapshots__ folder \
            (unset, artifacts go to .build/snapshot-artifacts).
            """
    }

    /// Where an attachment called `name` is written: `testLogin.1.<name>.<ext>`.
    func artifactURL(named name: String, extension fileExtension: String) -> URL {
        let base = referenceURL.deletingPathExtension().lastPathComponent
        let stem = SnapshotFileName.fitting(
            "\(base).\(SnapshotFileName.nameComponent(name))", maximumBytes: SnapshotFileName.maximumArtifactStemBytes)
        return artifactsDirectory.appendingPathComponent("\(stem).\(fileExtension)", isDirectory: false)
    }
}

/// Finds the package a test file belongs to.
enum PackageRoot {
    private static let cache = Locked<[String: URL?]>([:])

    /// The nearest folder above `file` that holds `Package.swift`, or `nil`.
    static func containing(_ file: URL) -> URL? {
        let start = file.deletingLastPathComponent().standardizedFileURL
        if let cached = cache.withLock({ $0[start.path] }) { return cached }
        var folder = start
        var found: URL?
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                found = folder
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        cache.withLock { $0[start.path] = found }
        return found
    }
}

/// Finds out whether another test target of a package has a test file of a given name.
///
/// Test targets live side by side (`Tests/AppTests`, `Tests/KitTests`), so the sibling folders
/// of the test's module folder are searched, once per process. A module folder that is not
/// named after its module (a custom `path:`) is not found, and its files are never qualified.
enum TestFileNamesakes {
    /// File name → names of the target folders that hold a file of that name, per folder of
    /// targets.
    private static let cache = Locked<[String: [String: Set<String>]]>([:])

    /// True when a test target other than `module` has a file named like `file`.
    static func exist(for file: URL, module: String, packageRoot: URL) -> Bool {
        let root = packageRoot.standardizedFileURL.path
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.lastPathComponent != module {
            let parent = folder.deletingLastPathComponent()
            guard parent.path.hasPrefix(root), parent.path != folder.path else { return false }
            folder = parent
        }
        let targets = folder.deletingLastPathComponent()
        let index =
            cache.withLock { $0[targets.path] }
            ?? {
                let built = buildIndex(of: targets)
                cache.withLock { $0[targets.path] = built }
                return built
            }()
        return index[file.lastPathComponent, default: []].contains { $0 != module }
    }

    private static func buildIndex(of targets: URL) -> [String: Set<String>] {
        var index: [String: Set<String>] = [:]
        let manager = FileManager.default
        let folders =
            (try? manager.contentsOfDirectory(at: targets, includingPropertiesForKeys: [.isDirectoryKey], options: .skipsHiddenFiles)) ?? []
        for target in folders where (try? target.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let files = manager.enumerator(at: target, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            while let file = files?.nextObject() as? URL {
                if file.pathExtension == "swift" {
                    index[file.lastPathComponent, default: []].insert(target.lastPathComponent)
                }
            }
        }
        return index
    }
}
