@_exported import Foundation

/// A request to run work later in the background, as BackgroundTasks' `BGTaskRequest`.
open class BGTaskRequest: @unchecked Sendable {
    /// The identifier the app registered a launch handler for.
    public let identifier: String
    /// The earliest the work may start, or `nil` for any time.
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }
}

/// A request for a short refresh of the app's content, as `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request for longer work, as `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// True when the work needs the network.
    open var requiresNetworkConnectivity = false
    /// True when the work needs the device on power.
    open var requiresExternalPower = false
    /// A request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// Work the system started in the background, as `BGTask`: the launch handler does it and calls
/// ``setTaskCompleted(success:)``; ``expirationHandler`` runs if the time runs out first.
open class BGTask: @unchecked Sendable {
    /// The identifier of the task.
    public let identifier: String
    /// What to do when the time runs out.
    open var expirationHandler: (() -> Void)?
    /// `true` or `false` once the handler said the work is done, `nil` before (napkin's own, for a test).
    public private(set) var completedSuccessfully: Bool?

    init(identifier: String) { self.identifier = identifier }

    /// Says the work is done.
    open func setTaskCompleted(success: Bool) { completedSuccessfully = success }
}

/// A refresh task, as `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task, as `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// Schedules the app's background work, as BackgroundTasks' `BGTaskScheduler`.
///
/// As on iOS, an app registers a launch handler for each identifier (on iOS the identifiers are
/// also listed in Info.plist's `BGTaskSchedulerPermittedIdentifiers`; here registering is enough),
/// then submits requests; a request for an identifier without a handler fails with
/// ``Error/Code/notPermitted``, and more than one refresh and ten processing requests with
/// ``Error/Code/tooManyPendingTaskRequests``. Nothing runs on its own: the app never goes to the
/// background here. ``runPendingTasks(at:)`` (napkin's own, for a test) starts the requests due by
/// a date, as the system would, and returns the tasks it gave the handlers.
public final class BGTaskScheduler: @unchecked Sendable {
    /// Why a request was refused, as `BGTaskScheduler.Error`.
    public struct Error: Swift.Error, CustomNSError, LocalizedError, Hashable, Sendable {
        /// The reasons, with BackgroundTasks' numbers.
        public enum Code: Int, Sendable {
            /// Background work is unavailable (the person turned Background App Refresh off).
            case unavailable = 1
            /// Too many requests of this kind are pending.
            case tooManyPendingTaskRequests = 2
            /// The identifier has no launch handler (on iOS: is not in the permitted identifiers).
            case notPermitted = 3
        }

        /// The reason.
        public let code: Code
        /// The error domain, BackgroundTasks'.
        public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
        /// The code's number.
        public var errorCode: Int { code.rawValue }
        /// What went wrong and what to do.
        public var errorDescription: String? {
            switch code {
            case .unavailable: "Background tasks are unavailable."
            case .tooManyPendingTaskRequests: "Too many requests of this kind are pending: cancel one before submitting another."
            case .notPermitted:
                "No launch handler is registered for this identifier: call register(forTaskWithIdentifier:using:launchHandler:) first."
            }
        }

        /// The error of `code`.
        public init(_ code: Code) { self.code = code }
    }

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    private let lock = NSLock()
    private var handlers: [String: (queue: DispatchQueue?, handler: (BGTask) -> Void)] = [:]
    private var pending: [BGTaskRequest] = []

    init() {}

    /// Registers `launchHandler` for the tasks of `identifier`, run on `queue` (or at once);
    /// `false` when the identifier already has one.
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void)
        -> Bool
    {
        lock.withLock {
            guard handlers[identifier] == nil else { return false }
            handlers[identifier] = (queue, launchHandler)
            return true
        }
    }

    /// Asks for `taskRequest` to run; replaces a pending request of the same identifier.
    public func submit(_ taskRequest: BGTaskRequest) throws {
        try lock.withLock {
            guard handlers[taskRequest.identifier] != nil else { throw Error(.notPermitted) }
            pending.removeAll { $0.identifier == taskRequest.identifier }
            let refreshes = pending.filter { $0 is BGAppRefreshTaskRequest }.count
            let processing = pending.filter { $0 is BGProcessingTaskRequest }.count
            if taskRequest is BGAppRefreshTaskRequest, refreshes >= 1 { throw Error(.tooManyPendingTaskRequests) }
            if taskRequest is BGProcessingTaskRequest, processing >= 10 { throw Error(.tooManyPendingTaskRequests) }
            pending.append(taskRequest)
        }
    }

    /// Removes the pending request of `identifier`.
    public func cancel(taskRequestWithIdentifier identifier: String) {
        lock.withLock { pending.removeAll { $0.identifier == identifier } }
    }

    /// Removes every pending request.
    public func cancelAllTaskRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// The pending requests, given to `completionHandler`.
    public func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    /// The pending requests.
    public func pendingTaskRequests() async -> [BGTaskRequest] {
        lock.withLock { pending }
    }

    /// Starts the pending requests due by `date` (those without an earliest date, or with one not
    /// after it), as the system would: each leaves the pending list and its handler gets a task of
    /// its kind. Napkin's own, for a test; returns the tasks.
    @discardableResult
    public func runPendingTasks(at date: Date = Date()) -> [BGTask] {
        let due: [(BGTaskRequest, DispatchQueue?, (BGTask) -> Void)] = lock.withLock {
            let ready = pending.filter { ($0.earliestBeginDate ?? .distantPast) <= date }
            pending.removeAll { request in ready.contains { $0 === request } }
            return ready.compactMap { request in handlers[request.identifier].map { (request, $0.queue, $0.handler) } }
        }
        return due.map { request, queue, handler in
            let task: BGTask =
                request is BGProcessingTaskRequest
                ? BGProcessingTask(identifier: request.identifier) : BGAppRefreshTask(identifier: request.identifier)
            if let queue { queue.sync { handler(task) } } else { handler(task) }
            return task
        }
    }

    /// Forgets every handler and request (napkin's own, between tests).
    public func reset() {
        lock.withLock {
            handlers = [:]
            pending = []
        }
    }
}
