extension ToolbarContent {
    /// Sets whether this item shares the glass background of the items beside it, as SwiftUI's
    /// `sharedBackgroundVisibility(_:)` (iOS 26): `.hidden` draws it on its own, without glass. NapkinUI draws iOS 17's
    /// bars, where no item sits on glass, so each item is drawn as it was.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
