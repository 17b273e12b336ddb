import NapkinUI
import XCTest

// A main-actor view model as held-out screens 741 and 742 write it (Swift 5, an app built with the main actor as
// its default isolation): the observer's block calls the model's main-actor method. iOS warns here; Linux's Foundation,
// whose block is `@Sendable`, refused it before NapkinFoundation's overload. This file must compile without errors.
@MainActor
private final class HealthViewModel {
    private(set) var reloads = 0
    private var token: (any NSObjectProtocol)?

    func loadCache() { reloads += 1 }

    func startObserving(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
            self?.loadCache()
        }
    }

    func stopObserving() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

final class NotificationObserverTests: XCTestCase {
    func testMainActorBlockRunsOnTheMainQueueForEachPost() {
        // XCTest runs this method on the main thread.
        MainActor.assumeIsolated {
            let name = Notification.Name("NotificationObserverTests.cacheChanged")
            let model = HealthViewModel()
            model.startObserving(name)
            NotificationCenter.default.post(name: name, object: nil)
            NotificationCenter.default.post(name: name, object: nil)
            XCTAssertEqual(model.reloads, 2)
            model.stopObserving()
            NotificationCenter.default.post(name: name, object: nil)
            XCTAssertEqual(model.reloads, 2)
        }
    }

    func testBlockRunsOnTheQueueGiven() {
        let name = Notification.Name("NotificationObserverTests.background")
        let queue = OperationQueue()
        queue.name = "observer queue"
        let ran = expectation(description: "block ran on the queue")
        let onQueue = expectation(description: "the current queue was the one given")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue) { _ in
            if OperationQueue.current?.name == "observer queue" { onQueue.fulfill() }
            ran.fulfill()
        }
        NotificationCenter.default.post(name: name, object: nil)
        wait(for: [ran, onQueue], timeout: 5)
        NotificationCenter.default.removeObserver(token)
    }
}
