// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The SDK's C-style names (`GADAdSizeBanner`, `GADErrorDomain`) are kept as upstream spells them.
import Foundation
import NapkinUI

/// The Mobile Ads SDK itself, as `MobileAds` (SDK 11 and earlier: `GADMobileAds`): started once by the app, with the
/// settings every request takes. napkin's starts at once: its only "adapter" is the SDK, ready.
@preconcurrency @MainActor
public final class MobileAds {
    private static let instance = MobileAds()

    /// The SDK (SDK 12's spelling).
    public static var shared: MobileAds { instance }

    /// The SDK (SDK 11's spelling).
    public static func sharedInstance() -> MobileAds { instance }

    private init() {}

    /// The settings every request takes.
    public let requestConfiguration = RequestConfiguration()

    /// The volume of video ads, 0 to 1 (1 by default).
    public var applicationVolume: Float = 1
    /// Whether video ads are muted.
    public var isApplicationMuted = false
    /// SDK 11's spelling of ``isApplicationMuted``.
    public var applicationMuted: Bool {
        get { isApplicationMuted }
        set { isApplicationMuted = newValue }
    }

    /// The version of the SDK napkin stands in for.
    public var versionNumber: VersionNumber { VersionNumber(majorVersion: 12, minorVersion: 0, patchVersion: 0) }

    /// The adapters' states: napkin's SDK's own, ready once started.
    public private(set) var initializationStatus = InitializationStatus(ready: false)

    /// Starts the SDK and calls `completionHandler` with the adapters' states (before returning).
    public func start(completionHandler: ((InitializationStatus) -> Void)? = nil) {
        SimulatedAdNetwork.shared.started = true
        initializationStatus = InitializationStatus(ready: true)
        completionHandler?(initializationStatus)
    }

    /// ``start(completionHandler:)`` awaited.
    @discardableResult
    public func start() async -> InitializationStatus {
        start(completionHandler: nil)
        return initializationStatus
    }

    /// Asks the SDK not to report its crashes (kept; nothing is reported anyway).
    public func disableSDKCrashReporting() {}

    /// Asks the SDK not to start mediation adapters (nothing to start).
    public func disableMediationInitialization() {}
}

/// SDK 11's name of ``MobileAds``.
public typealias GADMobileAds = MobileAds

/// A version, as the SDK's `VersionNumber`.
public struct VersionNumber: Sendable, Hashable {
    /// The major version.
    public var majorVersion: Int
    /// The minor version.
    public var minorVersion: Int
    /// The patch version.
    public var patchVersion: Int

    /// A version from its parts, as the SDK's C struct is made in Swift.
    public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `version` as the SDK writes it, "major.minor.patch", as its `string(for:)` (SDK 11: `GADGetStringFromVersionNumber`).
public func GADGetStringFromVersionNumber(_ version: VersionNumber) -> String {
    "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
}

/// `version` as the SDK writes it, "major.minor.patch", as SDK 12's `string(for:)`.
public func string(for version: VersionNumber) -> String { GADGetStringFromVersionNumber(version) }

/// What every request takes, as the SDK's `RequestConfiguration` (`GADRequestConfiguration`).
@preconcurrency @MainActor
public final class RequestConfiguration {
    /// Devices that get test ads (napkin's network gives test ads or nothing, whatever this says).
    public var testDeviceIdentifiers: [String]?
    /// Whether requests are treated as directed at children (`nil`: unspecified).
    public var tagForChildDirectedTreatment: NSNumber?
    /// Whether requests are treated as from users under the age of consent (`nil`: unspecified).
    public var tagForUnderAgeOfConsent: NSNumber?
    /// The highest content rating of the ads asked for.
    public var maxAdContentRating: GADMaxAdContentRating?

    init() {}
}

/// SDK 11's name of ``RequestConfiguration``.
public typealias GADRequestConfiguration = RequestConfiguration

/// An ad content rating, as `GADMaxAdContentRating`.
public struct GADMaxAdContentRating: RawRepresentable, Sendable, Hashable {
    /// The rating's letters.
    public var rawValue: String
    /// The rating of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// For general audiences.
    public static let general = GADMaxAdContentRating(rawValue: "G")
    /// For parental guidance.
    public static let parentalGuidance = GADMaxAdContentRating(rawValue: "PG")
    /// For teens.
    public static let teen = GADMaxAdContentRating(rawValue: "T")
    /// For mature audiences.
    public static let matureAudience = GADMaxAdContentRating(rawValue: "MA")
}

/// The simulator's test device identifier, as older SDKs' `GADSimulatorID`.
public let GADSimulatorID = "Simulator"

/// The state of an adapter, as the SDK's `AdapterInitializationState`.
public enum AdapterInitializationState: Int, Sendable, Hashable {
    /// Not started, or failed.
    case notReady = 0
    /// Ready to serve ads.
    case ready = 1
}

/// SDK 11's name of ``AdapterInitializationState``.
public typealias GADAdapterInitializationState = AdapterInitializationState

/// An adapter's state, as the SDK's `AdapterStatus`.
public struct AdapterStatus: Sendable, Hashable {
    /// Ready or not.
    public var state: AdapterInitializationState
    /// What the adapter said.
    public var description: String
    /// How long it took to start, in seconds.
    public var latency: TimeInterval
}

/// SDK 11's name of ``AdapterStatus``.
public typealias GADAdapterStatus = AdapterStatus

/// The adapters' states after a start, as the SDK's `InitializationStatus`.
public struct InitializationStatus: Sendable, Hashable {
    /// Each adapter's state by its class name: napkin's SDK's own, `GADMobileAds`.
    public var adapterStatusesByClassName: [String: AdapterStatus]

    init(ready: Bool) {
        adapterStatusesByClassName = [
            "GADMobileAds": AdapterStatus(state: ready ? .ready : .notReady, description: ready ? "" : "Not started", latency: 0)
        ]
    }
}

/// SDK 11's name of ``InitializationStatus``.
public typealias GADInitializationStatus = InitializationStatus
