import Foundation

// SwiftUI's attributes for `AttributedString`, as `import SwiftUI` adds them:
// `var title = AttributedString("Brisket"); title.font = .headline; title.foregroundColor = .red`.
// `Text(_:)` draws them. Foundation on Linux has neither SwiftUI's scope nor Markdown's inline
// presentation intents, so NapkinUI declares both here.

extension AttributeScopes {
    /// The attributes `Text` draws, as SwiftUI's `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Letter spacing, in points.
        public let tracking: TrackingAttribute
        /// How far the text is raised from its baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Emphasis, strong emphasis, code and strikethrough, as Markdown sets them.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's attributes (`link`, …).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// SwiftUI's attributes: `AttributeContainer().foregroundColor(.red)`, `\.swiftUI.font`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
        /// A SwiftUI font.
        public typealias Value = Font
        /// The attribute's name.
        public static let name = "SwiftUI.Font"
    }

    /// The colour of a run's text.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// A SwiftUI colour.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind a run (kept; NapkinUI draws no run backgrounds).
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// A SwiftUI colour.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// Extra space after each character of a run.
    public enum KerningAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Kern"
    }

    /// Letter spacing of a run.
    public enum TrackingAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.Tracking"
    }

    /// How far a run is raised from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "SwiftUI.BaselineOffset"
    }

    /// Markdown's inline styles of a run.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The styles.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name (Foundation's, on Apple platforms).
        public static let name = "NSInlinePresentationIntent"
    }
}

/// Markdown's inline styles, as Foundation's `InlinePresentationIntent` on Apple platforms.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Styles from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `*emphasis*`: italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1)
    /// `**strong**`: bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 2)
    /// Backticks around a span: monospaced.
    public static let code = InlinePresentationIntent(rawValue: 4)
    /// `~~struck~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 32)
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as properties of an `AttributedString` and its runs.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// An attributed string from inline Markdown, as Foundation's `AttributedString(markdown:)`
    /// on Apple platforms (absent from Foundation on Linux): emphasis, strong emphasis, code
    /// and strikethrough become ``InlinePresentationIntent``s, `[text](url)` a link. NapkinUI
    /// reads inline Markdown only, as `Text` does; block syntax stays as written. Never throws.
    public init(markdown: String, baseURL: URL? = nil) throws {
        self.init()
        for (text, style) in parseInlineMarkdown(markdown) {
            var run = AttributedString(text)
            var intent: InlinePresentationIntent = []
            if style.emphasis { intent.insert(.emphasized) }
            if style.strong { intent.insert(.stronglyEmphasized) }
            if style.code { intent.insert(.code) }
            if style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { run.inlinePresentationIntent = intent }
            if let link = style.link { run.link = baseURL.flatMap { URL(string: link.absoluteString, relativeTo: $0) } ?? link }
            append(run)
        }
    }
}

extension Text {
    /// A text drawing an attributed string, as SwiftUI's `Text(_:)` taking one: each run in its
    /// own font, colour, kerning, tracking and baseline offset, its Markdown intents as
    /// `Text` draws Markdown, links in the tint. (Preferred below `Text(_:)` taking a literal:
    /// Foundation on Linux lets a literal be an `AttributedString` too.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        segments = attributedContent.runs.map { run in
            var segment = Segment(string: String(attributedContent.characters[run.range]))
            segment.font = run[Scope.FontAttribute.self]
            segment.shapeStyle = run[Scope.ForegroundColorAttribute.self].map { AnyShapeStyle($0) }
            segment.kerning = run[Scope.KerningAttribute.self]
            segment.tracking = run[Scope.TrackingAttribute.self]
            segment.baselineOffset = run[Scope.BaselineOffsetAttribute.self]
            let intent = run[Scope.InlinePresentationIntentAttribute.self] ?? []
            segment.style = InlineStyle(
                emphasis: intent.contains(.emphasized), strong: intent.contains(.stronglyEmphasized), code: intent.contains(.code),
                strikethrough: intent.contains(.strikethrough), link: run.link)
            return segment
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An attributed string, keeping its runs' attributes.
    @_disfavoredOverload
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(Text(attributedString))
    }
}
