/// The look of a ``TabView``, as SwiftUI's `TabViewStyle`: `.automatic` (a tab bar) or
/// `.page` (swipeable pages with dots).
public protocol TabViewStyle: Sendable {
    /// The look, for NapkinUI's layout.
    var kind: TabViewStyleKind { get }
}

/// The looks NapkinUI draws for a tab view.
public enum TabViewStyleKind: Sendable, Hashable {
    /// A tab bar at the bottom.
    case tabBar
    /// Pages with a row of dots; `background` draws a capsule behind them.
    case page(PageTabViewStyle.IndexDisplayMode, background: Bool)
}

/// The platform's tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

/// Pages, one tab at a time, with a row of dots at the bottom, as SwiftUI's `PageTabViewStyle`.
/// The dots are white (the current one opaque, the others at 30 %), as iOS draws them for
/// pages over pictures; `.indexViewStyle(.page(backgroundDisplayMode: .always))` puts a
/// dark capsule behind them so they show on light pages.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show.
    public enum IndexDisplayMode: Sendable, Hashable {
        /// When there are two pages or more.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Pages (the capsule behind the dots is set by `.indexViewStyle`, read where the
    /// tab view is built).
    public var kind: TabViewStyleKind { .page(indexDisplayMode, background: false) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots shown when there are two or more.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages whose dots show as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page tab view's dots are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {
    /// True when a capsule is drawn behind the dots.
    var drawsBackground: Bool { get }
}

/// The dots of pages, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Sendable, Hashable {
        /// As the platform does (none at rest).
        case automatic
        /// Always.
        case always
        /// While touched (none at rest).
        case interactive
        /// Never.
        case never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots with a capsule behind them as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// True only for `.always`: a still frame is at rest.
    public var drawsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots with no capsule at rest.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots with a capsule as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .tabBar }
}

private struct IndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The look of tab views inside, with the index style's capsule applied.
    var tabViewStyleKind: TabViewStyleKind {
        get {
            guard case .page(let mode, _) = self[TabViewStyleKey.self] else { return self[TabViewStyleKey.self] }
            return .page(mode, background: self[IndexBackgroundKey.self])
        }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the tab views inside, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.tabViewStyleKind = style.kind }
    }

    /// Sets how page tab views inside draw their dots, as SwiftUI's `indexViewStyle(_:)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0[IndexBackgroundKey.self] = style.drawsBackground }
    }
}
