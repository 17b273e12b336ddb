import Foundation
import RasterCore
import Testing

@testable import NapkinUI

/// The audit of `view` hosted on an iPhone 13 Pro.
@MainActor
func audit<V: View>(_ view: V, _ audit: AccessibilityAudit = AccessibilityAudit(), device: Device = .iPhone13Pro)
    -> AccessibilityAuditReport
{
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    return window.accessibilityAudit(audit)
}

@MainActor
@Suite("Accessibility audit: contrast, hit regions, descriptions, clipped text")
struct AccessibilityAuditTests {
    @Test("WCAG's contrast ratio: 21:1 for black on white, 4.48:1 for #777777 and 4.54:1 for #767676 on white")
    func contrastRatio() {
        #expect(ContrastRatio.between(Color.black, Color.white) == 21)
        #expect(abs(ContrastRatio.between(Color(hex: 0x777777), Color.white) - 4.478) < 0.001)
        #expect(abs(ContrastRatio.between(Color(hex: 0x767676), Color.white) - 4.542) < 0.001)
        #expect(ContrastRatio.between(Color(hex: 0x336699), Color(hex: 0x336699)) == 1)
        // A colour with a light and a dark value is measured in the scheme asked for.
        #expect(ContrastRatio.between(Color.label, Color.systemBackground, in: .dark) == 21)
    }

    @Test("Text below 4.5:1 is reported with its measure, colours and size; text at 4.5:1 passes")
    func contrast() throws {
        let report = audit(
            VStack {
                Text("Passes").foregroundStyle(Color(hex: 0x767676))
                Text("Fails").foregroundStyle(Color(hex: 0x777777))
            }, AccessibilityAudit(.contrast))
        let issue = try #require(report.issues.first)
        #expect(report.issues.count == 1)
        #expect(issue.label == "Fails")
        #expect(issue.type == .contrast)
        #expect(issue.detail == "contrast 4.48:1, needs 4.5:1 (16 pt text, #777777 on #FFFFFF)")
        #expect(abs((issue.contrastRatio ?? 0) - 4.478) < 0.001)
    }

    @Test("Large text (24 points, or 18.67 points bold) needs 3:1")
    func largeText() {
        let grey = Color(hex: 0x949494)  // 3.03:1 on white
        let report = audit(
            VStack {
                Text("Large").font(.system(size: 24)).foregroundStyle(grey)
                Text("Bold").font(.system(size: 19, weight: .bold)).foregroundStyle(grey)
                Text("Not quite").font(.system(size: 23)).foregroundStyle(grey)
                Text("Not bold").font(.system(size: 19)).foregroundStyle(grey)
            }, AccessibilityAudit(.contrast))
        #expect(report.issues.map(\.label) == ["Not quite", "Not bold"])
        #expect(report.issues.first?.detail.hasSuffix("needs 4.5:1 (23 pt text, #949494 on #FFFFFF)") == true)
    }

