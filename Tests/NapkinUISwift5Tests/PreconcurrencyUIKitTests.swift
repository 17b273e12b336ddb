import NapkinUI
import XCTest

// UIKit's main-actor classes reach Swift as `@preconcurrency` declarations, so a Swift 5 file may
// read the screen, the device and the application where no actor is known: in a static constant's
// initialiser, as corpus11's login screen sizes its top padding, or in a plain helper. This file must
// compile, without errors, against NapkinUI as it does against UIKit.

private enum LoginMetrics {
    static let topPadding: CGFloat = {
        UIScreen.main.bounds.height * 0.25
    }()
    static var width: CGFloat { UIScreen.main.bounds.width }
}

private func isPhone() -> Bool {
    UIDevice.current.userInterfaceIdiom == .phone
}

private func canOpenSettings() -> Bool {
    UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!)
}

// The first corpus's music library reads its window's safe area through the connected scenes in a
// plain computed property, and listens for the keyboard's frame through UIResponder's names.
private var firstWindowSafeArea: UIEdgeInsets? {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    return scene?.windows.first?.safeAreaInsets
}

private func keyboardHeight(in notification: Notification) -> CGFloat {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return 0 }
    return frame.intersection(UIScreen.main.bounds).height
}

// corpus14's pet clinic builds its alert in a plain global function, as UIKit allows.
private func showAlert(message: String) {
    let alert = UIAlertController(title: "", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true, completion: nil)
}

final class PreconcurrencyUIKitTests: XCTestCase {
    /// The alert built in a nonisolated helper is presented over the window's screen with its
    /// message and button.
    func testAlertBuiltInANonisolatedFunction() async {
        let shown = await MainActor.run { () -> (String?, [String]) in
            let window = Window(device: .iPhoneSE)
            let root = HostingController(rootView: Text("Login"))
            window.rootViewController = root
            window.makeKeyAndVisible()
            _ = window.render()
            showAlert(message: "Wrong password")
            let alert = root.presentedViewController as? UIAlertController
            return (alert?.message, alert?.actions.map(\.title) ?? [])
        }
        XCTAssertEqual(shown.0, "Wrong password")
        XCTAssertEqual(shown.1, ["OK"])
    }

    /// The constants read the active window's screen: an iPhone SE's 375 × 667 points.
    func testStaticConstantsReadTheActiveScreen() async {
        let read = await MainActor.run { () -> (CGFloat, CGFloat, Bool, Bool) in
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: Text("Sign in"))
            _ = window.render()
            return (LoginMetrics.width, LoginMetrics.topPadding, isPhone(), canOpenSettings())
        }
        XCTAssertEqual(read.0, 375)
        XCTAssertEqual(read.1, 667 * 0.25)
        XCTAssertTrue(read.2, "an iPhone SE is a phone")
        XCTAssertTrue(read.3, "the settings URL opens")
    }

    /// A nonisolated helper reads the first scene's window: an iPhone SE's insets (20 on top).
    func testSceneWindowReadOffTheMainActor() async {
        let insets = await MainActor.run { () -> UIEdgeInsets? in
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: Text("Library"))
            _ = window.render()
            return firstWindowSafeArea
        }
        XCTAssertEqual(insets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// The keyboard's end frame, posted with UIResponder's key, is read and clipped to the screen.
    func testKeyboardFrameFromTheNotification() async {
        let height = await MainActor.run { () -> CGFloat in
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: Text("Library"))
            _ = window.render()
            let note = Notification(
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 451, width: 375, height: 300)])
            return keyboardHeight(in: note)
        }
        XCTAssertEqual(height, 216, "the part of the 300-point frame on the 667-point screen")
    }
}
