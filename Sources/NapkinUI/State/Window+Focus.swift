/// A focus state's storage, as a window sees it: something it can tell to let go of focus.
@MainActor
protocol FocusHolder: AnyObject {
    /// Back to "nothing focused" (false, or nil).
    func unfocus()
}

/// A focus state a window saw, held weakly: the view that owns it may go away.
struct TrackedFocus {
    weak var holder: (any FocusHolder)?
}

extension Window {
    /// Remembers a focus state tied to a view (`.focused`) laid out in this window, so that
    /// ``endEditing(_:)`` can clear it. Entries whose state is gone are dropped as others come.
    func track(_ holder: any FocusHolder) {
        if trackedFocus.count >= 64 { trackedFocus = trackedFocus.filter { $0.value.holder != nil } }
        trackedFocus[ObjectIdentifier(holder)] = TrackedFocus(holder: holder)
    }

    /// Ends editing in the window, as UIKit's `endEditing(_:)`, which makes the field being
    /// edited resign: every focus state tied to a view laid out in this window
    /// (`.focused($isFocused)`, `.focused($field, equals: .email)`) goes back to "nothing
    /// focused" (false, or nil), as SwiftUI's does when the keyboard goes away. Returns true:
    /// NapkinUI's fields always let go (`force` changes nothing).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        for entry in trackedFocus.values { entry.holder?.unfocus() }
        return true
    }
}
