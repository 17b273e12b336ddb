import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`: by default the label
/// `Label("Share", systemImage: "square.and.arrow.up")` in the tint colour.
///
/// ```swift
/// ShareLink(item: article.url)
/// ShareLink("Send Invite", item: inviteURL, subject: Text("Join me"))
/// ```
/// NapkinUI has no share sheet: a tap (`window.tap(label: "Share")`) hands the items to the
/// environment's ``ShareAction``, which by default gives them to the system, the active
/// window's ``Window/sharedItems`` (where a presented `UIActivityViewController`'s items go
/// too), unless a test or an app installs its own (`.environment(\.share, ShareAction { items in … })`).
public struct ShareLink: View, PrimitiveView {
    /// No body: a share link is primitive.
    public typealias Body = Never
    let items: [ShareItem]
    let label: any View

    /// A link sharing `item`, drawn by `label`.
    public init<Item: Transferable, Label: View>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        items = [ShareItem(item, subject: subject, message: message)]
        self.label = label()
    }

    /// A link sharing `item` with the standard "Share" label.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A link sharing `item`, titled (read as Markdown) beside the share symbol.
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    /// A link sharing `item`, titled verbatim beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Label(title, systemImage: "square.and.arrow.up") }
    }

    /// A link sharing `item` with a preview (drawn only in the share sheet).
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A link sharing several items with the standard label.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element: Transferable {
        self.items = items.map { ShareItem($0, subject: subject, message: message) }
        label = Label("Share", systemImage: "square.and.arrow.up")
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let tint = ControlPalette(environment).tint(environment)
        let share = environment.share
        let items = self.items
        return ControlNode(
            child: buildNode(AnyView(erasing: label).foregroundStyle(Color(tint)), in: environment),
            kind: .button, label: labelText(of: label, in: environment), isEnabled: environment.isEnabled,
            action: .tap { share(items) })
    }
}

/// An item handed to a ``ShareAction``: what a share sheet would receive.
public struct ShareItem: Sendable, Hashable {
    /// The item's words, from its transfer representation (see ``Transferable``): the first
    /// representation, most preferred first, that exports a URL or plain text gives them (a URL's
    /// absolute string, a string itself, a proxy's text); an item with neither is named by the
    /// kind of content it exports first ("Image" for any image type, else the type's
    /// description).
    public let description: String
    /// The subject, for a mail.
    public let subject: String?
    /// The message sent with it.
    public let message: String?

    /// An item with these words, subject and message.
    public init(description: String, subject: String? = nil, message: String? = nil) {
        self.description = description
        self.subject = subject
        self.message = message
    }

    @MainActor
    init(_ item: some Transferable, subject: Text?, message: Text?) {
        description = item.shareText
        self.subject = subject?.string
        self.message = message?.string
    }
}

/// The preview a share sheet shows, as SwiftUI's `SharePreview` (never drawn in a render).
public struct SharePreview {
    /// A preview titled `title`.
    public init(_ title: LocalizedStringKey) {}

    /// A preview titled `title` with an image.
    public init(_ title: LocalizedStringKey, image: Image) {}

    /// A preview titled with a string (not localized), as SwiftUI's `init(_: some StringProtocol)`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol) {}

    /// A preview titled with a string (not localized) with an image.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, image: Image) {}

    /// A preview titled `title` with an image and an icon.
    public init(_ title: LocalizedStringKey, image: Image, icon: Image) {}

    /// A preview titled `title` with an icon.
    public init(_ title: LocalizedStringKey, icon: Image) {}
}

/// What a ``ShareLink``'s tap does with its items; the default hands them to the system's
/// share sheet, which NapkinUI does not draw: the active window records them in
/// ``Window/sharedItems``.
public struct ShareAction {
    private let handler: @MainActor ([ShareItem]) -> Void

    /// An action that passes the items of each tap to `handler`.
    public init(_ handler: @escaping @MainActor ([ShareItem]) -> Void) {
        self.handler = handler
    }

    /// Shares `items`.
    @MainActor
    public func callAsFunction(_ items: [ShareItem]) {
        handler(items)
    }
}

private struct ShareActionKey: EnvironmentKey {
    static var defaultValue: ShareAction { ShareAction { items in Window.active?.share(items) } }
}

extension EnvironmentValues {
    /// What share links inside do when tapped.
    public var share: ShareAction {
        get { self[ShareActionKey.self] }
        set { self[ShareActionKey.self] = newValue }
    }
}

extension Window {
    /// Records `items` as handed to the system's share sheet.
    func share(_ items: [ShareItem]) {
        sharedItems += items
    }
}
