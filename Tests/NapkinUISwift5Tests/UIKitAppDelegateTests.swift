import NapkinUI
import XCTest

// A UIKit app's delegate, scene-less, as Swift 5 apps write it: its `@main` would be this class (UIKit gives
// UIApplicationDelegate a `main()`), it answers silent pushes with a fetch result, locks the orientation, takes
// continued activities up, and asks for remote-control events. Its controller declares UIKit's
// `required init?(coder:)`, as every UIKit controller with an initializer of its own must. This file must compile, without errors, in the Swift 5 language mode.

final class JournalViewController: UIViewController {
    var restoredEntry: String?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restoredEntry = activity.userInfo?["entry"] as? String
    }
}

final class LoopAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var fetches: [UIBackgroundFetchResult] = []
    var protectedDataObserver: NSObjectProtocol?
    let journal = JournalViewController(nibName: nil, bundle: nil)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        application.beginReceivingRemoteControlEvents()
        protectedDataObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil, queue: .main
        ) { _ in }
        return application.isProtectedDataAvailable
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(userInfo["glucose"] == nil ? .noData : .newData)
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .portrait
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard userActivity.activityType == "com.example.journal.entry" else { return false }
        restorationHandler([journal])
        return true
    }
}

final class UIKitAppDelegateTests: XCTestCase {
    @MainActor
    func testALaunchedDelegateIsKeptAndToldAndItsCallbacksCompile() async {
        let delegate = LoopAppDelegate()
        let session = UIApplication.shared.launch(with: delegate)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertEqual(session.role, .windowApplication)
        XCTAssertTrue(UIApplication.shared.isReceivingRemoteControlEvents)
        UIApplication.shared.endReceivingRemoteControlEvents()
        XCTAssertFalse(UIApplication.shared.isReceivingRemoteControlEvents)

        delegate.application(.shared, didReceiveRemoteNotification: ["glucose": 104]) { delegate.fetches.append($0) }
        delegate.application(.shared, didReceiveRemoteNotification: [:]) { delegate.fetches.append($0) }
        XCTAssertEqual(delegate.fetches, [.newData, .noData])
        XCTAssertEqual(delegate.application(.shared, supportedInterfaceOrientationsFor: nil), .portrait)
        XCTAssertTrue(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        XCTAssertFalse(UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))

        let activity = NSUserActivity(activityType: "com.example.journal.entry")
        activity.addUserInfoEntries(from: ["entry": "Tuesday"])
        var restorers: [UIUserActivityRestoring] = []
        XCTAssertTrue(delegate.application(.shared, continue: activity) { restorers = $0 ?? [] })
        restorers.forEach { $0.restoreUserActivityState(activity) }
        XCTAssertEqual(delegate.journal.restoredEntry, "Tuesday")
    }

    @MainActor
    func testAnActivityBecomesCurrentUntilItResignsOrIsInvalidated() async {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/entry/7")
        activity.isEligibleForHandoff = true
        activity.becomeCurrent()
        XCTAssertTrue(activity.isCurrent)
        activity.resignCurrent()
        XCTAssertNil(NSUserActivity.current.flatMap { $0 === activity ? $0 : nil })
        activity.invalidate()
        activity.becomeCurrent()
        XCTAssertFalse(activity.isCurrent)
        XCTAssertTrue(activity.isInvalidated)
    }
}
