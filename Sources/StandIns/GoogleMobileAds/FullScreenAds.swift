import Foundation
import NapkinUI

/// What hears about a full-screen ad's presentation, as the SDK's `FullScreenContentDelegate`
/// (`GADFullScreenContentDelegate`). Every method is optional, as upstream's.
///
/// Presenting an ad tells it `adWillPresentFullScreenContent(_:)` then `adDidRecordImpression(_:)` (a rewarded ad
/// then calls its reward handler); closing it (``SimulatedAdNetwork/dismissPresentedAd()``)
/// `adWillDismissFullScreenContent(_:)` then `adDidDismissFullScreenContent(_:)`. An ad presented twice, or while
/// another is on screen, tells it `ad(_:didFailToPresentFullScreenContentWithError:)`.
public protocol FullScreenContentDelegate: NSObjectProtocol {
    /// An impression was recorded.
    @MainActor func adDidRecordImpression(_ ad: any FullScreenPresentingAd)
    /// A click was recorded.
    @MainActor func adDidRecordClick(_ ad: any FullScreenPresentingAd)
    /// The ad could not be presented.
    @MainActor func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error)
    /// The ad is about to cover the app.
    @MainActor func adWillPresentFullScreenContent(_ ad: any FullScreenPresentingAd)
    /// The ad is about to close.
    @MainActor func adWillDismissFullScreenContent(_ ad: any FullScreenPresentingAd)
    /// The ad closed.
    @MainActor func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd)
}

/// The optional methods do nothing unless the delegate implements them.
extension FullScreenContentDelegate {
    /// Does nothing.
    public func adDidRecordImpression(_ ad: any FullScreenPresentingAd) {}
    /// Does nothing.
    public func adDidRecordClick(_ ad: any FullScreenPresentingAd) {}
    /// Does nothing.
    public func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {}
    /// Does nothing.
    public func adWillPresentFullScreenContent(_ ad: any FullScreenPresentingAd) {}
    /// Does nothing.
    public func adWillDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {}
    /// Does nothing.
    public func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {}
}

/// SDK 11's name of ``FullScreenContentDelegate``.
public typealias GADFullScreenContentDelegate = FullScreenContentDelegate

/// An ad that covers the screen, as the SDK's `FullScreenPresentingAd` (`GADFullScreenPresentingAd`).
@preconcurrency @MainActor
public protocol FullScreenPresentingAd: NSObjectProtocol {
    /// What hears about its presentation.
    var fullScreenContentDelegate: (any FullScreenContentDelegate)? { get set }
}

/// SDK 11's name of ``FullScreenPresentingAd``.
public typealias GADFullScreenPresentingAd = FullScreenPresentingAd

/// A reward, as the SDK's `AdReward` (`GADAdReward`).
public final class AdReward: NSObject, @unchecked Sendable {
    // Unchecked: immutable; NSDecimalNumber is not marked Sendable on Linux.
    /// What is rewarded ("coins").
    public let type: String
    /// How much.
    public let amount: NSDecimalNumber

    /// A reward of `amount` of `type`.
    public init(rewardType type: String, rewardAmount amount: NSDecimalNumber) {
        self.type = type
        self.amount = amount
        super.init()
    }

    convenience init(type: String, amount: Int) {
        self.init(rewardType: type, rewardAmount: NSDecimalNumber(value: amount))
    }
}

/// SDK 11's name of ``AdReward``.
public typealias GADAdReward = AdReward

/// A block called when the person earned the reward, as the SDK's `UserDidEarnRewardHandler`.
public typealias UserDidEarnRewardHandler = () -> Void
/// SDK 11's name of ``UserDidEarnRewardHandler``.
public typealias GADUserDidEarnRewardHandler = UserDidEarnRewardHandler

/// What the full-screen ads share: loading through ``SimulatedAdNetwork``, presenting once, telling the delegate.
@preconcurrency @MainActor
public class FullScreenAdBase: NSObject, FullScreenPresentingAd {
    /// The ad unit it was loaded for.
    public let adUnitID: String
    /// Who served it.
    public let responseInfo: ResponseInfo
    /// What hears about its presentation.
    public weak var fullScreenContentDelegate: (any FullScreenContentDelegate)?
    /// Called with the ad's revenue (never, here: test ads earn nothing).
    public var paidEventHandler: ((AdValue) -> Void)?

