internal import Raster

/// Why content is drawn as placeholders, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content not loaded yet: text and images draw as grey bars and boxes.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content: views marked `.privacySensitive()` inside are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date (drawn as is).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// Why the content inside is redacted (empty when it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws the content inside as placeholders, as SwiftUI's `redacted(reason:)`: with
    /// `.placeholder`, each line of text becomes a rounded bar as long as the line, and each
    /// image a rounded box of its size, in the text's colour at 16 % (a skeleton screen).
    /// Shapes, colours and backgrounds draw as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentModifiedView(content: self) { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the content inside as it is, inside a redacted view, as SwiftUI's `unredacted()`.
    public func unredacted() -> some View {
        EnvironmentModifiedView(content: self) { $0.redactionReasons = [] }
    }
}

/// The opacity of the text's colour that placeholders are drawn in.
let redactedOpacity = 0.16

extension TextNode {
    /// Each line as a rounded bar from its start to its end, over the middle of the line
    /// (from the cap height to just under the baseline).
    func drawRedacted(_ layout: TextLayout, at origin: Point, in canvas: Raster.Canvas) {
        let color = paint.representativeColor.opacity(redactedOpacity)
        let font = runs.first?.font
        let top = font.map { $0.capHeight + 2 } ?? 12
        let bottom = font.map { $0.descender * 0.5 } ?? 3
        for line in layout.lines where line.width > 0 {
            let x: Double
            switch layout.alignment {
            case .leading: x = 0
            case .center: x = (layout.size.width - line.width) / 2
            case .trailing: x = layout.size.width - line.width
            }
            let bar = Rect(x: origin.x + x, y: origin.y + line.baseline - top, width: line.width, height: top + bottom)
            canvas.fill(.roundedRectangle(cornerRadius: 3), in: bar, with: color)
        }
    }
}
