import Foundation
import NapkinUI

/// The controls, navigation and modal example screens, each in a window ready to render:
/// what the `make demo` gallery draws for this area (and what the snapshot tests compare).
@MainActor
public enum ControlsGallery {
    /// 1 December 2026, 19:30 UTC: the fixed date the examples show, so no render reads the
    /// clock.
    public static let exampleDate = Date(timeIntervalSince1970: 1_796_153_400)

    /// One screen of the gallery.
    public struct Screen {
        /// A short file-friendly name, e.g. `settings` or `inbox-compose-sheet`.
        public let name: String
        /// The window showing it, in the state the name says.
        public let window: Window
    }

    /// Every screen, on `device`: a settings page, a booking form, an inbox with a pushed
    /// message, a compose sheet and a confirmation dialog, a sign-out alert, and a panel of
    /// controls in light and dark (with its alert).
    public static func screens(on device: Device = .iPhone13Pro) -> [Screen] {
        var screens = [
            Screen(name: "settings", window: window(SettingsScreen(), on: device)),
            Screen(name: "reservation-form", window: window(ReservationScreen(arrival: exampleDate), on: device)),
            Screen(name: "inbox", window: window(InboxScreen(), on: device)),
            Screen(name: "inbox-compose-sheet", window: window(InboxScreen(composing: true), on: device)),
            Screen(name: "inbox-confirmation-dialog", window: window(InboxScreen(confirmingDelete: true), on: device)),
            Screen(name: "sign-out-alert", window: window(SignOutScreen(), on: device)),
            Screen(name: "playback-panel", window: window(PlaybackPanel(sleepAt: exampleDate), on: device)),
            Screen(name: "playback-panel-dark", window: window(PlaybackPanel(sleepAt: exampleDate), on: device, dark: true)),
            Screen(
                name: "playback-panel-timer-sheet", window: window(PlaybackPanel(sleepAt: exampleDate, timerSheetShown: true), on: device)),
            Screen(
                name: "playback-panel-dark-alert",
                window: window(PlaybackPanel(sleepAt: exampleDate, alertShown: true), on: device, dark: true)),
        ]
        let pushed = window(InboxScreen(), on: device)
        // The inbox's first message is on screen, so this tap finds it.
        if (try? pushed.tap(label: "Alan Turing")) != nil {
            screens.insert(Screen(name: "inbox-pushed-message", window: pushed), at: 3)
        }
        return screens
    }

    private static func window<V: View>(_ view: V, on device: Device, dark: Bool = false) -> Window {
        let window = Window(device: device)
        window.colorScheme = dark ? .dark : .light
        window.rootViewController = HostingController(rootView: view)
        return window
    }
}
