import Foundation

/// What the notification centre tells the app, as UserNotifications' protocol. Every method has a
/// default, as the Objective-C protocol's methods are optional; each `async` form's default calls
/// the completion-handler form, so a delegate may write either.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in front: how to show it.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// A notification arrives while the app is in front: how to show it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The user tapped the notification or one of its actions.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
    /// The user tapped the notification or one of its actions.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user opened the app's notification settings from Settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Shows nothing (an empty set of options).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    /// Calls the completion-handler form and waits for it.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        await withCheckedContinuation { continuation in
            userNotificationCenter(center, willPresent: notification) { continuation.resume(returning: $0) }
        }
    }

    /// Does nothing unless the delegate implements it (see the protocol).
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// Calls the completion-handler form and waits for it.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        await withCheckedContinuation { continuation in
            userNotificationCenter(center, didReceive: response) { continuation.resume() }
        }
    }

    /// Does nothing unless the delegate implements it (see the protocol).
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The app's notifications, as UserNotifications' `UNUserNotificationCenter`: in memory, in this
/// process. Linux shows no prompt and no banner, so napkin adds what the user would do:
/// ``promptAnswer`` is the answer to the permission prompt (none by default: the prompt stays up,
/// the app stays `.notDetermined`, as on a fresh install), ``reset()`` starts a test afresh.
///
/// The rest is iOS's contract: a request is added only once the app is authorized (else
/// ``UNError/notificationsNotAllowed``), replaces a pending one with its identifier, and with no
/// trigger is delivered at once; a trigger that will never fire is refused
/// (``UNError/notificationInvalidNoDate``); the centre keeps the 64 pending requests that fire
/// soonest; a request whose time has come is delivered (no longer pending; a repeating one stays
/// pending, due next time). Completion handlers run synchronously, on the caller's thread, where
/// iOS runs them later on a queue of its own.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// How many pending requests iOS keeps (the ones that fire soonest).
    public static let pendingRequestLimit = 64

    private static let shared = UNUserNotificationCenter()

    /// The app's centre.
    public static func current() -> UNUserNotificationCenter { shared }

    private struct Scheduled {
        let request: UNNotificationRequest
        var fireDate: Date
    }

    private struct State {
        var status = UNAuthorizationStatus.notDetermined
        var granted: UNAuthorizationOptions = []
        var promptAnswer: Bool?
        var promptsShown = 0
        var waiting: [(options: UNAuthorizationOptions, reply: @Sendable (Bool, (any Error)?) -> Void)] = []
        var pending: [Scheduled] = []
        var delivered: [UNNotification] = []
        var badgeCount = 0
    }

    private let lock = NSLock()
    private var state = State()
    private weak var _delegate: (any UNUserNotificationCenterDelegate)?
    /// The categories the app registered.
    let categoryStore = CategoryStore()

    private override init() { super.init() }

    /// Who hears of notifications the user opens.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { _delegate } }
        set { lock.withLock { _delegate = newValue } }
    }

    // MARK: Authorization

    /// Asks the user to allow `options`. The first request of a `.notDetermined` app shows the
    /// prompt, answered with ``promptAnswer`` (when it is `nil` the handler waits for an answer);
    /// `.provisional` grants quiet delivery at once without a prompt; later requests get the answer
    /// already given, without a prompt.
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let reply: Bool? = lock.withLock {
            switch state.status {
            case .notDetermined where options.contains(.provisional):
                state.status = .provisional
                state.granted = options
                return true
            case .notDetermined,
                .provisional where !options.contains(.provisional):
                if state.waiting.isEmpty { state.promptsShown += 1 }
                guard let answer = state.promptAnswer else {
                    state.waiting.append((options, completionHandler))
                    return nil
                }
                answerPrompt(answer, options: options)
                return answer
            default:
                return state.status == .authorized || state.status == .provisional || state.status == .ephemeral
            }
        }
        if let reply { completionHandler(reply, nil) }
    }

    /// Asks the user to allow `options`; see ``requestAuthorization(options:completionHandler:)``.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    /// Sets the status the prompt's answer gives. Called with the lock held.
    private func answerPrompt(_ allowed: Bool, options: UNAuthorizationOptions) {
        state.status = allowed ? .authorized : .denied
        state.granted = allowed ? options.subtracting(.provisional) : []
    }

    /// The app's settings.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(currentSettings())
    }

    /// The app's settings.
    public func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: state.status, granted: state.granted) }
    }

    // MARK: Requests

    /// Schedules `request` (see the type's contract); the handler gets the error, if any.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = schedule(request, now: Date())
        completionHandler?(error)
    }

    /// Schedules `request`; throws ``UNError`` when it cannot.
    public func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request, now: Date()) { throw error }
    }

    func schedule(_ request: UNNotificationRequest, now: Date) -> UNError? {
        lock.withLock {
            guard state.status.allowsScheduling else { return UNError(.notificationsNotAllowed) }
            settle(now: now)
            state.pending.removeAll { $0.request.identifier == request.identifier }
            guard let trigger = request.trigger else {
                state.delivered.append(UNNotification(date: now, request: request))
                return nil
            }
            guard let fireDate = trigger.fireDate(after: now) else { return UNError(.notificationInvalidNoDate) }
            state.pending.append(Scheduled(request: request, fireDate: fireDate))
            if state.pending.count > Self.pendingRequestLimit {
                // The soonest keep their places; ties go to the one added first.
                let kept = state.pending.enumerated().sorted { ($0.element.fireDate, $0.offset) < ($1.element.fireDate, $1.offset) }
                    .prefix(Self.pendingRequestLimit).map(\.offset)
                state.pending = kept.sorted().map { state.pending[$0] }
            }
            return nil
        }
    }

    /// Delivers what is due by `now`. Called with the lock held.
    private func settle(now: Date) {
        var stillPending: [Scheduled] = []
        for var scheduled in state.pending {
            guard scheduled.fireDate <= now, let trigger = scheduled.request.trigger else {
                stillPending.append(scheduled)
                continue
            }
            state.delivered.append(UNNotification(date: scheduled.fireDate, request: scheduled.request))
            guard trigger.repeats else { continue }
            while scheduled.fireDate <= now, let next = trigger.fireDate(after: scheduled.fireDate) { scheduled.fireDate = next }
            if scheduled.fireDate > now { stillPending.append(scheduled) }
        }
        state.pending = stillPending
    }

    /// The requests not delivered yet, in the order they were added.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests(now: Date()))
    }

    /// The requests not delivered yet, in the order they were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests(now: Date()) }

    func pendingRequests(now: Date) -> [UNNotificationRequest] {
        lock.withLock {
            settle(now: now)
            return state.pending.map(\.request)
        }
    }

    /// When each pending request fires next, by identifier.
    func pendingFireDates(now: Date) -> [String: Date] {
        lock.withLock {
            settle(now: now)
            return Dictionary(state.pending.map { ($0.request.identifier, $0.fireDate) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Removes the pending requests with these identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { state.pending.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Removes every pending request.
    public func removeAllPendingNotificationRequests() {
        lock.withLock { state.pending.removeAll() }
    }

    /// The notifications delivered and still in Notification Center, oldest first.
    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(deliveredNotifications(now: Date()))
    }

    /// The notifications delivered and still in Notification Center, oldest first.
    public func deliveredNotifications() async -> [UNNotification] { deliveredNotifications(now: Date()) }

    func deliveredNotifications(now: Date) -> [UNNotification] {
        lock.withLock {
            settle(now: now)
            return state.delivered
        }
    }

    /// Removes the delivered notifications of the requests with these identifiers.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { state.delivered.removeAll { removed.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() {
        lock.withLock { state.delivered.removeAll() }
    }

    /// Sets the number on the app's icon (0 clears it); a negative count is refused.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error: UNError? = lock.withLock {
            guard newBadgeCount >= 0 else { return UNError(.badgeInputInvalid) }
            state.badgeCount = newBadgeCount
            return nil
        }
        completionHandler?(error)
    }

    /// Sets the number on the app's icon; throws for a negative count.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        var failure: UNError?
        lock.withLock {
            if newBadgeCount < 0 { failure = UNError(.badgeInputInvalid) } else { state.badgeCount = newBadgeCount }
        }
        if let failure { throw failure }
    }
}