    @Test("Contrast is measured against the pixels actually behind the text, where it reads worst")
    func measuredBackground() throws {
        // White text over black on its left half and light grey (2.32:1) on its right.
        let view = Text("Half and half").foregroundStyle(.white).padding(4)
            .background(
                HStack(spacing: 0) {
                    Color.black; Color(hex: 0xAAAAAA)
                })
        let issue = try #require(audit(view, AccessibilityAudit(.contrast)).issues.first)
        #expect(abs((issue.contrastRatio ?? 0) - 2.32) < 0.01)
        #expect(
            audit(Text("Night").foregroundStyle(.white).padding(4).background(Color.black), AccessibilityAudit(.contrast)).issues.isEmpty)
    }

    @Test("Text drawn in the colour behind it measures 1:1")
    func invisibleText() throws {
        let issue = try #require(audit(Text("Ghost").foregroundStyle(.white), AccessibilityAudit(.contrast)).issues.first)
        #expect(issue.contrastRatio == 1)
    }

    @Test("Disabled controls and field placeholders are left out of the contrast check, as WCAG leaves inactive text")
    func exemptText() {
        let view = VStack {
            Button("Unavailable") {}.disabled(true)
            TextField("Email", text: .constant(""))
        }
        #expect(audit(view, AccessibilityAudit(.contrast)).issues.isEmpty)
    }

    @Test("Controls under 44 × 44 points are reported; a label padded to 44 points or a list row is enough")
    func hitRegion() {
        let small = audit(Button("OK") {}, AccessibilityAudit(.hitRegion))
        #expect(small.issues.map(\.detail) == ["button takes taps in 22.29×19.09 pt, less than 44×44 pt"])
        // A frame outside the button does not grow what takes taps, as in SwiftUI.
        #expect(audit(Button("OK") {}.frame(width: 60, height: 60), AccessibilityAudit(.hitRegion)).issues.count == 1)
        #expect(
            audit(
                Button {
                } label: {
                    Text("OK").frame(minWidth: 44, minHeight: 44)
                }, AccessibilityAudit(.hitRegion)
            ).issues.isEmpty)
        #expect(audit(List { Button("Row") {} }, AccessibilityAudit(.hitRegion)).issues.isEmpty)
    }

    @Test("Controls and images without words, and images read by their file name, are reported")
    func descriptions() {
        let blank = Bitmap(width: 30, height: 30, color: .black)
        let report = audit(
            VStack {
                Button {
                } label: {
                    Image(bitmap: blank)
                }.frame(width: 44, height: 44)
                Image("team_photo_final")
                Image(decorative: "ornament")
                Image(bitmap: blank).accessibilityLabel("A black square")
            }, AccessibilityAudit(.sufficientElementDescription))
        #expect(
            report.issues.map(\.detail) == [
                "button has no label: VoiceOver reads only \"Button\"",
                "image is read by its file name; give it a label (Image(_:label:)) or make it decorative (Image(decorative:))",
            ])
    }

    @Test("Text truncated or overflowing at an accessibility size is reported, on that size's layout; a field's text is not")
    func clippedText() {
        let report = audit(
            VStack {
                Text("A line long enough to be cut at the largest sizes").lineLimit(1)
                Text("Fixed height").frame(height: 20)
                Text("Fits anywhere")
                TextField("Email", text: .constant("a.very.long.address@example.com"))
            }, AccessibilityAudit(.textClipped))
        #expect(report.issues.map(\.label) == ["A line long enough to be cut at the largest sizes", "Fixed height"])
        #expect(
            report.issues.map(\.detail) == [
                "is truncated (\"…\") at accessibility3", "needs 47.73 pt of height at accessibility3 and has 20",
            ])
        #expect(report.issues.allSatisfy { $0.textSize == .accessibility3 })
        #expect(report.largeTextScreen?.width == 1170)
        #expect(report.largeTextSize == .accessibility3)
        // The same at the default size is clean: only the larger layout cuts.
        #expect(audit(Text("A line long enough to be cut at the largest sizes").lineLimit(1), AccessibilityAudit(.contrast)).issues.isEmpty)
    }

    @Test("A bar's large title keeps iOS's fixed bar metrics, so it is not checked for clipping; text on the screen is")
    func barTextNotClipped() {
        let screen = NavigationStack {
            Text("Fixed height").frame(height: 20).navigationTitle("Settings")
        }
        let report = audit(screen, AccessibilityAudit(.textClipped))
        // Only the screen's line: at accessibility3 the title needs 62.05 points of the bar's
        // 56, which iOS answers with the large content viewer rather than a taller bar.
        #expect(report.issues.map(\.label) == ["Fixed height"])
        #expect(report.issues.map(\.detail) == ["needs 47.73 pt of height at accessibility3 and has 20"])
    }

    @Test("A check can be skipped, and an element left out by its label or identifier")
    func options() {
        let view = VStack {
            Button("OK") {}
            Button("Fine") {}.accessibilityIdentifier("fine")
            Text("Faint").foregroundStyle(Color(hex: 0xCCCCCC))
        }.tint(.black)
        #expect(audit(view).issues.count == 3)
        #expect(audit(view, AccessibilityAudit(.all.subtracting(.hitRegion))).issues.map(\.label) == ["Faint"])
        #expect(audit(view, AccessibilityAudit(ignoring: ["ok", "FINE", "Faint"])).issues.isEmpty)
        #expect(audit(view, AccessibilityAudit(ignoring: ["fine"])).issues.map(\.label) == ["OK", "Faint"])
    }

    @Test("The report's text lists each issue on a line; a clean screen says so")
    func reportText() {
        #expect(
            audit(Text("Fine")).text
                == "No accessibility issues (checked [contrast, hitRegion, sufficientElementDescription, textClipped]).")
        let text = audit(Text("Faint").foregroundStyle(Color(hex: 0xCCCCCC)), AccessibilityAudit(.contrast)).text
        #expect(
            text == """
                1 accessibility issue (checked [contrast]):
                1. Contrast: "Faint" contrast 1.61:1, needs 4.5:1 (16 pt text, #CCCCCC on #FFFFFF) at (176.95, 418.95, 36.11×19.09)
                """)
        #expect(AccessibilityAuditType.all.summary == "contrast, hit regions, descriptions, clipped text")
    }

    @Test("An audit leaves the window as it found it")
    func windowRestored() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Text("Still here"))
        let before = window.render()
        _ = window.accessibilityAudit()
        #expect(window.render() == before)
        #expect(window.rootViewController != nil)
    }
}
