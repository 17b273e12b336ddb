import Foundation

/// Plays a queue of items one after another, as AVFoundation's `AVQueuePlayer`: at an item's end
/// it advances to the next (``AVPlayer/actionAtItemEnd`` is `.advance`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []

    /// An empty queue.
    public override init() {
        super.init(playerItem: nil)
        actionAtItemEnd = .advance
    }

    /// A queue of `items`, the first one current.
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queue = items
        actionAtItemEnd = .advance
    }

    /// A queue of one item.
    public override convenience init(playerItem item: AVPlayerItem?) {
        self.init(items: item.map { [$0] } ?? [])
    }

    /// The items queued, the current one first.
    open func items() -> [AVPlayerItem] { lock.withLock { queue } }

    /// Whether `item` may be inserted after `afterItem`: not when it is queued already.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !items().contains { $0 === item }
    }

    /// Inserts `item` after `afterItem`, or at the end when `afterItem` is `nil`; an empty queue's
    /// first item becomes current.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        let becameCurrent = lock.withLock {
            if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
                queue.insert(item, at: index + 1)
            } else {
                queue.append(item)
            }
            return queue.count == 1
        }
        if becameCurrent { super.replaceCurrentItem(with: item) }
    }

    /// Removes `item` from the queue; removing the current item advances.
    open func remove(_ item: AVPlayerItem) {
        if item === currentItem { return advanceToNextItem() }
        lock.withLock { queue.removeAll { $0 === item } }
    }

    /// Removes every item.
    open func removeAllItems() {
        lock.withLock { queue.removeAll() }
        super.replaceCurrentItem(with: nil)
    }

    /// Ends the current item and makes the next one current (from its start).
    open func advanceToNextItem() {
        let next: AVPlayerItem? = lock.withLock {
            if !queue.isEmpty { queue.removeFirst() }
            return queue.first
        }
        super.replaceCurrentItem(with: next)
    }

    /// Replaces the current item with `item` (the rest of the queue stays).
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        lock.withLock {
            if !queue.isEmpty { queue.removeFirst() }
            if let item { queue.insert(item, at: 0) }
        }
        super.replaceCurrentItem(with: item)
    }

    override func advanceAfterEnd() { advanceToNextItem() }
}
