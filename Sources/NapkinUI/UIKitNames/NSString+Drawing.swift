import Foundation
internal import Raster

// UIKit's string drawing on NSString and NSAttributedString: measured and drawn by NapkinUI's
// own text engine, the layout `Text` uses, so a height measured here is the height a `Text` of
// the same words, font and width takes. Drawing goes into the current UIGraphics context
// (UIGraphicsContext.swift); without one it draws nothing, as UIKit's.

/// How string drawing lays text out, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays the text out in lines wrapped to the width, from the rectangle's top-left corner;
    /// without it the text is one line per paragraph, its origin at the first baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Counts the fonts' leading (line gap) in the line height; without it a line is the font's
    /// ascent and descent (the same for the system font, whose line gap is 0).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their typographic boxes (kept: measured as boxes).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Puts "…" at the end of the last line that fits when the text is cut short.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing call reports back, and how far it may shrink text, as UIKit's
/// `NSStringDrawingContext`.
public final class NSStringDrawingContext {
    /// The smallest scale the text may shrink to so that it fits the rectangle (0, the
    /// default, and 1 do not shrink).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn or measured at.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took.
    public private(set) var totalBounds: CGRect = .zero

    /// A context that does not shrink text.
    public init() {}

    func report(scale: Double, bounds: CGRect) {
        actualScaleFactor = CGFloat(scale)
        totalBounds = bounds
    }
}

/// A string and its attributes laid out as UIKit's string drawing lays them out.
struct StringDrawing {
    let runs: [TextRun]
    let alignment: LineAlignment
    let lineSpacing: Double
    let lineBreakMode: NSLineBreakMode
    /// The line gap of the tallest font: taken out of each line without `.usesFontLeading`.
    let lineGap: Double

