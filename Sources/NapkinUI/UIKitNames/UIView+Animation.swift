import Foundation

/// UIKit's block animations. A snapshot shows a screen at rest, so NapkinUI settles every animation at
/// once: the `animations` block runs immediately (the properties it sets take their final values), then the
/// completion runs with `true` (finished), before the call returns, as ``withAnimation(_:completionCriteria:_:completion:)``
/// does for SwiftUI.
extension UIView {
    /// How a block animation runs, as UIKit's `UIView.AnimationOptions`. Kept for the code that passes them;
    /// every animation settles at once.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit's.
        public let rawValue: UInt
        /// Options from `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays subviews out as the animation runs.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user touch views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of animations nested inside.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the curve of animations nested inside.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates the content redrawn.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them (transitions).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the options of animations nested inside.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Starts and ends slowly.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ends slowly.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Runs `animations` and settles at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations`, settles at once, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` (the delay and options are kept for nothing), settles at once, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// A spring animation: runs `animations`, settles at once, then `completion(true)`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// iOS 17's spring animation: runs `animations`, settles at once, then `completion(true)`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// A transition of `view`'s content: runs `animations`, settles at once, then `completion(true)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` (nothing animates in NapkinUI anyway).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
