import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The real-code shape of issue 27's screens: a representable returning a navigation
/// controller around a controller with Cancel and Done items.
private struct NewContactSheet: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    var configure: @MainActor (UINavigationController) -> Void = { _ in }

    func makeUIViewController(context: Context) -> UINavigationController {
        let form = UIViewController()
        form.title = "New Contact"
        form.view.backgroundColor = .systemGroupedBackground
        form.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in isPresented = false })
        form.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in isPresented = false })
        let controller = UINavigationController(rootViewController: form)
        configure(controller)
        return controller
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}

/// A window on an iPhone 13 Pro showing `controller` at its root.
@MainActor
private func window(root controller: UIViewController) -> Window {
    let window = Window(device: .iPhone13Pro)
    window.rootViewController = controller
    window.layout()
    return window
}

@MainActor
@Suite("UINavigationController")
struct UINavigationControllerTests {
    @Test("Push, pop, popToViewController and setViewControllers keep the stack; children find their navigation controller")
    func stack() throws {
        let root = UIViewController()
        let second = UIViewController()
        let third = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root] && navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.viewControllers == [root, second, third])
        #expect(navigation.popToViewController(root, animated: true) == [second, third])
        #expect(navigation.viewControllers == [root] && second.parent == nil)
        #expect(navigation.popToViewController(UIViewController(), animated: true) == nil)
        navigation.setViewControllers([second, third, third], animated: true)
        #expect(navigation.viewControllers == [second, third] && root.parent == nil)
        #expect(navigation.popViewController(animated: true) === third)
        #expect(navigation.popViewController(animated: true) == nil)
        let empty = UINavigationController()
        #expect(empty.viewControllers.isEmpty && empty.topViewController == nil)
        empty.pushViewController(root, animated: false)
        #expect(empty.visibleViewController === root)
    }

    @Test("The bar shows the item's title over the controller's, the left item in place of the back button, and the back title set")
    func barContents() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.backButtonTitle = "Mail"
        let detail = UIViewController()
        detail.title = "Message"
        detail.navigationItem.title = "Re: Lunch"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let window = window(root: navigation)
        #expect(window.layoutDescription().contains("Re: Lunch"))
        let back = try #require(window.interactiveElements().first { $0.kind == .backButton })
        #expect(window.layoutDescription().contains("Mail"))
        #expect(back.frame.minX < 40)

        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
        #expect(!window.interactiveElements().contains { $0.kind == .backButton })
        #expect(window.interactiveElements().contains { $0.label == "Close" })
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(window.interactiveElements().contains { $0.kind == .backButton })
        try window.tap(label: "Back")
        #expect(navigation.topViewController === root)
    }

    @Test("A UIKit bar keeps its 44-point row under the status bar, empty or not; large titles add the 52-point band")
    func barHeight() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = window(root: navigation)
        #expect(root.safeAreaInsets.top == 91.0)
        navigation.navigationBar.prefersLargeTitles = true
        root.title = "Settings"
        _ = window(root: navigation)
        #expect(navigation.prefersLargeTitles)
        #expect(root.safeAreaInsets.top == 143.0)
        navigation.navigationBar.isHidden = true
        _ = window(root: navigation)
        #expect(root.safeAreaInsets.top == 47.0)
        navigation.navigationBar.isHidden = false
        navigation.setNavigationBarHidden(true, animated: true)
        _ = window(root: navigation)
        #expect(root.safeAreaInsets.top == 47.0)
    }

    @Test("Bar button items: right items from the trailing edge, a tap performs the primary action with the item as sender")
    func barButtonItems() throws {
        let root = UIViewController()
        root.title = "Photos"
        var sender: AnyObject?
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { action in sender = action.sender })
        let edit = UIBarButtonItem(title: "Select", primaryAction: UIAction { _ in })
        root.navigationItem.rightBarButtonItems = [add, edit]
        let navigation = UINavigationController(rootViewController: root)
        let window = window(root: navigation)
        let elements = window.interactiveElements()
        let plus = try #require(elements.first { $0.label == "Add" })
        let select = try #require(elements.first { $0.label == "Select" })
        #expect(plus.frame.maxX > select.frame.maxX && plus.frame.maxX <= 390 - 16 + 0.5)
        try window.tap(label: "Add")
        #expect(sender === add)

        edit.isEnabled = false
        #expect(window.interactiveElements().first { $0.label == "Select" }?.isEnabled == false)
        #expect(root.navigationItem.rightBarButtonItem === add)
        root.navigationItem.setRightBarButton(nil, animated: false)
        #expect(!window.interactiveElements().contains { $0.label == "Add" })
    }

    @Test("Items read their words from their action and system item; .done and .save are semibold")
    func itemForms() {
        let action = UIAction(title: "Share") { _ in }
        #expect(UIBarButtonItem(primaryAction: action).title == "Share")
        #expect(UIBarButtonItem(barButtonSystemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .save).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).style == .plain)
        #expect(UIBarButtonItem(systemItem: .trash).spokenLabel == "Delete")
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        let menu = UIMenu(
            title: "Sort", children: [UIAction(title: "Name") { _ in }, UIMenu(children: [UIAction(title: "Date") { _ in }])])
        #expect(menu.allActions.map(\.title) == ["Name", "Date"])
        let item = UIBarButtonItem(systemItem: .action, menu: menu)
        #expect(item.menu?.performAction(titled: "Date") == true)
        #expect(item.menu?.performAction(titled: "Size") == false)
    }

    @Test("Pinned: a representable returning UINavigationController(rootViewController:) with a Done item; tapping Done runs its UIAction")
    func representableDone() throws {
        var presented = true
        let window = window(showing: NewContactSheet(isPresented: Binding(get: { presented }, set: { presented = $0 })))
        #expect(window.layoutDescription().contains("New Contact"))
        try window.tap(label: "Done")
        #expect(!presented)
        presented = true
        try window.tap(label: "Cancel")
        #expect(!presented)
    }

    @Test("The scroll-edge appearance's background fills the bar from the controller's top; with none the bar is transparent")
    func scrollEdgeBackground() {
        // The representable fills the safe area: the bar's row spans y 47...91.
        let grouped = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        let plain = renderView(NewContactSheet(isPresented: .constant(true)))
        #expect(isClose(pixel(plain, atPoint: 195, 60), grouped))
        let filled = renderView(
            NewContactSheet(isPresented: .constant(true)) { controller in
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .red
                controller.navigationBar.scrollEdgeAppearance = appearance
            })
        #expect(isClose(pixel(filled, atPoint: 195, 49), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(filled, atPoint: 300, 89), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(filled, atPoint: 195, 101), grouped))
        #expect(isClose(pixel(filled, atPoint: 195, 20), .white))
    }

    @Test("UINavigationBar.appearance() reaches the bars drawn afterwards; a bar's own setting wins")
    func appearanceProxy() {
        defer { AppearanceRegistry.removeAll() }
        UINavigationBar.appearance().prefersLargeTitles = true
        UINavigationBar.appearance().tintColor = .systemRed
        let root = UIViewController()
        root.title = "Notes"
        let navigation = UINavigationController(rootViewController: root)
        _ = window(root: navigation)
        #expect(navigation.navigationBar.prefersLargeTitles && root.safeAreaInsets.top == 143.0)
        #expect(navigation.navigationBar.tintColor == .systemRed)
        let own = UINavigationController(rootViewController: UIViewController())
        own.navigationBar.tintColor = .systemGreen
        _ = window(root: own)
        #expect(own.navigationBar.tintColor == .systemGreen)
    }

    @Test("A contact sheet with Cancel and Done, light and dark")
    func sheetSnapshot() {
        assertScreenLightAndDark(Color.clear.sheet(isPresented: .constant(true)) { NewContactSheet(isPresented: .constant(true)) })
    }

    @Test("A tinted bar with a large title, a red opaque appearance with white titles, +, a symbol item and a custom view")
    func styledSnapshot() {
        assertScreenLightAndDark(
            NewContactSheet(isPresented: .constant(true)) { controller in
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemIndigo
                appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
                appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
                controller.navigationBar.scrollEdgeAppearance = appearance
                controller.navigationBar.prefersLargeTitles = true
                controller.navigationBar.tintColor = .white
                let item = controller.topViewController?.navigationItem
                item?.rightBarButtonItems = [
                    UIBarButtonItem(systemItem: .add), UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle")),
                ]
                item?.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
            })
    }

    @Test("Right to left, in a sheet: Cancel leads from the right, Done trails at the left")
    func rightToLeftSnapshot() {
        let view = Color.clear.sheet(isPresented: .constant(true)) { NewContactSheet(isPresented: .constant(true)) }
        assertScreenLightAndDark(view.environment(\.layoutDirection, .rightToLeft))
    }
}
