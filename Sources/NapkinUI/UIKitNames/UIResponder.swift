import Foundation
import NapkinFoundation

/// UIKit's responder, as far as SwiftUI files reach for it: the keyboard's notifications and
/// their `userInfo` keys, which a screen observes to move its content above the keyboard, and
/// the first-responder questions. ``UIView`` is a responder, as in UIKit.
///
/// NapkinUI draws no keyboard (a snapshot is a screen at rest), so the keyboard notifications
/// are never posted by NapkinUI: a screen observing them stays where it is laid out, as an
/// iPhone's does while no text field is editing. A test may post them itself, with the keys
/// below, to render the raised state.
///
/// It is an `NSObject`, as UIKit's is, so a view or the application conforms to a delegate
/// protocol refining `NSObjectProtocol`; equality and hashing are `NSObject`'s, by identity.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// Takes up a continued activity's state: nothing by default, as UIKit's responders (view controllers override
    /// it to show what the activity names).
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The next responder in the chain: none, for a responder on its own.
    open var next: UIResponder? { nil }

    /// Whether the responder can take the keyboard's input: `false`, as `UIResponder`'s default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder may give the first-responder status up: `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder takes the keyboard's input now: `false`, as there is no keyboard.
    open var isFirstResponder: Bool { false }

    /// Asks to take the keyboard's input; answers whether it did (`false` unless
    /// ``canBecomeFirstResponder``, and NapkinUI has no keyboard to give).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives the keyboard's input up; answers ``canResignFirstResponder``.
    @discardableResult
    open func resignFirstResponder() -> Bool { canResignFirstResponder }

    /// The undo manager nearest in the responder chain, as UIKit's: the ``next`` responder's,
    /// and at the chain's end the active window's (``Window/undoManager``), as every UIKit window
    /// has one. A responder overrides it to keep its own (or to answer `nil`, for none).
    open var undoManager: UndoManager? {
        if let next { return next.undoManager }
        return Window.active?.undoManager
    }

    /// Fingers (or a pencil) came down on the responder: passes them to the ``next`` responder,
    /// as UIKit's does. A view overrides it (and the three below) to follow touches itself.
    /// ``Window/tap(at:)`` and ``Window/drag(from:by:steps:)`` deliver them to the view they land on.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// The touches moved: passes them to the ``next`` responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// The touches lifted: passes them to the ``next`` responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the touches away: passes them to the ``next`` responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A touch's estimated properties (a pencil's force, measured late) were updated: does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The `userInfo` key of the keyboard's frame (a `CGRect`, in screen points) at the start.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame (a `CGRect`, in screen points) at the end.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the animation's duration (a `Double`, in seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the animation's curve (a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The `userInfo` key of whether the keyboard belongs to this app (a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
