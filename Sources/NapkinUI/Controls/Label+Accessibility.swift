/// Lays out and draws what a ``Label``'s style made; VoiceOver reads it as one element named
/// by its title, the icon unread, as SwiftUI's `Label` (even when the style shows only the icon).
@MainActor
final class LabelNode: WrapperNode, AccessibilitySource {
    /// The words of the title.
    let title: String

    init(child: LayoutNode, title: any View, environment: EnvironmentValues) {
        self.title = labelText(of: title, in: environment)
        super.init(child: child)
    }

    override var zIndex: Double { child.zIndex }

    func makeAccessibilityItems() -> [AccessibilityItem] {
        guard !title.isEmpty else { return childAccessibilityItems() }
        return [.element(AccessibilityDraft(role: .text, label: title, traits: .isStaticText, frame: frame))]
    }
}
