import Foundation
import Raster
import Testing

@testable import NapkinUI

/// A window on an iPhone 13 Pro showing a navigation controller whose root has an Add item (a
/// symbol) on the right and a Sort item (text) on the left; `configure` sets the items up.
@MainActor
private func barWindow(configure: (UIBarButtonItem, UIBarButtonItem) -> Void = { _, _ in }) -> (Window, Bitmap) {
    let root = UIViewController()
    root.title = "Rooms"
    let sort = UIBarButtonItem(title: "Sort", primaryAction: UIAction { _ in })
    let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
    root.navigationItem.leftBarButtonItem = sort
    root.navigationItem.rightBarButtonItem = add
    configure(sort, add)
    let window = Window(device: .iPhone13Pro)
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layout()
    return (window, window.render())
}

/// How many pixels inside the element labelled `label` are close to `color`.
@MainActor
private func inkCount(_ window: Window, _ bitmap: Bitmap, label: String, color: Color) throws -> Int {
    let frame = try #require(window.interactiveElements().first { $0.label == label }).frame
    var count = 0
    for y in stride(from: frame.minY, to: frame.maxY, by: 1.0 / 3) {
        for x in stride(from: frame.minX, to: frame.maxX, by: 1.0 / 3) where isClose(pixel(bitmap, atPoint: x, y), color) {
            count += 1
        }
    }
    return count
}

@MainActor
@Suite("UIBarItem appearance proxies")
struct UIBarItemAppearanceTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let green = Color(red: 0, green: 1, blue: 0)

    @Test("Each bar item class and containment has one proxy, which keeps what is set on it")
    func oneProxyPerClass() {
        defer { AppearanceRegistry.removeAll() }
        let proxy = UIBarButtonItem.appearance()
        #expect(proxy === UIBarButtonItem.appearance())
        #expect(proxy !== UIBarItem.appearance())
        let inBars = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        #expect(inBars !== proxy && inBars === UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]))
        proxy.tintColor = .white
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
        #expect(UIBarButtonItem.appearance().tintColor == .white)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
        AppearanceRegistry.removeAll()
        #expect(UIBarButtonItem.appearance().tintColor == nil)
    }

    @Test("UIBarButtonItem.appearance().tintColor colours the items of UIKit bars drawn afterwards; an item's own tint wins")
    func tintReachesItems() throws {
        defer { AppearanceRegistry.removeAll() }
        let (plainWindow, plain) = barWindow()
        #expect(try inkCount(plainWindow, plain, label: "Add", color: red) == 0)
        #expect(try inkCount(plainWindow, plain, label: "Add", color: UIColor.systemBlue.color) > 20)

        UIBarButtonItem.appearance().tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (window, tinted) = barWindow { _, add in add.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        #expect(try inkCount(window, tinted, label: "Sort", color: red) > 20)
        #expect(try inkCount(window, tinted, label: "Add", color: green) > 20)
        #expect(try inkCount(window, tinted, label: "Add", color: red) == 0)
    }

    @Test("A containment proxy reaches the items of navigation bars and wins over the plain one; another containment does not")
    func containment() throws {
        defer { AppearanceRegistry.removeAll() }
        UIBarButtonItem.appearance().tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .systemPurple
        let (otherWindow, other) = barWindow()
        #expect(try inkCount(otherWindow, other, label: "Add", color: green) > 20)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor =
            UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (window, bitmap) = barWindow()
        #expect(try inkCount(window, bitmap, label: "Add", color: red) > 20)
        #expect(try inkCount(window, bitmap, label: "Add", color: green) == 0)
    }

    @Test("The proxy's title attributes colour text items (not symbols) and the disabled state takes its own")
    func titleAttributes() throws {
        defer { AppearanceRegistry.removeAll() }
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], for: .normal)
        let (window, bitmap) = barWindow()
        #expect(try inkCount(window, bitmap, label: "Sort", color: red) > 20)
        #expect(try inkCount(window, bitmap, label: "Add", color: red) == 0)

        UIBarButtonItem.appearance().setTitleTextAttributes(
            [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)], for: .disabled)
        let (disabledWindow, disabled) = barWindow { sort, _ in sort.isEnabled = false }
        #expect(try inkCount(disabledWindow, disabled, label: "Sort", color: green) > 20)
    }
}
