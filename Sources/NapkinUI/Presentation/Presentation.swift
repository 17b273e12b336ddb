internal import Raster

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// A page sheet on iPhone.
    case automatic
    /// A card over the dimmed, shrunk screen, its top 10 points below the status bar.
    case pageSheet
    /// As a page sheet on iPhone.
    case formSheet
    /// As a page sheet on iPhone (iOS shows popovers as sheets in compact width).
    case popover
    /// The whole screen, hiding what is behind.
    case fullScreen
    /// The whole screen, over what is behind, which stays drawn (alerts, action sheets).
    case overFullScreen

    /// True for the styles drawn as a sheet card.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        case .fullScreen, .overFullScreen: false
        }
    }
}

/// iOS 17's sheet geometry on iPhone, in points.
public enum SheetMetrics {
    /// Between the top of the safe area and the top of the sheet.
    public static let topGap: CGFloat = 10
    /// The sheet card's corner radius.
    public static let cornerRadius: CGFloat = 10
    /// The screen behind a sheet shrinks by this much on each side.
    public static let behindInset: CGFloat = 16
    /// The corner radius of the shrunk screen behind.
    public static let behindCornerRadius: CGFloat = 10
    /// The black over the shrunk screen behind, in light and in dark.
    static let behindDimming = (light: 0.25, dark: 0.45)
    /// A sheet card's system background: white, or the elevated dark grey in dark (iOS resolves
    /// `systemBackground` one level up inside a sheet).
    static let cardBackground = Color(light: .white, dark: Color(hex: 0x1C1C1E))
}

extension ViewController {
    /// Shows `viewController` over this controller's screen, as UIKit's method does: a page
    /// sheet by default, or as its ``modalPresentationStyle`` says. Only the frontmost
    /// presented controller takes taps and typing. A controller that already presents one
    /// hands the request to that one, so the new controller lands on top. `animated` is
    /// accepted for UIKit compatibility; renders are still.
    public func present(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.present(viewController, animated: animated, completion: completion)
            return
        }
        precondition(viewController !== self, "A view controller cannot present itself")
        if let shareSheet = viewController as? UIActivityViewController {
            // The system's share sheet: its items go to the window's record and it closes.
            shareSheet.shareAndClose()
            completion?()
            return
        }
        viewController.removeFromParent()
        if viewController.modalPresentationStyle.isSheet, viewController.backgroundColor == .systemBackground {
            // A UIKit controller shown as a sheet (a hosting controller's system background)
            // sits on the elevated background, as iOS draws it.
            viewController.backgroundColor = SheetMetrics.cardBackground
        }
        viewController.presentingViewController = self
        presentedViewController = viewController
        completion?()
        if let picker = viewController as? UIImagePickerController {
            // No one is there to pick: the environment's image-pick action answers at once.
            picker.answer(in: bridge.lastEnvironment)
        }
    }

    /// Closes what this controller presented, or, when it presents nothing, closes this
    /// controller itself if it was presented, as UIKit's method does. Whatever the closed
    /// controller presented closes with it.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard let presenter = target.presentingViewController else {
            completion?()
            return
        }
        target.presentedViewController.map { _ in target.dismiss(animated: animated) }
        target.leaveScreen()
        presenter.presentedViewController = nil
        target.presentingViewController = nil
        target.bridge.presentationOrigin = nil
        completion?()
    }

    /// The frame and safe area of a presented controller on a screen of `bounds` whose
    /// safe-area insets are `insets`.
    func presentedPlacement(in bounds: Rect, insets: EdgeInsets) -> (Rect, EdgeInsets) {
        if drawsAsPopover { return (popoverPlacement(in: bounds, insets: insets).frame, EdgeInsets()) }
        guard drawsAsSheet else { return (bounds, insets) }
        let large = bounds.maxY - (bounds.minY + insets.top + SheetMetrics.topGap)
        let height = sheetHeight(large: large, screen: bounds.height)
        let top = bounds.maxY - height
        let frame = Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        return (frame, EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
    }

    /// The height of this controller as a sheet: the selected detent when its content binds
    /// one of its detents, else the smallest of them, or the full `large` height.
    func sheetHeight(large: Double, screen: Double) -> Double {
        let sheet = sheetPreferences
        if sheet.detents.isEmpty, let uikit = configuredSheetController {
            // A UIKit sheet (`sheetPresentationController.detents = [.medium()]`) whose SwiftUI
            // content sets no detents of its own.
            return uikit.sheetHeight(large: large, screen: screen)
        }
        let environment = bridge.lastEnvironment
        if let selected = sheet.selectedDetent?.wrappedValue, sheet.detents.contains(selected),
            let height = selected.resolved(large: large, screen: screen, environment: environment)
        {
            return height
        }
        return sheet.detents.compactMap { $0.resolved(large: large, screen: screen, environment: environment) }.min() ?? large
    }

    /// True when this sheet rests below its full height (the screen behind is not shrunk).
    func isPartialSheet(in bounds: Rect, insets: EdgeInsets) -> Bool {
        let large = bounds.maxY - (bounds.minY + insets.top + SheetMetrics.topGap)
        return sheetHeight(large: large, screen: bounds.height) < large - 0.001
    }
}
