import NapkinUI

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The family of the widget being drawn (`.systemSmall` outside a widget, as on iOS).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The margins the system puts around a widget's content (zero outside a widget, and with
    /// `contentMarginsDisabled()`).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// Behind a widget's whole area, margins included.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the background of the container the view is in: for `.widget`, the widget's whole area (its content
    /// margins included), clipped by the widget's rounded corners.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(WidgetBackgroundModifier(background: AnyView(Rectangle().fill(style))))
    }

    /// Sets the container's background to a view.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    )
        -> some View
    {
        modifier(WidgetBackgroundModifier(background: AnyView(content())))
    }

    /// The URL the app opens with when the person taps the widget. Nothing is tapped on Linux: the view draws as
    /// written.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Marks the view as part of the accent group, tinted in the accented rendering mode; drawn as written in the
    /// full-colour mode napkin draws.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}

/// Draws a container background outside the content by the widget's margins.
private struct WidgetBackgroundModifier: ViewModifier {
    let background: AnyView
    @Environment(\.widgetContentMargins) private var margins

    func body(content: Content) -> some View {
        content.background {
            background.padding(
                EdgeInsets(top: -margins.top, leading: -margins.leading, bottom: -margins.bottom, trailing: -margins.trailing))
        }
    }
}

/// A widget drawn as the home screen draws it (a napkin addition): `family`'s size, the system background, the
/// content inside 16-point margins (none with `contentMarginsDisabled`), clipped to the widget's rounded corners
/// (a continuous 22-point radius on iPhone: measured from screenshots of iPhone 13 Pro's home screen, where Apple gives
/// no figure). Lock Screen families draw with no background and no margins.
public struct WidgetPreviewView<Content: View>: View {
    let family: WidgetFamily
    let contentMarginsDisabled: Bool
    let content: Content

    /// A widget of `family` around `content`; `contentMarginsDisabled` drops the margins.
    public init(family: WidgetFamily, contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content) {
        self.family = family
        self.contentMarginsDisabled = contentMarginsDisabled
        self.content = content()
    }

    /// The view.
    public var body: some View {
        let size = family.napkinSize
        let margin: CGFloat = family.isSystem && !contentMarginsDisabled ? 16 : 0
        let insets = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        let shape = RoundedRectangle(cornerRadius: family.isSystem ? 22 : 0, style: .continuous)
        ZStack {
            if family.isSystem { Rectangle().fill(Color.systemBackground) }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(insets)
                .environment(\.widgetContentMargins, insets)
                .environment(\.widgetFamily, family)
        }
        .frame(width: size.width, height: size.height)
        .clipShape(shape)
    }
}

extension Widget {
    /// The widget's entry view for `entry`, drawn as the home screen draws `family` (a napkin addition); `nil` when
    /// the widget's configuration is empty or `entry` is not its provider's entry type.
    public func napkinPreview(family: WidgetFamily, entry: any TimelineEntry) -> AnyView? {
        guard let details = WidgetDetails.of(body), let view = details.view(for: entry) else { return nil }
        return AnyView(WidgetPreviewView(family: family, contentMarginsDisabled: details.contentMarginsDisabled) { view })
    }

    /// The widget's settings (kind, names, families), from its configuration (a napkin addition).
    public var napkinDetails: WidgetDetails? { WidgetDetails.of(body) }
}
