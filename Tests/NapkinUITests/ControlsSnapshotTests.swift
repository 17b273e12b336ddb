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
