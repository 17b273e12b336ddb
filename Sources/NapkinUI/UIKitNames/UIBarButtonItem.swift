// UIKit's bar button items, as SwiftUI files put them on the navigation bar of a wrapped
// `UINavigationController`:
//
//     controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
//         systemItem: .done, primaryAction: UIAction { _ in dismiss() })
//
// Drawn as iOS 17 draws them in a navigation bar: text items in 17-point body type, `.done`
// (and the `.save` system item) semibold, in the bar's tint (the item's ``UIBarButtonItem/tintColor``
// when set); symbol items as the SF Symbol at the body size, large scale; `.close` as the
// grey circle with an xmark; a disabled item in tertiaryLabel. A tap (`Window.tap(label:)`)
// performs the item's primary action with the item as the action's sender.
//
// UIKit's Objective-C forms (`init(barButtonSystemItem:target:action:)`,
// `init(title:style:target:action:)`) need `#selector`, which Linux has not: use the
// `primaryAction:` forms, as UIKit has them since iOS 14.

/// Something a bar shows, as UIKit's `UIBarItem`: a title, an image and whether it responds.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's words.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// An image for a compact-height bar (kept; an iPhone in portrait shows ``image``).
    open var landscapeImagePhone: UIImage?
    /// Whether the item responds; a disabled item is drawn dimmed.
    open var isEnabled = true
    /// A number the app keeps with the item.
    open var tag = 0
    /// What VoiceOver reads; a test's `Window.tap(label:)` finds the item by it.
    open var accessibilityLabel: String?
    /// Text attributes per state (kept).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with nothing in it.
    public override init() {
        super.init()
    }

    /// Keeps the title's text attributes for `state`, as UIKit's `setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The proxy whose settings every item of this class (and its subclasses) takes when a bar
    /// draws it, unless the item set that property itself (UIBarItem+Appearance.swift). Each
    /// class has one proxy.
    open class func appearance() -> UIBarItem {
        AppearanceRegistry.barItemProxy(for: self, containedIn: []) { UIBarItem() }
    }

    /// The proxy whose settings reach items of this class inside instances of `containerTypes`,
    /// the nearest container first: `UIBarButtonItem.appearance(whenContainedInInstancesOf:
    /// [UINavigationBar.self])`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarItem {
        AppearanceRegistry.barItemProxy(for: self, containedIn: containerTypes) { UIBarItem() }
    }
}

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a text item is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain
        /// As `.plain` (deprecated in UIKit).
        case bordered
        /// Semibold: the item that confirms a screen.
        case done
    }

    /// The items the system draws, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", semibold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", semibold.
        case save
        /// A plus.
        case add
        /// A space that grows to fill the bar.
        case flexibleSpace
        /// A space as wide as the item's ``UIBarButtonItem/width``.
        case fixedSpace
        /// A square and pencil.
        case compose
        /// A curved arrow back.
        case reply
        /// The share symbol.
        case action
        /// A folder.
        case organize
        /// A book.
        case bookmarks
        /// A magnifying glass.
        case search
        /// A circular arrow.
        case refresh
        /// An xmark.
        case stop
        /// A camera.
        case camera
        /// A trash can.
        case trash
        /// A play triangle.
        case play
        /// Two pause bars.
        case pause
        /// Two triangles back.
        case rewind
        /// Two triangles forward.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// A page curling (drawn as a book's pages).
        case pageCurl
        /// The grey circle with an xmark that closes a sheet.
        case close
    }

    /// How a text item is drawn.
    open var style: Style = .plain
    /// The system item this is, if one.
    public private(set) var systemItem: SystemItem?
    /// The item's colour; `nil`: the bar's tint.
    open var tintColor: UIColor?
    /// What a tap performs.
    open var primaryAction: UIAction?
    /// The menu a tap (or, with a primary action, a long press) opens; kept (see UIMenu.swift).
    open var menu: UIMenu?
    /// A view shown in place of a button.
    open var customView: UIView?
    /// The item's width (a fixed space's); 0: as its content needs.
    open var width: CGFloat = 0
    /// Whether the item is left off the bar.
    open var isHidden = false
    /// Whether the item is selected (kept).
    open var isSelected = false
    /// Titles the item may show, to reserve the widest (kept).
    open var possibleTitles: Set<String>?

    /// An empty plain item.
    public override init() {
        super.init()
    }

    /// The system item `systemItem`, performing `primaryAction` on a tap.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// The system item `systemItem`, as ``init(systemItem:primaryAction:menu:)``.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// An item showing `title` or `image` (the title of `primaryAction` and its image when both
    /// are `nil`), performing `primaryAction` on a tap.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item performing `primaryAction`, showing its title or image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that grows to fill the bar.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// The proxy every bar button item drawn afterwards takes its tint and title attributes from.
    open override class func appearance() -> UIBarButtonItem {
        AppearanceRegistry.barItemProxy(for: self, containedIn: []) { UIBarButtonItem() }
    }

    /// The proxy for bar button items inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIBarButtonItem
    {
        AppearanceRegistry.barItemProxy(for: self, containedIn: containerTypes) { UIBarButtonItem() }
    }

    /// Performs the primary action, as a tap on the item does.
    func performPrimaryAction() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
    }

    /// The words a system text item shows (iOS's English).
    var systemTitle: String? {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbol a system image item shows.
    var systemSymbol: String? {
        switch systemItem {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks, .pageCurl: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        default: nil
        }
    }

    /// What VoiceOver reads for the item: its label, else its words, else the system item's name.
    var spokenLabel: String {
        if let accessibilityLabel { return accessibilityLabel }
        if let text = title ?? systemTitle { return text }
        switch systemItem {
        case .add: return "Add"
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .pageCurl: return "Page Curl"
        case .close: return "Close"
        default: return primaryAction?.title ?? ""
        }
    }
}

