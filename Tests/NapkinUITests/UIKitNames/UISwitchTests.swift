import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// UIKit's switch wrapped for SwiftUI, reporting back through a `.valueChanged` action.
private struct SwitchView: UIViewRepresentable {
    @Binding var isOn: Bool
    var configure: @MainActor (UISwitch) -> Void = { _ in }

    func makeUIView(context: Context) -> UISwitch {
        let control = UISwitch()
        control.accessibilityLabel = "Reminders"
        control.addAction(UIAction { action in isOn = (action.sender as? UISwitch)?.isOn ?? false }, for: .valueChanged)
        configure(control)
        return control
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {
        uiView.setOn(isOn, animated: false)
    }
}

/// Wrapped switches and SwiftUI switches restyled through `UISwitch.appearance()`.
private struct SwitchGallery: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 16) {
                SwitchView(isOn: .constant(true))
                SwitchView(isOn: .constant(false))
                SwitchView(isOn: .constant(true)) { control in
                    control.onTintColor = .systemIndigo
                    control.thumbTintColor = .systemYellow
                }
            }
            Toggle("Daily reminder", isOn: .constant(true))
            Toggle("Weekly summary", isOn: .constant(true)).tint(.orange)
        }
        .padding(16)
    }
}

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    @Test("A switch is 51×31 points whatever its frame; setOn changes it without sending, a tap flips it and sends valueChanged")
    func onAndOff() throws {
        let control = UISwitch(frame: CGRect(x: 4, y: 5, width: 200, height: 80))
        #expect(control.frame == CGRect(x: 4, y: 5, width: 51, height: 31))
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.setOn(true, animated: true)
        #expect(control.isOn && sent == 0)
        var stored = false
        let window = Window()
        window.rootViewController = HostingController(rootView: SwitchView(isOn: Binding(get: { stored }, set: { stored = $0 })).padding())
        try window.tap(label: "Reminders")
        #expect(stored)
        let element = try #require(window.interactiveElements().first { $0.label == "Reminders" })
        #expect(element.value == "on")
    }

    @Test("Drawn as iOS's switch: systemGreen on, its onTintColor and thumbTintColor when set")
    func colours() {
        // A 51×31 switch centred on (195, 428.5): the track's left end at x 170, the knob on the right when on.
        let on = renderView(SwitchView(isOn: .constant(true)))
        #expect(isClose(pixel(on, atPoint: 177, 428.5), Color.green))
        #expect(isClose(pixel(on, atPoint: 207, 428.5), .white))
        let custom = renderView(
            SwitchView(isOn: .constant(true)) { control in
                control.onTintColor = .red
                control.thumbTintColor = .blue
            })
        #expect(isClose(pixel(custom, atPoint: 177, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(custom, atPoint: 207, 428.5), Color(red: 0, green: 0, blue: 1)))
    }

    @Test("A SwiftUI switch takes UISwitch.appearance()'s colours, as its UISwitch does on iOS; .tint wins for the on colour")
    func swiftUIToggleTakesAppearance() {
        defer { AppearanceRegistry.removeAll() }
        func trackAndKnob(_ view: some View) -> (Color, Color) {
            let bitmap = renderView(view.labelsHidden())
            return (pixel(bitmap, atPoint: 177, 428.5), pixel(bitmap, atPoint: 207, 428.5))
        }
        let plain = trackAndKnob(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize())
        #expect(isClose(plain.0, Color.green) && isClose(plain.1, .white))
        UISwitch.appearance().onTintColor = .red
        UISwitch.appearance().thumbTintColor = .blue
        let styled = trackAndKnob(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize())
        #expect(isClose(styled.0, Color(red: 1, green: 0, blue: 0)) && isClose(styled.1, Color(red: 0, green: 0, blue: 1)))
        let tinted = trackAndKnob(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().tint(.orange))
        #expect(isClose(tinted.0, Color.orange))
    }

    @Test("Switches in light and dark: wrapped on, off and coloured; SwiftUI toggles")
    func gallerySnapshot() {
        assertLightAndDark(SwitchGallery(), width: 320, height: 160)
    }
}
