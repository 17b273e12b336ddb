internal import Foundation
internal import NapkinSupport

/// What comparing a snapshot with its reference file found, before anything is written.
enum ReferenceExamination<Format> {
    /// Record mode `.all`: the reference is not read.
    case recordAll
    /// No reference file.
    case missing
    /// The reference could not be read or decoded, for the reason given.
    case unusable(reason: String)
    /// The snapshot matches the reference.
    case matches
    /// The snapshot differs: the strategy's description, its attachments, and the reference.
    case differs(detail: String, attachments: [XCTAttachment], referenceData: Data, reference: Format)
}

extension ReferenceExamination: Sendable where Format: Sendable {}

/// The reading, decoding and comparing of one verification: no files written, no test
/// context read, so examiners of the variants of a matrix can run at the same time on other
/// threads (`assertSnapshots`), while taking the snapshots and concluding (recording,
/// artifacts, the report, the message) stay on the caller's thread, in order.
///
/// A hook added here (a cache around the decode, say) may read the module's environment
/// variables through `SnapshotEnvironment`: the examiner carries the caller's override
/// (a task-local, which another thread would not see) and examines inside it.
struct ReferenceExaminer<Format>: Sendable {
    let diffing: Diffing<Format>
    let referenceURL: URL
    /// Record mode `.all`, which does not read the reference.
    let recordsAll: Bool
    /// `SnapshotEnvironment.override` where the examiner was made.
    let environment: [String: String]?

    func examine(_ snapshot: Format) -> ReferenceExamination<Format> {
        SnapshotEnvironment.$override.withValue(environment) {
            examineInContext(snapshot)
        }
    }

    private func examineInContext(_ snapshot: Format) -> ReferenceExamination<Format> {
        if recordsAll {
            return .recordAll
        }
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            return .missing
        }

        let referenceData: Data
        let reference: Format
        do {
            // Bounded by the strategy and regular files only: a reference is input from
            // outside the test.
            referenceData = try readRegularFile(referenceURL, limit: diffing.maximumReferenceSize)
        } catch {
            return .unusable(
                reason: ReferenceSizeLimit.refusal(of: referenceURL, limit: diffing.maximumReferenceSize)
                    ?? "it could not be read (\(error.reason))")
        }
        // A strategy that can prove a match without decoding (the image diffings, through the
        // decoded-pixel cache) passes here; the engine does not know how.
        if let cache = diffing.referenceCache, cache.proves(snapshot, referenceData, referenceURL, diffing) {
            return .matches
        }
        do {
            reference = try diffing.decode(referenceData)
        } catch {
            return .unusable(reason: String(describing: error))
        }
        diffing.referenceCache?.remember(reference, referenceData, referenceURL, diffing)

        guard let (detail, attachments) = diffing.diff(reference, snapshot) else {
            return .matches
        }
        return .differs(detail: detail, attachments: attachments, referenceData: referenceData, reference: reference)
    }
}
