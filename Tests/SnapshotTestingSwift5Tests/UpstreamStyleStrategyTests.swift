import Foundation
import SnapshotTesting
import XCTest

// A custom strategy written the way swift-snapshot-testing's documentation shows, in the Swift 5
// language mode its users build in: plain (non-`Sendable`) closures, `toData`/`fromData` called
// without `try`, an `Async` callback, and a `pullback` that captures a `var`. This file must
// compile unchanged against upstream and against this module.

/// A till receipt: lines of item and price, in cents.
struct Receipt {
    var lines: [(item: String, cents: Int)]
}

/// Counts how often the receipt printer ran, to show closures capturing mutable state.
final class PrinterLog {
    var printed = 0
}

extension Diffing where Value == Receipt {
    /// Receipts stored as `item<TAB>cents` lines; a mismatch names the items whose price
    /// changed.
    static var receipt: Diffing {
        Diffing(
            toData: { receipt in
                Data(receipt.lines.map { "\($0.item)\t\($0.cents)" }.joined(separator: "\n").utf8)
            },
            fromData: { data in
                Receipt(
                    lines: String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
                        let fields = line.split(separator: "\t")
                        return (String(fields[0]), Int(fields[1]) ?? 0)
                    })
            },
            diff: { old, new in
                let changed = zip(old.lines, new.lines).filter { $0.0.cents != $0.1.cents }.map { $0.0.item }
                guard !changed.isEmpty || old.lines.count != new.lines.count else { return nil }
                let attachment = XCTAttachment(
                    data: Diffing.receipt.toData(new),
                    uniformTypeIdentifier: "public.plain-text"
                )
                return ("Prices changed: \(changed.joined(separator: ", "))", [attachment])
            }
        )
    }
}

extension Snapshotting where Value == Receipt, Format == Receipt {
    /// Snapshots a receipt as itself, delivered through a callback as an asynchronous
    /// renderer would.
    static var receipt: Snapshotting {
        Snapshotting(
            pathExtension: "receipt", diffing: .receipt,
            asyncSnapshot: { receipt in
                Async { callback in callback(receipt) }
            })
    }
}

final class UpstreamStyleStrategyTests: XCTestCase {
    var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("UpstreamStyle-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testACustomStrategyRecordsThenComparesItsOwnFormat() throws {
        let receipt = Receipt(lines: [("brisket", 2400), ("slaw", 450)])
        let recorded = verifySnapshot(of: receipt, as: .receipt, snapshotDirectory: folder.path)
        XCTAssertEqual(recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"), true)
        let stored = try String(
            contentsOf: folder.appendingPathComponent("testACustomStrategyRecordsThenComparesItsOwnFormat.1.receipt"), encoding: .utf8)
        XCTAssertEqual(stored, "brisket\t2400\nslaw\t450")

        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("testACustomStrategyRecordsThenComparesItsOwnFormat.1.receipt"),
            to: folder.appendingPathComponent("testACustomStrategyRecordsThenComparesItsOwnFormat.again.receipt")
        )
        XCTAssertNil(verifySnapshot(of: receipt, as: .receipt, named: "again", record: .never, snapshotDirectory: folder.path))
    }

    func testADiffingsOwnMessageEndsTheFailure() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("brisket\t2400\nslaw\t450".utf8).write(
            to: folder.appendingPathComponent("testADiffingsOwnMessageEndsTheFailure.1.receipt"))
        let raised = Receipt(lines: [("brisket", 2600), ("slaw", 450)])
        let message = verifySnapshot(of: raised, as: .receipt, snapshotDirectory: folder.path)
        XCTAssertEqual(message?.hasPrefix("Snapshot does not match reference."), true)
        XCTAssertEqual(message?.hasSuffix("Prices changed: brisket"), true)
        XCTAssertEqual(Diffing.receipt.fromData(Diffing.receipt.toData(raised)).lines.map(\.cents), [2600, 450])
    }

    func testAPullbackMayCaptureAVar() throws {
        let log = PrinterLog()
        var footer = "thank you"
        let strategy = Snapshotting<String, String>.lines.pullback { (receipt: Receipt) -> String in
            log.printed += 1
            return (receipt.lines.map { "\($0.item) \($0.cents)" } + [footer]).joined(separator: "\n")
        }
        footer = "come again"
        let recorded = verifySnapshot(of: Receipt(lines: [("ribs", 1800)]), as: strategy, snapshotDirectory: folder.path)
        XCTAssertEqual(recorded?.hasPrefix("No reference was found on disk."), true)
        let stored = try String(contentsOf: folder.appendingPathComponent("testAPullbackMayCaptureAVar.1.txt"), encoding: .utf8)
        XCTAssertEqual(stored, "ribs 1800\ncome again")
        XCTAssertEqual(log.printed, 1)
    }

    func testWaitLetsTheMainQueueRunBeforeTheSnapshot() throws {
        // XCTest runs this on the main thread: work dispatched to the main queue can only run
        // while the wait turns the main run loop.
        var status = "smoking"
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { status = "ready" }
        let strategy = Snapshotting<String, String>.lines.pullback { (_: Void) in status }
        let recorded = verifySnapshot(of: (), as: .wait(for: 0.4, on: strategy), snapshotDirectory: folder.path)
        XCTAssertEqual(recorded?.hasPrefix("No reference was found on disk."), true)
        let stored = try String(
            contentsOf: folder.appendingPathComponent("testWaitLetsTheMainQueueRunBeforeTheSnapshot.1.txt"), encoding: .utf8)
        XCTAssertEqual(stored, "ready")
    }

    @available(*, deprecated)
    func testTheOldBaseClassNameIsXCTestCase() {
        XCTAssertTrue(SnapshotTestCase.self == XCTestCase.self)
    }

    func testAsyncCallbacksMayWriteLocalState() {
        // Code that drives a strategy by hand, as upstream's helpers do.
        var delivered: [String] = []
        let strategy = Snapshotting<String, String>.lines
        strategy.snapshot("pickles").run { delivered.append($0) }
        let counted = Async<Int> { callback in
            strategy.snapshot("onions").run { callback($0.count) }
        }
        var count = 0
        counted.run { count = $0 }
        XCTAssertEqual(delivered, ["pickles"])
        XCTAssertEqual(count, 6)
    }
}
