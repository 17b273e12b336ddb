import Foundation

/// Whether the app may use location services, with CoreLocation's numbers.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// Not allowed, and the user cannot change it (parental controls, say).
    case restricted = 1
    /// The user said no, or location services are off.
    case denied = 2
    /// Allowed at any time, in the background too.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4

    var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }

    /// Allowed (iOS 2-7's name for ``authorizedAlways``, deprecated since iOS 8 and still in the SDK).
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets precise locations.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}

/// What the app uses locations for, which iOS uses to pause updates.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// What a ``CLLocationManager`` tells its delegate, as CoreLocation's protocol. Every method has
/// an empty default, as the Objective-C protocol's methods are optional; the default of
/// ``locationManagerDidChangeAuthorization(_:)`` calls the older
/// `locationManager(_:didChangeAuthorization:)`, so a delegate written either way hears of it once.
public protocol CLLocationManagerDelegate: AnyObject {
    /// The manager has new locations, oldest first.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location (``CLError``).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed, or the manager was just given this delegate.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The older form of ``locationManagerDidChangeAuthorization(_:)``.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// The device's heading changed (never on Linux: no compass).
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Whether the compass calibration screen may show.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
}

extension CLLocationManagerDelegate {
    /// Does nothing unless the delegate implements it (see the protocol).
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing unless the delegate implements it (see the protocol).
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Calls `locationManager(_:didChangeAuthorization:)`.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
    }
    /// Does nothing unless the delegate implements it (see the protocol).
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing unless the delegate implements it (see the protocol).
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// False unless the delegate implements it, as iOS's default.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
}