// MARK: What the user does, for tests and previews (napkin's own API)

extension UNUserNotificationCenter {
    /// The user's answer to the permission prompt: `true` for Allow, `false` for Don't Allow,
    /// `nil` (the default) for a prompt left up. Setting an answer while the prompt is up answers
    /// the requests waiting on it.
    public var promptAnswer: Bool? {
        get { lock.withLock { state.promptAnswer } }
        set {
            let answered: [(Bool, @Sendable (Bool, (any Error)?) -> Void)] = lock.withLock {
                state.promptAnswer = newValue
                guard let newValue, !state.waiting.isEmpty else { return [] }
                let options = state.waiting.reduce(into: UNAuthorizationOptions()) { $0.formUnion($1.options) }
                answerPrompt(newValue, options: options)
                defer { state.waiting.removeAll() }
                return state.waiting.map { (newValue, $0.reply) }
            }
            for (allowed, reply) in answered { reply(allowed, nil) }
        }
    }

    /// How many times the app has shown the permission prompt.
    public var promptsShown: Int { lock.withLock { state.promptsShown } }

    /// The number on the app's icon.
    public var badgeCount: Int { lock.withLock { state.badgeCount } }

    /// Sets the authorization as the user would in Settings (granting `options` when allowing).
    public func setAuthorizationStatus(_ status: UNAuthorizationStatus, options: UNAuthorizationOptions = [.alert, .badge, .sound]) {
        lock.withLock {
            state.status = status
            state.granted = status.allowsScheduling ? options : []
        }
    }

    /// The user taps the delivered (or pending) notification of the request `identifier`, or one of
    /// its actions: the delegate's `didReceive` runs. Returns whether there was such a notification.
    @discardableResult
    public func simulateResponse(
        toRequestWithIdentifier identifier: String, actionIdentifier: String = UNNotificationDefaultActionIdentifier
    ) async -> Bool {
        let now = Date()
        let notification: UNNotification? = lock.withLock {
            settle(now: now)
            if let delivered = state.delivered.last(where: { $0.request.identifier == identifier }) { return delivered }
            return state.pending.first { $0.request.identifier == identifier }.map { UNNotification(date: now, request: $0.request) }
        }
        guard let notification else { return false }
        await delegate?.userNotificationCenter(
            self, didReceive: UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier))
        return true
    }

    /// Forgets everything: not determined, no answer, nothing pending or delivered, no badge, no
    /// categories, no delegate. For the start of a test.
    public func reset() {
        lock.withLock {
            state = State()
            _delegate = nil
        }
        categoryStore.replace(with: [])
    }
}
