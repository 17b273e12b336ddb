import Foundation

/// A Live Activity the app requested, as ActivityKit's `Activity`: its attributes, its current content and state,
/// and the async sequences of its changes. Activities live in the process's registry (`SimulatedActivities`);
/// see there for the limits, the authorization switch and the clock.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    // Sound: the `locked…` values are read and written only inside `ActivityRegistry.shared.withLock`; the rest
    // is set once in `init`, or is a Sendable broadcaster.
    /// The activity's identifier (a UUID string).
    public let id: String
    /// The activity's static data.
    public let attributes: Attributes

    private var lockedContent: ActivityContent<Attributes.ContentState>
    private(set) var lockedState: ActivityState
    private var lockedPushToken: Data?
    private var lockedStart: Date?
    private var lockedDismissal: Date?
    private var lockedTimestamp: Date?
    private var lockedAlerts: [AlertConfiguration] = []
    private let states = UpdateBroadcaster<ActivityState>()
    private let contents = UpdateBroadcaster<ActivityContent<Attributes.ContentState>>()
    private let tokens = UpdateBroadcaster<Data>()
    private let registry = ActivityRegistry.shared

    /// The longest an ended activity stays on the Lock Screen: four hours.
    static var longestEndedStay: TimeInterval { 4 * 3600 }

    private init(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, state: ActivityState, pushToken: Data?,
        start: Date?
    ) {
        id = UUID().uuidString
        self.attributes = attributes
        lockedContent = content
        lockedState = state
        lockedPushToken = pushToken
        lockedStart = start
    }

    // MARK: The app's activities

    /// The app's activities of this attributes type that are not dismissed (ended ones included), oldest first.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.withLock { $0.activities.compactMap { $0 as? Activity<Attributes> } }
    }

    /// The activities of this type started from now on, as they start.
    public static var activityUpdates: ActivityUpdates {
        ActivityUpdates(broadcaster: ActivityRegistry.shared.broadcaster(for: Attributes.self), initial: { [] })
    }

    /// The sequence of new activities.
    public typealias ActivityUpdates = ActivityUpdateSequence<Activity<Attributes>>
    /// The sequence of an activity's states.
    public typealias ActivityStateUpdates = ActivityUpdateSequence<ActivityState>
    /// The sequence of an activity's contents.
    public typealias ContentUpdates = ActivityUpdateSequence<ActivityContent<Attributes.ContentState>>
    /// The sequence of an activity's push tokens.
    public typealias PushTokenUpdates = ActivityUpdateSequence<Data>

    // MARK: Requesting

    /// Starts a Live Activity with `attributes` showing `contentState` (iOS 16.1; deprecated in 16.2 for
    /// `request(attributes:content:pushType:)`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use request(attributes:content:pushType:) instead")
    public static func request(attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil) throws
        -> Activity<Attributes>
    {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Starts a Live Activity with `attributes` showing `content`; with `pushType` `.token` it gets a push token.
    /// Throws `ActivityAuthorizationError` when Live Activities are off (`.denied`), the attributes and state are
    /// over 4 KB (`.attributesTooLarge`) or the app runs its maximum (`.targetMaximumExceeded`).
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: .standard, alertConfiguration: nil, start: nil)
    }

    /// Starts a Live Activity in `style` (iOS 18).
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: style, alertConfiguration: nil, start: nil)
    }

    /// Starts a Live Activity, or schedules it for `start` (`.pending` until then; iOS 26), with an alert.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle = .standard, alertConfiguration: AlertConfiguration? = nil, start: Date? = nil
    ) throws -> Activity<Attributes> {
        let registry = ActivityRegistry.shared
        let activity = try registry.withLock { registryState -> Activity<Attributes> in
            guard registryState.enabled else { throw ActivityAuthorizationError.denied }
            guard try payloadSize(attributes, content.state) <= SimulatedActivities.maximumPayloadBytes else {
                throw ActivityAuthorizationError.attributesTooLarge
            }
            let running = registryState.activities.filter { $0.lockedState != .ended && $0.lockedState != .dismissed }
            guard running.count < registryState.maximumActivities else { throw ActivityAuthorizationError.targetMaximumExceeded }
            let now = registryState.now
            let state: ActivityState =
                if let start, start > now { .pending } else if let stale = content.staleDate, stale <= now { .stale } else { .active }
            let token = pushType == .token ? Data((0..<32).map { _ in UInt8.random(in: 0...255) }) : nil
            let activity = Activity(attributes: attributes, content: content, state: state, pushToken: token, start: start)
            if let alertConfiguration { activity.lockedAlerts.append(alertConfiguration) }
            registryState.activities.append(activity)
            return activity
        }
        registry.broadcaster(for: Attributes.self).send(activity)
        return activity
    }

    /// The size of the attributes and state as JSON, in bytes.
    static func payloadSize(_ attributes: Attributes, _ state: Attributes.ContentState) throws -> Int {
        do {
            let encoder = JSONEncoder()
            return try encoder.encode(attributes).count + encoder.encode(state).count
        } catch {
            throw ActivityAuthorizationError.persistenceFailure
        }
    }

    // MARK: Reading

    /// The activity's current content.
    public var content: ActivityContent<Attributes.ContentState> { registry.withLock { _ in lockedContent } }

    /// The activity's current state values (deprecated in iOS 16.2 for `content`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use content instead")
    public var contentState: Attributes.ContentState { content.state }

    /// Where the activity is in its life.
    public var activityState: ActivityState { registry.withLock { _ in lockedState } }

    /// The activity's push token (for a request with `pushType: .token`, at once: napkin has no push service to
    /// wait for), `nil` otherwise.
    public var pushToken: Data? { registry.withLock { _ in lockedPushToken } }

    /// The activity's states from now on; ends when it is dismissed.
    public var activityStateUpdates: ActivityStateUpdates { ActivityStateUpdates(broadcaster: states, initial: { [] }) }

    /// The activity's contents from now on; ends when it is dismissed.
    public var contentUpdates: ContentUpdates { ContentUpdates(broadcaster: contents, initial: { [] }) }

    /// The activity's push token if it has one, then each new one; ends when it is dismissed.
    public var pushTokenUpdates: PushTokenUpdates {
        PushTokenUpdates(broadcaster: tokens, initial: { [self] in pushToken.map { [$0] } ?? [] })
    }

    /// The alerts the activity's request and updates came with, in order (a napkin addition).
    public var napkinAlerts: [AlertConfiguration] { registry.withLock { _ in lockedAlerts } }

    /// When the system dismisses the ended activity; `nil` while it runs (a napkin addition).
    public var napkinDismissalDate: Date? { registry.withLock { _ in lockedDismissal } }

    // MARK: Updating and ending

    /// Shows `content` (ignored once the activity ended; dropped when over 4 KB with the attributes).
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        apply(content, alert: nil, timestamp: nil)
    }

    /// Shows `content` and lights the screen with `alertConfiguration`.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        apply(content, alert: alertConfiguration, timestamp: nil)
    }

    /// Shows `content` unless an update with a later `timestamp` came first (iOS 17.2).
    public func update(
        _ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil, timestamp: Date
    ) async {
        apply(content, alert: alertConfiguration, timestamp: timestamp)
    }

    /// Shows `contentState` (deprecated in iOS 16.2 for `update(_:)`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use update(_:) instead")
    public func update(using contentState: Attributes.ContentState) async {
        apply(ActivityContent(state: contentState, staleDate: nil), alert: nil, timestamp: nil)
    }

    /// Shows `contentState` with an alert (deprecated in iOS 16.2 for `update(_:alertConfiguration:)`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use update(_:alertConfiguration:) instead")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async {
        apply(ActivityContent(state: contentState, staleDate: nil), alert: alertConfiguration, timestamp: nil)
    }

    /// Ends the activity, showing `content` if given, dismissed as `dismissalPolicy` says (again for an ended one).
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        finish(content, policy: dismissalPolicy, timestamp: nil)
    }

    /// Ends the activity unless an update with a later `timestamp` came first (iOS 17.2).
    public func end(
        _ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date
    ) async {
        finish(content, policy: dismissalPolicy, timestamp: timestamp)
    }

    /// Ends the activity showing `contentState` if given (deprecated in iOS 16.2 for `end(_:dismissalPolicy:)`).
    @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use end(_:dismissalPolicy:) instead")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        finish(contentState.map { ActivityContent(state: $0, staleDate: nil) }, policy: dismissalPolicy, timestamp: nil)
    }

    private func apply(_ content: ActivityContent<Attributes.ContentState>, alert: AlertConfiguration?, timestamp: Date?) {
        let sends = registry.withLock { registryState -> [() -> Void] in
            guard lockedState != .ended, lockedState != .dismissed, isInOrder(timestamp) else { return [] }
            guard fits(content.state, in: &registryState) else { return [] }
            lockedTimestamp = timestamp ?? lockedTimestamp
            if let alert { lockedAlerts.append(alert) }
            var sends = [{ [contents] in contents.send(content) }]
            lockedContent = content
            if lockedState != .pending {
                let stale = content.staleDate.map { $0 <= registryState.now } ?? false
                sends += move(to: stale ? .stale : .active)
            }
            return sends
        }
        for send in sends { send() }
    }

    private func finish(_ content: ActivityContent<Attributes.ContentState>?, policy: ActivityUIDismissalPolicy, timestamp: Date?) {
        let sends = registry.withLock { registryState -> [() -> Void] in
            // Ending an ended activity again sets its content and dismissal anew (apps end leftovers at launch).
            guard lockedState != .dismissed, isInOrder(timestamp) else { return [] }
            var sends: [() -> Void] = []
            if let content, fits(content.state, in: &registryState) {
                lockedContent = content
                sends.append { [contents] in contents.send(content) }
            }
            lockedTimestamp = timestamp ?? lockedTimestamp
            let now = registryState.now
            let latest = now + Self.longestEndedStay
            lockedDismissal =
                switch policy.kind {
                case .standard: latest
                case .immediate: now
                case .after(let date): min(max(date, now), latest)
                }
            sends += move(to: .ended)
            if let dismissal = lockedDismissal, dismissal <= now {
                sends += lockedDismiss(at: now)
                registryState.activities.removeAll { $0 === self }
            }
            return sends
        }
        for send in sends { send() }
    }

    private func isInOrder(_ timestamp: Date?) -> Bool {
        guard let timestamp, let last = lockedTimestamp else { return true }
        return timestamp >= last
    }

    private func fits(_ state: Attributes.ContentState, in registryState: inout ActivityRegistry.State) -> Bool {
        let size = (try? Self.payloadSize(attributes, state)) ?? Int.max
        guard size > SimulatedActivities.maximumPayloadBytes else { return true }
        registryState.dropped.append(SimulatedActivities.DroppedUpdate(activityID: id, error: .attributesTooLarge))
        return false
    }

    private func move(to state: ActivityState) -> [() -> Void] {
        guard lockedState != state else { return [] }
        lockedState = state
        return [{ [states] in states.send(state) }]
    }
}

