internal import Raster

/// What VoiceOver finds on screen, from the same layout that draws it.
extension Window {
    /// Every accessibility element on screen, in VoiceOver's reading order
    /// (``AccessibilityReadingOrder``): what it reads, its traits, frame and activation point.
    ///
    /// This lays the window out first, as ``render()`` does. Only the frontmost presented
    /// controller is read, as a modal presentation hides what is behind it.
    public func accessibilityElements() -> [AccessibilityElement] {
        accessibilityTree().elements
    }

    /// The accessibility elements as text, numbered in reading order, each with what
    /// VoiceOver reads; containers indent what they hold. Suitable for text snapshots: a
    /// change in what VoiceOver reads shows even when no pixel moved.
    public func accessibilityTreeDescription() -> String {
        AccessibilityTreeFormat.text(of: accessibilityTree(), heading: "Accessibility \(device.name) \(layoutBounds)")
    }

    /// The laid-out screen as VoiceOver reads it.
    func accessibilityTree() -> AccessibilityTree {
        layout()
        let controller = frontmostController
        let items = controller?.accessibilityItems() ?? []
        let direction = controller?.bridge.lastEnvironment.layoutDirection ?? device.traits.layoutDirection ?? .leftToRight
        return AccessibilityTree(items: items, rightToLeft: direction == .rightToLeft)
    }
}
