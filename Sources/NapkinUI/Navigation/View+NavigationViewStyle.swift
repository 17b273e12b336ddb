/// How a `NavigationView` presents its columns, as SwiftUI's `NavigationViewStyle`. On
/// iPhone every style is a single stack, so NapkinUI draws each as `.stack`.
public protocol NavigationViewStyle: Sendable {}

/// One column, screens pushed over each other (iPhone's only look).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's choice (a stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// Columns side by side on iPad (a stack on iPhone).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

/// Columns side by side on iPad (a stack on iPhone), iOS 16's name.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns (a stack on iPhone).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how the `NavigationView` inside presents its columns, as SwiftUI's
    /// `navigationViewStyle(_:)`: on iPhone each style is the single stack NapkinUI draws, so
    /// the view is unchanged.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
