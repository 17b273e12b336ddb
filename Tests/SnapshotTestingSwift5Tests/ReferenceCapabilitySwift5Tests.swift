import Foundation
import SnapshotTesting
import XCTest

// What this module adds to a custom strategy, used from Swift 5 code: a bound on its
// reference files and a cache that may skip decoding them. A strategy that sets neither
// behaves as upstream's (the receipt strategy of UpstreamStyleStrategyTests.swift).

/// Logs what the engine asked of a reference cache; a class, as Swift 5 code captures one.
final class ReceiptCacheLog {
    var proved = 0
    var remembered: [String] = []
}

final class ReferenceCapabilitySwift5Tests: XCTestCase {
    var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReferenceCapability-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testAStrategyWrittenAsUpstreamsHasTheDefaultLimitAndNoCache() {
        XCTAssertEqual(Diffing<Receipt>.receipt.maximumReferenceSize, 64 * 1_048_576)
        XCTAssertNil(Diffing<Receipt>.receipt.referenceCache)
    }

    func testAStrategyMayBoundItsReferencesAndCacheThem() throws {
        let log = ReceiptCacheLog()
        var diffing = Diffing<Receipt>.receipt
        diffing.maximumReferenceSize = 16
        diffing.referenceCache = ReferenceCache(
            proves: { _, _, _, _ in
                log.proved += 1
                return false
            },
            remember: { receipt, data, _, _ in
                log.remembered.append("\(receipt.lines.map(\.item)) from \(data.count) bytes")
            }
        )
        let strategy = Snapshotting<Receipt, Receipt>(pathExtension: "receipt", diffing: diffing)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reference = folder.appendingPathComponent("testAStrategyMayBoundItsReferencesAndCacheThem.ribs.receipt")
        let verify = {
            verifySnapshot(of: Receipt(lines: [("ribs", 1800)]), as: strategy, named: "ribs", snapshotDirectory: self.folder.path)
        }

        try Data("ribs\t1800".utf8).write(to: reference)
        XCTAssertNil(verify())
        XCTAssertEqual(log.proved, 1)
        XCTAssertEqual(log.remembered, ["[\"ribs\"] from 9 bytes"])

        try Data("brisket\t2400\nslaw\t450".utf8).write(to: reference)
        let message = verify()
        XCTAssertEqual(
            message?.contains("is unusable: it is 21 bytes, more than the 16 bytes its strategy reads"), true, message ?? "passed")
        XCTAssertEqual(log.proved, 1, "a refused reference is not offered to the cache")
    }
}
