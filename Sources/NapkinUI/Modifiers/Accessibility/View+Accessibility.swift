/// How an accessibility element treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public enum AccessibilityChildBehavior: Sendable, Hashable {
    /// The children are hidden; the element speaks only its own label.
    case ignore
    /// The children stay separate elements inside this container.
    case contain
    /// The children's words become this one element's label.
    case combine
}

// Labels, values, hints, hiding and grouping, as SwiftUI's. A modifier on a view that is
// one element changes that element; on a view holding several (a stack), it changes each of
// them unless an inner modifier already set the same property; on a view holding none (a
// shape), a label, value or trait makes it an element.

extension View {
    /// Names the view for VoiceOver, as SwiftUI's `accessibilityLabel(_:)`; the literal is
    /// read as `Text`'s literals are (Markdown markers dropped). On a control it also names the
    /// control in `Window.interactiveElements()` and its lookups (`tap(label:)`,
    /// `type(_:into:)`), where it replaces the control's visible words.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(key).string)
    }

    /// Names the view for VoiceOver with a string taken as it is (no Markdown), as SwiftUI's
    /// `accessibilityLabel(_:)` for a `StringProtocol` value.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return ModifiedView(content: self) { node, _ in
            node.accessibilityLabel = label
            return node
        }
    }

    /// Names the view for VoiceOver with a `Text` (its characters), as SwiftUI's
    /// `accessibilityLabel(_:)`.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.string)
    }

    /// The view's accessibility value ("50 %", "On"), read after its label, as SwiftUI's
    /// `accessibilityValue(_:)`; shown as `value="…"` in the layout description.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityModifiers(AccessibilityModifiers(value: String(value)))
    }

    /// The view's accessibility value from a literal.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(Text(key).string)
    }

    /// The view's accessibility value from a `Text`.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.string)
    }

    /// What activating the view does ("Signs you in"), read after a pause, as SwiftUI's
    /// `accessibilityHint(_:)`; shown as `hint="…"` in the layout description.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityModifiers(AccessibilityModifiers(hint: String(hint)))
    }

    /// Help text for the view, as SwiftUI's `help(_:)`: on iOS a pointer shows it and
    /// VoiceOver reads it as the element's hint, which is what NapkinUI records.
    public func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// Help text from a literal.
    public func help(_ key: LocalizedStringKey) -> some View {
        accessibilityHint(key)
    }

    /// A hint from a literal.
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View {
        accessibilityHint(Text(key).string)
    }

    /// A hint from a `Text`.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityHint(hint.string)
    }

    /// Hides the view and everything in it from VoiceOver when `hidden` (it is still drawn
    /// and still takes taps): the layout description shows it as `View … hidden` without its
    /// contents.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        ModifiedView(content: self) { node, _ in
            hidden ? AccessibilityModifierNode(child: node, AccessibilityModifiers(hidden: true)) : node
        }
    }

    /// Makes the view one accessibility element, as SwiftUI's `accessibilityElement(children:)`:
    /// `.combine` reads the labels and values inside as one (joined with commas) and takes
    /// the traits of the controls inside; `.ignore` keeps only what modifiers on this view say;
    /// `.contain` keeps the children as elements that VoiceOver reads together, placed among
    /// their neighbours by this view's frame.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityModifiers(AccessibilityModifiers(children: children))
    }
}
