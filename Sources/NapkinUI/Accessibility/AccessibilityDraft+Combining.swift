internal import Raster

extension AccessibilityDraft {
    /// The traits a combined element takes from the elements it combines: what a control
    /// inside is and its state. An image's trait is kept only when every part is an image.
    private static let combinedTraits: AccessibilityTraits = [
        .isButton, .isLink, .isToggle, .isSelected, .isHeader, .isSearchField, .isKeyboardKey, .playsSound, .startsMediaSession,
        .updatesFrequently, .isStaticText,
    ]

    /// One element reading `items` as one, as `.accessibilityElement(children: .combine)`
    /// does: the labels joined with commas (in sort priority, then tree, order), the values
    /// and hints likewise, the role and traits of the first control inside (else text, else
    /// image), dimmed when that control is, and, when exactly one control is inside, its
    /// activation point.
    init(combining items: [AccessibilityItem], frame: Rect) {
        let parts = items.flatMap(\.drafts).enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
        let controls = parts.filter { $0.role.isControl || $0.traits.contains(.isButton) || $0.traits.contains(.isLink) }
        let role: AccessibilityElement.Role =
            controls.first?.role
            ?? (parts.contains { $0.role == .text } ? .text : (parts.isEmpty || parts.contains { $0.role != .image } ? .other : .image))
        var traits = parts.reduce(AccessibilityTraits()) { $0.union($1.traits.intersection(Self.combinedTraits)) }
        if !parts.isEmpty, parts.allSatisfy({ $0.traits.contains(.isImage) }) { traits.insert(.isImage) }
        self.init(
            role: role, label: Self.joined(parts.map(\.label)) ?? "", value: Self.joined(parts.compactMap(\.value)), traits: traits,
            frame: frame)
        hint = Self.joined(parts.compactMap(\.hint))
        isEnabled = controls.allSatisfy(\.isEnabled)
        if controls.count == 1 { activationPoint = controls[0].activationPoint ?? controls[0].frame.center }
        actions = parts.flatMap(\.actions)
        headingLevel = parts.lazy.compactMap(\.headingLevel).first
        labelIsFileName = !parts.isEmpty && parts.allSatisfy(\.labelIsFileName)
    }

    /// The non-empty strings joined with commas, or `nil` when there are none.
    private static func joined(_ strings: [String]) -> String? {
        let words = strings.filter { !$0.isEmpty }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}

extension AccessibilityElement.Role {
    /// True for the roles of controls a user acts on.
    var isControl: Bool {
        switch self {
        case .button, .link, .toggle, .textField, .secureField, .adjustable, .popUpButton, .tab: true
        case .text, .image, .progress, .other: false
        }
    }
}

extension Rect {
    /// The centre point.
    var center: Point { Point(x: midX, y: midY) }
}
