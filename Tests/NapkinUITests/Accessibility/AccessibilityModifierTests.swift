import Foundation
import Testing

@testable import NapkinUI

@MainActor
@Suite("Accessibility: SwiftUI's modifiers")
struct AccessibilityModifierTests {
    @Test("Label, value and hint replace what a view reads; the hint comes after a pause")
    func labelValueHint() throws {
        let element = try #require(
            accessibilityElements(Text("50").accessibilityLabel("Volume").accessibilityValue("50 %").accessibilityHint("Adjusts the sound"))
                .first)
        #expect(element.spokenDescription == "Volume, 50 %")
        #expect(element.hint == "Adjusts the sound")
        #expect(element.spokenHint == "Adjusts the sound")
        #expect(spoken(Button("→") {}.accessibilityLabel(Text("Next"))) == ["Next, Button"])
    }

    @Test("A label on a stack names each element inside; an inner label wins over an outer one")
    func labelOnContainer() {
        let view = VStack {
            Text("A").accessibilityLabel("Inner")
            Text("B")
        }.accessibilityLabel("Outer")
        #expect(spoken(view) == ["Inner", "Outer"])
    }

    @Test("Traits are added and removed; a heading level makes a heading")
    func traits() throws {
        #expect(spoken(Text("Settings").accessibilityAddTraits(.isHeader)) == ["Settings, Heading"])
        #expect(spoken(Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])) == ["Selected, Chosen, Button"])
        #expect(spoken(Image(systemName: "star").accessibilityRemoveTraits(.isImage)) == ["star"])
        let heading = try #require(accessibilityElements(Text("Menu").accessibilityHeading(.h2)).first)
        #expect(heading.headingLevel == .h2)
        #expect(heading.traits.contains(.isHeader))
        #expect(heading.spokenDescription == "Menu, Heading")
    }

    @Test("An identifier is kept for tests and never read")
    func identifier() throws {
        let element = try #require(accessibilityElements(Button("Sign In") {}.accessibilityIdentifier("login")).first)
        #expect(element.identifier == "login")
        #expect(element.spokenDescription == "Sign In, Button")
    }

    @Test("An activation point moves where a double tap lands, as a unit point or in points")
    func activationPoint() throws {
        let unit = try #require(
            accessibilityElements(
                Color.blue.frame(width: 100, height: 40).accessibilityLabel("Bar").accessibilityActivationPoint(.topLeading)
            )
            .first)
        #expect(unit.activationPoint == unit.frame.origin)
        let points = try #require(
            accessibilityElements(
                Color.blue.frame(width: 100, height: 40).accessibilityLabel("Bar").accessibilityActivationPoint(CGPoint(x: 10, y: 5))
            ).first)
        #expect(points.activationPoint == CGPoint(x: points.frame.minX + 10, y: points.frame.minY + 5))
        #expect(!points.usesDefaultActivationPoint)
    }

    @Test("Children combined read as one element, labels joined with commas, taking a control's traits")
    func combine() throws {
        let card = HStack {
            Text("Ada")
            Text("Lovelace")
        }.accessibilityElement(children: .combine)
        #expect(spoken(card) == ["Ada, Lovelace"])
        let row = HStack {
            Text("Wi-Fi")
            Button("Details") {}
        }.accessibilityElement(children: .combine)
        let element = try #require(accessibilityElements(row).first)
        #expect(element.spokenDescription == "Wi-Fi, Details, Button")
        #expect(element.role == .button)
    }

    @Test("Ignored children leave only what modifiers say; contained children stay elements, read together")
    func ignoreAndContain() {
        let ignored = HStack {
            Text("4"); Text("stars")
        }.accessibilityElement(children: .ignore).accessibilityLabel("Rated 4 of 5")
        #expect(spoken(ignored) == ["Rated 4 of 5"])
        #expect(spoken(Button("Plain") {}.accessibilityElement()) == [""])
        let contained = VStack {
            Text("Title"); Text("Subtitle")
        }.accessibilityElement(children: .contain)
        #expect(spoken(contained) == ["Title", "Subtitle"])
    }

    @Test("Hidden from accessibility: still drawn and tappable, not read")
    func accessibilityHidden() throws {
        var tapped = false
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack {
                Text("Shown")
                Button("Decor") { tapped = true }.accessibilityHidden(true)
            })
        #expect(window.accessibilityElements().map(\.spokenDescription) == ["Shown"])
        try window.tap(label: "Decor")
        #expect(tapped)
    }

    @Test("A custom action is listed, offered as \"Actions available\", and runs by name")
    func customActions() throws {
        var archived = 0
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: Text("Message").accessibilityAction(named: "Archive") { archived += 1 })
        let element = try #require(window.accessibilityElements().first)
        #expect(element.actionNames == ["Archive"])
        #expect(element.spokenHint == "Actions available: Archive")
        try window.performAccessibilityAction(named: "archive", on: "message")
        #expect(archived == 1)
        #expect(throws: AccessibilityActionError.self) { try window.performAccessibilityAction(named: "Delete", on: "Message") }
        do {
            try window.performAccessibilityAction(named: "Delete", on: "Message")
        } catch {
            #expect(
                error.description
                    == "No element labelled \"Message\" has the accessibility action \"Delete\". Elements with actions: \"Message\" (\"Archive\")."
            )
        }
    }

    @available(*, deprecated, message: "exercises SwiftUI's deprecated spellings")
    @Test("SwiftUI's deprecated accessibility(…) spellings do what the new ones do")
    func deprecatedSpellings() throws {
        let element = try #require(
            accessibilityElements(
                Text("x").accessibility(label: Text("Label")).accessibility(value: Text("Value")).accessibility(hint: Text("Hint"))
                    .accessibility(addTraits: .isHeader).accessibility(identifier: "id").accessibility(sortPriority: 2)
            ).first)
        #expect(element.spokenDescription == "Label, Value, Heading")
        #expect(element.hint == "Hint")
        #expect(element.identifier == "id")
        #expect(element.sortPriority == 2)
        #expect(spoken(Text("x").accessibility(hidden: true)).isEmpty)
    }

    @Test("Modifiers NapkinUI adds for accessibility leave the layout description and the pixels as they were")
    func modifiersChangeNothingDrawn() {
        let plain = VStack {
            Text("Title"); Button("Go") {}
        }
        let annotated = VStack {
            Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("title").accessibilitySortPriority(1)
            Button("Go") {}.accessibilityActivationPoint(.leading)
        }
        #expect(layoutLines(plain) == layoutLines(annotated))
        let first = Window(device: .iPhone13Pro), second = Window(device: .iPhone13Pro)
        first.rootViewController = HostingController(rootView: plain)
        second.rootViewController = HostingController(rootView: annotated)
        #expect(first.render() == second.render())
    }
}
