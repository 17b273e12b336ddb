import Foundation
import Testing

@testable import NapkinUI

/// A value outside any view, so a test can read what the controls wrote.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor
@Suite("Controls: iOS metrics, bindings and the one interaction model")
struct ControlsTests {
    func element(_ window: Window, _ label: String) throws -> InteractiveElement {
        try #require(window.interactiveElements().first { $0.label == label })
    }

    @Test("A switch is 51×31 points; with its label it spans the width offered, label leading")
    func toggleMetrics() throws {
        let bare = window(showing: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        let frame = try element(bare, "Wi-Fi").frame
        #expect(frame.width == 51 && frame.height == 31)
        let labelled = window(showing: VStack { Toggle("Wi-Fi", isOn: .constant(true)) }.padding(.horizontal, 20))
        let row = try element(labelled, "Wi-Fi").frame
        #expect(row.minX == 20 && row.width == 350 && row.height == 31)
        #expect(labelled.layoutDescription().contains("Switch (319, 413, 51×31)"))
    }

    @Test("In a form, rows of switches, steppers, date pills and menu pickers stay 44 points tall")
    func formRowHeights() throws {
        let window = window(
            showing:
                Form {
                    Toggle("One", isOn: .constant(true))
                    Toggle("Two", isOn: .constant(false))
                    Stepper("Three", value: .constant(1), in: 0...3)
                    DatePicker("Four", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                    Picker("Five", selection: .constant(1)) { Text("A").tag(1) }
                    NavigationLink("Six") { Text("Detail") }
                })
        let frames = window.interactiveElements().map(\.frame)
        #expect(frames.count == 6)
        for (upper, lower) in zip(frames, frames.dropFirst()) {
            #expect(abs(lower.midY - upper.midY - 44) < 0.001)
        }
        // The picker shows its label leading and its value trailing in a form row.
        #expect(window.layoutDescription().contains("\"Five\""))
    }

    @Test("Tapping a toggle by label or on its frame flips its binding")
    func toggleTaps() throws {
        let isOn = Box(false)
        let window = window(showing: Toggle("Airplane Mode", isOn: isOn.binding).padding(20))
        try window.tap(label: "Airplane Mode")
        #expect(isOn.value)
        #expect(try element(window, "Airplane Mode").value == "on")
        let frame = try element(window, "Airplane Mode").frame
        #expect(window.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY)))
        #expect(!isOn.value)
    }

    @Test("A disabled toggle is listed but cannot be tapped")
    func disabledToggle() throws {
        let isOn = Box(false)
        let window = window(showing: Toggle("Sync", isOn: isOn.binding).disabled(true))
        #expect(
            throws: InteractionError(
                .disabled, label: "Sync", expected: InteractiveElement.Interaction.tap.kinds,
                onScreen: [.init(.toggle, "Sync", isEnabled: false)])
        ) {
            try window.tap(label: "Sync")
        }
        #expect(!isOn.value)
    }

    enum Flavor: String, CaseIterable { case vanilla, chocolate, pistachio }

    @Test("A picker lists its tagged options, shows the chosen one and writes the chosen tag")
    func pickerSelection() throws {
        let flavor = Box(Flavor.chocolate)
        let window = window(
            showing:
                Picker("Flavor", selection: flavor.binding) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Pistachio").tag(Flavor.pistachio)
                })
        let picker = try element(window, "Flavor")
        #expect(picker.kind == .picker)
        #expect(picker.options == ["Vanilla", "Chocolate", "Pistachio"])
        #expect(picker.value == "Chocolate")
        try window.select("pistachio", in: "Flavor")
        #expect(flavor.value == .pistachio)
    }

    @Test("ForEach tags a picker's options with their ids; an optional selection matches them")
    func implicitTags() throws {
        let size = Box<String?>(nil)
        let window = window(
            showing:
                Picker("Size", selection: size.binding) {
                    ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                }.pickerStyle(.segmented))
        #expect(try element(window, "Size").value == nil)
        try window.select("M", in: "Size")
        #expect(size.value == "M")
        #expect(try element(window, "Size").value == "M")
    }

