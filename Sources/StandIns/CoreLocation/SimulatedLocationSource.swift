import Foundation

/// Where the location managers of this process get what they report: napkin's own API (iOS has
/// none), standing in for the location hardware and for the user who answers the permission
/// prompt. A test or a preview sets it; by default the app is `.notDetermined`, the prompt goes
/// unanswered and there is no location, as on a simulator with no location set.
///
/// ```swift
/// let source = SimulatedLocationSource.shared
/// source.reset()
/// source.promptAnswer = .authorizedWhenInUse          // the user taps "Allow While Using App"
/// source.move(to: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405))
/// ```
///
/// Changes reach every live ``CLLocationManager`` at once: a new authorization calls each
/// delegate's `locationManagerDidChangeAuthorization(_:)`, a new location goes to the managers
/// that are updating (past their distance filter) or waiting on `requestLocation()`.
public final class SimulatedLocationSource: @unchecked Sendable {
    /// The source every ``CLLocationManager`` reads.
    public static let shared = SimulatedLocationSource()

    private struct State {
        var authorizationStatus = CLAuthorizationStatus.notDetermined
        var promptAnswer: CLAuthorizationStatus?
        var location: CLLocation?
        var locationServicesEnabled = true
        var accuracyAuthorization = CLAccuracyAuthorization.fullAccuracy
        var promptsShown = 0
        var askedForAlways = false
    }

    private struct WeakManager {
        weak var manager: CLLocationManager?
    }

    private let lock = NSLock()
    private var state = State()
    private var managers: [WeakManager] = []
    /// The running `CLLocationUpdate.liveUpdates()` iterations, told of every change.
    private var liveUpdateStreams: [Int: AsyncStream<CLLocationUpdate>.Continuation] = [:]
    private var nextLiveUpdateStream = 0

    init() {}

    /// The app's authorization. Setting a different one tells every manager's delegate, as when the
    /// user changes it in Settings.
    public var authorizationStatus: CLAuthorizationStatus {
        get { lock.withLock { state.authorizationStatus } }
        set { setAuthorization(newValue) }
    }

    /// What the user answers the next time the app asks (`requestWhenInUseAuthorization()` or
    /// `requestAlwaysAuthorization()`): `.authorizedWhenInUse`, `.authorizedAlways` or `.denied`.
    /// `nil`, the default, leaves the prompt up, so the app stays `.notDetermined`. A when-in-use
    /// prompt cannot grant more than `.authorizedWhenInUse`.
    public var promptAnswer: CLAuthorizationStatus? {
        get { lock.withLock { state.promptAnswer } }
        set { lock.withLock { state.promptAnswer = newValue } }
    }

    /// How many times the app has shown the permission prompt.
    public var promptsShown: Int { lock.withLock { state.promptsShown } }

    /// Where the device is, or `nil` for no fix. Setting one delivers it.
    public var location: CLLocation? {
        get { lock.withLock { state.location } }
        set {
            lock.withLock { state.location = newValue }
            for manager in liveManagers() { manager.deliver(becauseTheLocationMoved: true) }
            publishLiveUpdate()
        }
    }

    /// Whether location services are on for the device (`CLLocationManager.locationServicesEnabled()`).
    public var locationServicesEnabled: Bool {
        get { lock.withLock { state.locationServicesEnabled } }
        set { lock.withLock { state.locationServicesEnabled = newValue } }
    }

    /// Whether the app gets precise locations.
    public var accuracyAuthorization: CLAccuracyAuthorization {
        get { lock.withLock { state.accuracyAuthorization } }
        set { lock.withLock { state.accuracyAuthorization = newValue } }
    }

    /// Moves the device to `coordinate`, measured now within `horizontalAccuracy` metres.
    public func move(
        to coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance = 0, horizontalAccuracy: CLLocationAccuracy = 5
    ) {
        location = CLLocation(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: -1, timestamp: Date())
    }

    /// Back to the defaults (`.notDetermined`, no answer, no location, services on, full accuracy),
    /// without telling the managers: for the start of a test.
    public func reset() {
        lock.withLock { state = State() }
    }

    func register(_ manager: CLLocationManager) {
        lock.withLock {
            managers.removeAll { $0.manager == nil }
            managers.append(WeakManager(manager: manager))
        }
    }

    private func liveManagers() -> [CLLocationManager] {
        lock.withLock { managers.compactMap(\.manager) }
    }

    private func setAuthorization(_ status: CLAuthorizationStatus) {
        let changed = lock.withLock {
            defer { state.authorizationStatus = status }
            return state.authorizationStatus != status
        }
        guard changed else { return }
        for manager in liveManagers() { manager.authorizationDidChange() }
        publishLiveUpdate()
    }

    /// What a `CLLocationUpdate.liveUpdates()` iteration reports now: the location when the app may
    /// have it, else why not.
    var currentLiveUpdate: CLLocationUpdate {
        lock.withLock {
            CLLocationUpdate(
                status: state.authorizationStatus, location: state.location, servicesEnabled: state.locationServicesEnabled,
                accuracy: state.accuracyAuthorization)
        }
    }

    /// Starts telling `continuation` of every change, beginning with the state now; returns the key
    /// that ``removeLiveUpdateStream(_:)`` takes.
    func addLiveUpdateStream(_ continuation: AsyncStream<CLLocationUpdate>.Continuation) -> Int {
        let key = lock.withLock {
            defer { nextLiveUpdateStream += 1 }
            liveUpdateStreams[nextLiveUpdateStream] = continuation
            return nextLiveUpdateStream
        }
        continuation.yield(currentLiveUpdate)
        return key
    }

    func removeLiveUpdateStream(_ key: Int) {
        _ = lock.withLock { liveUpdateStreams.removeValue(forKey: key) }
    }

    private func publishLiveUpdate() {
        let streams = lock.withLock { Array(liveUpdateStreams.values) }
        guard !streams.isEmpty else { return }
        let update = currentLiveUpdate
        for stream in streams { stream.yield(update) }
    }

    /// The prompt a request shows, if it shows one, answered with ``promptAnswer``.
    func answerPrompt(upgradingWhenInUse: Bool) {
        let answer: CLAuthorizationStatus? = lock.withLock {
            let current = state.authorizationStatus
            let asks = current == .notDetermined || (upgradingWhenInUse && current == .authorizedWhenInUse && !state.askedForAlways)
            guard asks, state.locationServicesEnabled else { return nil }
            state.promptsShown += 1
            if upgradingWhenInUse { state.askedForAlways = true }
            guard let answer = state.promptAnswer, answer != .notDetermined, answer != .restricted else { return nil }
            if !upgradingWhenInUse, answer == .authorizedAlways { return .authorizedWhenInUse }
            // Declining the upgrade keeps when-in-use.
            if current == .authorizedWhenInUse, answer != .authorizedAlways { return nil }
            return answer
        }
        if let answer { setAuthorization(answer) }
    }
}