    let format: SimulatedAdNetwork.Format
    private var used = false

    required init(adUnitID: String, responseInfo: ResponseInfo, format: SimulatedAdNetwork.Format) {
        self.adUnitID = adUnitID
        self.responseInfo = responseInfo
        self.format = format
        super.init()
    }

    class var adFormat: SimulatedAdNetwork.Format { .interstitial }

    /// Loads an ad of the class `Ad` through the simulated network.
    static func loadAd<Ad: FullScreenAdBase>(_: Ad.Type, adUnitID: String, request: Request?) -> Result<Ad, NSError> {
        SimulatedAdNetwork.shared.answer(Ad.adFormat, adUnitID: adUnitID, size: nil, request: request).map {
            Ad(adUnitID: adUnitID, responseInfo: $0, format: Ad.adFormat)
        }
    }

    /// Why the ad cannot be presented now, if it cannot.
    private var presentationError: NSError? {
        if used { return RequestError.make(.adAlreadyUsed, "Ad has already been presented. A full-screen ad is shown once.") }
        if SimulatedAdNetwork.shared.presentedAd != nil {
            return RequestError.make(.internalError, "Another full-screen ad is being presented.")
        }
        return nil
    }

    /// Throws what would stop a presentation (SDK 11's `canPresent(fromRootViewController:)`).
    public func canPresent(fromRootViewController rootViewController: UIViewController?) throws {
        if let error = presentationError { throw error }
    }

    /// Throws what would stop a presentation (SDK 12's `canPresent(from:)`).
    public func canPresent(from rootViewController: UIViewController?) throws {
        try canPresent(fromRootViewController: rootViewController)
    }

    /// Presents the ad: recorded by ``SimulatedAdNetwork``, the delegate told it will present and an impression;
    /// `reward` runs once the person watched (at once). It stays on screen until
    /// ``SimulatedAdNetwork/dismissPresentedAd()``.
    func presentAd(from rootViewController: UIViewController?, reward: (() -> Void)?) {
        let delegate = fullScreenContentDelegate
        if let error = presentationError {
            delegate?.ad(self, didFailToPresentFullScreenContentWithError: error)
            return
        }
        used = true
        _ = SimulatedAdNetwork.shared.present(self, from: rootViewController)
        delegate?.adWillPresentFullScreenContent(self)
        delegate?.adDidRecordImpression(self)
        reward?()
    }
}

/// An ad's revenue, as the SDK's `AdValue`.
public final class AdValue: NSObject, @unchecked Sendable {
    // Unchecked: immutable; NSDecimalNumber is not marked Sendable on Linux.
    /// The amount.
    public let value: NSDecimalNumber
    /// Its currency.
    public let currencyCode: String

    init(value: NSDecimalNumber, currencyCode: String) {
        self.value = value
        self.currencyCode = currencyCode
        super.init()
    }
}

/// SDK 11's name of ``AdValue``.
public typealias GADAdValue = AdValue

/// An interstitial ad, as the SDK's `InterstitialAd` (`GADInterstitialAd`): loaded, then presented once over the app.
@preconcurrency @MainActor
public final class InterstitialAd: FullScreenAdBase {
    override class var adFormat: SimulatedAdNetwork.Format { .interstitial }

    /// Loads an interstitial of `adUnitID` (SDK 12's spelling); `completionHandler` gets the ad or the error before
    /// the call returns.
    public static func load(
        with adUnitID: String, request: Request?, completionHandler: ((InterstitialAd?, (any Error)?) -> Void)?
    ) {
        switch loadAd(InterstitialAd.self, adUnitID: adUnitID, request: request) {
        case .success(let ad): completionHandler?(ad, nil)
        case .failure(let error): completionHandler?(nil, error)
        }
    }

