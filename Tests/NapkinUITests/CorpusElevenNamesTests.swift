import Foundation
import Testing

@testable import NapkinUI

/// The window's safe area as corpus11's journal screen reads it, through the first connected
/// scene, into UIKit's type.
@MainActor
private func firstSceneSafeArea() -> UIEdgeInsets {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return .zero }
    guard let insets = scene.windows.first?.safeAreaInsets else { return .zero }
    return insets
}

/// The names corpus11's seventh held-out sample found missing (issue 27).
@MainActor
@Suite("SwiftUI names from real screens, eleventh")
struct CorpusElevenNamesTests {
    @Test("A window's safe area is UIKit's UIEdgeInsets: the device's top and bottom, left and right")
    func windowSafeAreaInsets() {
        let portrait = Window(device: .iPhone13Pro)
        let expected = Device.iPhone13Pro.safeAreaInsets
        #expect(portrait.safeAreaInsets == UIEdgeInsets(top: expected.top, left: 0, bottom: expected.bottom, right: 0))
        #expect(portrait.safeAreaInsets.top > 0 && portrait.safeAreaInsets.bottom > 0)
        let landscape = Window(device: .iPhoneX(.landscape))
        #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }

    @Test("`.spring()` with no arguments compiles, as in SwiftUI, and is the spring `Animation.spring` names")
    func springWithoutArguments() {
        let animation: Animation = .spring()
        #expect(animation == .spring)
        #expect(Animation.spring(duration: 0.3) != .spring)
    }

    @Test("The first scene's first window gives the active window's safe area")
    func sceneWindowSafeArea() {
        let window = Window(device: .iPhoneX(.landscape))
        window.rootViewController = HostingController(rootView: Text("Journal"))
        _ = window.render()
        #expect(firstSceneSafeArea() == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    }
}
