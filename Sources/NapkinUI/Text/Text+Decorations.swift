internal import Raster

extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Sendable, Hashable {
        /// The dashes of a line, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Sendable, Hashable {
            /// A solid line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dash, dot.
            case dashDot
            /// Dash, dot, dot.
            case dashDotDot
        }

        /// The line's dashes.
        public var pattern: Pattern
        /// The line's colour; `nil` takes the text's.
        public var color: Color?

        /// A line of `pattern` in `color` (the text's colour when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// The text underlined, as SwiftUI's `underline(_:pattern:color:)`: a line at the font's
    /// underline position and thickness, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        decorated(isActive ? LineStyle(pattern: pattern, color: color) : nil, at: .underline)
    }

    /// The text struck through, as SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        decorated(isActive ? LineStyle(pattern: pattern, color: color) : nil, at: .strikethrough)
    }

    private func decorated(_ style: LineStyle?, at position: TextDecoration.Position) -> Text {
        guard let style else { return self }
        var copy = self
        for index in copy.segments.indices where !copy.segments[index].lines.contains(where: { $0.position == position }) {
            copy.segments[index].lines.append(Segment.Line(position: position, style: style))
        }
        return copy
    }
}

extension Text.Segment {
    /// An underline or strikethrough asked for on a text.
    struct Line {
        let position: TextDecoration.Position
        let style: Text.LineStyle
    }
}

extension Text.LineStyle.Pattern {
    /// The renderer's pattern.
    var raster: TextDecoration.Pattern {
        switch self {
        case .solid: return .solid
        case .dot: return .dot
        case .dash: return .dash
        case .dashDot: return .dashDot
        case .dashDotDot: return .dashDotDot
        }
    }
}

extension Text {
    /// The renderer's decorations for `segment`: its own lines, then the environment's
    /// (`.underline()` and `.strikethrough()` on a view), each position once.
    func decorations(of segment: Segment, in environment: EnvironmentValues) -> [TextDecoration] {
        var lines = segment.lines
        // Markdown's `~~struck~~` is a solid strikethrough in the text's colour.
        if segment.style.strikethrough, !lines.contains(where: { $0.position == .strikethrough }) {
            lines.append(Segment.Line(position: .strikethrough, style: Text.LineStyle()))
        }
        if let style = environment.textUnderline, !lines.contains(where: { $0.position == .underline }) {
            lines.append(Segment.Line(position: .underline, style: style))
        }
        if let style = environment.textStrikethrough, !lines.contains(where: { $0.position == .strikethrough }) {
            lines.append(Segment.Line(position: .strikethrough, style: style))
        }
        return lines.map { TextDecoration($0.position, pattern: $0.style.pattern.raster, color: $0.style.color?.srgb(in: environment)) }
    }
}

private struct UnderlineKey: EnvironmentKey {
    static var defaultValue: Text.LineStyle? { nil }
}

private struct StrikethroughKey: EnvironmentKey {
    static var defaultValue: Text.LineStyle? { nil }
}

extension EnvironmentValues {
    /// The underline `.underline()` asked for on the text inside.
    var textUnderline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    /// The strikethrough `.strikethrough()` asked for on the text inside.
    var textStrikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}

extension View {
    /// Underlines the text inside, as SwiftUI's `underline(_:pattern:color:)` on a view
    /// (iOS 16); `false` removes an underline set further out.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentModifiedView(content: self) { $0.textUnderline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Strikes through the text inside, as SwiftUI's `strikethrough(_:pattern:color:)` on a view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentModifiedView(content: self) { $0.textStrikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
}
