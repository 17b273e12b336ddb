import Foundation
internal import Raster

/// UIKit's button, as SwiftUI files wrap it in a `UIViewRepresentable` (a system button with a
/// title, an image button, an iOS 15 configuration button with a title and subtitle).
///
/// Drawn as iOS draws it. Without a ``configuration``: the current state's image and then title,
/// centred in the bounds, the title in ``titleLabel``'s font (the system font at 15 points) and
/// the state's title colour (a `.system` button's tint, a `.custom` button's white; a disabled system
/// button's title tertiaryLabel grey, which could not be confirmed against a device), 6 points above
/// and below the title (a one-line system button is 30 points tall). With a configuration: the
/// image, title and subtitle padded by ``Configuration/contentInsets`` on the background of its
/// style, as SwiftUI's bordered buttons draw (`.filled()` a white title on the tint, `.tinted()` the
/// tint on the tint at 15 %, `.gray()` the tint on the tertiary fill, `.plain()` the tint alone), with
/// the corners of ``Configuration/cornerStyle``. `.contactAdd`, `.detailDisclosure`, `.infoLight`,
/// `.infoDark` and `.close` buttons draw their symbol.
///
/// In a SwiftUI hierarchy the button takes its content's size, no wider than offered.
/// `Window.tap(label:)` finds it by its ``UIView/accessibilityLabel``, else its title, and taps it:
/// the ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered`` actions run
/// (the primary action among them), as a person's tap. A ``menu`` is kept (a test runs its
/// actions with `UIMenu.performAction(titled:)`), and so is ``showsMenuAsPrimaryAction``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's kind, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No look of its own: a white title unless set.
        case custom = 0
        /// The system button: a title in the tint colour.
        case system = 1
        /// An info symbol for a detail view.
        case detailDisclosure = 2
        /// An info symbol (light backgrounds).
        case infoLight = 3
        /// An info symbol (dark backgrounds).
        case infoDark = 4
        /// A plus in a circle.
        case contactAdd = 5
        /// A close button: an x in a grey circle.
        case close = 7
        /// The older name of the system button.
        public static let roundedRect = ButtonType.system
    }

    /// The kind the button was made as.
    public let buttonType: ButtonType
    /// The iOS 15 configuration the button is drawn from; `nil` for the older per-state look.
    open var configuration: Configuration?
    /// Called before the button is drawn, to adjust ``configuration`` to its state.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
    /// The menu the button shows on a long press, or on a tap with ``showsMenuAsPrimaryAction`` (kept).
    open var menu: UIMenu?
    /// Whether a tap shows the button's menu instead of performing its action (kept).
    open var showsMenuAsPrimaryAction = false
    /// Whether choosing from the menu changes the button's title (kept).
    open var changesSelectionAsPrimaryAction = false
    /// The space around the content (the older look); zero by default.
    open var contentEdgeInsets = UIEdgeInsets()
    /// Extra space around the title (the older look).
    open var titleEdgeInsets = UIEdgeInsets()
    /// Extra space around the image (the older look).
    open var imageEdgeInsets = UIEdgeInsets()
    /// How the content lines up horizontally in a wider button (`.center`).
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    /// How the content lines up vertically in a taller button (`.center`).
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    /// Whether the image is drawn lighter while highlighted (kept: no finger in a still frame).
    open var adjustsImageWhenHighlighted = true
    /// Whether the pointer effect is on (kept: no pointer).
    open var isPointerInteractionEnabled = false
    /// The button's role (kept: a destructive configuration button is drawn red through its tint).
    open var role: Role = .normal

    /// A button's role, as UIKit's `UIButton.Role`.
    public enum Role: Int, Sendable, Hashable {
        /// An ordinary button.
        case normal
        /// The main action.
        case primary
        /// Cancels.
        case cancel
        /// Destroys data.
        case destructive
    }

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label the title is drawn with: set its font (the system font at 15 points), line count
    /// or line break mode. `nil` for a button of a type without a title.
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        return label
    }()

    /// The view the image is drawn with (its content mode and tint are kept).
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A custom button in `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button of `buttonType` that performs `primaryAction` when tapped, its title and image
    /// the action's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button drawn from `configuration` that performs `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The proxy every button drawn afterwards takes its appearance settings from.
    open override class func appearance() -> UIButton {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UIButton(type: .custom) }
    }

    /// The proxy for buttons shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIButton {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UIButton(type: .custom) }
    }

    /// A system button (UIKit's `UIButton.systemButton(with:target:action:)` without the selector).
    public static func systemButton(with image: UIImage, primaryAction: UIAction? = nil) -> UIButton {
        let button = UIButton(type: .system, primaryAction: primaryAction)
        button.setImage(image, for: .normal)
        return button
    }

    /// Asks for ``configurationUpdateHandler`` to run before the next drawing (it runs at each one).
    open func setNeedsUpdateConfiguration() {}

    /// Runs ``configurationUpdateHandler``, as UIKit does when the state changes.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    // MARK: Per-state content

    /// The value of `values` for `state`, else the normal state's.
    private func value<T>(_ values: [UInt: T], for state: State) -> T? { values[state.rawValue] ?? values[0] }

    /// Shows `title` in `state` (`nil` removes it: the normal state's shows).
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title of `state`, else the normal state's.
    open func title(for state: State) -> String? { value(titles, for: state) }
    /// Shows the styled `title` in `state`; it takes precedence over a plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    /// The styled title of `state`, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }
    /// Draws the title in `color` in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour set for `state` (else the normal state's, else the type's).
    open func titleColor(for state: State) -> UIColor? { value(titleColors, for: state) ?? defaultTitleColor(for: state) }
    /// Sets the title's shadow colour in `state` (kept: not drawn).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {}
    /// Shows `image` in `state` (a symbol in the title colour).
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// The image of `state`, else the normal state's.
    open func image(for state: State) -> UIImage? { value(images, for: state) ?? typeImage }
    /// Stretches `image` behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// The background image of `state`, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }
    /// Sets the symbol configuration of the image in `state` (kept: symbols are drawn at their size).
    open func setPreferredSymbolConfiguration(_ configuration: Any?, forImageIn state: State) {}

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func defaultTitleColor(for state: State) -> UIColor? {
        switch buttonType {
        case .custom: .white
        default: state.contains(.disabled) ? .tertiaryLabel : tintColor
        }
    }

    /// The symbol a button type draws.
    private var typeImage: UIImage? {
        switch buttonType {
        case .contactAdd: UIImage(systemName: "plus.circle")
        case .detailDisclosure, .infoLight, .infoDark: UIImage(systemName: "info.circle")
        case .close: UIImage(systemName: "xmark.circle.fill")
        case .custom, .system: nil
        }
    }

    // MARK: Measuring

    /// The content laid out for drawing: the image, the title and subtitle paragraphs, the
    /// padding and the colours.
    struct Content {
        var image: UIImage?
        var imageSize: CGSize
        var title: UIKitParagraph?
        var subtitle: UIKitParagraph?
        var imagePadding: Double
        var titlePadding: Double
        var imagePlacement: NSDirectionalRectEdge
        var insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
        var foreground: UIColor
        var background: UIColor?
        var stroke: (UIColor, Double)?
        var cornerRadius: ((Double) -> Double)?
        var textAlignment: LineAlignment
    }

    /// The content of the current state in `environment`.
    func content(in environment: EnvironmentValues) -> Content {
        if let configuration { return configurationContent(configuration, in: environment) }
        let foreground = currentTitleColor
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        var title: UIKitParagraph?
        if let attributed = currentAttributedTitle {
            title = UIKitParagraph(attributed: attributed, font: font, color: foreground, alignment: .center, environment: environment)
        } else if let text = currentTitle, !text.isEmpty {
            title = UIKitParagraph(string: text, font: font, color: foreground, alignment: .center, environment: environment)
        }
        let image = currentImage
        let pad = title == nil ? 0.0 : 6.0
        let insets = contentEdgeInsets
        return Content(
            image: image, imageSize: image?.size ?? .zero, title: title, subtitle: nil, imagePadding: 0, titlePadding: 0,
            imagePlacement: .leading,
            insets: (
                Double(insets.top) + pad, Double(insets.left + titleEdgeInsets.left), Double(insets.bottom) + pad,
                Double(insets.right + titleEdgeInsets.right)
            ),
            foreground: foreground, background: nil, stroke: nil, cornerRadius: nil, textAlignment: .center)
    }

    private func configurationContent(_ configuration: Configuration, in environment: EnvironmentValues) -> Content {
        let style = configuration.resolvedColors(tint: tintColor, isEnabled: isEnabled)
        let metrics = configuration.metrics
        let titleFont = UIFont(font: metrics.titleFont, pointSize: CGFloat(metrics.titleFont.spec.size), fontName: "SF Pro")
        let subtitleFont = UIFont.preferredFont(forTextStyle: .subheadline)
        let rtl = environment.layoutDirection == .rightToLeft
        var title: UIKitParagraph?
        var subtitle: UIKitParagraph?
        let alignment = configuration.textAlignment
        if let attributed = configuration.attributedTitle {
            // Its characters in the configuration's font and colour (AttributedString's UIKit scope
            // is not there on Linux, so its attributes are not read).
            title = UIKitParagraph(
                string: String(attributed.characters), font: titleFont, color: style.foreground, alignment: alignment,
                environment: environment)
        } else if let text = configuration.title, !text.isEmpty {
            title = UIKitParagraph(string: text, font: titleFont, color: style.foreground, alignment: alignment, environment: environment)
        }
        if let text = configuration.subtitle, !text.isEmpty {
            subtitle = UIKitParagraph(
                string: text, font: subtitleFont, color: style.foreground, alignment: alignment, environment: environment)
        }
        let insets = configuration.contentInsets
        let shownImage = configuration.showsActivityIndicator ? nil : configuration.image
        let corner: (Double) -> Double = { height in configuration.cornerRadius(height: height, metrics: metrics) }
        return Content(
            image: shownImage, imageSize: shownImage?.size ?? .zero, title: title, subtitle: subtitle,
            imagePadding: Double(configuration.imagePadding), titlePadding: Double(configuration.titlePadding),
            imagePlacement: configuration.imagePlacement,
            insets: (
                Double(insets.top), Double(rtl ? insets.trailing : insets.leading), Double(insets.bottom),
                Double(rtl ? insets.leading : insets.trailing)
            ),
            foreground: style.foreground, background: style.background,
            stroke: configuration.background.strokeColor.map { ($0, Double(configuration.background.strokeWidth)) },
            cornerRadius: corner,
            textAlignment: title?.alignment ?? .center)
    }

    /// The size of the title and subtitle block.
    private func textBlockSize(_ content: Content) -> (Double, Double) {
        var width = 0.0, height = 0.0
        for (index, paragraph) in [content.title, content.subtitle].compactMap({ $0 }).enumerated() {
            let size = paragraph.node(lines: 1, lineBreakMode: .byTruncatingTail).layout(forWidth: nil).size
            width = max(width, size.width)
            height += size.height + (index > 0 ? content.titlePadding : 0)
        }
        return (width, height)
    }

    /// The content's size with its insets.
    private func contentSize(_ content: Content) -> Size {
        let (textWidth, textHeight) = textBlockSize(content)
        let image = content.imageSize
        let hasText = textWidth > 0 || textHeight > 0
        let gap = content.image != nil && hasText ? content.imagePadding : 0
        let vertical = content.imagePlacement.contains(.top) || content.imagePlacement.contains(.bottom)
        let width = vertical ? max(Double(image.width), textWidth) : Double(image.width) + gap + textWidth
        let height = vertical ? Double(image.height) + gap + textHeight : max(Double(image.height), textHeight)
        return Size(
            width: ceil(width + content.insets.leading + content.insets.trailing),
            height: ceil(height + content.insets.top + content.insets.bottom))
    }

    /// The content's size: its image and title (with subtitle) side by side, with the insets.
    open override var intrinsicContentSize: CGSize {
        let size = contentSize(content(in: EnvironmentValues()))
        return CGSize(width: size.width, height: size.height)
    }

    /// The content's size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        updateConfiguration()
        let content = self.content(in: environment)
        let label = accessibilityLabel ?? configuration?.title ?? currentTitle ?? ""
        return UIKitContentNode(
            view: self, kindName: "UIButton", environment: environment, summary: "\"\(label)\" type=\(buttonType)",
            isDimmed: !isEnabled && configuration == nil && buttonType == .custom,
            measure: { [self] proposal in
                let size = contentSize(content)
                guard let offered = finite(proposal.width) else { return size }
                return Size(width: min(size.width, offered), height: size.height)
            },
            drawContent: { [self] canvas, rect in
                draw(content, in: rect, on: canvas, environment: environment)
            },
            element: { [self] frame in
                InteractiveElement(
                    kind: .button, label: label, frame: frame, isEnabled: isEnabled,
                    action: .tap { [self] in sendActions(for: [.touchUpInside, .primaryActionTriggered]) })
            })
    }

    private func draw(_ content: Content, in rect: Rect, on canvas: Raster.Canvas, environment: EnvironmentValues) {
        if let image = currentBackgroundImage, configuration == nil {
            image.draw(in: rect, on: canvas, templateTint: tintColor.color.srgb(in: environment), environment: environment)
        }
        if let background = content.background {
            let radius = content.cornerRadius?(rect.height) ?? 0
            let shape: ShapeKind = radius > 0 ? .roundedRectangle(cornerRadius: min(radius, rect.height / 2)) : .rectangle
            canvas.fill(shape, in: rect, with: background.color.srgb(in: environment))
            if let (color, width) = content.stroke, width > 0 {
                canvas.stroke(
                    shape, in: rect.insetBy(dx: width / 2, dy: width / 2), with: color.color.srgb(in: environment), lineWidth: width)
            }
        }
        let size = contentSize(content)
        let inner = Rect(
            x: rect.minX + content.insets.leading, y: rect.minY + content.insets.top,
            width: max(0, rect.width - content.insets.leading - content.insets.trailing),
            height: max(0, rect.height - content.insets.top - content.insets.bottom))
        let used = (
            width: min(size.width - content.insets.leading - content.insets.trailing, inner.width),
            height: size.height - content.insets.top - content.insets.bottom
        )
        let rtl = environment.layoutDirection == .rightToLeft
        let x: Double =
            switch contentHorizontalAlignment {
            case .left: inner.minX
            case .right: inner.maxX - used.width
            case .leading: rtl ? inner.maxX - used.width : inner.minX
            case .trailing: rtl ? inner.minX : inner.maxX - used.width
            case .center, .fill: inner.midX - used.width / 2
            }
        let y: Double =
            switch contentVerticalAlignment {
            case .top: inner.minY
            case .bottom: inner.maxY - used.height
            case .center, .fill: inner.midY - used.height / 2
            }
        let (textWidth, textHeight) = textBlockSize(content)
        let hasText = textWidth > 0
        let gap = content.image != nil && hasText ? content.imagePadding : 0
        let image = content.imageSize
        let vertical = content.imagePlacement.contains(.top) || content.imagePlacement.contains(.bottom)
        // Images at the trailing edge (or the bottom) follow the text.
        let imageFirst = vertical ? !content.imagePlacement.contains(.bottom) : (content.imagePlacement.contains(.trailing) == rtl)
        var imageRect: Rect
        var textRect: Rect
        if vertical {
            let imageY = imageFirst ? y : y + textHeight + gap
            let textY = imageFirst ? y + Double(image.height) + gap : y
            imageRect = Rect(
                x: x + (used.width - Double(image.width)) / 2, y: imageY, width: Double(image.width), height: Double(image.height))
            textRect = Rect(x: x, y: textY, width: used.width, height: textHeight)
        } else {
            let textSpace = max(0, used.width - Double(image.width) - gap)
            let imageX = imageFirst ? x : x + textSpace + gap
            let textX = imageFirst ? x + Double(image.width) + gap : x
            imageRect = Rect(
                x: imageX, y: y + (used.height - Double(image.height)) / 2, width: Double(image.width), height: Double(image.height))
            textRect = Rect(x: textX, y: y + (used.height - textHeight) / 2, width: textSpace, height: textHeight)
        }
        let foreground = content.foreground.color.srgb(in: environment)
        if let shown = content.image {
            shown.draw(in: imageRect, on: canvas, templateTint: foreground, environment: environment)
        } else if configuration?.showsActivityIndicator == true {
            let side = 20.0
            let spinner = SpinnerNode(side: side, color: foreground)
            let frame = Rect(x: x, y: y + (used.height - side) / 2, width: side, height: side)
            spinner.place(in: frame, context: PlacementContext(bounds: frame, safeRect: frame))
            spinner.draw(in: canvas)
        }
        var top = textRect.minY
        for paragraph in [content.title, content.subtitle].compactMap({ $0 }) {
            let node = paragraph.node(lines: 1, lineBreakMode: .byTruncatingTail)
            let height = node.layout(forWidth: nil).size.height
            drawParagraph(node, in: Rect(x: textRect.minX, y: top, width: textRect.width, height: height), on: canvas)
            top += height + content.titlePadding
        }
    }
}

extension UIControl {
    /// How a control's content lines up horizontally, as UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        /// Centred.
        case center
        /// At the left.
        case left
        /// At the right.
        case right
        /// Stretched across.
        case fill
        /// At the start of a line.
        case leading
        /// At the end of a line.
        case trailing
    }

    /// How a control's content lines up vertically, as UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Stretched down.
        case fill
    }
}