    /// UIKit's font for text without one: Helvetica at 12 points.
    static let defaultFont = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)

    init(_ string: NSAttributedString) {
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        let text = string.string as NSString
        var location = 0
        while location < string.length {
            var range = NSRange(location: 0, length: 0)
            let attributes = string.attributes(at: location, effectiveRange: &range)
            let font = attributes[.font] as? UIFont ?? Self.defaultFont
            var spec = font.font.spec
            if let kern = attributes[.kern] as? NSNumber { spec.tracking += kern.doubleValue }
            let color = (attributes[.foregroundColor] as? UIColor)?.color.srgb(dark: CurrentDrawingTraits.isDark) ?? .black
            paragraph = paragraph ?? attributes[.paragraphStyle] as? NSParagraphStyle
            runs.append(TextRun(text.substring(with: range), font: spec, color: color))
            location = max(range.location + range.length, location + 1)
        }
        self.runs = runs
        let style = paragraph ?? NSParagraphStyle()
        switch style.alignment {
        case .center: alignment = .center
        case .right: alignment = .trailing
        case .left, .justified, .natural: alignment = .leading
        }
        lineSpacing = max(0, Double(style.lineSpacing))
        lineBreakMode = style.lineBreakMode
        lineGap = runs.map(\.font.lineGap).max() ?? 0
    }

    /// A truncating or clipping mode keeps each paragraph on one line.
    private var isSingleLine: Bool { lineBreakMode != .byWordWrapping && lineBreakMode != .byCharWrapping }

    private var truncation: Text.TruncationMode? {
        switch lineBreakMode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    /// The text laid out for `size` with `options`: the layout, the lines shown, the scale it
    /// was shrunk to, and the size it takes.
    func layout(in size: CGSize, options: NSStringDrawingOptions, minimumScaleFactor: Double) -> Laid {
        let wraps = options.contains(.usesLineFragmentOrigin) && !isSingleLine
        let width = Double(size.width)
        let maxWidth: Double? = wraps && width.isFinite && width > 0 ? width : nil
        func lay(_ runs: [TextRun], limit: Int?, truncation: Text.TruncationMode) -> TextLayout {
            TextFitting(lineLimit: limit, truncationMode: truncation, minimumScaleFactor: 1)
                .layout(runs, width: maxWidth, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: .leftToRight)
        }
        var scale = 1.0
        var runs = runs
        var full = lay(runs, limit: nil, truncation: .tail)
        let height = Double(size.height)
        let limited = options.contains(.usesLineFragmentOrigin) && height.isFinite && height > 0
        var fitting = limited ? fittingLines(of: full, height: height) : full.lines.count
        if fitting < full.lines.count, minimumScaleFactor > 0, minimumScaleFactor < 1 {
            // The largest scale (to 1/100, down to the minimum) at which every line fits.
            func fitsAll(_ scale: Double) -> Bool {
                let attempt = lay(TextFitting.scaled(self.runs, by: scale), limit: nil, truncation: .tail)
                return fittingLines(of: attempt, height: height) >= attempt.lines.count
            }
            var low = minimumScaleFactor, high = 1.0
            if fitsAll(low) {
                while high - low > 0.01 {
                    let mid = (low + high) / 2
                    if fitsAll(mid) { low = mid } else { high = mid }
                }
            }
            scale = low
            runs = TextFitting.scaled(self.runs, by: scale)
            full = lay(runs, limit: nil, truncation: .tail)
            fitting = fittingLines(of: full, height: height)
        }
        var shown = full
        var clipLines: Int?
        if fitting < full.lines.count {
            if options.contains(.truncatesLastVisibleLine) && fitting > 0 {
                shown = lay(runs, limit: fitting, truncation: truncation ?? .tail)
            } else {
                clipLines = fitting
            }
        } else if !wraps, let truncation, width.isFinite, width > 0, full.size.width > width, options.contains(.usesLineFragmentOrigin) {
            // A truncating mode cuts the one line at the width.
            let wrapped = TextFitting(lineLimit: 1, truncationMode: truncation, minimumScaleFactor: 1)
                .layout(runs, width: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: .leftToRight)
            shown = wrapped
        }
        let lines = clipLines ?? shown.lines.count
        let gap = options.contains(.usesFontLeading) ? 0 : lineGap * Double(lines)
        var measuredHeight = lines == shown.lines.count ? shown.size.height : bottom(ofLine: lines - 1, in: shown)
        measuredHeight = max(0, measuredHeight - gap)
        let measuredWidth = shown.lines.prefix(lines).map(\.width).max() ?? 0
        return Laid(layout: shown, shownLines: lines, scale: scale, size: Size(width: measuredWidth, height: measuredHeight))
    }

    /// What ``layout(in:options:minimumScaleFactor:)`` gives.
    struct Laid {
        let layout: TextLayout
        let shownLines: Int
        let scale: Double
        let size: Size
    }

    /// How many of `layout`'s lines lie wholly within `height`.
    private func fittingLines(of layout: TextLayout, height: Double) -> Int {
        var count = 0
        for index in layout.lines.indices where bottom(ofLine: index, in: layout) <= height + 0.001 { count = index + 1 }
        return count
    }

    /// The bottom of line `index`: its baseline plus the largest descent, or the layout's
    /// height for the last line.
    private func bottom(ofLine index: Int, in layout: TextLayout) -> Double {
        guard index >= 0 else { return 0 }
        if index == layout.lines.count - 1 { return layout.size.height }
        return layout.lines[index].baseline + (layout.runs.map(\.font.descender).max() ?? 0)
    }

    /// The bounding rectangle UIKit's `boundingRect(with:options:context:)` returns: from the
    /// top-left corner with `.usesLineFragmentOrigin`, else from the first baseline (its top
    /// above the origin, at minus the ascent).
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let laid = layout(in: size, options: options, minimumScaleFactor: Double(context?.minimumScaleFactor ?? 0))
        let top = options.contains(.usesLineFragmentOrigin) ? 0 : -laid.layout.firstBaseline
        let rect = CGRect(x: 0, y: top, width: laid.size.width, height: laid.size.height)
        context?.report(scale: laid.scale, bounds: rect)
        return rect
    }

    /// Draws the text in the current context with its top-left corner at `origin` (its first
    /// baseline there without `.usesLineFragmentOrigin`), within `size`.
    func draw(at origin: CGPoint, in size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let laid = layout(in: size, options: options, minimumScaleFactor: Double(context?.minimumScaleFactor ?? 0))
        let top = options.contains(.usesLineFragmentOrigin) ? Double(origin.y) : Double(origin.y) - laid.layout.firstBaseline
        var x = Double(origin.x)
        let width = Double(size.width)
        if width.isFinite, width > 0, options.contains(.usesLineFragmentOrigin) {
            switch alignment {
            case .leading: break
            case .center: x += (width - laid.layout.size.width) / 2
            case .trailing: x += width - laid.layout.size.width
            }
        }
        context?.report(scale: laid.scale, bounds: CGRect(x: origin.x, y: CGFloat(top), width: laid.size.width, height: laid.size.height))
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = laid.layout
        let clipHeight: Double? = laid.shownLines < layout.lines.count ? bottom(ofLine: laid.shownLines - 1, in: layout) : nil
        let clipWidth: Double? = lineBreakMode == .byClipping && width.isFinite && width > 0 ? width : nil
        graphics.drawWithState { canvas in
            canvas.withSavedState {
                if clipHeight != nil || clipWidth != nil {
                    canvas.clip(
                        to: Rect(
                            x: Double(origin.x), y: top, width: clipWidth ?? layout.size.width + 1,
                            height: clipHeight ?? layout.size.height + 1))
                }
                canvas.draw(layout, at: Point(x: x, y: top), color: .black)
            }
        }
    }
}

extension NSAttributedString {
    /// The rectangle the text takes within `size` (see ``NSStringDrawingOptions``): with
    /// `.usesLineFragmentOrigin` the wrapped lines from the top-left corner, else one line per
    /// paragraph from the first baseline. Fractional, as UIKit's (round up to size a view).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing(self).boundingRect(with: size, options: options, context: context)
    }

    /// The size of the text on one line per paragraph.
    public func size() -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil
        ).size
    }

    /// Draws the text in the current context, one line per paragraph, its top-left corner at
    /// `point`.
    public func draw(at point: CGPoint) {
        StringDrawing(self).draw(
            at: point, in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin,
            context: nil)
    }

    /// Draws the text wrapped to `rect`'s width from its top-left corner; lines that do not fit
    /// its height are not drawn.
    public func draw(in rect: CGRect) {
        StringDrawing(self).draw(at: rect.origin, in: rect.size, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in `rect` laid out by `options` (its first baseline at `rect`'s origin
    /// without `.usesLineFragmentOrigin`), reporting to `context`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing(self).draw(at: rect.origin, in: rect.size, options: options, context: context)
    }
}

extension NSString {
    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: String(self), attributes: attributes)
    }

    /// The rectangle the string takes in `attributes` within `size`, as
    /// NSAttributedString's `boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The size of the string in `attributes`, one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attributes).size()
    }

    /// Draws the string in `attributes` in the current context, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(at: point)
    }

    /// Draws the string in `attributes` wrapped to `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(in: rect)
    }

    /// Draws the string in `attributes` in `rect` laid out by `options`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        attributed(attributes).draw(with: rect, options: options, context: context)
    }
}
