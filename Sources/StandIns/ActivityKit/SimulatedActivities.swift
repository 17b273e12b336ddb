import Foundation

/// The Live Activities of the process and the system's switches over them (a napkin addition: on iOS the system
/// keeps them). Linux has no Lock Screen: activities live in this registry, which a test resets, reads, and moves
/// through time with ``advanceClock(to:)`` (stale dates, scheduled starts and dismissals happen then).
///
/// As on iOS: Live Activities are on for the app (``areActivitiesEnabled``); turned off, a request throws
/// `ActivityAuthorizationError.denied` and the running activities end and are dismissed. The attributes and
/// content state of a request or update may take 4 KB (``maximumPayloadBytes``, measured as their JSON), else the
/// request throws `.attributesTooLarge` and an update is dropped (kept in ``droppedUpdates``). An app runs at
/// most ``maximumActivities`` activities at once (5 by default: Apple publishes no number, 5 is what devices are
/// reported to allow); one more throws `.targetMaximumExceeded`. An ended activity stays in `Activity.activities`
/// as `.ended` until its dismissal policy's date (four hours by default), then is `.dismissed` and gone.
public enum SimulatedActivities {
    /// One activity as the registry sees it.
    public struct Entry: Hashable, Sendable {
        /// The activity's identifier.
        public let id: String
        /// The name of its attributes type.
        public let attributesType: String
        /// Where it is in its life.
        public let state: ActivityState
    }

    /// An update the system dropped, and why.
    public struct DroppedUpdate: Hashable, Sendable {
        /// The activity's identifier.
        public let activityID: String
        /// Why it was dropped.
        public let error: ActivityAuthorizationError
    }

    /// The activities not yet dismissed, of every attributes type, in the order requested.
    public static var all: [Entry] { ActivityRegistry.shared.entries }

    /// Whether the person allows the app's Live Activities (on by default). Turning it off ends and dismisses the
    /// running activities; each change reaches `ActivityAuthorizationInfo().activityEnablementUpdates`.
    public static var areActivitiesEnabled: Bool {
        get { ActivityRegistry.shared.enabled }
        set { ActivityRegistry.shared.setEnabled(newValue) }
    }

    /// Whether the person allows frequent push updates (off by default, as without the Info.plist key).
    public static var frequentPushesEnabled: Bool {
        get { ActivityRegistry.shared.withLock { $0.frequentPushes } }
        set { ActivityRegistry.shared.setFrequentPushes(newValue) }
    }

    /// How many activities the app may run at once (5 by default).
    public static var maximumActivities: Int {
        get { ActivityRegistry.shared.withLock { $0.maximumActivities } }
        set { ActivityRegistry.shared.withLock { $0.maximumActivities = max(0, newValue) } }
    }

    /// The most bytes the attributes and content state may take together, as JSON (4096: iOS's 4 KB).
    public static let maximumPayloadBytes = 4096

    /// The updates dropped since the last ``reset()``, in order.
    public static var droppedUpdates: [DroppedUpdate] { ActivityRegistry.shared.withLock { $0.dropped } }

    /// The time the registry goes by: the real time, or the last date given to ``advanceClock(to:)``.
    public static var now: Date { ActivityRegistry.shared.withLock { $0.now } }

    /// Moves the registry's clock to `date`: scheduled activities whose start passed become active, active ones
    /// whose content's stale date passed become stale, ended ones whose dismissal date passed are dismissed.
    public static func advanceClock(to date: Date) { ActivityRegistry.shared.advanceClock(to: date) }

    /// Dismisses the activity `id` as the person does by swiping it away (ended first if it was running).
    public static func dismiss(id: String) { ActivityRegistry.shared.dismiss(id: id) }

    /// Dismisses every activity (their update sequences end), forgets dropped updates, turns Live Activities on,
    /// frequent pushes off, sets the maximum back to 5 and the clock back to the real time.
    public static func reset() { ActivityRegistry.shared.reset() }
}

