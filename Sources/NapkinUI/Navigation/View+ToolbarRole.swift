/// What a screen's toolbar is for, as SwiftUI's `ToolbarRole`, set with
/// ``View/toolbarRole(_:)``. On an iPhone only `.editor` changes what is drawn: the screen's
/// back button shows its chevron without the previous screen's title, leaving the bar to the
/// screen's own items.
public struct ToolbarRole: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case automatic, navigationStack, browser, editor
    }

    let kind: Kind

    /// The role the platform picks: a navigation stack's.
    public static let automatic = ToolbarRole(kind: .automatic)
    /// A navigation stack's toolbar: a back button with the previous screen's title.
    public static let navigationStack = ToolbarRole(kind: .navigationStack)
    /// A browser's toolbar (on an iPad the title moves to the leading edge; on an iPhone it is
    /// drawn as a navigation stack's).
    public static let browser = ToolbarRole(kind: .browser)
    /// An editor's toolbar: the back button is only its chevron.
    public static let editor = ToolbarRole(kind: .editor)
}

/// How a screen's title is drawn, as iOS 17's `ToolbarTitleDisplayMode`, set with
/// ``View/toolbarTitleDisplayMode(_:)``: the same choice as
/// ``View/navigationBarTitleDisplayMode(_:)``.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let mode: NavigationItem.LargeTitleDisplayMode

    /// As the screen below (large at the root).
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Large, under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .always)
    /// Small, in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .never)
    /// Large, in the bar's row at its leading end; leading toolbar items move behind an overflow button (iOS 17).
    /// Under a back button the title is drawn as `.large`.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

extension View {
    /// Sets what the screen's toolbar is for, as SwiftUI's `toolbarRole(_:)`: with `.editor`
    /// the back button of this screen shows only its chevron.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        navigationBar { $0.backButtonShowsTitle = role != .editor }
    }

    /// Draws the title large under the bar or inline in it, as iOS 17's
    /// `toolbarTitleDisplayMode(_:)` (the same as `navigationBarTitleDisplayMode(_:)`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBar { $0.largeTitleDisplayMode = mode.mode }
    }
}
