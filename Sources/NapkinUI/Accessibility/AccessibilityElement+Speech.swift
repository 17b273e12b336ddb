extension AccessibilityElement {
    /// What VoiceOver says when its cursor lands here, the parts separated by commas as it
    /// pauses between them: "Selected" for a selected element, the label, the value, the
    /// words of the role and traits (``traitWords``) and the place in a series.
    ///
    /// ```
    /// Sign In, Button
    /// Wi-Fi, On, Switch Button
    /// Selected, Home, Tab, 1 of 3
    /// ```
    ///
    /// The hint is not part of it: VoiceOver reads ``hint`` after a longer pause, then
    /// "Actions available" when the element has custom actions.
    public var spokenDescription: String {
        var parts: [String] = []
        if traits.contains(.isSelected) { parts.append("Selected") }
        if !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        parts += traitWords
        if let seriesPosition { parts.append("\(seriesPosition.index) of \(seriesPosition.count)") }
        return parts.joined(separator: ", ")
    }

    /// The words VoiceOver adds for the role and traits, in its order: "Dimmed" when disabled,
    /// what the control is ("Button", "Switch Button", "Tab", "Text Field", "Secure Text
    /// Field", "Search Field", "Pop Up Button"), then "Heading", "Link", "Adjustable" and
    /// "Image". Static text, modal, summary and the other traits are not spoken.
    public var traitWords: [String] {
        var words: [String] = []
        if !isEnabled { words.append("Dimmed") }
        if let control = controlWord { words.append(control) }
        if traits.contains(.isHeader) { words.append("Heading") }
        if traits.contains(.isLink) || role == .link { words.append("Link") }
        if role == .adjustable { words.append("Adjustable") }
        if traits.contains(.isImage) { words.append("Image") }
        return words
    }

    /// The one word (or phrase) for what kind of control this is, if it is one; a toggle
    /// or a tab is not also called "Button".
    private var controlWord: String? {
        if role == .toggle || traits.contains(.isToggle) { return "Switch Button" }
        if traits.contains(.isSearchField) { return "Search Field" }
        switch role {
        case .tab: return "Tab"
        case .textField: return "Text Field"
        case .secureField: return "Secure Text Field"
        case .popUpButton: return "Pop Up Button"
        case .button, .text, .image, .progress, .other, .link, .adjustable, .toggle:
            return traits.contains(.isButton) ? "Button" : nil
        }
    }

    /// What VoiceOver reads after the description: the hint, then "Actions available" when
    /// there are custom actions; `nil` when it reads nothing more.
    public var spokenHint: String? {
        var parts: [String] = []
        if let hint, !hint.isEmpty { parts.append(hint) }
        if !actionNames.isEmpty { parts.append("Actions available: " + actionNames.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: ". ")
    }
}
