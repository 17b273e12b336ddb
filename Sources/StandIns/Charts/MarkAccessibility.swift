import NapkinUI

// VoiceOver's words for a chart's marks, as Swift Charts' accessibility modifiers on chart
// content. They change nothing the chart draws (on iOS neither does); each mark keeps them.

extension ChartContent {
    /// Names each mark for VoiceOver, from a literal.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityLabel(Text(key))
    }

    /// Names each mark for VoiceOver with a string taken as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let label = String(label)
        return modified { $0.accessibilityLabel = label }
    }

    /// Names each mark for VoiceOver with a `Text` (its characters).
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        accessibilityLabel(label.string)
    }

    /// Each mark's value for VoiceOver, read after its label, from a literal.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityValue(Text(key))
    }

    /// Each mark's value for VoiceOver, a string taken as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let value = String(value)
        return modified { $0.accessibilityValue = value }
    }

    /// Each mark's value for VoiceOver, a `Text` (its characters).
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        accessibilityValue(value.string)
    }

    /// Leaves the marks out of what VoiceOver reads, or, with `false`, keeps them in.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.accessibilityHidden = hidden }
    }
}
