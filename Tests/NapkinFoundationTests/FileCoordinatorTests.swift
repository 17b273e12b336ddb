import Foundation
import NapkinFoundation
import Testing

/// A presenter of one file that counts what it hears, on a queue of its own.
private final class CountingPresenter: NSFilePresenter, @unchecked Sendable {
    let presentedItemURL: URL?
    let presentedItemOperationQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }()
    private let lock = NSLock()
    private var changes = 0
    private var moves: [URL] = []

    init(_ url: URL) { presentedItemURL = url }

    var heard: (changes: Int, moves: [URL]) {
        presentedItemOperationQueue.waitUntilAllOperationsAreFinished()
        return lock.withLock { (changes, moves) }
    }

    func presentedItemDidChange() { lock.withLock { changes += 1 } }
    func presentedItemDidMove(to newURL: URL) { lock.withLock { moves.append(newURL) } }
}

@Suite("NSFileCoordinator")
struct FileCoordinatorTests {
    private func temporaryFile(_ contents: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordinated-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url
    }

    @Test("a coordinated read hands the accessor the URL and sets no error, as a settings export reads its file")
    func read() throws {
        let url = try temporaryFile("{\"meals\":3}")
        defer { try? FileManager.default.removeItem(at: url) }
        var error: NSError?
        var read: String?
        NSFileCoordinator(filePresenter: nil).coordinate(readingItemAt: url, options: [.withoutChanges], error: &error) { readURL in
            read = try? String(contentsOf: readURL, encoding: .utf8)
        }
        #expect(error == nil && read == "{\"meals\":3}")
    }

    @Test("a coordinated write tells the item's other presenters it changed, not the writer's own, and not other files'")
    func writeNotifies() throws {
        let url = try temporaryFile("old")
        let other = try temporaryFile("other")
        defer { for file in [url, other] { try? FileManager.default.removeItem(at: file) } }
        let watcher = CountingPresenter(url), writerPresenter = CountingPresenter(url), elsewhere = CountingPresenter(other)
        for presenter in [watcher, writerPresenter, elsewhere] { NSFileCoordinator.addFilePresenter(presenter) }
        defer { for presenter in [watcher, writerPresenter, elsewhere] { NSFileCoordinator.removeFilePresenter(presenter) } }
        var error: NSError?
        NSFileCoordinator(filePresenter: writerPresenter).coordinate(writingItemAt: url, options: .forReplacing, error: &error) {
            try? Data("new".utf8).write(to: $0)
        }
        #expect(error == nil && (try? String(contentsOf: url, encoding: .utf8)) == "new")
        #expect(watcher.heard.changes == 1 && writerPresenter.heard.changes == 0 && elsewhere.heard.changes == 0)
        let moved = url.deletingLastPathComponent().appendingPathComponent("moved.json")
        NSFileCoordinator(filePresenter: nil).item(at: url, didMoveTo: moved)
        #expect(watcher.heard.moves == [moved])
        NSFileCoordinator.removeFilePresenter(watcher)
        #expect(!NSFileCoordinator.filePresenters.contains { $0 === watcher })
    }

    @Test("a URL that is not a file URL, or a cancelled coordinator, is an error and the accessor is not called")
    func errors() throws {
        var error: NSError?
        var called = false
        let coordinator = NSFileCoordinator(filePresenter: nil)
        coordinator.coordinate(readingItemAt: URL(string: "https://example.com/a.json")!, error: &error) { _ in called = true }
        #expect(!called && error?.domain == NSCocoaErrorDomain && error?.code == CocoaError.fileReadUnsupportedScheme.rawValue)
        let url = try temporaryFile("x")
        defer { try? FileManager.default.removeItem(at: url) }
        coordinator.cancel()
        error = nil
        coordinator.coordinate(writingItemAt: url, error: &error) { _ in called = true }
        #expect(!called && error?.code == CocoaError.userCancelled.rawValue)
    }

    @Test("coordinated accesses nest on one thread; intents run their accessor on the queue given")
    func nestingAndIntents() async throws {
        let url = try temporaryFile("x")
        defer { try? FileManager.default.removeItem(at: url) }
        var nested = false
        NSFileCoordinator(filePresenter: nil).coordinate(readingItemAt: url, error: nil) { _ in
            NSFileCoordinator(filePresenter: nil).coordinate(writingItemAt: url, error: nil) { _ in nested = true }
        }
        #expect(nested)
        let queue = OperationQueue()
        let failure: (any Error)?? = await withCheckedContinuation { continuation in
            NSFileCoordinator(filePresenter: nil).coordinate(with: [.readingIntent(with: url), .writingIntent(with: url)], queue: queue) {
                continuation.resume(returning: $0)
            }
        }
        #expect(failure.map { $0 == nil } == true)
    }
}
