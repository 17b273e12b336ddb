extension NWPathMonitor: AsyncSequence {
    /// A path sequence hands out paths.
    public typealias Element = NWPath

    /// The paths a monitor sees, the first when iteration starts, then each change, as Network's
    /// (iOS 17) `for await path in monitor`.
    public struct Iterator: AsyncIteratorProtocol {
        private var paths: AsyncStream<NWPath>.Iterator

        init(monitor: NWPathMonitor) {
            let stream = AsyncStream(NWPath.self, bufferingPolicy: .bufferingNewest(16)) { continuation in
                monitor.pathUpdateHandler = { path in continuation.yield(path) }
                // Ending the loop (or its task) cancels the monitor, which also lets it go.
                continuation.onTermination = { _ in
                    monitor.pathUpdateHandler = nil
                    monitor.cancel()
                }
                monitor.start(queue: DispatchQueue(label: "Network.NWPathMonitor.paths"))
            }
            paths = stream.makeAsyncIterator()
        }

        /// The next path: the current one first, then each change; nil once the task is cancelled.
        public mutating func next() async -> NWPath? { await paths.next() }
    }

    /// Starts the monitor (it must not have been started) and iterates over the paths it sees; the
    /// monitor's handler is the iterator's from then on.
    public func makeAsyncIterator() -> Iterator { Iterator(monitor: self) }
}