    @Test("Choosing an option a picker lacks names the options it has")
    func missingOption() throws {
        let window = window(
            showing:
                Picker("Size", selection: .constant("S")) {
                    ForEach(["S", "M"], id: \.self) { Text($0) }
                })
        do {
            try window.select("XL", in: "Size")
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .noSuchOption("XL", available: ["S", "M"]))
            #expect(error.description.hasPrefix("The picker labelled \"Size\" has no option \"XL\"; its options are \"S\", \"M\"."))
        }
    }

    @Test("A segmented picker is 32 points tall and fills the width; a wheel is 216")
    func pickerMetrics() throws {
        let segmented = window(
            showing:
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(0)
                    Text("Night").tag(1)
                }.pickerStyle(.segmented).padding(16))
        #expect(try element(segmented, "Mode").frame == CGRect(x: 16, y: 47 + (844 - 47 - 34 - 32) / 2.0, width: 358, height: 32))
        let wheel = window(
            showing:
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(0)
                    Text("Night").tag(1)
                }.pickerStyle(.wheel))
        #expect(try element(wheel, "Mode").frame.height == 216)
    }

    @Test("A slider's value is snapped to its step and kept in its range")
    func slider() throws {
        let volume = Box(2.0)
        let window = window(showing: Slider(value: volume.binding, in: 0...10, step: 0.5) { Text("Volume") }.padding(20))
        let slider = try element(window, "Volume")
        #expect(slider.kind == .slider && slider.frame.height == 28)
        try window.setValue(7.3, of: "Volume")
        #expect(volume.value == 7.5)
        try window.setValue(42, of: "Volume")
        #expect(volume.value == 10)
        try window.decrement("Volume")
        #expect(volume.value == 9.5)
    }

    @Test("A stepper is 94×32; its buttons move the value by the step and stop at the range's ends")
    func stepper() throws {
        let guests = Box(11)
        let window = window(showing: Stepper("Guests", value: guests.binding, in: 1...12, step: 1).labelsHidden())
        let frame = try element(window, "Guests").frame
        #expect(frame.width == 94 && frame.height == 32)
        try window.increment("Guests")
        try window.increment("Guests")
        #expect(guests.value == 12)
        try window.setValue(0, of: "Guests")
        #expect(guests.value == 1)
        #expect(try element(window, "Guests").value == "1")
    }

    @Test("A stepper with closures runs them")
    func stepperClosures() throws {
        let count = Box(0)
        let window = window(showing: Stepper("Count", onIncrement: { count.value += 1 }, onDecrement: { count.value -= 1 }))
        try window.increment("Count")
        try window.increment("Count")
        try window.decrement("Count")
        #expect(count.value == 1)
    }

    @Test("A date picker writes its date in the environment's locale and time zone, and clamps to its range")
    func datePicker() throws {
        let date = Box(Date(timeIntervalSince1970: 1_796_153_400))  // 2026-12-01 19:30 UTC
        let range = Date(timeIntervalSince1970: 1_700_000_000)...Date(timeIntervalSince1970: 1_800_000_000)
        let window = window(
            showing:
                VStack {
                    DatePicker("Arrival", selection: date.binding, in: range)
                    DatePicker("Ankunft", selection: date.binding, displayedComponents: .date)
                        .environment(\.locale, Locale(identifier: "de_DE"))
                        .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                })
        #expect(try element(window, "Arrival").value == "Dec 1, 2026 7:30\u{202F}PM")
        #expect(try element(window, "Ankunft").value == "02.12.2026")
        try window.setDate(Date(timeIntervalSince1970: 2_000_000_000), of: "Arrival")
        #expect(date.value == range.upperBound)
    }

    @Test("TextField(value:format:) shows the formatted value and writes what parses")
    func formattedField() throws {
        let age = Box(42)
        let window = window(showing: TextField("Age", value: age.binding, format: .number))
        #expect(window.layoutDescription().contains("text=\"42\""))
        try window.type("7", into: "Age")
        #expect(age.value == 427)
        try window.type("x", into: "Age")
        #expect(age.value == 427)
    }

    @Test("Tapping a link hands its URL to the environment's openURL")
    func link() throws {
        let opened = Box<[URL]>([])
        let url = URL(string: "https://example.com/terms")!
        let window = window(
            showing:
                Link("Terms", destination: url).environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.value.append(url)
                        return .handled
                    }))
        try window.tap(label: "Terms")
        #expect(opened.value == [url])
    }

    @Test("Choosing a menu item runs its action; the items are the menu's buttons")
    func menu() throws {
        let chosen = Box<[String]>([])
        let window = window(
            showing:
                Menu("Sort") {
                    Button("Newest") { chosen.value.append("newest") }
                    Button("Oldest") { chosen.value.append("oldest") }
                })
        let menu = try element(window, "Sort")
        #expect(menu.kind == .menu && menu.options == ["Newest", "Oldest"])
        try window.select("Oldest", in: "Sort")
        #expect(chosen.value == ["oldest"])
        // The menu's items are not on screen while it is closed.
        #expect(throws: InteractionError.self) { try window.tap(label: "Newest") }
    }
}
