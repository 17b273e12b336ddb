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

final class PreconcurrencyUIKitTests: XCTestCase {
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
}