extension Activity: RegisteredActivity {
    var activityID: String { id }
    var attributesTypeName: String { String(describing: Attributes.self) }

    func lockedAdvance(to now: Date) -> [() -> Void] {
        switch lockedState {
        case .pending:
            guard let start = lockedStart, start <= now else { return [] }
            let stale = lockedContent.staleDate.map { $0 <= now } ?? false
            return move(to: stale ? .stale : .active)
        case .active:
            guard let stale = lockedContent.staleDate, stale <= now else { return [] }
            return move(to: .stale)
        case .ended:
            guard let dismissal = lockedDismissal, dismissal <= now else { return [] }
            return lockedDismiss(at: now)
        case .stale, .dismissed:
            return []
        }
    }

    func lockedDismiss(at now: Date) -> [() -> Void] {
        guard lockedState != .dismissed else { return [] }
        var sends = lockedState == .ended ? [] : move(to: .ended)
        lockedDismissal = min(lockedDismissal ?? now, now)
        sends += move(to: .dismissed)
        sends.append { [states, contents, tokens] in
            states.finish()
            contents.finish()
            tokens.finish()
        }
        return sends
    }
}

/// Whether the app may start Live Activities, as ActivityKit's `ActivityAuthorizationInfo`: the switches of
/// `SimulatedActivities`, which a test turns.
public final class ActivityAuthorizationInfo: Sendable {
    /// The app's authorization.
    public init() {}

    /// Whether the person allows the app's Live Activities (on unless a test turned them off).
    public var areActivitiesEnabled: Bool { ActivityRegistry.shared.enabled }

    /// Whether the person allows frequent push updates.
    public var frequentPushesEnabled: Bool { SimulatedActivities.frequentPushesEnabled }

    /// The sequence of `areActivitiesEnabled` changes.
    public typealias ActivityEnablementUpdates = ActivityUpdateSequence<Bool>

    /// Each change of `areActivitiesEnabled` from now on.
    public var activityEnablementUpdates: ActivityEnablementUpdates {
        ActivityEnablementUpdates(broadcaster: ActivityRegistry.shared.enablementBroadcaster, initial: { [] })
    }

    /// Each change of `frequentPushesEnabled` from now on.
    public var frequentPushEnablementUpdates: ActivityUpdateSequence<Bool> {
        ActivityUpdateSequence(broadcaster: ActivityRegistry.shared.frequentPushBroadcaster, initial: { [] })
    }
}
