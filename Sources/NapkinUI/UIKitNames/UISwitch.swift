/// UIKit's switch, as SwiftUI files wrap it in a `UIViewRepresentable` or restyle SwiftUI's own
/// switch toggles through `UISwitch.appearance()` (on iOS a SwiftUI switch is a `UISwitch`).
///
/// Drawn as NapkinUI's switch ``Toggle`` is: a 51×31 capsule, ``onTintColor`` (systemGreen by
/// default) when on and secondarySystemFill when off, a white (or ``thumbTintColor``) knob.
/// `Window.tap(label:)` finds it by its ``UIView/accessibilityLabel`` and flips it, performing the
/// ``UIControl/Event/valueChanged`` actions, as a person's tap does; ``setOn(_:animated:)`` in code
/// performs none, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on; `nil`: systemGreen. An appearance property.
    open var onTintColor: UIColor? {
        didSet {
            let color = onTintColor
            noteAppearanceProperty("onTintColor") { ($0 as? UISwitch)?.onTintColor = color }
        }
    }
    /// The knob's colour; `nil`: white. An appearance property.
    open var thumbTintColor: UIColor? {
        didSet {
            let color = thumbTintColor
            noteAppearanceProperty("thumbTintColor") { ($0 as? UISwitch)?.thumbTintColor = color }
        }
    }

    /// An off switch; it is 51×31 points whatever `frame` says, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: SwitchMetrics.width, height: SwitchMetrics.height)))
    }

    /// The proxy every switch drawn afterwards (and every SwiftUI switch toggle) takes its
    /// appearance settings from: `UISwitch.appearance().onTintColor = .systemIndigo`.
    open override class func appearance() -> UISwitch {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UISwitch(frame: .zero) }
    }

    /// The proxy for switches shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISwitch {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UISwitch(frame: .zero) }
    }

    /// Turns the switch on or off; `animated` changes nothing in a still frame.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A switch with a SwiftUI toggle's colours: the appearance's, and the on colour of an
    /// explicit `.tint`.
    static func appearanceProbe(in environment: EnvironmentValues) -> UISwitch {
        let probe = UISwitch(frame: .zero)
        if environment.tint != EnvironmentValues().tint { probe.onTintColor = UIColor(environment.tint) }
        probe.applyAppearances(containers: [])
        return probe
    }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let drawing = SwitchView(isOn: isOn, uiSwitch: self)
        return ControlNode(
            child: buildNode(drawing, in: environment), kind: .toggle, label: accessibilityLabel ?? "", isEnabled: isEnabled,
            value: isOn ? "on" : "off",
            action: .tap { [self] in
                setOn(!isOn, animated: true)
                sendActions(for: .valueChanged)
            })
    }
}
