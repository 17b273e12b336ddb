internal import Raster
internal import RasterCore

/// The colours and fonts of the legend, light or dark as the screen it explains.
struct LegendStyle {
    let background: SRGBColor
    let primary: SRGBColor
    let secondary: SRGBColor
    let border: SRGBColor

    init(isDark: Bool) {
        // iOS's grouped background and label colours: the primary text is 15:1 or more on
        // the background, the secondary text 6:1 or more, in both appearances.
        if isDark {
            background = SRGBColor(hex: 0x1C1C1E)
            primary = SRGBColor(hex: 0xF2F2F7)
            secondary = SRGBColor(hex: 0xAEAEB2)
            border = SRGBColor(hex: 0x48484A)
        } else {
            background = SRGBColor(hex: 0xF2F2F7)
            primary = SRGBColor(hex: 0x1C1C1E)
            secondary = SRGBColor(hex: 0x545458)
            border = SRGBColor(hex: 0xC7C7CC)
        }
    }

    static let headingFont = FontSpec.sans(17).weight(.semibold)
    static let titleFont = FontSpec.sans(15)
    static let detailFont = FontSpec.sans(13)
    static let badgeFont = FontSpec.sans(11).weight(.semibold)
}

/// The legend laid out in columns as tall as the screens beside it: a heading, then one entry
/// per mark (its badge, then its lines wrapped to the column's width).
struct LegendLayout {
    /// A column's width for the text, beside the badges.
    static let textWidth: Double = 300
    static let badgeColumn: Double = 30
    static let entrySpacing: Double = 12
    static let columnGap: Double = 24

    private struct Placed {
        let entry: AnnotatedPicture.Entry
        let title: TextLayout
        let details: [TextLayout]
        var origin = Point(x: 0, y: 0)
        var height: Double { title.size.height + details.reduce(0) { $0 + 2 + $1.size.height } }
    }

    private let heading: TextLayout
    private let subheading: TextLayout
    private let style: LegendStyle
    private var placed: [Placed]
    /// The legend's size in points.
    private(set) var width: Double = 0
    private(set) var height: Double = 0

    /// Lays `entries` out under the heading, starting a new column when the next entry would
    /// pass `height` (never before the first entry of a column).
    init(entries: [AnnotatedPicture.Entry], heading: String, subheading: String, style: LegendStyle, height limit: Double) {
        self.style = style
        let columnWidth = Self.badgeColumn + Self.textWidth
        self.heading = TextLayout(heading, font: LegendStyle.headingFont, maxWidth: columnWidth)
        self.subheading = TextLayout(subheading, font: LegendStyle.detailFont, maxWidth: columnWidth)
        let top = self.heading.size.height + 4 + self.subheading.size.height + 16
        placed = entries.map { entry in
            Placed(
                entry: entry,
                title: TextLayout(entry.title, font: LegendStyle.titleFont, maxWidth: Self.textWidth),
                details: entry.details.map { TextLayout($0, font: LegendStyle.detailFont, maxWidth: Self.textWidth) })
        }
        var x = 0.0, y = top, bottom = top
        var columns = 1
        for index in placed.indices {
            let entryHeight = max(Badge(number: placed[index].entry.number, color: .white).size.height, placed[index].height)
            if y > top, y + entryHeight > limit {
                x += columnWidth + Self.columnGap
                y = top
                columns += 1
            }
            placed[index].origin = Point(x: x, y: y)
            y += entryHeight + Self.entrySpacing
            bottom = max(bottom, y - Self.entrySpacing)
        }
        width = Double(columns) * columnWidth + Double(columns - 1) * Self.columnGap
        height = bottom
    }

    /// Draws the legend with its top-left corner at `origin`.
    func draw(at origin: Point, on canvas: Canvas) {
        canvas.draw(heading, at: origin, color: style.primary)
        canvas.draw(subheading, at: Point(x: origin.x, y: origin.y + heading.size.height + 4), color: style.secondary)
        for entry in placed {
            let x = origin.x + entry.origin.x, y = origin.y + entry.origin.y
            let badge = Badge(number: entry.entry.number, color: entry.entry.color)
            // The badge sits on the first line's middle.
            badge.draw(centeredAt: Point(x: x + badge.size.width / 2, y: y + min(entry.title.size.height, 20) / 2), on: canvas)
            canvas.draw(entry.title, at: Point(x: x + Self.badgeColumn, y: y), color: style.primary)
            var detailY = y + entry.title.size.height + 2
            for detail in entry.details {
                canvas.draw(detail, at: Point(x: x + Self.badgeColumn, y: detailY), color: style.secondary)
                detailY += detail.size.height + 2
            }
        }
    }
}
