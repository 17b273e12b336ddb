extension View {
    /// Names the screen: the navigation bar shows it (large or inline), and the back button
    /// of the next screen pushed. Outside a navigation stack it draws nothing but still
    /// appears in `layoutDescription()`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(verbatim: title.key)
    }

    /// Names the screen with a run-time string (see ``navigationTitle(_:)``).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(verbatim: String(title))
    }

    /// Names the screen with a `Text`'s words.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(verbatim: title.string)
    }

    /// Names the screen with a title the person may rename (iOS 16's editable title): the bar
    /// shows the binding's current value. Renaming happens through the bar's title menu on iOS;
    /// a test sets the binding instead.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(reading: { title.wrappedValue })
    }

    private func navigationTitle(verbatim title: String) -> some View {
        navigationTitle(reading: { title })
    }

    /// The title `read` gives when the screen is laid out (a binding's value then, not when the modifier was made).
    private func navigationTitle(reading read: @escaping @MainActor () -> String) -> some View {
        ModifiedView(content: self) { node, _ in
            let title = read()
            return PreferenceNode(child: node, description: ("NavigationTitle", "\"\(title)\"")) { $0[NavigationTitleKey.self] = title }
        }
    }

    /// Puts a line under the screen's title, as SwiftUI's `navigationSubtitle(_:)` (iOS 26): secondary subheadline text
    /// under a large title, a caption under an inline one.
    public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View {
        navigationBar { $0.subtitle = subtitle.key }
    }

    /// The subtitle from a run-time string (see ``navigationSubtitle(_:)``).
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        let text = String(subtitle)
        return navigationBar { $0.subtitle = text }
    }

    /// The subtitle from a `Text`'s words.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        let text = subtitle.string
        return navigationBar { $0.subtitle = text }
    }

    /// Names the screen and sets how its title is drawn (SwiftUI's older modifier).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Names the screen (SwiftUI's older modifier).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> some View
    {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Names the screen with a run-time string (SwiftUI's older modifier).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Draws the title large under the bar or inline in it, as SwiftUI's modifier.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar { item in
            switch mode {
            case .automatic: item.largeTitleDisplayMode = .automatic
            case .inline: item.largeTitleDisplayMode = .never
            case .large: item.largeTitleDisplayMode = .always
            }
        }
    }

    /// Hides the navigation bar while this screen is on top, as SwiftUI's
    /// `navigationBarHidden(_:)`: the screen takes the bar's place, from the status bar down.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBar { $0.hidesNavigationBar = hidden }
    }

    /// How a `NavigationView` arranges its columns, as SwiftUI's `navigationViewStyle(_:)`.
    /// On an iPhone every style is a stack, which is what NapkinUI draws.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        settled()
    }

    /// Hides the back button of the screen, as SwiftUI's modifier.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBar { $0.hidesBackButton = hidesBackButton }
    }

    /// Puts `leading` and `trailing` in the navigation bar (SwiftUI's older modifier).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBar { item in
            item.leadingItems.append(AnyView(leading))
            item.trailingItems.append(AnyView(trailing))
        }
    }

    /// Puts `leading` at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBar { $0.leadingItems.append(AnyView(leading)) }
    }

    /// Puts `trailing` at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBar { $0.trailingItems.append(AnyView(trailing)) }
    }

    /// Hands a change of the navigation item up to the controller. The views it puts in the
    /// bars keep the edit mode of where the modifier sits (an `EditButton` in a toolbar
    /// toggles the mode of the content it is the toolbar of).
    func navigationBar(_ apply: @escaping @MainActor (NavigationItem) -> Void) -> some View {
        ModifiedView(content: self) { node, environment in
            let editMode = environment.editMode
            let change: @MainActor (NavigationItem) -> Void = { item in
                let counts = (item.leadingItems.count, item.trailingItems.count, item.bottomItems.count)
                let title = item.titleView
                apply(item)
                guard let editMode else { return }
                @MainActor func keep(_ view: AnyView) -> AnyView {
                    view.isFlexibleToolbarSpace ? view : AnyView(view.environment(\.editMode, editMode))
                }
                item.leadingItems = Array(item.leadingItems.prefix(counts.0)) + item.leadingItems.dropFirst(counts.0).map(keep)
                item.trailingItems = Array(item.trailingItems.prefix(counts.1)) + item.trailingItems.dropFirst(counts.1).map(keep)
                item.bottomItems = Array(item.bottomItems.prefix(counts.2)) + item.bottomItems.dropFirst(counts.2).map(keep)
                if let view = item.titleView, title == nil { item.titleView = keep(view) }
            }
            return PreferenceNode(child: node) { $0.prepend(change, to: NavigationBarKey.self) }
        }
    }
}

/// SwiftUI's namespace for the title display mode.
public enum NavigationBarItem {
    /// How the title is drawn, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// As the screen below (large at the root).
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`: `.stack`,
/// `.columns`, `.automatic` (all a stack on an iPhone).
public protocol NavigationViewStyle: Sendable {}

/// One column of pushed screens (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns side by side on a large screen (SwiftUI's `ColumnNavigationViewStyle`).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

/// Columns with a sidebar (SwiftUI's older `DoubleColumnNavigationViewStyle`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

/// The platform's choice (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column of pushed screens.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
