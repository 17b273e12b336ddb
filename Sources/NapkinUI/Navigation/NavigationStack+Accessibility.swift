extension NavigationStackHostNode: AccessibilitySource {
    /// What the navigation controller embedded here shows: its top screen and its bar.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        embedded?.accessibilityItems() ?? []
    }
}