/// What the registry does to one activity it keeps, whatever its attributes type. Each `locked` member runs while
/// the registry's lock is held and returns the sends to make once it is released.
protocol RegisteredActivity: AnyObject {
    var activityID: String { get }
    var attributesTypeName: String { get }
    var lockedState: ActivityState { get }
    func lockedAdvance(to now: Date) -> [() -> Void]
    func lockedDismiss(at now: Date) -> [() -> Void]
}

/// The process's activities and switches, behind one lock.
final class ActivityRegistry: @unchecked Sendable {
    // Sound: every stored value but `lock` and `enablementBroadcaster` (itself Sendable) is read and written only
    // inside `withLock`.
    static let shared = ActivityRegistry()

    struct State {
        var activities: [any RegisteredActivity] = []
        var enabled = true
        var frequentPushes = false
        var maximumActivities = 5
        var dropped: [SimulatedActivities.DroppedUpdate] = []
        var fixedNow: Date?
        var now: Date { fixedNow ?? Date() }
    }

    private let lock = NSLock()
    private var state = State()
    private var typeBroadcasters: [ObjectIdentifier: AnyObject] = [:]
    let enablementBroadcaster = UpdateBroadcaster<Bool>()
    let frequentPushBroadcaster = UpdateBroadcaster<Bool>()

    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&state) }
    }

    var enabled: Bool { withLock { $0.enabled } }

    var entries: [SimulatedActivities.Entry] {
        withLock { state in
            state.activities.map {
                SimulatedActivities.Entry(id: $0.activityID, attributesType: $0.attributesTypeName, state: $0.lockedState)
            }
        }
    }

    /// The broadcaster of new activities of one attributes type.
    func broadcaster<A: ActivityAttributes>(for type: A.Type) -> UpdateBroadcaster<Activity<A>> {
        lock.withLock {
            if let existing = typeBroadcasters[ObjectIdentifier(type)] as? UpdateBroadcaster<Activity<A>> { return existing }
            let made = UpdateBroadcaster<Activity<A>>()
            typeBroadcasters[ObjectIdentifier(type)] = made
            return made
        }
    }

    func setEnabled(_ enabled: Bool) {
        let (changed, sends) = withLock { state -> (Bool, [() -> Void]) in
            guard state.enabled != enabled else { return (false, []) }
            state.enabled = enabled
            guard !enabled else { return (true, []) }
            let now = state.now
            let sends = state.activities.flatMap { $0.lockedDismiss(at: now) }
            state.activities = []
            return (true, sends)
        }
        for send in sends { send() }
        if changed { enablementBroadcaster.send(enabled) }
    }

    func setFrequentPushes(_ enabled: Bool) {
        let changed = withLock { state in
            defer { state.frequentPushes = enabled }
            return state.frequentPushes != enabled
        }
        if changed { frequentPushBroadcaster.send(enabled) }
    }

    func advanceClock(to date: Date) {
        let sends = withLock { state -> [() -> Void] in
            state.fixedNow = date
            let sends = state.activities.flatMap { $0.lockedAdvance(to: date) }
            state.activities.removeAll { $0.lockedState == .dismissed }
            return sends
        }
        for send in sends { send() }
    }

    func dismiss(id: String) {
        let sends = withLock { state -> [() -> Void] in
            guard let index = state.activities.firstIndex(where: { $0.activityID == id }) else { return [] }
            let sends = state.activities[index].lockedDismiss(at: state.now)
            state.activities.remove(at: index)
            return sends
        }
        for send in sends { send() }
    }

    func reset() {
        let sends = withLock { state -> [() -> Void] in
            let now = state.now
            let sends = state.activities.flatMap { $0.lockedDismiss(at: now) }
            let wasEnabled = state.enabled
            state = State()
            return wasEnabled ? sends : sends + [{ [enablementBroadcaster] in enablementBroadcaster.send(true) }]
        }
        for send in sends { send() }
    }
}
