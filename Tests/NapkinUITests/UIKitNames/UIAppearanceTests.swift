import Foundation
import Raster
import Testing

@testable import NapkinUI

/// Classes of the tests' own, so that their proxies are theirs alone.
private final class RatingSlider: UISlider {}
private final class CardView: UIView {}
private final class SettingsController: ViewController {}

@MainActor
@Suite("UIAppearance proxies")
struct UIAppearanceTests {
    @Test("Each class and containment has one proxy, which keeps what is set on it")
    func oneProxyPerClass() {
        defer { AppearanceRegistry.removeAll() }
        let proxy = RatingSlider.appearance()
        #expect(proxy === RatingSlider.appearance())
        #expect(proxy !== UISlider.appearance())
        #expect(proxy !== RatingSlider.appearance(whenContainedInInstancesOf: [CardView.self]))
        #expect(
            RatingSlider.appearance(whenContainedInInstancesOf: [CardView.self])
                === RatingSlider.appearance(whenContainedInInstancesOf: [CardView.self]))
        proxy.thumbTintColor = .red
        proxy.setThumbImage(UIImage(systemName: "star.fill"), for: .highlighted)
        #expect(RatingSlider.appearance().thumbTintColor == .red)
        #expect(RatingSlider.appearance().thumbImage(for: .highlighted) != nil)
        #expect(RatingSlider.appearance().thumbImage(for: .normal) == nil)
    }

    @Test("A view takes its class's settings when drawn, except the properties it set itself, whenever it set them")
    func settingsReachViewsDrawn() {
        defer { AppearanceRegistry.removeAll() }
        RatingSlider.appearance().minimumTrackTintColor = .red
        RatingSlider.appearance().thumbTintColor = .green
        let slider = RatingSlider()
        #expect(slider.minimumTrackTintColor == nil)  // not yet in a window
        slider.thumbTintColor = .blue
        _ = slider.node(in: EnvironmentValues())
        #expect(slider.minimumTrackTintColor == .red)
        #expect(slider.thumbTintColor == .blue)
        // A plain UISlider is not a RatingSlider: the subclass's proxy does not reach it.
        let plain = UISlider()
        _ = plain.node(in: EnvironmentValues())
        #expect(plain.minimumTrackTintColor == nil)
    }

    @Test("A superclass's proxy reaches subclasses; the subclass's own proxy wins where both set a property")
    func classHierarchy() {
        defer { AppearanceRegistry.removeAll() }
        UIView.appearance().tintColor = .orange
        UIView.appearance().backgroundColor = .yellow
        RatingSlider.appearance().tintColor = .purple
        let card = CardView()
        _ = card.node(in: EnvironmentValues())
        #expect(card.tintColor == .orange && card.backgroundColor == .yellow)
        let slider = RatingSlider()
        _ = slider.node(in: EnvironmentValues())
        #expect(slider.tintColor == .purple && slider.backgroundColor == .yellow)
    }

    @Test("A containment proxy reaches only views inside its containers, nearest first, and wins over a plain proxy")
    func containment() {
        defer { AppearanceRegistry.removeAll() }
        CardView.appearance().tintColor = .red
        CardView.appearance(whenContainedInInstancesOf: [SettingsController.self]).tintColor = .green
        CardView.appearance(whenContainedInInstancesOf: [CardView.self, SettingsController.self]).tintColor = .blue
        let outside = CardView()
        _ = outside.node(in: EnvironmentValues())
        #expect(outside.tintColor == .red)
        let inside = CardView()
        _ = inside.node(in: EnvironmentValues(), containers: [UIView.self, SettingsController.self])
        #expect(inside.tintColor == .green)
        let nested = CardView()
        _ = nested.node(in: EnvironmentValues(), containers: [CardView.self, UIView.self, SettingsController.self])
        #expect(nested.tintColor == .blue)
        // The order matters: a card around a controller is not a controller around a card.
        let reversed = CardView()
        _ = reversed.node(in: EnvironmentValues(), containers: [SettingsController.self, CardView.self])
        #expect(reversed.tintColor == .green)
    }

    @Test("UIView.tintColor is systemBlue until set, the tint of where it is shown when drawn, and its own when set")
    func tintColorInheritance() {
        let view = UIView()
        #expect(view.tintColor == .systemBlue)
        var environment = EnvironmentValues()
        environment.tint = .pink
        _ = view.node(in: environment)
        #expect(view.tintColor.color == Color.pink)
        view.tintColor = .red
        #expect(view.tintColor == .red)
        view.tintColor = nil
        #expect(view.tintColor.color == Color.pink)
        #expect(view.isUserInteractionEnabled)
    }

    @Test("UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor colours an alert's buttons")
    func alertButtonTint() {
        defer { AppearanceRegistry.removeAll() }
        func redPixels() -> Int {
            let window = Window()
            window.rootViewController = HostingController(
                rootView: Text("Note").alert("Delete note?", isPresented: .constant(true)) { Button("Keep") {} })
            let bitmap = window.render()
            var count = 0
            for y in stride(from: 0, to: bitmap.height, by: 2) {
                for x in stride(from: 0, to: bitmap.width, by: 2) {
                    let color = Color(premultipliedARGB: bitmap[x, y])
                    if color.red > 0.8 && color.green < 0.3 && color.blue < 0.3 { count += 1 }
                }
            }
            return count
        }
        #expect(UIView.appearanceTintColor(containedIn: [UIAlertController.self]) == nil)
        #expect(redPixels() == 0)
        UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
        #expect(UIView.appearanceTintColor(containedIn: [UIAlertController.self]) == .red)
        #expect(UIView.appearanceTintColor(containedIn: []) == nil)
        #expect(redPixels() > 20)
    }
}

@MainActor
@Suite("UIAppearance proxies of the classes NapkinUI does not draw")
struct KeptAppearanceProxyTests {
    @Test("appearance(whenContainedInInstancesOf:) keeps one proxy per containment, apart from the plain one")
    func containedProxies() {
        let inSettings = UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsController.self])
        #expect(inSettings === UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsController.self]))
        #expect(inSettings !== UINavigationBar.appearance())
        #expect(inSettings !== UITabBar.appearance(whenContainedInInstancesOf: [SettingsController.self]))
        inSettings.barTintColor = .red
        #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsController.self]).barTintColor == .red)
        #expect(UINavigationBar.appearance().barTintColor == nil)
    }
}
