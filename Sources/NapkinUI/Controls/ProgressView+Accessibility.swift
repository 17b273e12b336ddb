extension SpinnerNode: AccessibilitySource {
    /// An activity indicator reads "In progress", as iOS's does, and changes often.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        [.element(AccessibilityDraft(role: .progress, label: "In progress", traits: .updatesFrequently, frame: frame))]
    }
}
