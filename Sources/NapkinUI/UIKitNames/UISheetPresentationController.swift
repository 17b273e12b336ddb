internal import Raster

/// What UIKit tells about a presentation as it adapts and closes, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether a person may swipe the presented controller away.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe away is about to close the presented controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe away closed the presented controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe away was refused (``presentationControllerShouldDismiss(_:)`` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Yes, by default.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing, by default.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing, by default.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing, by default.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// What a sheet tells as its detent changes, as UIKit's `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The sheet's selected detent changed.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Nothing, by default.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    }
}

/// The object that shows a presented controller, as UIKit's `UIPresentationController`: every
/// controller has one (``ViewController/presentationController``) from before it is presented,
/// so its code can configure how it will be shown.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller this object presents.
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller it is presented over (nil until presented).
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
    /// Told when the presentation adapts or a person swipes it away.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The presentation of `presentedViewController` over `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// The view that shows the presented controller: its view.
    open var presentedView: UIView? { presentedViewController.view }
}

/// The presentation controller of a sheet, as UIKit's `UISheetPresentationController`: the
/// heights the sheet rests at (``detents``), its grabber, corners and dimming.
///
/// Drawn as NapkinUI draws a SwiftUI sheet with the same settings
/// (`.presentationDetents([.medium])`, `.presentationDragIndicator(.visible)`): a `.medium()`
/// sheet rests at half the screen over the screen behind, dimmed unless
/// ``largestUndimmedDetentIdentifier`` says otherwise. Settings the SwiftUI content of the sheet
/// makes itself take precedence.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    public class Detent: NSObject {
        /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// The identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        /// The height in a context, nil when the detent is not available there.
        let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height (the same half NapkinUI's SwiftUI `.medium` rests at).
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in (context.screenHeight / 2).rounded() }
        }

        /// The full sheet, its top 10 points below the status bar.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height `resolver` computes from the context (clamped to the full sheet's), as UIKit's
        /// `custom(identifier:resolver:)`; a detent without an identifier gets a unique one.
        public class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height this detent gives in `context`, within 0 and the full sheet's height.
        func height(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(context.maximumDetentValue, max(0, $0)) }
        }
    }

    /// The heights the sheet can rest at; `[.large()]` by default. An empty list means the default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil is the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the screen behind is not dimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber is drawn at the top of the sheet (false by default).
    open var prefersGrabberVisible = false
    /// The radius of the sheet's top corners; nil is the system's.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling at the top of the sheet's content grows the sheet (true by default); a
    /// still frame does not scroll, so it changes nothing drawn.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet is attached to the bottom edge in a compact height (an iPhone in
    /// landscape); NapkinUI's frames are portrait, so it changes nothing drawn.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the width the content prefers (recorded only).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet's view is the full height when the content of the sheet is pushed in
    /// a navigation controller (recorded only).
    open var prefersPageSizing = true

    /// Runs `changes` (UIKit animates what they change; a render shows the end).
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks the sheet to compute its custom detents' heights again: the next render does.
    public func invalidateDetents() {}

    /// The sheet's height for a full sheet `large` points tall on a screen `screen` points tall:
    /// the selected detent when one of ``detents`` is selected, else the smallest.
    func sheetHeight(large: Double, screen: Double) -> Double {
        let context = SheetDetentContext(maximumDetentValue: CGFloat(large), screenHeight: CGFloat(screen))
        let available = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.height(in: context).map { (detent.identifier, $0) }
        }
        if let selected = selectedDetentIdentifier, let match = available.first(where: { $0.0 == selected }) {
            return Double(match.1)
        }
        return available.map { Double($0.1) }.min() ?? large
    }

    /// Whether the screen behind is dimmed with the sheet resting at `height`.
    func dimsScreenBehind(atHeight height: Double, large: Double, screen: Double) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let context = SheetDetentContext(maximumDetentValue: CGFloat(large), screenHeight: CGFloat(screen))
        guard let limit = detents.first(where: { $0.identifier == undimmed })?.height(in: context) else { return true }
        return height > Double(limit) + 0.001
    }
}

