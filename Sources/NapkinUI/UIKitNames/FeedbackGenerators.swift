// UIKit's haptic feedback generators. A still frame has nothing to feel, so they accept every
// call and do nothing; they are here because SwiftUI buttons and gestures call them, and a
// screen should compile as written.

/// The base of the feedback generators, as UIKit's `UIFeedbackGenerator`.
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the haptic engine (nothing to ready here).
    public func prepare() {}
}

/// A tap of feedback for an impact, as UIKit's.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable, Hashable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The style chosen.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    /// Plays an impact (no effect: nothing to feel).
    public func impactOccurred() {}
    /// Plays an impact of `intensity` (no effect).
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a success, warning or error, as UIKit's.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells of.
    public enum FeedbackType: Int, Sendable, Hashable {
        /// A success.
        case success
        /// A warning.
        case warning
        /// An error.
        case error
    }

    /// Plays the feedback for `notificationType` (no effect).
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a change of selection, as UIKit's.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback for a selection change (no effect).
    public func selectionChanged() {}
}