    /// SDK 11's spelling of ``load(with:request:completionHandler:)``.
    public static func load(
        withAdUnitID adUnitID: String, request: Request?, completionHandler: @escaping (InterstitialAd?, (any Error)?) -> Void
    ) {
        load(with: adUnitID, request: request, completionHandler: completionHandler)
    }

    /// ``load(with:request:completionHandler:)`` awaited.
    public static func load(with adUnitID: String, request: Request?) async throws -> InterstitialAd {
        try loadAd(InterstitialAd.self, adUnitID: adUnitID, request: request).get()
    }

    /// SDK 11's spelling of ``load(with:request:)``.
    public static func load(withAdUnitID adUnitID: String, request: Request?) async throws -> InterstitialAd {
        try await load(with: adUnitID, request: request)
    }

    /// Presents the ad (SDK 11's spelling; see ``FullScreenContentDelegate`` for what the delegate hears).
    public func present(fromRootViewController rootViewController: UIViewController?) {
        presentAd(from: rootViewController, reward: nil)
    }

    /// Presents the ad (SDK 12's spelling).
    public func present(from rootViewController: UIViewController?) {
        presentAd(from: rootViewController, reward: nil)
    }
}

/// SDK 11's name of ``InterstitialAd``.
public typealias GADInterstitialAd = InterstitialAd

/// A rewarded ad, as the SDK's `RewardedAd` (`GADRewardedAd`): presented once; the person earns ``adReward``.
@preconcurrency @MainActor
public final class RewardedAd: FullScreenAdBase {
    override class var adFormat: SimulatedAdNetwork.Format { .rewarded }

    /// What the person earns by watching (``SimulatedAdNetwork/testReward`` at the load).
    public private(set) var adReward = SimulatedAdNetwork.shared.testReward

    /// Options the server-side verification callback gets.
    public var serverSideVerificationOptions: ServerSideVerificationOptions?

    /// Loads a rewarded ad of `adUnitID` (SDK 12's spelling); `completionHandler` gets the ad or the error before
    /// the call returns.
    public static func load(
        with adUnitID: String, request: Request?, completionHandler: ((RewardedAd?, (any Error)?) -> Void)?
    ) {
        switch loadAd(RewardedAd.self, adUnitID: adUnitID, request: request) {
        case .success(let ad): completionHandler?(ad, nil)
        case .failure(let error): completionHandler?(nil, error)
        }
    }

    /// SDK 11's spelling of ``load(with:request:completionHandler:)``.
    public static func load(
        withAdUnitID adUnitID: String, request: Request?, completionHandler: @escaping (RewardedAd?, (any Error)?) -> Void
    ) {
        load(with: adUnitID, request: request, completionHandler: completionHandler)
    }

    /// ``load(with:request:completionHandler:)`` awaited.
    public static func load(with adUnitID: String, request: Request?) async throws -> RewardedAd {
        try loadAd(RewardedAd.self, adUnitID: adUnitID, request: request).get()
    }

    /// SDK 11's spelling of ``load(with:request:)``.
    public static func load(withAdUnitID adUnitID: String, request: Request?) async throws -> RewardedAd {
        try await load(with: adUnitID, request: request)
    }

    /// Presents the ad (SDK 11's spelling): the delegate hears it will present and an impression, then
    /// `userDidEarnRewardHandler` runs, as when the person watched to the end.
    public func present(
        fromRootViewController rootViewController: UIViewController?, userDidEarnRewardHandler: @escaping UserDidEarnRewardHandler
    ) {
        presentAd(from: rootViewController, reward: userDidEarnRewardHandler)
    }

    /// Presents the ad (SDK 12's spelling).
    public func present(from rootViewController: UIViewController?, userDidEarnRewardHandler: @escaping UserDidEarnRewardHandler) {
        presentAd(from: rootViewController, reward: userDidEarnRewardHandler)
    }
}

/// SDK 11's name of ``RewardedAd``.
public typealias GADRewardedAd = RewardedAd

