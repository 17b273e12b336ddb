extension HiddenNode: AccessibilitySource {
    /// Nothing: a hidden view is neither drawn nor read.
    func makeAccessibilityItems() -> [AccessibilityItem] { [] }
}
