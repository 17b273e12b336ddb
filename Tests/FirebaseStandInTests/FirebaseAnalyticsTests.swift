import FirebaseAnalytics
import FirebaseCrashlytics
import Foundation
import NapkinUI
import Testing

/// A screen logging its view, as apps put `analyticsScreen` on their roots.
private struct ProfileScreen: View {
    var body: some View {
        Text("Profile").analyticsScreen(name: "Profile", class: "ProfileScreen", extraParameters: ["tab": "me"])
    }
}

extension FirebaseStandInSuites {
    @Suite("FirebaseAnalytics and FirebaseCrashlytics stand-ins: what the app logs is kept for the test")
    struct FirebaseAnalyticsTests {
        init() {
            SimulatedFirebase.reset()
            FirebaseApp.configure()
        }

        @Test("logEvent keeps events with their parameters, the user ID and default parameters; values are typed as Analytics keeps them")
        func events() {
            Analytics.setUserID("user-42")
            Analytics.setDefaultEventParameters(["app_flavor": "free"])
            Analytics.logEvent(
                AnalyticsEventScreenView, parameters: [AnalyticsParameterScreenName: "Home", AnalyticsParameterScreenClass: "HomeView"])
            Analytics.logEvent(
                AnalyticsEventPurchase,
                parameters: [
                    AnalyticsParameterValue: 9.99, AnalyticsParameterCurrency: "EUR", AnalyticsParameterSuccess: true,
                    AnalyticsParameterItems: [[AnalyticsParameterItemID: "sku-1", AnalyticsParameterQuantity: 2]],
                ])
            let events = SimulatedFirebaseAnalytics.shared.events
            #expect(events.map(\.name) == ["screen_view", "purchase"])
            #expect(events[0].parameters["screen_name"] == .string("Home"))
            #expect(events[0].parameters["app_flavor"] == .string("free"))
            #expect(events[0].userID == "user-42")
            #expect(events[1].parameters["value"] == .double(9.99))
            #expect(events[1].parameters["success"] == .integer(1))
            #expect(events[1].parameters["items"] == .items([["item_id": .string("sku-1"), "quantity": .integer(2)]]))
        }

        @Test("Events breaking Analytics' naming rules are dropped with the reason; long string values are cut to 100 characters")
        func rules() {
            Analytics.logEvent("firebase_custom", parameters: nil)
            Analytics.logEvent("1st_event", parameters: nil)
            Analytics.logEvent("session_start", parameters: nil)
            Analytics.logEvent("has space", parameters: nil)
            Analytics.logEvent(String(repeating: "a", count: 41), parameters: nil)
            Analytics.logEvent("ok_event", parameters: ["note": String(repeating: "x", count: 150), "bad key": "dropped"])
            #expect(SimulatedFirebaseAnalytics.shared.rejectedEvents.count == 5)
            #expect(SimulatedFirebaseAnalytics.shared.rejectedEvents.first?.reason.contains("firebase_") == true)
            let kept = SimulatedFirebaseAnalytics.shared.events
            #expect(kept.map(\.name) == ["ok_event"])
            #expect(kept.first?.parameters["note"] == .string(String(repeating: "x", count: 100)))
            #expect(kept.first?.parameters["bad key"] == nil)
        }

        @Test("User properties are kept (values cut to 36 characters); with collection off no event is kept")
        func propertiesAndCollection() {
            Analytics.setUserProperty("google", forName: AnalyticsUserPropertySignUpMethod)
            Analytics.setUserProperty(String(repeating: "v", count: 50), forName: "plan")
            #expect(SimulatedFirebaseAnalytics.shared.userProperties["sign_up_method"] == "google")
            #expect(SimulatedFirebaseAnalytics.shared.userProperties["plan"]?.count == 36)
            Analytics.setUserProperty(nil, forName: "plan")
            #expect(SimulatedFirebaseAnalytics.shared.userProperties["plan"] == nil)
            Analytics.setAnalyticsCollectionEnabled(false)
            Analytics.logEvent(AnalyticsEventLogin, parameters: [AnalyticsParameterMethod: "password"])
            #expect(SimulatedFirebaseAnalytics.shared.events.isEmpty)
            Analytics.setAnalyticsCollectionEnabled(true)
            Analytics.logEvent(AnalyticsEventLogin, parameters: [AnalyticsParameterMethod: "password"])
            #expect(SimulatedFirebaseAnalytics.shared.events.count == 1)
            let id = Analytics.appInstanceID()
            Analytics.resetAnalyticsData()
            #expect(Analytics.appInstanceID() != id)
            #expect(SimulatedFirebaseAnalytics.shared.events.isEmpty)
        }

        @Test("analyticsScreen logs one screen_view with the name, class and extra parameters when the screen first appears")
        @MainActor
        func screenView() {
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: ProfileScreen())
            _ = window.render()
            _ = window.render()
            let events = SimulatedFirebaseAnalytics.shared.events
            #expect(events.map(\.name) == ["screen_view"])
            #expect(events.first?.parameters["screen_name"] == .string("Profile"))
            #expect(events.first?.parameters["screen_class"] == .string("ProfileScreen"))
            #expect(events.first?.parameters["tab"] == .string("me"))
        }

        @Test("Crashlytics keeps logs, keys, the user ID and recorded errors with the logs of the moment")
        func crashlytics() {
            let crashlytics = Crashlytics.crashlytics()
            crashlytics.setUserID("user-42")
            crashlytics.log("opened settings")
            crashlytics.setCustomValue(3, forKey: "retries")
            crashlytics.setCustomKeysAndValues(["screen": "Settings"])
            crashlytics.record(error: NSError(domain: "com.example.sync", code: 7, userInfo: [NSLocalizedDescriptionKey: "Sync failed"]))
            crashlytics.log("after the error")
            #expect(crashlytics.userID == "user-42")
            #expect(crashlytics.customKeys == ["retries": "3", "screen": "Settings"])
            let recorded = crashlytics.recordedErrors
            #expect(recorded.count == 1)
            #expect(recorded.first?.domain == "com.example.sync")
            #expect(recorded.first?.code == 7)
            #expect(recorded.first?.logs == ["opened settings"])
            #expect(crashlytics.logs == ["opened settings", "after the error"])
            crashlytics.setCrashlyticsCollectionEnabled(false)
            crashlytics.record(error: NSError(domain: "x", code: 1))
            #expect(crashlytics.recordedErrors.count == 1)
            SimulatedFirebase.reset()
            #expect(crashlytics.logs.isEmpty && crashlytics.recordedErrors.isEmpty && crashlytics.isCrashlyticsCollectionEnabled())
        }
    }
}
