internal import Foundation
internal import NapkinSupport
internal import SnapshotReport

/// One run of `verifySnapshot`: takes the snapshot, then records or compares it according to
/// the record mode, writes artifacts on failure and words the result.
struct SnapshotVerification<Value, Format> {
    let snapshotting: Snapshotting<Value, Format>
    let name: String?
    let mode: SnapshotTestingConfiguration.Record
    /// Where ``mode`` came from, which decides how a failure says to re-record.
    var modeOrigin: RecordModeOrigin = .environment
    let location: SnapshotLocation
    let timeout: TimeInterval
    /// `Module/File.swift:42`.
    let sourceLocation: String
    /// The test's module, for `swift test --filter` suggestions.
    let moduleName: String
    /// The running test, which the `swift test --filter` suggestion selects.
    var test: TestIdentity?
    /// The test name as given (`#function`), for a suggestion outside a known test.
    var testName: String?
    /// Reports what does not fit a failure message that must stay upstream's exact text (a
    /// warning beside the failure).
    var note: (String) -> Void = { _ in }
    /// Whether passes and recordings count in the run's report (inside a test; a benchmark or
    /// a tool has no run).
    var reportsToRun = false
    /// What the strategy noticed while taking the snapshot (see ``SnapshotRemarks``).
    let remarks = SnapshotRemarks()

    /// The failure message, or `nil` when the snapshot matches its reference.
    func run(_ value: () throws -> Value) -> String? {
        do {
            let snapshot = try take(value)
            return conclude(snapshot, examiner.examine(snapshot))
        } catch {
            return error.description
        }
    }

    /// Evaluates the value and takes its snapshot, on the caller's thread (a view renders on
    /// the main actor).
    func take(_ value: () throws -> Value) throws(SnapshotTestingError) -> Format {
        let input = try evaluate(value)
        let taken = SnapshotRemarks.$current.withValue(remarks) {
            Result { () throws(SnapshotTestingError) in try SnapshotWaiter.value(of: snapshotting.snapshot(input), timeout: timeout) }
        }
        return try taken.get()
    }

    /// The value under test; what it throws fails the assertion.
    func evaluate(_ value: () throws -> Value) throws(SnapshotTestingError) -> Value {
        do { return try value() } catch { throw .valueThrew(reason: String(describing: error)) }
    }

    /// Reads, decodes and compares the reference, writing nothing: the part of a verification
    /// that may run on another thread (see ``ReferenceExaminer``).
    var examiner: ReferenceExaminer<Format> {
        ReferenceExaminer(
            diffing: snapshotting.diffing, referenceURL: location.referenceURL, recordsAll: mode == .all,
            environment: SnapshotEnvironment.override)
    }

    /// Acts on what examining the reference found: records, writes artifacts and the report,
    /// and words the failure; `nil` when the snapshot matches. Runs on the caller's thread,
    /// in the test's context.
    func conclude(_ snapshot: Format, _ examination: ReferenceExamination<Format>) -> String? {
        do {
            return try compareOrRecord(snapshot, examination)
        } catch {
            return error.description
        }
    }