/// What a custom detent's resolver is told, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The height of the largest detent (`.large()`), in points.
    var maximumDetentValue: CGFloat { get }
}

/// The context NapkinUI resolves detents in.
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    /// The screen's height (what `.medium()` halves).
    let screenHeight: CGFloat
}

extension UISheetPresentationControllerDetentResolutionContext {
    /// The screen's height when NapkinUI made the context, else twice the full sheet's height
    /// less the gap above it (only NapkinUI makes contexts).
    fileprivate var screenHeight: CGFloat { (self as? SheetDetentContext)?.screenHeight ?? maximumDetentValue }
}

extension ViewController {
    /// The object that presents this controller, as UIKit's `presentationController`: a sheet
    /// presentation controller for the sheet styles (`.automatic`, `.pageSheet`, `.formSheet`),
    /// a plain one otherwise. Made on first use and kept, so its settings last until presented.
    public var presentationController: UIPresentationController? {
        if let made = madePresentationController, Self.kind(of: made) == presentationKind { return made }
        let made: UIPresentationController =
            switch presentationKind {
            case .sheet: UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            case .plain: UIPresentationController(presentedViewController: self, presenting: presentingViewController)
            }
        madePresentationController = made
        return made
    }

    /// The popover presentation controller of a controller shown as a popover (`modalPresentationStyle = .popover`),
    /// as UIKit's `popoverPresentationController`; nil for the other styles. On iPhone the popover adapts to a sheet,
    /// configured through its ``UIPopoverPresentationController/adaptiveSheetPresentationController``.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller of a controller shown as a sheet, as UIKit's
    /// `sheetPresentationController`; nil for the other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Which presentation controller UIKit shows the style through.
    private enum PresentationKind { case sheet, popover, plain }

    private var presentationKind: PresentationKind {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: .sheet
        case .popover: .popover
        case .fullScreen, .overFullScreen: .plain
        }
    }

    private static func kind(of controller: UIPresentationController) -> PresentationKind {
        switch controller {
        case is UISheetPresentationController: .sheet
        case is UIPopoverPresentationController: .popover
        default: .plain
        }
    }

    /// The sheet presentation controller its code configured, if any (not made by asking): a sheet's own, or the
    /// sheet a popover adapts to on iPhone once its code asked for it.
    var configuredSheetController: UISheetPresentationController? {
        if let popover = madePresentationController as? UIPopoverPresentationController { return popover.madeAdaptiveSheet }
        return madePresentationController as? UISheetPresentationController
    }
}

/// Which way a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A direction from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up, the popover below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down, the popover above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left, the popover to the source's right.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right, the popover to the source's left.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover presentation tells as it shows and closes, as UIKit's `UIPopoverPresentationControllerDelegate`;
/// every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing, by default.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`: where the popover points
/// (``sourceView`` and ``sourceRect``, or ``barButtonItem``) and which arrow directions it may use.
///
/// On iPhone, UIKit adapts a popover to a sheet in compact width, and NapkinUI draws it so: as a page sheet, resting
/// at the detents set on ``adaptiveSheetPresentationController`` (iOS 17), as `.medium()` does for a SwiftUI sheet.
/// The source and arrow settings are kept for the code that reads them.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions the popover may use (`.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow direction it used: `.unknown`, as on iPhone where it shows as a sheet with no arrow.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour (`nil`: the system's).
    open var backgroundColor: UIColor?
    /// Whether the popover may cover its source rectangle.
    open var canOverlapSourceViewRect = false
    /// Views a person can still use while the popover shows.
    open var passthroughViews: [UIView]?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets()

    var madeAdaptiveSheet: UISheetPresentationController?

    /// The sheet the popover adapts to in compact width, as UIKit's `adaptiveSheetPresentationController` (iOS 17):
    /// its detents, grabber and corner radius are how the popover shows on iPhone. Made on first use and kept.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let madeAdaptiveSheet { return madeAdaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
        madeAdaptiveSheet = sheet
        return sheet
    }
}
