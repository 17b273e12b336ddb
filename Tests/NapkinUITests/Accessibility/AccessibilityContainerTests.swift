import Foundation
import Testing

@testable import NapkinUI

@MainActor
@Suite("Accessibility: bars, lists and modals as iOS presents them")
struct AccessibilityContainerTests {
    func tabs(selected: Int = 0) -> TabBarController {
        let tabs = TabBarController()
        let home = HostingController(rootView: Text("Welcome"))
        home.title = "Home"
        let search = HostingController(rootView: Text("Find"))
        search.title = "Search"
        let settings = HostingController(rootView: Text("Options"))
        settings.title = "Settings"
        tabs.setViewControllers([home, search, settings], animated: false)
        tabs.selectTab(at: selected)
        return tabs
    }

    @Test("A tab bar's items read as tabs, numbered, the selected one first saying so; the bar comes after the screen")
    func tabBar() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = tabs(selected: 1)
        #expect(
            window.accessibilityElements().map(\.spokenDescription) == [
                "Find", "Home, Tab, 1 of 3", "Selected, Search, Tab, 2 of 3", "Settings, Tab, 3 of 3",
            ])
        let tab = window.accessibilityElements()[2]
        #expect(tab.role == .tab)
        #expect(tab.traits == [.isButton, .isSelected])
        #expect(tab.seriesPosition == AccessibilityElement.SeriesPosition(index: 2, count: 3))
    }

    @Test("A navigation bar's title is a heading; the back button reads \"Back, Button\" before it")
    func navigationBar() {
        let menu = HostingController(rootView: Text("Menu"))
        menu.title = "Menu"
        let navigation = NavigationController(rootViewController: menu)
        let detail = HostingController(rootView: Text("Brisket, smoked twelve hours."))
        detail.title = "Brisket"
        navigation.pushViewController(detail, animated: false)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = navigation
        let elements = window.accessibilityElements()
        #expect(elements.map(\.spokenDescription) == ["Back, Button", "Brisket, Heading", "Brisket, smoked twelve hours."])
        #expect(elements[1].headingLevel == .unspecified)
    }

    @Test("A NavigationStack's inline and large titles are headings")
    func navigationStackTitles() {
        let large = NavigationStack { Text("Body").navigationTitle("Settings") }
        #expect(spoken(large) == ["Settings, Heading", "Body"])
        let inline = NavigationStack { Text("Body").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline) }
        #expect(spoken(inline) == ["Settings, Heading", "Body"])
    }

    @Test("A list reads its section headers as headings (as drawn: in capitals when grouped), then its rows")
    func list() {
        let view = List {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Text("Bluetooth")
            }
        }
        #expect(spoken(view) == ["NETWORK, Heading", "Wi-Fi, On, Switch Button", "Bluetooth"])
    }

    @Test("An alert is modal: only its title, message and actions are read")
    func alert() {
        let view = Text("Behind").alert("Delete the file?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        let words = window.accessibilityElements().map(\.spokenDescription)
        #expect(!words.contains("Behind"))
        #expect(words.contains("Delete the file?"))
        #expect(words.contains("It cannot be undone."))
        #expect(words.contains("Delete, Button"))
        #expect(words.contains("Cancel, Button"))
    }

    @Test("A sheet is modal: what it covers is not read")
    func sheet() {
        let view = Text("Behind").sheet(isPresented: .constant(true)) { Text("In the sheet") }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        #expect(window.accessibilityElements().map(\.spokenDescription) == ["In the sheet"])
    }

    @Test("An element with the modal trait hides its siblings")
    func modalTrait() {
        let view = ZStack {
            Text("Underneath")
            VStack {
                Text("Dialog"); Button("OK") {}
            }.accessibilityElement(children: .contain).accessibilityAddTraits(.isModal)
        }
        #expect(spoken(view) == ["Dialog", "OK, Button"])
    }
}
