import Foundation
import NapkinUI

/// The data of a Live Activity, as ActivityKit's `ActivityAttributes`: the static properties of the conforming type,
/// set once when the activity is requested, and its `ContentState`, the values each update changes.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The values of the activity that change over its life.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's state and when it goes out of date, as ActivityKit's `ActivityContent`.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable, Codable {
    /// The activity's dynamic values.
    public var state: State
    /// When the content goes out of date (the activity turns `.stale`); `nil` for never.
    public var staleDate: Date?
    /// Which of the app's activities the system shows first (higher first); 0 by default.
    public var relevanceScore: Double

    /// Content with `state`, out of date at `staleDate`, ranked by `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life, as ActivityKit's `ActivityState`.
public enum ActivityState: String, Hashable, Codable, Sendable, CaseIterable {
    /// Shown, and taking updates.
    case active
    /// Ended by the app, still shown on the Lock Screen until the system dismisses it.
    case ended
    /// Removed from the Lock Screen; gone from `Activity.activities`.
    case dismissed
    /// Its content passed its stale date and waits for an update.
    case stale
    /// Scheduled to start at a later date (a request with `start:`).
    case pending
}

/// When the system removes an ended Live Activity from the Lock Screen, as ActivityKit's
/// `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case standard, immediate
        case after(Date)
    }
    let kind: Kind

    /// The system's choice: up to four hours after the end.
    public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// At `date`, or four hours after the end if that comes first.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

/// How an activity gets remote updates, as ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }
    let kind: Kind

    /// Through a push token of the activity's own (`Activity.pushToken`).
    public static let token = PushType(kind: .token)
    /// Through a broadcast channel the app's server created (iOS 18); the activity has no token.
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}

/// How a Live Activity is shown, as ActivityKit's `ActivityStyle` (iOS 18).
public enum ActivityStyle: Hashable, Sendable {
    /// Stays on the Lock Screen until it ends.
    case standard
    /// Shown in the Dynamic Island only, gone from the Lock Screen when it is locked.
    case transient
}

/// The alert an update lights the screen with, as ActivityKit's `AlertConfiguration`.
public struct AlertConfiguration: Hashable, Sendable {
    /// The sound the alert plays, as ActivityKit's `AlertConfiguration.AlertSound`.
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        /// The system's sound.
        public static let `default` = AlertSound(name: nil)
        /// The sound file `name` in the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    /// The alert's title (shown on Apple Watch).
    public let title: LocalizedStringResource
    /// The alert's text (shown on Apple Watch).
    public let body: LocalizedStringResource
    /// The sound it plays.
    public let sound: AlertSound

    /// An alert with `title`, `body` and `sound`.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// Why a Live Activity could not be requested, as ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, LocalizedError, Hashable, Sendable {
    /// The attributes and content state together are over 4 KB.
    case attributesTooLarge
    /// The person turned Live Activities off for the app.
    case denied
    /// The device shows as many Live Activities as it can.
    case globalMaximumExceeded
    /// The activity identifier is not one of an activity.
    case malformedActivityIdentifier
    /// The process has no identifier.
    case missingProcessIdentifier
    /// The system could not keep the activity.
    case persistenceFailure
    /// The process may not reconnect to the activity.
    case reconnectNotPermitted
    /// The app runs as many Live Activities as it may.
    case targetMaximumExceeded
    /// The app lacks the entitlement (the Info.plist key `NSSupportsLiveActivities`).
    case unentitled
    /// The device has no Live Activities.
    case unsupported
    /// The target may not start Live Activities.
    case unsupportedTarget
    /// The app is not in the foreground.
    case visibility

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .attributesTooLarge: "The Live Activity's attributes and content state are larger than 4 KB."
        case .denied: "Live Activities are turned off for this app."
        case .globalMaximumExceeded: "The device shows its maximum number of Live Activities."
        case .malformedActivityIdentifier: "The Live Activity identifier is malformed."
        case .missingProcessIdentifier: "The process has no identifier."
        case .persistenceFailure: "The Live Activity could not be kept."
        case .reconnectNotPermitted: "The process may not reconnect to the Live Activity."
        case .targetMaximumExceeded: "The app runs its maximum number of Live Activities."
        case .unentitled: "The app is not entitled to start Live Activities."
        case .unsupported: "Live Activities are not supported."
        case .unsupportedTarget: "This target may not start Live Activities."
        case .visibility: "Live Activities start only while the app is in the foreground."
        }
    }
}
