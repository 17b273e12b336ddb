internal import Foundation
public import NapkinUI
public import RasterCore

/// What the `.accessibilityAudit` strategy records: the audit's issues as text (the
/// reference, "No accessibility issues" for a clean screen) and, for a failure's artifacts,
/// the picture marking them.
public struct AccessibilityAuditSnapshot: Sendable {
    /// The report's text: one line per issue.
    public let text: String
    /// The issues marked on the screen; `nil` for a snapshot read back from a reference file.
    public let picture: Bitmap?

    /// A snapshot of `text`, with the picture that goes with it when there is one.
    public init(text: String, picture: Bitmap? = nil) {
        self.text = text
        self.picture = picture
    }
}

extension Diffing where Value == AccessibilityAuditSnapshot {
    /// Compares the issues' text line by line, as ``Diffing/lines``; a failure also attaches
    /// the new picture marking the issues (`<snapshot>.issues.png`).
    public static var accessibilityAudit: Diffing {
        let lines = Diffing<String>.lines
        var diffing = Diffing(
            toData: { Data($0.text.utf8) },
            fromData: { AccessibilityAuditSnapshot(text: String(decoding: $0, as: UTF8.self)) },
            diff: { old, new in
                guard let (message, found) = lines.diff(old.text, new.text) else { return nil }
                var attachments = found
                if let picture = new.picture, let png = try? picture.pngData() {
                    var attachment = XCTAttachment(data: png, uniformTypeIdentifier: "public.png")
                    attachment.name = "issues"
                    attachment.presentation = .image(width: picture.width, height: picture.height)
                    attachments.append(attachment)
                }
                return (message, attachments)
            },
            presentation: { _ in .text }
        )
        diffing.maximumReferenceSize = lines.maximumReferenceSize
        return diffing
    }
}

extension Snapshotting where Value == Window, Format == AccessibilityAuditSnapshot {
    /// The window's accessibility audit (`Window.accessibilityAudit(_:)`) as text, one line
    /// per issue, compared line by line; a failure attaches the picture marking the issues. A
    /// clean screen records "No accessibility issues", so a new issue fails the test with its
    /// name, measure and place, and a known one stays pinned in the reference until fixed.
    public static func accessibilityAudit(_ audit: AccessibilityAudit = AccessibilityAudit()) -> Snapshotting {
        Snapshotting(
            pathExtension: "txt", diffing: .accessibilityAudit,
            asyncSnapshot: { (window: Window) in
                onMainActor { auditSnapshot(of: window, audit) }
            })
    }
}

extension Snapshotting where Value: ViewController, Format == AccessibilityAuditSnapshot {
    /// A view controller's accessibility audit on `device` with `traits`, as text (see the
    /// window's `accessibilityAudit(_:)`); one entry of a matrix, as
    /// `["light": .accessibilityAudit(), "dark": .accessibilityAudit(traits: .init(userInterfaceStyle: .dark))]`.
    public static func accessibilityAudit(
        on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection(),
        _ audit: AccessibilityAudit = AccessibilityAudit()
    ) -> Snapshotting {
        let device = device.applying(traits)
        return Snapshotting(
            pathExtension: "txt", diffing: .accessibilityAudit,
            asyncSnapshot: { (controller: Value) in
                onMainActor { inWindow(controller, on: device) { auditSnapshot(of: $0, audit) } }
            })
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == AccessibilityAuditSnapshot {
    /// A view's accessibility audit, hosted on `device` with `traits`, as text.
    public static func accessibilityAudit(
        on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection(),
        _ audit: AccessibilityAudit = AccessibilityAudit()
    ) -> Snapshotting {
        Snapshotting<ViewController, AccessibilityAuditSnapshot>.accessibilityAudit(on: device, traits: traits, audit).asyncPullback {
            (view: Value) in
            let view = MainActorBound(view)
            return onMainActor { HostingController(rootView: view.value) }
        }
    }
}

extension Snapshotting where Value: ViewController, Format == Bitmap {
    /// A view controller's accessibility audit as a picture: the issues marked on the screen
    /// beside a legend of what is wrong (clipped text on the screen laid out at the large text
    /// size), compared as an image.
    public static func accessibilityAuditImage(
        on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection(),
        _ audit: AccessibilityAudit = AccessibilityAudit()
    ) -> Snapshotting {
        let device = device.applying(traits)
        return Snapshotting<Bitmap, Bitmap>.image.asyncPullback { (controller: Value) in
            onMainActor {
                inWindow(controller, on: device) { window in
                    window.accessibilityAudit(audit).picture(scale: Double(window.device.scale), isDark: window.isShownDark)
                }
            }
        }
    }
}

/// The audit of what `window` shows, with its picture.
@MainActor
func auditSnapshot(of window: Window, _ audit: AccessibilityAudit) -> AccessibilityAuditSnapshot {
    let report = window.accessibilityAudit(audit)
    return AccessibilityAuditSnapshot(
        text: report.text, picture: report.picture(scale: Double(window.device.scale), isDark: window.isShownDark))
}
