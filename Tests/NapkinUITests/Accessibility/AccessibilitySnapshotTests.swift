import Foundation
import RasterCore
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A small settings screen with a heading, a toggle, a slider, a row of buttons and a field.
private struct SoundSettings: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sound").font(.largeTitle.bold()).accessibilityAddTraits(.isHeader)
            Toggle("Silent Mode", isOn: .constant(false))
            Slider(value: .constant(0.6)) { Text("Volume") }
            HStack(spacing: 12) {
                Button("Test") {}.buttonStyle(
                    .filled(Color(hex: 0x0040DD), padding: EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)))
                Spacer()
                Button {
                } label: {
                    Image(systemName: "speaker.wave.2.fill").frame(width: 44, height: 44)
                }
                .accessibilityLabel("Preview")
                .accessibilityHint("Plays the alert sound")
            }
            TextField("Ringtone", text: .constant("Radar")).accessibilityIdentifier("ringtone")
        }
        .padding(24)
    }
}

/// What `strategy` makes of `value`, taken on the main actor, where NapkinUI's strategies
/// deliver at once (see Snapshotting+NapkinUI.swift).
@MainActor
func taken<Value, Format: Sendable>(_ strategy: Snapshotting<Value, Format>, of value: Value) throws -> Format {
    let box = TakenBox<Format>()
    strategy.snapshot(value).run { box.value = $0 }
    return try #require(box.value)
}

/// Carries a snapshot out of the strategy's callback, which runs at once on the main actor.
private final class TakenBox<Format>: @unchecked Sendable {
    var value: Format?
}

@MainActor
@Suite("Accessibility snapshot strategies")
struct AccessibilitySnapshotTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test("The accessibility image, light, dark and right to left, as one matrix")
    func image() {
        assertSnapshots(
            of: HostingController(rootView: SoundSettings()),
            as: [
                "light": .accessibilityImage(),
                "dark": .accessibilityImage(traits: Self.dark),
                "rtl": .accessibilityImage(traits: Traits(layoutDirection: .rightToLeft)),
            ])
    }

    @Test("The accessibility tree as text")
    func tree() {
        assertSnapshot(of: SoundSettings(), as: .accessibilityTree)
    }

    @Test("A window's picture and tree are those of what it shows")
    func window() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: SoundSettings())
        let picture = try taken(Snapshotting<Window, Bitmap>.accessibilityImage, of: window)
        // The screen (375 points) and the legend beside it, at the device's 2×.
        #expect(picture.height == (667 + 2 * 16) * 2)
        #expect(try taken(Snapshotting<Window, String>.accessibilityTree, of: window) == window.accessibilityTreeDescription())
    }

    @Test("The audit strategy records the issues as text, and a failure attaches their picture")
    func auditStrategy() throws {
        assertSnapshot(of: SoundSettings(), as: .accessibilityAudit())
        let faint = Text("Faint").foregroundStyle(Color(hex: 0xCCCCCC))
        let new = try taken(Snapshotting<Text, AccessibilityAuditSnapshot>.accessibilityAudit(), of: faint)
        #expect(new.text.hasPrefix("1 accessibility issue (checked [contrast, hitRegion, sufficientElementDescription, textClipped]):"))
        let clean = AccessibilityAuditSnapshot(text: "No accessibility issues.")
        let (message, attachments) = try #require(Diffing<AccessibilityAuditSnapshot>.accessibilityAudit.diff(clean, new))
        #expect(message.contains("+1. Contrast: \"Faint\" contrast 1.61:1"))
        #expect(attachments.map(\.name) == ["patch", "issues"])
        #expect(attachments.last?.uniformTypeIdentifier == "public.png")
        #expect(Diffing<AccessibilityAuditSnapshot>.accessibilityAudit.diff(new, new) == nil)
    }

    @Test("The audit picture marks each issue beside a legend; clipped text on the larger layout")
    func auditImage() {
        let view = VStack(spacing: 20) {
            Text("Low contrast caption").foregroundStyle(Color(hex: 0xAAAAAA))
            Button("OK") {}
            Text("A heading long enough to be cut at large sizes").font(.headline).lineLimit(1)
        }.padding()
        assertSnapshot(of: HostingController(rootView: view), as: .accessibilityAuditImage())
    }

    @Test("assertAccessibilityAudit passes a clean screen and fails one with issues, naming them and their picture")
    func assertion() throws {
        let clean = assertAccessibilityAudit(of: Text("Plenty of contrast"))
        #expect(clean.issues.isEmpty)
        var report: AccessibilityAuditReport?
        withKnownIssue {
            report = assertAccessibilityAudit(of: Text("Faint").foregroundStyle(Color(hex: 0xCCCCCC)))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("1. Contrast: \"Faint\" contrast 1.61:1") && text.contains("assertion.accessibility-audit.png")
        }
        #expect(report?.issues.count == 1)
        let skipped = assertAccessibilityAudit(
            of: Text("Faint").foregroundStyle(Color(hex: 0xCCCCCC)), AccessibilityAudit(.all.subtracting(.contrast)))
        #expect(skipped.issues.isEmpty)
    }
}
