public import NapkinUI

extension Snapshotting where Value == Window, Format == String {
    /// The window's accessibility elements as text (`Window.accessibilityTreeDescription()`):
    /// numbered in VoiceOver's reading order, each with its role, label, value, traits,
    /// identifier and frame in points, and what VoiceOver reads, compared line by line. A
    /// change in what VoiceOver reads fails the test even when no pixel moved.
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting.lines.asyncPullback { (window: Window) in
            onMainActor { window.accessibilityTreeDescription() }
        }
    }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// A view controller's accessibility elements on an iPhone 13 Pro, as text (see the
    /// window's `accessibilityTree`).
    public static var accessibilityTree: Snapshotting { .accessibilityTree() }

    /// A view controller's accessibility elements on `device` with `traits`, as text.
    public static func accessibilityTree(on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection()) -> Snapshotting
    {
        let device = device.applying(traits)
        return SimplySnapshotting.lines.asyncPullback { (controller: Value) in
            onMainActor { inWindow(controller, on: device) { $0.accessibilityTreeDescription() } }
        }
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == String {
    /// A view's accessibility elements, hosted on an iPhone 13 Pro, as text.
    public static var accessibilityTree: Snapshotting { .accessibilityTree() }

    /// A view's accessibility elements, hosted on `device` with `traits`, as text.
    public static func accessibilityTree(on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection()) -> Snapshotting
    {
        Snapshotting<ViewController, String>.accessibilityTree(on: device, traits: traits).asyncPullback { (view: Value) in
            let view = MainActorBound(view)
            return onMainActor { HostingController(rootView: view.value) }
        }
    }
}
