internal import Dispatch
internal import Foundation
internal import NapkinSupport

/// The variants of one `assertSnapshots` call, verified as a pipeline: on the caller's
/// thread each variant is prepared (record mode, reference name, claim) and its snapshot
/// taken, in order; reading, decoding and comparing its reference (the costly part for a
/// screen, several times the render) then runs on another core while the caller takes the
/// next snapshot; and each variant is concluded (recorded, artifacts and report written,
/// message worded) and reported on the caller's thread, in order.
///
/// Everything that reads the test's context (Swift Testing's task-locals: the running test,
/// `withSnapshotTesting`'s record mode and diff tool, the environment override) happens on
/// the caller's thread, so the messages, references, issues and their attribution are those
/// of the same assertions made one after another. Only ``ReferenceExaminer/examine(_:)``
/// moves, and it writes nothing and reads no context.
struct SnapshotMatrix<Value, Format> {
    /// One configuration: its reference name (`nil` for the per-test counter) and strategy.
    struct Variant {
        var name: String?
        var strategy: Snapshotting<Value, Format>
    }

    /// What examining a variant found: its snapshot and how it compares with the reference, or
    /// why there is no snapshot (it was drawn on a worker and did not arrive in time).
    typealias Examined = Result<(snapshot: Format, examination: ReferenceExamination<Format>), SnapshotTestingError>

    /// Where references are examined, and whether snapshots may still be drawing when the
    /// examination starts.
    struct Examining {
        /// Whether the NapkinUI strategies draw each variant's frame on a worker
        /// (FrameDrawing.swift), so that the caller lays out the next variant meanwhile.
        var defersDrawing: Bool
        /// Starts examining a snapshot (waiting for it first if it is still being drawn) and
        /// returns a function that waits for the result.
        var start: (ReferenceExaminer<Format>, PendingSnapshot<Format>) -> () -> Examined
    }

    let variants: [Variant]
    var recording: SnapshotTestingConfiguration.Record?
    var snapshotDirectory: String?
    var timeout: TimeInterval
    var fileID: StaticString
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt

    /// Examines on the caller's thread, one after another: for formats that may not cross
    /// threads.
    static var inOrder: Examining {
        Examining(defersDrawing: false) { examiner, pending in
            let examined = examine(pending, with: examiner)
            return { examined }
        }
    }

    /// Waits for the snapshot if it is still being drawn, then examines it.
    static func examine(_ pending: PendingSnapshot<Format>, with examiner: ReferenceExaminer<Format>) -> Examined {
        Examined { () throws(SnapshotTestingError) in
            let snapshot = try pending.value()
            return (snapshot, examiner.examine(snapshot))
        }
    }

    /// Verifies every variant and calls `report` with each failure message, in the
    /// variants' order, on the caller's thread. `examining` decides where references are
    /// examined; at most `inFlight` snapshots wait for their examination at once, which
    /// bounds the memory a large matrix of screens holds.
    func verify(
        _ value: () throws -> Value,
        examining: Examining,
        inFlight: Int = ProcessInfo.processInfo.activeProcessorCount + 1,
        report: (String) -> Void
    ) {
        // Variants taken (or being drawn) and being examined, oldest first.
        var pending: [(verification: SnapshotVerification<Value, Format>, result: () -> Examined)] = []
        func concludeOldest() {
            let (verification, result) = pending.removeFirst()
            switch result() {
            case .success(let (snapshot, examination)):
                if let failure = verification.conclude(snapshot, examination) { report(failure) }
            case .failure(let error):
                report(error.description)
            }
        }
        for variant in variants {
            let prepared: PreparedVerification<Value, Format> = prepareVerification(
                as: variant.strategy, named: variant.name, record: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column
            )
            switch prepared {
            case .failed(let message):
                // Reported in its place: the variants before it first.
                while !pending.isEmpty { concludeOldest() }
                report(message)
            case .ready(let verification):
                let snapshot: PendingSnapshot<Format>
                do {
                    snapshot = examining.defersDrawing ? try verification.startTaking(value) : .taken(try verification.take(value))
                } catch {
                    while !pending.isEmpty { concludeOldest() }
                    report(error.description)
                    continue
                }
                while pending.count >= max(inFlight, 1) { concludeOldest() }
                pending.append((verification, examining.start(verification.examiner, snapshot)))
            }
        }
        while !pending.isEmpty { concludeOldest() }
    }
}

extension SnapshotMatrix where Format: Sendable {
    /// Examines on Dispatch's worker threads (never Swift's cooperative pool, which the
    /// caller may be blocking), as many at a time as there are cores; NapkinUI frames are
    /// drawn there too, while the caller lays out the next variant.
    static var concurrently: Examining {
        Examining(defersDrawing: true) { examiner, pending in
            let slot = Locked<Examined?>(nil)
            let done = DispatchGroup()
            done.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                let examined = examine(pending, with: examiner)
                slot.withLock { $0 = examined }
                done.leave()
            }
            return {
                done.wait()
                // Set before `leave()`, which `wait()` follows.
                return slot.withLock { $0 }!
            }
        }
    }
}
