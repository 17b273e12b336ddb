import ControlsExamples
import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// Renders the controls' example screens and compares them with their references.
@MainActor
@Suite("Controls rendering")
struct ControlsSnapshotTests {
    /// 1 December 2026, 19:30 UTC: a fixed date, so the render never depends on the clock.
    static let arrival = Date(timeIntervalSince1970: 1_796_153_400)

    func window<V: View>(_ view: V, dark: Bool = false) -> Window {
        let window = Window()
        let controller = HostingController(rootView: view.environment(\.colorScheme, dark ? .dark : .light))
        if dark { controller.backgroundColor = .black }
        window.rootViewController = controller
        return window
    }

    @Test("A settings page: toggles, a menu picker, a slider, a stepper, segments and a link")
    func settings() {
        assertSnapshot(of: window(SettingsScreen()), as: .image)
    }

    @Test("A booking form: date and time pills, a stepper, an inline picker and a menu")
    func reservation() {
        assertSnapshot(of: window(ReservationScreen(arrival: Self.arrival)), as: .image)
    }
}

/// Renders the navigation and modal example screens.
@MainActor
@Suite("Navigation and modals rendering")
struct NavigationModalSnapshotTests {
    func window<V: View>(_ view: V, dark: Bool = false) -> Window {
        let window = Window()
        window.colorScheme = dark ? .dark : .light
        window.rootViewController = HostingController(rootView: view)
        return window
    }

    @Test("An inbox: large title, toolbar items, navigation rows")
    func inbox() {
        assertSnapshot(of: window(InboxScreen()), as: .image)
    }

    @Test("A message pushed from the inbox: inline title and back button")
    func pushedMessage() throws {
        let window = window(InboxScreen())
        try window.tap(label: "Alan Turing")
        assertSnapshot(of: window, as: .image)
    }

    @Test("The compose sheet over the shrunk, dimmed inbox")
    func composeSheet() {
        assertSnapshot(of: window(InboxScreen(composing: true)), as: .image)
    }

    @Test("A confirmation dialog rising from the bottom")
    func confirmationDialog() {
        assertSnapshot(of: window(InboxScreen(confirmingDelete: true)), as: .image)
    }

    @Test("An alert: title, message, Cancel and a destructive action side by side")
    func alert() {
        assertSnapshot(of: window(SignOutScreen()), as: .image)
    }

    @Test("A panel of controls built with stacks, light and dark, and its alert in dark")
    func panel() {
        let sleepAt = ControlsSnapshotTests.arrival
        assertSnapshot(of: window(PlaybackPanel(sleepAt: sleepAt)), as: .image, named: "light")
        assertSnapshot(of: window(PlaybackPanel(sleepAt: sleepAt), dark: true), as: .image, named: "dark")
        assertSnapshot(of: window(PlaybackPanel(sleepAt: sleepAt, alertShown: true), dark: true), as: .image, named: "darkAlert")
        assertSnapshot(of: window(PlaybackPanel(sleepAt: sleepAt, timerSheetShown: true)), as: .image, named: "timerSheet")
    }
}
