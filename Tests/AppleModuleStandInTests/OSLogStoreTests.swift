import Foundation
import Testing

@testable import OSLog

@Suite("OSLog's store of this process's messages")
struct OSLogStoreTests {
    @Test("What a logger wrote reads back from OSLogStore, privacy applied, newest last")
    func readsBack() throws {
        let subsystem = "com.example.store-\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "cart", sink: LogSink(write: { _ in }))
        let before = Date()
        let user = "ann@example.com"
        logger.info("signed in \(user, privacy: .private)")
        logger.error("checkout failed: \(402)")
        os_log(.fault, log: .disabled, "never kept")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(date: before)).compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == subsystem }
        #expect(entries.map(\.composedMessage) == ["signed in <private>", "checkout failed: 402"])
        #expect(entries.map(\.level) == [.info, .error] && entries.allSatisfy { $0.category == "cart" && $0.date >= before })
        let newestFirst = try store.getEntries(with: .reverse).compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }
        #expect(newestFirst.map(\.level) == [.error, .info])
        let errorsOnly = try store.getEntries(matching: NSPredicate { entry, _ in (entry as? OSLogEntryLog)?.level == .error })
        #expect(
            errorsOnly.compactMap { ($0 as? OSLogEntryLog)?.subsystem == subsystem ? $0.composedMessage : nil } == ["checkout failed: 402"])
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
    }
}
