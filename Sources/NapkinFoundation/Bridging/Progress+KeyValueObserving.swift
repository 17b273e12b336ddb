import Dispatch
import Foundation

/// Foundation's `Progress` observed by key path, as apps observe a download's progress on iOS:
/// `task.progress.observe(\.fractionCompleted) { progress, _ in … }`. Linux's `Progress` posts
/// no key-value notices, so a progress that has observers is sampled 30 times a second on a
/// queue of its own, and each observer is told when its value differs from the one it last saw
/// (so the handler runs on that queue, as on iOS it runs on the thread that changed the value).
/// Sampling stops when the progress is released.
extension Progress: KeyValueObservable {
    /// The observers of this progress, sampled while it lives.
    public var keyValueChanges: KeyValueChangeRegistry { ProgressSampler.shared.registry(for: self) }
}

/// Samples every observed `Progress` and tells its registry, while any is alive.
final class ProgressSampler: @unchecked Sendable {
    static let shared = ProgressSampler()

    private struct Entry {
        weak var progress: Progress?
        let registry: KeyValueChangeRegistry
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let queue = DispatchQueue(label: "napkin.progress-observing")
    private var timer: (any DispatchSourceTimer)?

    /// The registry of `progress`, made (and sampling started) at its first observer.
    func registry(for progress: Progress) -> KeyValueChangeRegistry {
        lock.withLock {
            let id = ObjectIdentifier(progress)
            if let entry = entries[id], entry.progress === progress { return entry.registry }
            let registry = KeyValueChangeRegistry()
            entries[id] = Entry(progress: progress, registry: registry)
            startIfNeeded()
            return registry
        }
    }

    /// Starts the timer (called with the lock held).
    private func startIfNeeded() {
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(33), repeating: .milliseconds(33))
        timer.setEventHandler { [weak self] in self?.sample() }
        timer.resume()
        self.timer = timer
    }

    /// Tells the registries of the living progresses; stops when none is left.
    private func sample() {
        let live: [KeyValueChangeRegistry] = lock.withLock {
            entries = entries.filter { $0.value.progress != nil }
            if entries.isEmpty {
                timer?.cancel()
                timer = nil
            }
            return entries.values.map(\.registry)
        }
        for registry in live { registry.notify() }
    }
}
