internal import Foundation
internal import Raster
internal import RasterCore

/// A picture of one or more screens with numbered, coloured marks on them and, beside them,
/// a legend whose entries carry the same numbers and colours: what the accessibility image
/// (elements in reading order) and the audit picture (issues) are drawn as.
///
/// The legend follows the screen's appearance (light or dark), so it reads as well as the
/// screen; its text is Inter at 15 points (the marks' numbers 11 points) at the screen's scale.
struct AnnotatedPicture {
    /// One mark on a screen.
    struct Mark {
        var number: Int
        var color: SRGBColor
        /// Where, in the screen's points.
        var frame: Rect
        /// A crosshair here, in the screen's points.
        var crosshair: Point?
        /// True to tint the frame with the colour as well as outline it.
        var isTinted = true
    }

    /// One screen.
    struct Panel {
        /// A caption above the screen ("accessibility3"), or `nil`.
        var caption: String?
        var screen: Bitmap
        var marks: [Mark]
    }

    /// One entry of the legend.
    struct Entry {
        var number: Int
        var color: SRGBColor
        /// The main line (what VoiceOver reads, what is wrong).
        var title: String
        /// Smaller lines under it (a hint, an identifier, a measurement).
        var details: [String] = []
    }

    var panels: [Panel]
    /// The screens' size in points and their pixels per point.
    var screenSize: Size
    var scale: Double
    var isDark: Bool
    /// True when rows read right to left: the numbers sit on the marks' top right corners.
    var rightToLeft = false
    /// The legend's heading and the line under it.
    var heading: String
    var subheading: String
    var entries: [Entry]

    /// The picture.
    func render() -> Bitmap {
        let style = LegendStyle(isDark: isDark)
        let layout = LegendLayout(entries: entries, heading: heading, subheading: subheading, style: style, height: panelsHeight)
        let legendX = Metrics.margin + panelsWidth + Metrics.gap
        let size = Size(width: legendX + layout.width + Metrics.margin, height: max(panelsHeight, layout.height) + 2 * Metrics.margin)
        return Canvas.render(size: size, scale: scale, background: style.background) { canvas in
            var x = Metrics.margin
            for panel in panels {
                draw(panel, at: Point(x: x, y: Metrics.margin + captionHeight), style: style, on: canvas)
                x += screenSize.width + Metrics.gap
            }
            layout.draw(at: Point(x: legendX, y: Metrics.margin), on: canvas)
        }
    }

    private var captionHeight: Double { panels.contains { $0.caption != nil } ? 24 : 0 }
    private var panelsWidth: Double { Double(panels.count) * screenSize.width + Double(max(0, panels.count - 1)) * Metrics.gap }
    private var panelsHeight: Double { captionHeight + screenSize.height }

    private func draw(_ panel: Panel, at origin: Point, style: LegendStyle, on canvas: Canvas) {
        let screenRect = Rect(origin: origin, size: screenSize)
        if let caption = panel.caption {
            let text = TextLayout(caption, font: LegendStyle.detailFont, maxWidth: screenSize.width)
            canvas.draw(text, at: Point(x: origin.x, y: origin.y - captionHeight + 2), color: style.secondary)
        }
        canvas.draw(panel.screen, in: screenRect, interpolation: .none)
        canvas.stroke(.rectangle, in: screenRect.insetBy(-0.5), with: style.border, lineWidth: 1)
        canvas.withSavedState {
            canvas.clip(to: screenRect)
            canvas.translate(by: origin)
            for mark in panel.marks where mark.isTinted {
                canvas.fill(mark.frame, with: mark.color.opacity(0.28))
            }
            for mark in panel.marks {
                canvas.stroke(.rectangle, in: mark.frame.insetBy(0.75), with: mark.color, lineWidth: 1.5)
            }
            for mark in panel.marks {
                if let point = mark.crosshair { Self.drawCrosshair(at: point, color: mark.color, on: canvas) }
            }
            // Each number sits on its mark's leading top corner; numbers that would cover one
            // another (two issues of one element) move along toward the trailing side.
            var placed: [Rect] = []
            for mark in panel.marks {
                let badge = Badge(number: mark.number, color: mark.color)
                let size = badge.size
                let cornerX = rightToLeft ? mark.frame.maxX : mark.frame.minX
                var rect = Rect(
                    x: min(max(cornerX - size.width / 2, 0), screenSize.width - size.width),
                    y: max(mark.frame.minY - size.height / 2, 0), width: size.width, height: size.height)
                while placed.contains(where: { $0.intersection(rect) != nil }) {
                    rect = Rect(
                        x: rect.minX + (rightToLeft ? -1 : 1) * (size.width + 2), y: rect.minY, width: size.width, height: size.height)
                }
                placed.append(rect)
                badge.draw(centeredAt: Point(x: rect.midX, y: rect.midY), on: canvas)
            }
        }
    }

    /// A small ring with four short arms around it, haloed in white so it shows on any colour;
    /// its middle is left open so the words under it stay readable.
    private static func drawCrosshair(at point: Point, color: SRGBColor, on canvas: Canvas) {
        let ring = Rect(x: point.x - 3.5, y: point.y - 3.5, width: 7, height: 7)
        let arms = [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)].map { dx, dy in
            (Point(x: point.x + dx * 5, y: point.y + dy * 5), Point(x: point.x + dx * 8, y: point.y + dy * 8))
        }
        let halo = SRGBColor.white.opacity(0.85)
        canvas.stroke(.ellipse, in: ring, with: halo, lineWidth: 3)
        for (start, end) in arms { canvas.strokeLine(from: start, to: end, with: halo, lineWidth: 3) }
        canvas.stroke(.ellipse, in: ring, with: color, lineWidth: 1.25)
        for (start, end) in arms { canvas.strokeLine(from: start, to: end, with: color, lineWidth: 1.25) }
    }

    /// The picture's spacing, in points.
    enum Metrics {
        /// Around everything.
        static let margin: Double = 16
        /// Between two screens, and between the screens and the legend.
        static let gap: Double = 24
    }
}

/// A number on a coloured rounded rectangle, in black or white, whichever reads better on it.
struct Badge {
    let number: Int
    let color: SRGBColor

    private var text: TextLayout { TextLayout.cached(runs: [TextRun("\(number)", font: LegendStyle.badgeFont)]) }
    /// At least 18 points square, wider for long numbers.
    var size: Size { Size(width: max(18, text.size.width + 8), height: 18) }

    func draw(centeredAt center: Point, on canvas: Canvas) {
        let rect = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        canvas.fill(.roundedRectangle(cornerRadius: 5), in: rect, with: color)
        let layout = text
        canvas.draw(
            layout, at: Point(x: rect.midX - layout.size.width / 2, y: rect.midY - layout.size.height / 2), color: Self.ink(on: color))
    }

    /// Black on light colours, white on dark ones: whichever contrasts more.
    static func ink(on color: SRGBColor) -> SRGBColor {
        let luminance = 0.2126 * color.red * color.red + 0.7152 * color.green * color.green + 0.0722 * color.blue * color.blue
        return luminance > 0.18 ? SRGBColor(red: 0.07, green: 0.07, blue: 0.08) : .white
    }
}

extension Rect {
    /// A rectangle of SwiftUI's geometry (`CGRect`), in points.
    init(points rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// The rectangle shrunk by `amount` on every side (grown when negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}

extension Point {
    /// A point of SwiftUI's geometry (`CGPoint`), in points.
    init(points point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}