/// A rewarded interstitial ad, as the SDK's `RewardedInterstitialAd` (`GADRewardedInterstitialAd`).
@preconcurrency @MainActor
public final class RewardedInterstitialAd: FullScreenAdBase {
    override class var adFormat: SimulatedAdNetwork.Format { .rewardedInterstitial }

    /// What the person earns by watching.
    public private(set) var adReward = SimulatedAdNetwork.shared.testReward

    /// Loads one (SDK 12's spelling), completing before the call returns.
    public static func load(
        with adUnitID: String, request: Request?, completionHandler: ((RewardedInterstitialAd?, (any Error)?) -> Void)?
    ) {
        switch loadAd(RewardedInterstitialAd.self, adUnitID: adUnitID, request: request) {
        case .success(let ad): completionHandler?(ad, nil)
        case .failure(let error): completionHandler?(nil, error)
        }
    }

    /// SDK 11's spelling of ``load(with:request:completionHandler:)``.
    public static func load(
        withAdUnitID adUnitID: String, request: Request?,
        completionHandler: @escaping (RewardedInterstitialAd?, (any Error)?) -> Void
    ) {
        load(with: adUnitID, request: request, completionHandler: completionHandler)
    }

    /// Presents the ad (SDK 11's spelling), as ``RewardedAd``'s.
    public func present(
        fromRootViewController rootViewController: UIViewController?, userDidEarnRewardHandler: @escaping UserDidEarnRewardHandler
    ) {
        presentAd(from: rootViewController, reward: userDidEarnRewardHandler)
    }

    /// Presents the ad (SDK 12's spelling).
    public func present(from rootViewController: UIViewController?, userDidEarnRewardHandler: @escaping UserDidEarnRewardHandler) {
        presentAd(from: rootViewController, reward: userDidEarnRewardHandler)
    }
}

/// SDK 11's name of ``RewardedInterstitialAd``.
public typealias GADRewardedInterstitialAd = RewardedInterstitialAd

/// An app open ad, as the SDK's `AppOpenAd` (`GADAppOpenAd`).
@preconcurrency @MainActor
public final class AppOpenAd: FullScreenAdBase {
    override class var adFormat: SimulatedAdNetwork.Format { .appOpen }

    /// Loads one (SDK 12's spelling), completing before the call returns.
    public static func load(with adUnitID: String, request: Request?, completionHandler: ((AppOpenAd?, (any Error)?) -> Void)?) {
        switch loadAd(AppOpenAd.self, adUnitID: adUnitID, request: request) {
        case .success(let ad): completionHandler?(ad, nil)
        case .failure(let error): completionHandler?(nil, error)
        }
    }

    /// SDK 11's spelling of ``load(with:request:completionHandler:)``.
    public static func load(
        withAdUnitID adUnitID: String, request: Request?, completionHandler: @escaping (AppOpenAd?, (any Error)?) -> Void
    ) {
        load(with: adUnitID, request: request, completionHandler: completionHandler)
    }

    /// ``load(with:request:completionHandler:)`` awaited.
    public static func load(with adUnitID: String, request: Request?) async throws -> AppOpenAd {
        try loadAd(AppOpenAd.self, adUnitID: adUnitID, request: request).get()
    }

    /// Presents the ad (SDK 11's spelling).
    public func present(fromRootViewController rootViewController: UIViewController?) {
        presentAd(from: rootViewController, reward: nil)
    }

    /// Presents the ad (SDK 12's spelling).
    public func present(from rootViewController: UIViewController?) {
        presentAd(from: rootViewController, reward: nil)
    }
}

/// SDK 11's name of ``AppOpenAd``.
public typealias GADAppOpenAd = AppOpenAd

/// Options for the server-side verification of rewards, as the SDK's `ServerSideVerificationOptions`.
public final class ServerSideVerificationOptions: NSObject, @unchecked Sendable {
    /// The user's identifier.
    public var userIdentifier: String?
    /// Custom data.
    public var customRewardString: String?

    public override init() {
        super.init()
    }
}

/// SDK 11's name of ``ServerSideVerificationOptions``.
public typealias GADServerSideVerificationOptions = ServerSideVerificationOptions
