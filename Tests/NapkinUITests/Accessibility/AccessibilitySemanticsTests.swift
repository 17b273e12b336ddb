import Foundation
import RasterCore
import Testing

@testable import NapkinUI

/// The accessibility elements of `view` hosted on an iPhone 13 Pro, in reading order.
@MainActor
func accessibilityElements<V: View>(_ view: V, device: Device = .iPhone13Pro) -> [AccessibilityElement] {
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    return window.accessibilityElements()
}

/// What VoiceOver reads for each element of `view`, in order.
@MainActor
func spoken<V: View>(_ view: V, device: Device = .iPhone13Pro) -> [String] {
    accessibilityElements(view, device: device).map(\.spokenDescription)
}

@MainActor
@Suite("Accessibility: what every view reads by default, as SwiftUI's")
struct AccessibilitySemanticsTests {
    @Test("Text reads its characters as drawn, as static text; empty text is no element")
    func text() throws {
        let elements = accessibilityElements(
            VStack {
                Text("Hello *world*"); Text(""); Text("shout").textCase(.uppercase)
            })
        #expect(elements.map(\.label) == ["Hello world", "SHOUT"])
        #expect(elements[0].role == .text)
        #expect(elements[0].traits == .isStaticText)
        #expect(elements[0].spokenDescription == "Hello world")
    }

    @Test("A button reads the words of its label and \"Button\"; an image-only button reads its image's label")
    func buttons() {
        #expect(spoken(Button("Sign In") {}) == ["Sign In, Button"])
        #expect(
            spoken(
                Button {
                } label: {
                    Image(systemName: "gear")
                }) == ["gear, Button"])
        #expect(
            spoken(
                Button {
                } label: {
                    HStack {
                        Image(systemName: "plus"); Text("Add")
                    }
                }) == ["Add, Button"])
        #expect(spoken(Button("Send") {}.disabled(true)) == ["Send, Dimmed, Button"])
        let button = accessibilityElements(Button("Sign In") {}).first
        #expect(button?.traits == .isButton)
        #expect(button?.isEnabled == true)
    }

    @Test("A toggle reads its label, On or Off, and \"Switch Button\"")
    func toggle() {
        #expect(spoken(Toggle("Wi-Fi", isOn: .constant(true))) == ["Wi-Fi, On, Switch Button"])
        #expect(spoken(Toggle("Bluetooth", isOn: .constant(false))) == ["Bluetooth, Off, Switch Button"])
        #expect(accessibilityElements(Toggle("Wi-Fi", isOn: .constant(true))).first?.traits == [.isButton, .isToggle])
    }

    @Test("A slider reads its value as a percentage of its range, and is activated on its thumb")
    func slider() throws {
        let element = try #require(
            accessibilityElements(Slider(value: .constant(30), in: 0...120) { Text("Volume") }.frame(width: 228)).first)
        #expect(element.spokenDescription == "Volume, 25%, Adjustable")
        #expect(element.role == .adjustable)
        // The thumb's centre: 14 points in from the track's start, a quarter of the 200-point travel along.
        #expect(element.activationPoint.x == element.frame.minX + 14 + 200 * 0.25)
        #expect(element.activationPoint.y == element.frame.midY)
        #expect(!element.usesDefaultActivationPoint)
    }

    @Test("Steppers, pickers, menus, links and date pickers read as iOS reads them")
    func controls() {
        #expect(spoken(Stepper("Guests", value: .constant(3), in: 1...8)) == ["Guests, 3, Adjustable"])
        let picker = Picker("Flavour", selection: .constant("Vanilla")) {
            Text("Vanilla").tag("Vanilla")
            Text("Smoke").tag("Smoke")
        }
        #expect(spoken(picker.pickerStyle(.menu)) == ["Flavour, Vanilla, Pop Up Button"])
        #expect(spoken(Link("Help", destination: URL(string: "https://example.com")!)) == ["Help, Link"])
        #expect(spoken(Menu("Options") { Button("Copy") {} }) == ["Options, Pop Up Button"])
    }

    @Test("A text field reads its title, its text and \"Text Field\"; a secure field hides its text as dots")
    func fields() {
        #expect(spoken(TextField("Email", text: .constant("ada@example.com"))) == ["Email, ada@example.com, Text Field"])
        #expect(spoken(TextField("Email", text: .constant(""))) == ["Email, Text Field"])
        #expect(spoken(SecureField("Password", text: .constant("hunter2"))) == ["Password, •••••••, Secure Text Field"])
    }

    @Test("Images read their label, their asset name or their symbol's name; decorative ones are not read")
    func images() {
        let bitmap = RasterCoreTestBitmap.make()
        #expect(spoken(Image(bitmap, scale: 1, label: Text("Sunset"))) == ["Sunset, Image"])
        #expect(spoken(Image(systemName: "chevron.backward")) == ["chevron backward, Image"])
        #expect(spoken(Image("hero_photo")) == ["hero_photo, Image"])
        #expect(spoken(Image(bitmap: bitmap)) == ["Image"])
        #expect(spoken(Image(decorative: "hero_photo")).isEmpty)
    }

    @Test("A Label reads its title only, whatever its style draws")
    func label() {
        #expect(spoken(Label("Inbox", systemImage: "tray")) == ["Inbox"])
        #expect(spoken(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)) == ["Inbox"])
    }

    @Test("An activity indicator reads \"In progress\" and updates often")
    func progress() throws {
        let element = try #require(accessibilityElements(ProgressView()).first)
        #expect(element.spokenDescription == "In progress")
        #expect(element.traits == .updatesFrequently)
    }

    @Test("Shapes and colours are not read until a label or trait makes them an element")
    func shapes() {
        #expect(accessibilityElements(Circle().frame(width: 20, height: 20)).isEmpty)
        #expect(spoken(Circle().frame(width: 20, height: 20).accessibilityLabel("Online")) == ["Online"])
        #expect(spoken(Color.red.frame(width: 20, height: 20).accessibilityAddTraits(.isButton)) == ["Button"])
    }

    @Test("A tap gesture adds no button trait, as in SwiftUI, but taps still find it")
    func tapGesture() throws {
        let window = Window(device: .iPhone13Pro)
        var tapped = false
        window.rootViewController = HostingController(rootView: Text("Open").onTapGesture { tapped = true })
        #expect(window.accessibilityElements().map(\.spokenDescription) == ["Open"])
        try window.tap(label: "Open")
        #expect(tapped)
    }

    @Test("Hidden views are neither drawn nor read")
    func hidden() {
        #expect(
            spoken(
                VStack {
                    Text("Shown"); Text("Gone").hidden()
                }) == ["Shown"])
    }
}

/// A small bitmap for image tests.
enum RasterCoreTestBitmap {
    static func make() -> Bitmap { Bitmap(width: 4, height: 4, color: .black) }
}
