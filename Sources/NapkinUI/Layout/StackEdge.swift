/// What a vertical stack with no spacing of its own sees at a child's top or bottom edge, which
/// decides the gap it leaves there. SwiftUI does not put a constant 8 points between every two
/// views: text spaces itself from its neighbours by its font's line metrics.
enum StackEdge: Equatable {
    /// A text set in a system text style, reached through modifiers that leave that edge alone.
    case text(StackedText)
    /// Text whose spacing is not measured: a fixed-size or custom font, text inside a control
    /// or a container, text behind a modifier that may move its edge. Keeps 8 points.
    case otherText
    /// A view with no text at that edge: a shape, an image, a divider, a padded edge.
    case view

    /// The gap a vertical stack with no spacing of its own leaves between a view whose bottom
    /// edge is `upper` and the view under it whose top edge is `lower`:
    /// - two texts sit as a paragraph's lines, the lower one's leading apart, on whole pixels
    ///   (``StackedText/pixelSlack`` and ``StackedText/leadingOnPixels``);
    /// - a text and a view are ``StackedText/gapAboveView`` or ``StackedText/gapBelowView``
    ///   apart;
    /// - anything else is SwiftUI's 8 points apart.
    static func gap(between upper: StackEdge, and lower: StackEdge) -> Double {
        switch (upper, lower) {
        case (.text(let above), .text(let below)): return above.pixelSlack + below.leadingOnPixels
        case (.text(let above), .view): return above.gapAboveView
        case (.view, .text(let below)): return below.gapBelowView
        default: return 8
        }
    }
}

/// The line metrics of a text in a system text style that a stack spaces it by, in points.
///
/// Measured on iOS (SpeziViews' `SimpleTile`, three alignments alike, a body text at the
/// iPhone presets' 16 points): with our line boxes, iOS's ink puts 9.7 points between a text
/// and the `Divider` under it, 6.0 between a divider and the text under it, and 10.3 between
/// a text and the button under it (8 points of padding aside); NapkinUI put 8 everywhere.
/// The rule below gives 9.82, 5.86 and 9.82: a tenth of the line height, on whole pixels,
/// separates a text's line box from a view under or above it, and a view under a text is
/// further by the part of the line box above the capitals.
struct StackedText: Equatable {
    /// The style's leading beyond the line box (body at `.medium`: 21 − 19.09 points).
    var leading: Double
    /// From the baseline up to the top of the line box.
    var ascent: Double
    /// From the baseline down to the bottom of the line box (positive).
    var descent: Double
    /// The height of capitals above the baseline.
    var capHeight: Double
    /// One device pixel, which the tenth of a line is rounded up to (0 leaves it as is).
    var pixel: Double

    /// A tenth of the line box's height, rounded up to whole pixels (body at 16 points and
    /// 3x: 1.909 → 2).
    var tenth: Double { onPixels((ascent + descent) / 10) }

    /// The gap between this text's bottom and a view under it (body at 16 points: 15.23 −
    /// 11.27 + 3.86 + 2 = 9.82).
    var gapAboveView: Double { ascent - capHeight + descent + tenth }

    /// The gap between a view and this text under it (body at 16 points: 3.86 + 2 = 5.86).
    var gapBelowView: Double { descent + tenth }

    /// What the line box lacks of whole pixels: iOS makes a text whole pixels tall, so the text
    /// under it starts that much lower (body at 16 points and 3x: 19.333 − 19.094 = 0.239).
    ///
    /// Measured on iOS: two body texts stacked with no spacing have baselines 21.33 points apart
    /// at the iPhone presets' `.medium` (DesignSystemKit's `CardView`, leading 21) and a column
    /// of 100 body texts is 22.33 points a line at `.large` (gabriel/swiftui-snapshot-testing,
    /// leading 22, the same over 88 lines): each line box and the leading beyond it rounded up
    /// to whole pixels, 19.333 + 2 and 20.333 + 2 at 3x.
    var pixelSlack: Double { onPixels(ascent + descent) - (ascent + descent) }

    /// The leading beyond the line box, rounded up to whole pixels (body at 16 points and 3x:
    /// 1.906 → 2).
    var leadingOnPixels: Double { onPixels(leading) }

    /// `value` rounded up to whole pixels (as it is when `pixel` is 0).
    private func onPixels(_ value: Double) -> Double {
        guard pixel > 0 else { return value }
        return (value / pixel - 1e-9).rounded(.up) * pixel
    }
}
