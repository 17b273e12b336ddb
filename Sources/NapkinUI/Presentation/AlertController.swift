/// An alert or an action sheet, as UIKit's `UIAlertController`: a title, a message and
/// buttons, drawn as iOS 17 draws them over the dimmed screen.
///
/// Present it with `present(_:animated:)`; SwiftUI's `.alert` and `.confirmationDialog`
/// present one too. A tap on an action (`Window.tap(label:)`, kind `.alertAction`) closes
/// the alert and then runs the action's handler.
///
/// `@preconcurrency`, as UIKit's main-actor classes reach Swift: a Swift 5 file may build an
/// alert in a plain (nonisolated) helper, as many apps' `showAlert(message:)` does.
@preconcurrency @MainActor
public final class AlertController: ViewController {
    /// Where the alert is drawn.
    public enum Style: Sendable, Hashable {
        /// A 270-point box in the middle of the screen.
        case alert
        /// A stack of buttons rising from the bottom, with Cancel apart below.
        case actionSheet
    }

    /// The bold line at the top.
    public var message: String?
    /// Where the alert is drawn.
    public let preferredStyle: Style
    /// The buttons, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// An alert with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
        backgroundColor = Color(light: Color.black.opacity(0.2), dark: Color.black.opacity(0.48))
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Replaces every button (a SwiftUI alert rebuilt by a later layout).
    func replaceActions(_ actions: [AlertAction]) {
        self.actions = actions
    }

    /// Shows the title, message and buttons of `fresh`, the alert built again by a later
    /// layout for the same request.
    override func adoptContent(of fresh: ViewController) {
        guard let fresh = fresh as? AlertController else { return }
        replace(with: fresh)
    }

    /// The alert's box or sheet, built from the current title, message and actions.
    public override var contentView: AnyView? {
        get {
            let buttons = actions.map { action in
                AlertButtonModel(title: action.title, style: action.style) { [weak self] in self?.run(action) }
            }
            switch preferredStyle {
            case .alert:
                return AnyView(AlertBox(title: title, message: message, buttons: buttons))
            case .actionSheet:
                return AnyView(ActionSheetView(title: title, message: message, buttons: buttons))
            }
        }
        set {}
    }

    /// Closes the alert, then runs the action's handler, as UIKit does.
    private func run(_ action: AlertAction) {
        if let origin = bridge.presentationOrigin {
            origin.dismiss()
        } else {
            dismiss(animated: true)
        }
        action.handler?(action)
    }
}

/// A button of an ``AlertController``, as UIKit's `UIAlertAction` (`@preconcurrency` as
/// ``AlertController`` is).
@preconcurrency @MainActor
public struct AlertAction {
    /// How the button is drawn.
    public enum Style: Sendable, Hashable {
        /// In the tint.
        case `default`
        /// In the tint, bold, placed last (left of two, or apart in an action sheet).
        case cancel
        /// In red.
        case destructive
    }

    /// The button's words.
    public let title: String
    /// How it is drawn.
    public let style: Style
    /// Runs after the alert has closed.
    public let handler: (@MainActor (AlertAction) -> Void)?

    /// A button titled `title`.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// What an alert's button view needs.
struct AlertButtonModel {
    let title: String
    let style: AlertAction.Style
    let action: @MainActor () -> Void
}

/// iOS 17's alert metrics, in points.
public enum AlertMetrics {
    /// The width of an alert's box.
    public static let width: CGFloat = 270
    /// The height of an alert's button.
    public static let buttonHeight: CGFloat = 44
    /// The corner radius of the box.
    public static let cornerRadius: CGFloat = 14
    /// The height of an action sheet's button.
    public static let sheetButtonHeight: CGFloat = 57
    /// The corner radius of an action sheet's groups.
    public static let sheetCornerRadius: CGFloat = 13
    /// Between the screen's edges and an action sheet, and between its groups.
    public static let sheetMargin: CGFloat = 8
}
