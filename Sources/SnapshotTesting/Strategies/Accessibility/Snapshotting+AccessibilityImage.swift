public import NapkinUI
public import RasterCore

/// When the accessibility image marks an element's activation point (where a VoiceOver double
/// tap lands), as AccessibilitySnapshot's option of the same name.
public enum ActivationPointDisplayMode: Sendable, Hashable {
    /// On every element.
    case always
    /// Only where it is not the centre of the element (a slider's thumb, a view's
    /// `.accessibilityActivationPoint(_:)`).
    case whenOverridden
    /// Never.
    case never
}

extension Snapshotting where Value == Window, Format == Bitmap {
    /// The window as VoiceOver sees it, compared exactly: see
    /// ``Snapshotting/accessibilityImage(on:showActivationPoints:useMonochromeSnapshot:precision:perceptualPrecision:)-(Device?,_,_,_,_)``.
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// The window as VoiceOver sees it: the screen in grey, every accessibility element tinted
    /// and outlined in its own colour with its number at its corner and its activation point
    /// marked, and beside it a legend, in VoiceOver's reading order (`AccessibilityReadingOrder`),
    /// of what each element reads ("Sign In, Button"), its hint and its identifier. The legend
    /// is light or dark as the screen is.
    ///
    /// Without a device the window is shown as it is; with one, its root controller is shown
    /// on that device (as ``Snapshotting/image(on:precision:perceptualPrecision:)-(Device?,_,_)``).
    public static func accessibilityImage(
        on device: Device? = nil, showActivationPoints: ActivationPointDisplayMode = .always, useMonochromeSnapshot: Bool = true,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (window: Window) in
                onMainActor {
                    guard let device, let root = window.rootViewController else {
                        return accessibilityPicture(of: window, showActivationPoints, monochrome: useMonochromeSnapshot)
                    }
                    window.rootViewController = nil
                    defer { window.rootViewController = root }
                    return inWindow(root, on: device) {
                        accessibilityPicture(of: $0, showActivationPoints, monochrome: useMonochromeSnapshot)
                    }
                }
            }
    }
}

extension Snapshotting where Value: ViewController, Format == Bitmap {
    /// A view controller as VoiceOver sees it on `device` with `traits` laid over the device's
    /// own (see the window's `accessibilityImage`); one entry of a matrix, as
    /// `["light": .accessibilityImage(), "dark": .accessibilityImage(traits: .init(userInterfaceStyle: .dark))]`.
    public static func accessibilityImage(
        on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection(),
        showActivationPoints: ActivationPointDisplayMode = .always, useMonochromeSnapshot: Bool = true, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let device = device.applying(traits)
        return Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (controller: Value) in
                onMainActor {
                    inWindow(controller, on: device) {
                        accessibilityPicture(of: $0, showActivationPoints, monochrome: useMonochromeSnapshot)
                    }
                }
            }
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == Bitmap {
    /// A view, hosted on `device` with `traits`, as VoiceOver sees it (see the window's
    /// `accessibilityImage`).
    public static func accessibilityImage(
        on device: Device = .iPhone13Pro, traits: UITraitCollection = UITraitCollection(),
        showActivationPoints: ActivationPointDisplayMode = .always, useMonochromeSnapshot: Bool = true, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        Snapshotting<ViewController, Bitmap>.accessibilityImage(
            on: device, traits: traits, showActivationPoints: showActivationPoints, useMonochromeSnapshot: useMonochromeSnapshot,
            precision: precision, perceptualPrecision: perceptualPrecision
        ).asyncPullback { (view: Value) in
            let view = MainActorBound(view)
            return onMainActor { HostingController(rootView: view.value) }
        }
    }
}

/// The accessibility picture of what `window` shows.
@MainActor
func accessibilityPicture(of window: Window, _ activationPoints: ActivationPointDisplayMode, monochrome: Bool) -> Bitmap {
    let elements = window.accessibilityElements()
    let screen = window.render()
    let bounds = window.bounds
    var marks: [AnnotatedPicture.Mark] = []
    var entries: [AnnotatedPicture.Entry] = []
    for (index, element) in elements.enumerated() {
        let color = AccessibilityPalette.color(index)
        let onScreen = element.frame.intersects(bounds)
        let showsPoint =
            switch activationPoints {
            case .always: true
            case .whenOverridden: !element.usesDefaultActivationPoint
            case .never: false
            }
        if onScreen {
            marks.append(
                AnnotatedPicture.Mark(
                    number: index + 1, color: color, frame: Rect(points: element.frame),
                    crosshair: showsPoint ? Point(points: element.activationPoint) : nil))
        }
        var details: [String] = []
        if let hint = element.spokenHint { details.append(hint) }
        if let identifier = element.identifier { details.append("Identifier: \(identifier)") }
        if !onScreen { details.append("Off screen: VoiceOver scrolls to it") }
        let spoken = element.spokenDescription
        entries.append(
            AnnotatedPicture.Entry(number: index + 1, color: color, title: spoken.isEmpty ? "(reads nothing)" : spoken, details: details))
    }
    let rightToLeft = window.device.traits.layoutDirection == .rightToLeft
    let count = elements.count == 1 ? "1 element" : "\(elements.count) elements"
    var picture = AnnotatedPicture(
        panels: [AnnotatedPicture.Panel(caption: nil, screen: monochrome ? screen.monochrome : screen, marks: marks)],
        screenSize: Size(width: Double(bounds.width), height: Double(bounds.height)), scale: Double(window.device.scale),
        isDark: window.isShownDark, heading: elements.isEmpty ? "VoiceOver finds nothing to read" : "What VoiceOver reads, in order",
        subheading: "\(count), rows read \(rightToLeft ? "right to left" : "left to right")", entries: entries)
    picture.rightToLeft = rightToLeft
    return picture.render()
}

extension Window {
    /// True when the window shows its dark appearance (its own, or what its content asks for).
    var isShownDark: Bool { (rootViewController?.preferredColorScheme ?? colorScheme) == .dark }
}