/// How a ``UIBarButtonItem`` is drawn on a navigation bar (see the file's comment).
struct BarButtonItemView: View {
    let item: UIBarButtonItem

    @Environment(\.tint) private var tint

    var body: some View {
        if item.isHidden {
            EmptyView()
        } else if item.systemItem == .flexibleSpace {
            Spacer(minLength: 0)
        } else if item.systemItem == .fixedSpace {
            Color.clear.frame(width: max(0, Double(item.width)), height: 1)
        } else if let customView = item.customView {
            let size = customView.frame.size
            HostedBarView(view: customView).frame(
                width: size.width > 0 ? Double(size.width) : nil, height: size.height > 0 ? Double(size.height) : nil)
        } else {
            Button(action: { [item] in item.performPrimaryAction() }) { label }
                .buttonStyle(BarItemButtonStyle())
                .disabled(!item.isEnabled)
                .accessibilityLabel(item.spokenLabel)
        }
    }

    /// Where the item is, for the appearance proxies: in a navigation controller's bar.
    private static let containers: [any UIAppearanceContainer.Type] = [UINavigationBar.self, UINavigationController.self]

    /// The item's colour: its title attributes' colour for the state, for text; else its tint
    /// (its own, an appearance proxy's, the bar's), tertiaryLabel when disabled.
    private func color(text: Bool) -> Color {
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        if text, let color = item.resolvedTitleAttribute(.foregroundColor, for: state, containedIn: Self.containers) as? UIColor {
            return color.color
        }
        guard item.isEnabled else { return .tertiaryLabel }
        return item.resolvedTintColor(containedIn: Self.containers)?.color ?? tint
    }

    /// The text item's font: its title attributes' `.font`, else body (headline for `.done`).
    private var textFont: Font {
        if let font = item.resolvedTitleAttribute(.font, for: .normal, containedIn: Self.containers) as? UIFont { return Font(font) }
        return item.style == .done ? .headline : .body
    }

    @ViewBuilder private var label: some View {
        if item.systemItem == .close {
            CloseButtonCircle()
        } else if let symbol = item.systemSymbol {
            Image(systemName: symbol).font(.body).imageScale(.large).foregroundStyle(color(text: false))
                .frame(minWidth: Double(item.width) > 0 ? Double(item.width) : nil)
        } else if let image = item.image {
            Image(uiImage: image).font(.body).imageScale(.large).foregroundStyle(color(text: false))
                .frame(minWidth: Double(item.width) > 0 ? Double(item.width) : nil)
        } else {
            Text(verbatim: item.title ?? item.systemTitle ?? "")
                .font(textFont)
                .foregroundStyle(color(text: true))
                .frame(minWidth: Double(item.width) > 0 ? Double(item.width) : nil)
        }
    }
}

/// A bar item's button: the label as it is; a disabled item's colour (tertiaryLabel, or its
/// `.disabled` title attributes') is its whole dimming, as on iOS, without the plain style's
/// extra opacity.
private struct BarItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The `.close` item: a 30-point circle in tertiarySystemFill with a bold 12-point xmark in
/// secondaryLabel, as iOS draws it (it takes no tint).
private struct CloseButtonCircle: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.tertiarySystemFill)
            Image(systemName: "xmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.secondaryLabel)
        }
        .frame(width: 30, height: 30)
    }
}

/// A custom view of a bar button item, drawn at its own size (its frame's, when it set one).
private struct HostedBarView: UIViewRepresentable {
    let view: UIView

    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