    private func compareOrRecord(_ snapshot: Format, _ examination: ReferenceExamination<Format>) throws(SnapshotTestingError) -> String? {
        // The new snapshot is encoded only on the paths that write it: a matching snapshot,
        // the common case, costs no encode (for a 1170×2532 image, a PNG encode is most of
        // the time of a passing assertion).
        // Recordings go to this module's own reference, never over one in upstream's layout.
        let recordingURL = location.recordingURL
        let quotedTest = "\"\(location.testName)\""

        switch examination {
        case .recordAll:
            try ArtifactWriter.write(try encode(snapshot), to: recordingURL)
            tally(.recorded)
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(recordingURL.absoluteString)"

                Turn record mode off and re-run \(quotedTest) to assert against the newly-recorded snapshot
                """ + remarks.paragraphs
        case .missing:
            return try referenceMissing(newData: try encode(snapshot), snapshot: snapshot)
        case .unusable(let reason):
            return try referenceUnusable(reason: reason, newData: try encode(snapshot), snapshot: snapshot)
        case .matches:
            tally(.passed)
            return nil
        case .differs(let detail, let attachments, let referenceData, let reference):
            return try mismatch(
                detail: detail, attachments: attachments, newData: try encode(snapshot), referenceData: referenceData, reference: reference,
                snapshot: snapshot)
        }
    }

    // MARK: Outcomes

    private func referenceMissing(newData: Data, snapshot: Format) throws(SnapshotTestingError) -> String {
        let referenceURL = location.recordingURL
        if mode == .never {
            // Upstream's message is this one line, word for word; where the reference was
            // expected and how to record it go to a note beside the failure and the report.
            let message = "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            let artifacts = writeArtifacts([newArtifact(newData, snapshot: snapshot)])
            let details = """
                The record mode is "never". Expected reference: "\(referenceURL.absoluteString)"

                To record it, \(modeOrigin == .environment ? "run: " : "")\(recordingAdvice(mode: .missing))
                """ + remarks.paragraphs + artifacts.listing
            // The report gets the whole text; the note gets the details and any trouble
            // adding them to the report.
            let reported = report(message + "\n\n" + details, artifacts: artifacts)
            note(String(reported.dropFirst(message.count + 2)))
            return message
        }
        try ArtifactWriter.write(newData, to: referenceURL)
        tally(.recorded)
        var message = """
            No reference was found on disk. Automatically recorded snapshot: …

            open "\(referenceURL.absoluteString)"

            Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
            """ + remarks.paragraphs
        if SnapshotEnvironment.isContinuousIntegration {
            let artifacts = writeArtifacts([newArtifact(newData, snapshot: snapshot)])
            message += """


                CI is set: this reference was recorded on the CI machine and disappears with it. \
                The reference must be committed: record it locally (or take the copy in the artifacts) \
                and commit "\(relativeToPackage(referenceURL))".
                """ + artifacts.listing
            message = report(message, artifacts: artifacts)
        }
        return message
    }

    private func referenceUnusable(reason: String, newData: Data, snapshot: Format) throws(SnapshotTestingError) -> String {
        let referenceURL = location.referenceURL
        var message = "The reference snapshot \"\(referenceURL.path)\" is unusable: \(reason)" + upstreamLayoutNote
        if mode == .failed {
            try ArtifactWriter.write(newData, to: location.recordingURL)
            tally(.recorded)
            message += """


                A new snapshot was automatically recorded \(location.isUpstreamLayout ? "beside it" : "in its place"):

                open "\(location.recordingURL.absoluteString)"

                Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
                """
        } else {
            message += """


                Re-record it (this rewrites only failing references): \(recordingAdvice(mode: .failed))
                """
        }
        let artifacts = writeArtifacts([newArtifact(newData, snapshot: snapshot)])
        message += remarks.paragraphs + artifacts.listing
        return report(message, artifacts: artifacts)
    }

    private func mismatch(
        detail: String, attachments: [XCTAttachment], newData: Data, referenceData: Data, reference: Format, snapshot: Format
    ) throws(SnapshotTestingError) -> String {
        let presentation = snapshotting.diffing.presentation
        var files: [ArtifactFile] = [
            ArtifactFile(role: "new", data: newData, url: location.newSnapshotArtifactURL, presentation: presentation(snapshot)),
            ArtifactFile(
                role: "reference", data: referenceData,
                url: location.artifactURL(
                    named: "reference", extension: location.referenceURL.pathExtension.isEmpty ? "bin" : location.referenceURL.pathExtension
                ), presentation: presentation(reference)),
        ]
        for (index, attachment) in attachments.enumerated() where attachment.name != "reference" {
            let role = attachment.name ?? "attachment-\(index + 1)"
            // `testLogin.1.patch`, not `testLogin.1.patch.patch`.
            let url =
                role == attachment.fileExtension
                ? location.artifactsDirectory.appendingPathComponent(
                    location.referenceURL.deletingPathExtension().lastPathComponent + "." + role)
                : location.artifactURL(named: role, extension: attachment.fileExtension)
            files.append(ArtifactFile(role: role, data: attachment.data, url: url, presentation: attachment.presentation))
        }
        let artifacts = writeArtifacts(files)

        var headline = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
        if mode == .failed {
            try ArtifactWriter.write(newData, to: location.recordingURL)
            tally(.recorded)
            headline += " A new snapshot was automatically recorded."
        }
        // Upstream's order: the headline, the diff tool's text, then the strategy's
        // description of the difference, last (tests match a text diff's hunk as the
        // message's suffix). Ours, the re-record command and the artifacts, go between.
        var message = """
            \(headline)

            \(_diffTool(currentFilePath: location.referenceURL.path, failedFilePath: location.newSnapshotArtifactURL.path))
            """
        message += upstreamLayoutNote
        if mode != .failed {
            message += "\n\nIf the change is intended, re-record: \(recordingAdvice(mode: .failed))"
        }
        message += remarks.paragraphs + artifacts.listing
        let difference = attachments.lazy.compactMap(\.difference).first
        return report(
            message, artifacts: artifacts, difference: difference, then: "\n\n" + detail.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: Helpers

    private func encode(_ snapshot: Format) throws(SnapshotTestingError) -> Data {
        do {
            return try snapshotting.diffing.encode(snapshot)
        } catch {
            throw .encodingFailed(reason: String(describing: error))
        }
    }

    /// A file to write to the artifacts folder, with how the report shows it.
    private struct ArtifactFile {
        var role: String
        var data: Data
        var url: URL
        var presentation: ArtifactPresentation
    }

    /// The artifact `new` for the snapshot about to be written.
    private func newArtifact(_ data: Data, snapshot: Format) -> ArtifactFile {
        ArtifactFile(
            role: "new", data: data, url: location.newSnapshotArtifactURL, presentation: snapshotting.diffing.presentation(snapshot))
    }

    /// Files written to the artifacts folder, and the trouble, if any.
    private struct WrittenArtifacts {
        var files: [FailureReport.Entry.Artifact] = []
        var problems: [String] = []
        var reportPath: String?

        /// The lines appended to a failure message.
        var listing: String {
            var lines: [String] = []
            if !files.isEmpty {
                let width = (files.map(\.role.count) + [reportPath == nil ? 0 : 6]).max() ?? 0
                lines.append("Artifacts:")
                for file in files {
                    lines.append("  \(file.role):\(String(repeating: " ", count: width - file.role.count + 1))\(file.path)")
                }
                if let reportPath {
                    lines.append("  report:\(String(repeating: " ", count: width - 5))\(reportPath)")
                }
            }
            lines += problems
            return lines.isEmpty ? "" : "\n\n" + lines.joined(separator: "\n")
        }
    }

    /// Writes failure artifacts; trouble writing them is reported in the message rather than
    /// hiding the failure itself.
    private func writeArtifacts(_ files: [ArtifactFile]) -> WrittenArtifacts {
        var written = WrittenArtifacts()
        if let conflict = location.artifactsConflict {
            written.problems.append(conflict)
            return written
        }
        for file in files {
            do {
                try ArtifactWriter.write(file.data, to: file.url)
                written.files.append(FailureReport.Entry.Artifact(role: file.role, path: file.url.path, presentation: file.presentation))
            } catch {
                written.problems.append("Couldn't write the \(file.role) artifact: \(error.description)")
            }
        }
        if !written.files.isEmpty {
            written.reportPath = FailureReport.url(in: location.artifactsRoot).path
        }
        return written
    }

    /// Adds the failure to the HTML report and returns `message`, followed by the reason when
    /// the report could not be updated: a report that silently misses failures would be
    /// trusted wrongly.
    /// `tail` ends the message, after any trouble with the report.
    private func report(_ message: String, artifacts: WrittenArtifacts, difference: ImageDifference? = nil, then tail: String = "")
        -> String
    {
        guard !artifacts.files.isEmpty else { return message + tail }
        let entry = FailureReport.Entry(
            id: location.recordingURL.standardizedFileURL.path,
            testName: location.testName,
            snapshotName: location.fileName,
            sourceLocation: sourceLocation,
            message: message + tail,
            referencePath: FileManager.default.fileExists(atPath: location.referenceURL.path) ? location.referenceURL.path : nil,
            artifacts: artifacts.files,
            difference: difference
        )
        do {
            try FailureReport.add(entry, folder: location.artifactsRoot, packageRoot: location.packageRoot)
            return message + tail
        } catch {
            return message + "\nCouldn't add this failure to the report: \(error.description)" + tail
        }
    }

    /// For a reference in upstream's layout, where a recording goes instead (see ``ReferenceRoot``).
    private var upstreamLayoutNote: String {
        guard location.isUpstreamLayout else { return "" }
        return """


            That reference is in swift-snapshot-testing's layout, beside the test file: another platform's, \
            perhaps recorded on iOS. Recording writes this module's own reference, "\(relativeToPackage(location.recordingURL))", \
            and leaves it as it is; from then on the assertion compares with its own \
            (\(SnapshotEnvironment.referenceRootVariable) moves them, and stops upstream's from being read).
            """
    }

    /// Counts a pass or a recording in the run's report.
    private func tally(_ outcome: FailureReport.Outcome) {
        if reportsToRun {
            FailureReport.count(outcome, folder: location.artifactsRoot, packageRoot: location.packageRoot)
        }
    }

    /// The command that re-runs this test in `mode`.
    private func rerunCommand(mode: SnapshotTestingConfiguration.Record) -> String {
        let pattern = RerunFilter.pattern(for: test, moduleName: moduleName, testName: testName ?? location.testName)
        return "\(SnapshotEnvironment.recordVariable)=\(mode.rawValue) swift test --filter \(RerunFilter.shellWord(pattern))"
    }

    /// How to re-run this test in `mode`, in words that work where the current mode came
    /// from: the command with `SNAPSHOT_TESTING_RECORD` when nothing closer sets the mode; else a sentence saying
    /// what to change (the argument, the trait or `withSnapshotTesting`, which the variable
    /// cannot override) and the command without it.
    private func recordingAdvice(mode: SnapshotTestingConfiguration.Record) -> String {
        let command = rerunCommand(mode: mode)
        let prefix = "\(SnapshotEnvironment.recordVariable)=\(mode.rawValue) "
        let plain = command.hasPrefix(prefix) ? String(command.dropFirst(prefix.count)) : command
        switch modeOrigin {
        case .environment:
            return command
        case .argument:
            return "this assertion's `record: .\(self.mode.rawValue)` argument decides its record mode, and "
                + "\(SnapshotEnvironment.recordVariable) cannot override it: make it `record: .\(mode.rawValue)`, then run: " + plain
        case .configuration:
            return "the record mode .\(self.mode.rawValue) comes from the `.snapshots(record:)` trait or `withSnapshotTesting(record:)` "
                + "around this test, which \(SnapshotEnvironment.recordVariable) cannot override: set `record: .\(mode.rawValue)` there, then run: "
                + plain
        case .processWide:
            return "the record mode .\(self.mode.rawValue) comes from the deprecated `isRecording` setting, which "
                + "\(SnapshotEnvironment.recordVariable) cannot override: remove it, then run: " + command
        }
    }

    private func relativeToPackage(_ url: URL) -> String {
        guard let root = PackageRoot.containing(url) else { return url.path }
        let prefix = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