/// Starts and stops the delivery of locations, as CoreLocation's `CLLocationManager`.
///
/// Linux has no location hardware and no user to answer the permission prompt: what the managers
/// report comes from ``SimulatedLocationSource/shared``, which a test or a preview sets. By default
/// it reports `.notDetermined`, leaves the prompt unanswered and has no location, as a simulator
/// with no location does. The delegate is called synchronously, on the thread of the call that
/// causes it (setting the delegate, a request, a change to the source), where iOS calls it a
/// moment later on the manager's run loop: a test sees the effect when the call returns.
open class CLLocationManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private weak var _delegate: (any CLLocationManagerDelegate)?
    private var settings = Settings()
    private var updating = false
    private var oneShotPending = false
    private var lastDelivered: CLLocation?
    private let source: SimulatedLocationSource

    /// What the app sets and Linux keeps without acting on (nothing pauses or runs in the background here).
    private struct Settings {
        var desiredAccuracy = kCLLocationAccuracyBest
        var distanceFilter = kCLDistanceFilterNone
        var activityType = CLActivityType.other
        var pausesLocationUpdatesAutomatically = true
        var allowsBackgroundLocationUpdates = false
        var showsBackgroundLocationIndicator = false
    }

    /// A manager reading ``SimulatedLocationSource/shared``.
    public override init() {
        source = .shared
        super.init()
        source.register(self)
    }

    /// Who hears of locations and authorization. Setting one tells it the authorization at once,
    /// as iOS does for a new manager.
    open var delegate: (any CLLocationManagerDelegate)? {
        get { lock.withLock { _delegate } }
        set {
            lock.withLock { _delegate = newValue }
            newValue?.locationManagerDidChangeAuthorization(self)
        }
    }

    /// The accuracy the app wants (``kCLLocationAccuracyBest`` by default).
    open var desiredAccuracy: CLLocationAccuracy {
        get { lock.withLock { settings.desiredAccuracy } }
        set { lock.withLock { settings.desiredAccuracy = newValue } }
    }

    /// How far, in metres, the device must move from the last location delivered before the next
    /// is delivered while updating (``kCLDistanceFilterNone`` by default: every one).
    open var distanceFilter: CLLocationDistance {
        get { lock.withLock { settings.distanceFilter } }
        set { lock.withLock { settings.distanceFilter = newValue } }
    }

    /// What the app uses locations for (kept).
    open var activityType: CLActivityType {
        get { lock.withLock { settings.activityType } }
        set { lock.withLock { settings.activityType = newValue } }
    }

    /// Whether iOS may pause updates (kept).
    open var pausesLocationUpdatesAutomatically: Bool {
        get { lock.withLock { settings.pausesLocationUpdatesAutomatically } }
        set { lock.withLock { settings.pausesLocationUpdatesAutomatically = newValue } }
    }

    /// Whether updates continue in the background (kept).
    open var allowsBackgroundLocationUpdates: Bool {
        get { lock.withLock { settings.allowsBackgroundLocationUpdates } }
        set { lock.withLock { settings.allowsBackgroundLocationUpdates = newValue } }
    }

    /// Whether the status bar shows background use (kept).
    open var showsBackgroundLocationIndicator: Bool {
        get { lock.withLock { settings.showsBackgroundLocationIndicator } }
        set { lock.withLock { settings.showsBackgroundLocationIndicator = newValue } }
    }

    /// The app's authorization.
    open var authorizationStatus: CLAuthorizationStatus { source.authorizationStatus }

    /// The app's authorization (the form before iOS 14).
    open class func authorizationStatus() -> CLAuthorizationStatus { SimulatedLocationSource.shared.authorizationStatus }

    /// Whether location services are on for the device.
    open class func locationServicesEnabled() -> Bool { SimulatedLocationSource.shared.locationServicesEnabled }

    /// Whether the device reports headings (no compass on Linux).
    open class func headingAvailable() -> Bool { false }

    /// The degrees the heading must change before the delegate hears of it (1 by default; kept).
    open var headingFilter: CLLocationDegrees = 1
    /// The device orientation headings are measured against (kept).
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// The latest heading: none, as a device without a compass has.
    open var heading: CLHeading? { nil }
    /// Starts heading updates: a device without a compass (``headingAvailable()`` false) sends
    /// none, as on iOS.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
    /// Hides the compass calibration screen (never shown here).
    open func dismissHeadingCalibrationDisplay() {}

    /// Whether significant-change monitoring is available (as updating, here).
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    /// Whether the app gets precise locations.
    open var accuracyAuthorization: CLAccuracyAuthorization { source.accuracyAuthorization }

    /// The most recent location, when the app may have it: `nil` until the source has one.
    open var location: CLLocation? {
        source.authorizationStatus.isAuthorized ? source.location : nil
    }

    /// Asks for use while the app is in use. Only a `.notDetermined` app asks; the source's
    /// ``SimulatedLocationSource/promptAnswer`` is the user's answer (none: the prompt stays up).
    open func requestWhenInUseAuthorization() {
        source.answerPrompt(upgradingWhenInUse: false)
    }

    /// Asks for use at any time. A `.notDetermined` app asks; so does one authorized when in use
    /// (the answer may upgrade it to always).
    open func requestAlwaysAuthorization() {
        source.answerPrompt(upgradingWhenInUse: true)
    }

    /// Delivers a location whenever the source has a new one (and at once if it has one), until
    /// ``stopUpdatingLocation()``. A denied app gets ``CLError/denied``.
    open func startUpdatingLocation() {
        lock.withLock { updating = true }
        deliver(becauseTheLocationMoved: false)
    }

    /// Stops the deliveries ``startUpdatingLocation()`` started.
    open func stopUpdatingLocation() {
        lock.withLock {
            updating = false
            lastDelivered = nil
        }
    }

    /// Significant-change monitoring: as ``startUpdatingLocation()`` here.
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }

    /// Stops significant-change monitoring.
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

    /// Delivers one location, then stops: at once when the source has one and the app may have it,
    /// ``CLError/locationUnknown`` when it may and the source has none, ``CLError/denied`` when it
    /// may not; while the app is `.notDetermined` the request waits for an answer.
    open func requestLocation() {
        lock.withLock { oneShotPending = true }
        deliver(becauseTheLocationMoved: false)
    }

    private enum Delivery {
        case location(CLLocation)
        case failure(CLError)
    }

    /// What the source reports now, to this manager's delegate, as its requests ask. A denial is
    /// reported when the app asks or its authorization changes, not again on every move.
    func deliver(becauseTheLocationMoved moved: Bool) {
        let status = source.authorizationStatus
        let current = source.location
        let delivery: Delivery? = lock.withLock {
            guard updating || oneShotPending, status != .notDetermined else { return nil }
            guard status.isAuthorized else {
                if moved { return nil }
                oneShotPending = false
                return .failure(CLError(.denied))
            }
            guard let current else {
                guard oneShotPending else { return nil }
                oneShotPending = false
                return .failure(CLError(.locationUnknown))
            }
            var wanted = oneShotPending
            oneShotPending = false
            if updating {
                let farEnough =
                    lastDelivered.map { last in
                        last !== current && (settings.distanceFilter <= 0 || current.distance(from: last) >= settings.distanceFilter)
                    } ?? true
                if farEnough {
                    lastDelivered = current
                    wanted = true
                }
            }
            return wanted ? .location(current) : nil
        }
        guard let delivery, let delegate else { return }
        switch delivery {
        case .location(let location): delegate.locationManager(self, didUpdateLocations: [location])
        case .failure(let error): delegate.locationManager(self, didFailWithError: error)
        }
    }

    /// Tells the delegate the authorization changed, then delivers what waited for it.
    func authorizationDidChange() {
        delegate?.locationManagerDidChangeAuthorization(self)
        deliver(becauseTheLocationMoved: false)
    }
}
