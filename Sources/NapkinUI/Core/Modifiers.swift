/// A view that builds its content with a node wrapped around it (the shape of every
/// layout modifier).
struct ModifiedView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let makeWrapper: @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeWrapper(buildNode(content, in: environment), environment)
    }
}

/// A view whose content sees a changed environment.
struct EnvironmentModifiedView: View, PrimitiveView, MultiView {
    typealias Body = Never
    let content: any View
    let change: @MainActor (inout EnvironmentValues) -> Void

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var changed = environment
        change(&changed)
        return buildNode(content, in: changed)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var changed = environment
        change(&changed)
        return buildNodes(content, in: changed)
    }
}

/// One edge or several, for padding and safe areas.
public struct Edge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A set of edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The leading edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edge(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Edge = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edge = [.top, .bottom]
    /// Every edge.
    public static let all: Edge = [.top, .leading, .bottom, .trailing]
}

extension View {
    // MARK: Environment

    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View {
        EnvironmentModifiedView(content: self) { if let font { $0.font = font } }
    }

    /// Sets the style of text, shapes and strokes inside: a colour (`.red`), a level of the
    /// current style (`.secondary`), `.tint`, a gradient. A level is taken of the style around
    /// this view, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { environment in
            if let level = style as? HierarchicalShapeStyle {
                if level.level > 0, level.level <= environment.foregroundLevels.count {
                    environment.foreground = environment.foregroundLevels[level.level - 1]
                } else {
                    environment.foreground = level.relative(to: environment.foreground)
                }
            } else {
                environment.foreground = AnyShapeStyle(style)
            }
        }
    }

    /// Sets the colour of text and shapes inside (SwiftUI's older name for
    /// ``foregroundStyle(_:)``); `nil` leaves it unchanged.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifiedView(content: self) { if let color { $0.foreground = AnyShapeStyle(color) } }
    }

    /// Sets the accent colour of controls inside (and the `.tint` shape style).
    public func tint(_ color: Color?) -> some View {
        EnvironmentModifiedView(content: self) { if let color { $0.tint = color } }
    }

    /// Sets the accent colour of controls inside to a style's colour (a gradient gives its
    /// first colour), as SwiftUI's `tint(_:)` taking a `ShapeStyle`.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ style: S?) -> some View {
        EnvironmentModifiedView(content: self) { if let style { $0.tint = style._paint(in: $0).representativeColor } }
    }

    /// Sets the accent colour (SwiftUI's older name for ``tint(_:)-(Color?)``).
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }

    /// Sets the style `.background` draws with, for the views inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.backgroundStyle = AnyShapeStyle(style) }
    }

    /// Draws the text inside in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { $0.isItalic = isActive }
    }

    /// Adds `tracking` points of letter spacing to the text inside.
    public func tracking(_ tracking: Double) -> some View {
        EnvironmentModifiedView(content: self) { $0.tracking = tracking }
    }

    /// Changes the case of the text inside when drawn (the strings are unchanged).
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentModifiedView(content: self) { $0.textCase = textCase }
    }

    /// Adds `spacing` points between the lines of text inside.
    public func lineSpacing(_ spacing: Double) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineSpacing = spacing }
    }

    /// Aligns the lines of multi-line text inside.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifiedView(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Disables the controls inside: they draw dimmed and ignore taps.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifiedView(content: self) { if disabled { $0.isEnabled = false } }
    }

    /// Sets the colour of dividers inside.
    public func separatorColor(_ color: Color) -> some View {
        EnvironmentModifiedView(content: self) { $0.separatorColor = color }
    }

    /// Sets the style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonStyle = style }
    }

    // MARK: Layout

    /// Insets the view by `length` points on `edges` (16 points when `nil`, as SwiftUI).
    public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0
        )
        return padding(insets)
    }

    /// Insets the view by `length` points on every edge.
    public func padding(_ length: Double) -> some View {
        padding(EdgeInsets(all: length))
    }

    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedView(content: self) { node, _ in PaddingNode(child: node, insets: insets) }
    }

    /// Gives the view a fixed width and/or height; the view is aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, _ in FixedFrameNode(child: node, width: width, height: height, alignment: alignment) }
    }

    /// Gives the view a flexible frame: `.frame(maxWidth: .infinity)` fills the width offered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        ModifiedView(content: self) { node, _ in
            FlexibleFrameNode(
                child: node,
                width: FlexibleFrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
                height: FlexibleFrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment
            )
        }
    }

    /// Draws `background` behind the view, sized to the view.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, environment in
            DecorationNode(child: node, decoration: buildNode(background, in: environment), behind: true, alignment: alignment)
        }
    }

    /// Draws the views built by `content` behind the view, sized to the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// Draws `overlay` in front of the view, sized to the view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, environment in
            DecorationNode(child: node, decoration: buildNode(overlay, in: environment), behind: false, alignment: alignment)
        }
    }

    /// Draws the views built by `content` in front of the view, sized to the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Lets the view extend under the safe area on `edges` wherever it touches them.
    public func ignoresSafeArea(edges: Edge = .all) -> some View {
        ModifiedView(content: self) { node, _ in IgnoresSafeAreaNode(child: node, edges: edges) }
    }

    /// Sizes the view to its ideal size on both axes, ignoring the space offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes the view to its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedView(content: self) { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Makes stacks offer space to this view before views of lower priority.
    public func layoutPriority(_ priority: Double) -> some View {
        ModifiedView(content: self) { node, _ in
            let wrapper = WrapperNode(child: node)
            wrapper.layoutPriority = priority
            return wrapper
        }
    }

    /// Names the view in the layout description and, on a control, in
    /// `Window.interactiveElements()` and its lookups (`tap(label:)`, `type(_:into:)`),
    /// where it replaces the control's visible words.
    public func accessibilityLabel(_ label: String) -> some View {
        ModifiedView(content: self) { node, _ in
            node.accessibilityLabel = label
            return node
        }
    }
}
