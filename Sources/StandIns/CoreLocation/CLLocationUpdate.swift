import Foundation

/// One report of iOS 17's live location updates, as CoreLocation's `CLLocationUpdate`: the
/// location, or (iOS 18's diagnostics) why there is none.
///
/// ```swift
/// for try await update in CLLocationUpdate.liveUpdates() {
///     guard let location = update.location else { continue }
///     show(location)
/// }
/// ```
///
/// Updates come from ``SimulatedLocationSource``: the first at once with the state when the
/// iteration starts, then one for every move and every change of authorization. Starting an
/// iteration while the app's authorization is `.notDetermined` asks for when-in-use
/// authorization, as iOS does, answered with ``SimulatedLocationSource/promptAnswer``.
public struct CLLocationUpdate: Sendable, Equatable {
    /// Where the device is, or `nil` when the app may not know it or there is no fix.
    public let location: CLLocation?
    /// True when the device has stopped moving (the simulation's device never reports this).
    public let isStationary: Bool
    /// True when the device has stopped moving (iOS 18's name for ``isStationary``).
    public var stationary: Bool { isStationary }
    /// True when the user denied the app location.
    public let authorizationDenied: Bool
    /// True when location services are off for the whole device.
    public let authorizationDeniedGlobally: Bool
    /// True when the app may not ask (parental controls).
    public let authorizationRestricted: Bool
    /// True while the permission prompt is up, unanswered.
    public let authorizationRequestInProgress: Bool
    /// True when the app has when-in-use authorization but is not in use (never, here: the app is in front).
    public let insufficientlyInUse: Bool
    /// True when the app may know the location but there is no fix.
    public let locationUnavailable: Bool
    /// True when the user gave only approximate locations.
    public let accuracyLimited: Bool
    /// True when iOS needs a `CLServiceSession` for updates (never, here).
    public let serviceSessionRequired: Bool

    init(status: CLAuthorizationStatus, location: CLLocation?, servicesEnabled: Bool, accuracy: CLAccuracyAuthorization) {
        let authorized = servicesEnabled && status.isAuthorized
        self.location = authorized ? location : nil
        isStationary = false
        authorizationDenied = servicesEnabled && status == .denied
        authorizationDeniedGlobally = !servicesEnabled
        authorizationRestricted = servicesEnabled && status == .restricted
        authorizationRequestInProgress = servicesEnabled && status == .notDetermined
        insufficientlyInUse = false
        locationUnavailable = authorized && location == nil
        accuracyLimited = authorized && accuracy == .reducedAccuracy
        serviceSessionRequired = false
    }

    /// True when both report the same location object and the same reasons.
    public static func == (lhs: CLLocationUpdate, rhs: CLLocationUpdate) -> Bool {
        lhs.location === rhs.location && lhs.authorizationDenied == rhs.authorizationDenied
            && lhs.authorizationDeniedGlobally == rhs.authorizationDeniedGlobally
            && lhs.authorizationRestricted == rhs.authorizationRestricted
            && lhs.authorizationRequestInProgress == rhs.authorizationRequestInProgress
            && lhs.locationUnavailable == rhs.locationUnavailable && lhs.accuracyLimited == rhs.accuracyLimited
    }

    /// The live updates: an endless asynchronous sequence that ends when the task iterating it is
    /// cancelled. `configuration` names the kind of activity (it does not change what the
    /// simulation reports).
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates(configuration: configuration)
    }

    /// The kind of activity live updates are for, as CoreLocation's `CLLocationUpdate.LiveConfiguration`.
    public struct LiveConfiguration: Sendable, Hashable {
        private let name: String

        /// Anything not listed below.
        public static let `default` = LiveConfiguration(name: "default")
        /// Driving directions.
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        /// Walking or cycling directions.
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        /// A workout.
        public static let fitness = LiveConfiguration(name: "fitness")
        /// A flight.
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    /// The sequence ``liveUpdates(_:)`` returns, as CoreLocation's `CLLocationUpdate.Updates`.
    public struct Updates: AsyncSequence, Sendable {
        /// Each report.
        public typealias Element = CLLocationUpdate

        /// What the updates were asked for.
        public let configuration: LiveConfiguration

        /// Starts an iteration: asks for authorization if the app has not yet, then reports the
        /// state now and every change after.
        public func makeAsyncIterator() -> Iterator {
            Iterator(source: SimulatedLocationSource.shared)
        }

        /// An iteration of the live updates.
        public struct Iterator: AsyncIteratorProtocol {
            private let feed: Feed
            private var stream: AsyncStream<CLLocationUpdate>.Iterator

            init(source: SimulatedLocationSource) {
                let (stream, continuation) = AsyncStream.makeStream(of: CLLocationUpdate.self, bufferingPolicy: .bufferingNewest(64))
                feed = Feed(source: source, continuation: continuation)
                self.stream = stream.makeAsyncIterator()
            }

            /// The next update, waiting for a change if there is none yet; `nil` once the task is cancelled.
            public mutating func next() async throws -> CLLocationUpdate? {
                await stream.next()
            }
        }
    }
}

/// Ties an iteration to the source for as long as the iteration lives.
private final class Feed: Sendable {
    private let source: SimulatedLocationSource
    private let key: Int

    init(source: SimulatedLocationSource, continuation: AsyncStream<CLLocationUpdate>.Continuation) {
        self.source = source
        if source.authorizationStatus == .notDetermined { source.answerPrompt(upgradingWhenInUse: false) }
        key = source.addLiveUpdateStream(continuation)
        continuation.onTermination = { [source, key] _ in source.removeLiveUpdateStream(key) }
    }

    deinit { source.removeLiveUpdateStream(key) }
}
