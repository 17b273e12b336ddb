import Foundation

/// The person's consent to the app's use of Apple Music, as MusicKit's `MusicAuthorization`.
///
/// There is no Apple Music on Linux: the status and the answer to the prompt are napkin's
/// ``SimulatedAppleMusic`` (not asked yet, and declined when asked, unless a test says otherwise).
public enum MusicAuthorization {
    /// Whether the app may use Apple Music, as MusicKit's `MusicAuthorization.Status`.
    public enum Status: String, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The person has not been asked yet.
        case notDetermined
        /// The person refused.
        case denied
        /// The device does not allow it (parental controls, a managed device), and the person cannot change that.
        case restricted
        /// The person allowed it.
        case authorized

        /// The case's name.
        public var description: String { rawValue }
    }

    /// The app's status now.
    public static var currentStatus: Status { SimulatedAppleMusic.shared.authorizationStatus }

    /// Asks the person, when not asked before, and returns the status: the simulation's prompt answer
    /// (``SimulatedAppleMusic/promptAnswer``, `.denied` unless set) the first time, the status as it is after.
    public static func request() async -> Status { SimulatedAppleMusic.shared.request() }
}

/// The person's Apple Music subscription, as MusicKit's `MusicSubscription`: what the simulation's
/// ``SimulatedAppleMusic/subscription`` says (no subscription, and able to subscribe, unless a test sets one).
public struct MusicSubscription: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Whether the app can play Apple Music's catalog (the person subscribes).
    public let canPlayCatalogContent: Bool
    /// Whether the app may offer the person a subscription.
    public let canBecomeSubscriber: Bool
    /// Whether the person's iCloud Music Library is on.
    public let hasCloudLibraryEnabled: Bool

    /// A subscription state (a napkin addition: MusicKit's come from the device).
    public init(canPlayCatalogContent: Bool, canBecomeSubscriber: Bool, hasCloudLibraryEnabled: Bool) {
        self.canPlayCatalogContent = canPlayCatalogContent
        self.canBecomeSubscriber = canBecomeSubscriber
        self.hasCloudLibraryEnabled = hasCloudLibraryEnabled
    }

    /// A subscriber with the cloud library on (a napkin addition).
    public static let subscriber = MusicSubscription(canPlayCatalogContent: true, canBecomeSubscriber: false, hasCloudLibraryEnabled: true)
    /// No subscription, able to subscribe: a fresh account (a napkin addition).
    public static let notSubscribed = MusicSubscription(
        canPlayCatalogContent: false, canBecomeSubscriber: true, hasCloudLibraryEnabled: false)

    /// The state now. Throws ``MusicSubscription/Error/permissionDenied`` unless the app is authorized.
    public static var current: MusicSubscription {
        get async throws {
            guard SimulatedAppleMusic.shared.authorizationStatus == .authorized else { throw Error.permissionDenied }
            return SimulatedAppleMusic.shared.subscription
        }
    }

    /// The state now and each change after (the simulation's ``SimulatedAppleMusic/subscription`` set again).
    public static var subscriptionUpdates: Updates { Updates() }

    /// `MusicSubscription(canPlayCatalogContent: …, …)`.
    public var description: String {
        "MusicSubscription(canPlayCatalogContent: \(canPlayCatalogContent), canBecomeSubscriber: \(canBecomeSubscriber), "
            + "hasCloudLibraryEnabled: \(hasCloudLibraryEnabled))"
    }

    /// What asking for the subscription throws, as MusicKit's `MusicSubscription.Error`.
    public enum Error: Swift.Error, LocalizedError, Hashable, Sendable {
        /// The app is not authorized to use Apple Music.
        case permissionDenied
        /// The person must first accept Apple Music's privacy policy.
        case privacyAcknowledgementRequired
        /// Anything else.
        case unknown

        /// What went wrong and what to do.
        public var errorDescription: String? {
            switch self {
            case .permissionDenied:
                "The app is not authorized to use Apple Music: call MusicAuthorization.request() first (napkin: set "
                    + "SimulatedAppleMusic.shared.promptAnswer = .authorized, or authorizationStatus)."
            case .privacyAcknowledgementRequired: "The person must accept Apple Music's privacy policy first."
            case .unknown: "The subscription could not be determined."
            }
        }
    }

    /// The subscription's changes, as MusicKit's `MusicSubscription.Updates`: the state now first, then each change.
    public struct Updates: AsyncSequence, Sendable {
        /// A subscription state.
        public typealias Element = MusicSubscription

        /// An iterator over the changes.
        public func makeAsyncIterator() -> Iterator { Iterator(base: SimulatedAppleMusic.shared.subscriptionStream().makeAsyncIterator()) }

        /// The iterator of the changes, as MusicKit's `MusicSubscription.Updates.Iterator`.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<MusicSubscription>.Iterator

            /// The next state; waits for a change.
            public mutating func next() async -> MusicSubscription? { await base.next() }
        }
    }
}
