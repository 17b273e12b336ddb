import Foundation
internal import Raster

// What VoiceOver makes of each kind of interactive element: the accessibility walk reads a
// control from the same `InteractiveElement` taps and typing use (its label, value, frame and
// whether it is enabled), so the label a test taps is the label VoiceOver reads.

extension InteractiveElement.Kind {
    /// What kind of accessibility element a control of this kind is.
    var accessibilityRole: AccessibilityElement.Role {
        switch self {
        case .button, .backButton, .navigationLink, .alertAction, .datePicker: .button
        case .tab: .tab
        case .textField: .textField
        case .secureField: .secureField
        case .toggle: .toggle
        case .picker, .menu: .popUpButton
        case .slider, .stepper: .adjustable
        case .link: .link
        // Actions VoiceOver offers on the row or view they belong to, and the rows a test edits.
        case .swipeAction, .contextMenuItem, .refreshControl: .button
        case .editableRow, .longPress: .other
        }
    }

    /// SwiftUI's default traits for a control of this kind.
    var accessibilityTraits: AccessibilityTraits {
        switch self {
        case .button, .backButton, .navigationLink, .alertAction, .datePicker, .tab, .picker, .menu: .isButton
        case .toggle: [.isButton, .isToggle]
        case .link: .isLink
        case .swipeAction, .contextMenuItem, .refreshControl: .isButton
        case .textField, .secureField, .slider, .stepper, .editableRow, .longPress: []
        }
    }
}

extension AccessibilityDraft {
    /// The element VoiceOver reads for the control `interactive`, which `node` reported.
    ///
    /// A button whose label has no words (an image) is named by what its label holds, as
    /// SwiftUI names it by its content; a toggle reads "On" or "Off"; a slider its value as a
    /// percentage of its range, with its activation point on the thumb.
    @MainActor
    init(_ interactive: InteractiveElement, node: LayoutNode) {
        self.init(
            role: interactive.kind.accessibilityRole, label: interactive.label, value: Self.value(of: interactive),
            traits: interactive.kind.accessibilityTraits, frame: interactive.layoutFrame)
        isEnabled = interactive.isEnabled
        if label.isEmpty, node.hasInnerElements {
            let inner = AccessibilityDraft(combining: node.childAccessibilityItems(), frame: frame)
            label = inner.label
            labelIsFileName = inner.labelIsFileName
        }
        if interactive.kind == .slider, case .adjustment(let adjustment) = interactive.action {
            activationPoint = SliderMetrics.thumbCenter(of: adjustment, in: node)
        }
    }

    /// The value VoiceOver reads for a control: "On"/"Off" for a toggle, a slider's
    /// percentage, otherwise the words the control shows.
    @MainActor
    private static func value(of interactive: InteractiveElement) -> String? {
        switch interactive.kind {
        case .toggle:
            return interactive.value.map { $0 == "on" ? "On" : "Off" }
        case .slider:
            guard case .adjustment(let adjustment) = interactive.action, let fraction = adjustment.fraction else {
                return interactive.value
            }
            return "\(Int((fraction * 100).rounded()))%"
        case .link:
            // A link's value is its address, which VoiceOver does not read.
            return nil
        case .button, .tab, .backButton, .textField, .secureField, .picker, .menu, .stepper, .datePicker, .navigationLink, .alertAction,
            .swipeAction, .contextMenuItem, .refreshControl, .editableRow, .longPress:
            return interactive.value
        }
    }
}

extension InteractiveElement.Adjustment {
    /// How far along its range the value is, 0…1; `nil` without a range.
    @MainActor
    var fraction: Double? {
        guard let range, range.upperBound > range.lowerBound else { return nil }
        return min(max((get() - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
    }
}

extension SliderMetrics {
    /// The centre of the thumb of the slider laid out as `node` (VoiceOver's activation point
    /// for a slider), or `nil` when its track cannot be found.
    @MainActor
    static func thumbCenter(of adjustment: InteractiveElement.Adjustment, in node: LayoutNode) -> Point? {
        guard let track = node.firstDescendant(where: { ($0 as? DrawingNode)?.name == trackName }), let fraction = adjustment.fraction
        else { return nil }
        let rect = track.frame
        return Point(x: rect.minX + thumbDiameter / 2 + max(0, rect.width - thumbDiameter) * fraction, y: rect.midY)
    }
}

extension LayoutNode {
    /// The first node of this subtree, this one included, that `matches`, depth first.
    func firstDescendant(where matches: (LayoutNode) -> Bool) -> LayoutNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.firstDescendant(where: matches) { return found }
        }
        return nil
    }
}
