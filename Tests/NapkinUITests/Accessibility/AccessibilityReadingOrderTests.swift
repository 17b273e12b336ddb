import Foundation
import Testing

@testable import NapkinUI

/// A coloured box read as `label`, `width` × `height` points.
@MainActor
private func box(_ label: String, _ width: CGFloat = 30, _ height: CGFloat = 20) -> some View {
    Color.gray.frame(width: width, height: height).accessibilityLabel(label)
}

@MainActor
@Suite("Accessibility: VoiceOver's reading order (AccessibilityReadingOrder's rules)")
struct AccessibilityReadingOrderTests {
    @Test("Rule 3: top to bottom")
    func topToBottom() {
        #expect(
            spoken(
                VStack {
                    box("1"); box("2"); box("3")
                }) == ["1", "2", "3"])
    }

    @Test("Rules 3 and 4: a row reads leading to trailing though its items differ in height")
    func rowsOfMixedHeights() {
        let view = VStack(spacing: 8) {
            HStack {
                box("icon", 22, 22)
                Text("Title")
                Spacer()
                box("switch", 51, 31)
            }
            box("below", 200, 20)
        }
        #expect(spoken(view) == ["icon", "Title", "switch", "below"])
    }

    @Test("Rule 3's tolerance: a shorter item set lower on a shared bottom line reads in its row, leading first")
    func toleranceForRows() {
        // The short box's top is 16 points below the tall one's, but each one's middle is within
        // the other's height: one row, read leading to trailing.
        let view = HStack(alignment: .bottom) {
            box("short", 40, 24); box("tall", 40, 40)
        }
        #expect(spoken(view) == ["short", "tall"])
        // Side by side but not sharing their middles: the higher one first, whatever its side.
        let stepped = HStack(alignment: .bottom) {
            box("low", 40, 10); box("high", 40, 60)
        }
        #expect(spoken(stepped) == ["high", "low"])
    }

    @Test("Rule 4: right to left, rows read from the right")
    func rightToLeft() {
        let device = Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft))
        let elements = accessibilityElements(
            HStack {
                box("A"); box("B"); box("C")
            }, device: device)
        #expect(elements.map(\.label) == ["A", "B", "C"])
        // Mirrored: the first one, at the leading edge, is the rightmost.
        #expect(elements[0].frame.minX > elements[2].frame.minX)
    }

    @Test("Rule 2: a higher sort priority is read first; equal priorities keep the geometric order")
    func sortPriority() {
        let view = VStack {
            box("drawn first")
            box("read second").accessibilitySortPriority(1)
            box("read first").accessibilitySortPriority(2)
            box("drawn last")
        }
        #expect(spoken(view) == ["read first", "read second", "drawn first", "drawn last"])
    }

    @Test("Rule 5: a container is read whole, placed by its frame; without one, rows interleave")
    func containersStayTogether() {
        func columns(contained: Bool) -> some View {
            HStack(alignment: .top) {
                let left = VStack {
                    box("L1"); box("L2"); box("L3")
                }
                if contained { left.accessibilityElement(children: .contain) } else { left }
                VStack {
                    box("R1"); box("R2")
                }
            }
        }
        #expect(spoken(columns(contained: false)) == ["L1", "R1", "L2", "R2", "L3"])
        #expect(spoken(columns(contained: true)) == ["L1", "L2", "L3", "R1", "R2"])
    }

    @Test("The reading order is the order of the tree text and of the elements list alike")
    func treeText() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack {
                Text("Settings").accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: .constant(true))
                Button("Sign In") {}.accessibilityIdentifier("login").accessibilityHint("Signs you in")
            })
        #expect(
            window.accessibilityTreeDescription() == """
                Accessibility iPhone13Pro (0, 0, 390×844) left to right: 3 elements
                1 Text "Settings" traits=[isHeader, isStaticText] (164.9, 385.91, 60.19×19.09)
                  reads "Settings, Heading"
                2 Toggle "Wi-Fi" value="On" traits=[isButton, isToggle] (0, 413, 390×31)
                  reads "Wi-Fi, On, Switch Button"
                3 Button "Sign In" hint="Signs you in" traits=[isButton] id="login" (170.36, 452, 49.28×19.09)
                  reads "Sign In, Button"
                  then "Signs you in"
                """)
    }
}
