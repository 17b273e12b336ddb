// SwiftUI's first spellings of the accessibility modifiers (iOS 13), deprecated there in
// favour of the `accessibility…(_:)` family and still common in real code.

extension View {
    /// The label; SwiftUI's deprecated spelling of `accessibilityLabel(_:)`.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The value; SwiftUI's deprecated spelling of `accessibilityValue(_:)`.
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// The hint; SwiftUI's deprecated spelling of `accessibilityHint(_:)`.
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hiding; SwiftUI's deprecated spelling of `accessibilityHidden(_:)`.
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// The identifier; SwiftUI's deprecated spelling of `accessibilityIdentifier(_:)`.
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Added traits; SwiftUI's deprecated spelling of `accessibilityAddTraits(_:)`.
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removed traits; SwiftUI's deprecated spelling of `accessibilityRemoveTraits(_:)`.
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// The sort priority; SwiftUI's deprecated spelling of `accessibilitySortPriority(_:)`.
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    /// The activation point; SwiftUI's deprecated spelling of `accessibilityActivationPoint(_:)`.
    @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
}
