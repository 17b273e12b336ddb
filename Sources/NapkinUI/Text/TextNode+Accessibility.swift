internal import Raster

extension TextNode: AccessibilitySource {
    /// One text element reading the characters as drawn (after `.textCase`); none for text
    /// without characters.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        let text = textContent
        guard !text.isEmpty else { return [] }
        return [.element(AccessibilityDraft(role: .text, label: text, traits: .isStaticText, frame: frame))]
    }
}

/// How the accessibility audit has a text drawn while it measures contrast: not at all (to
/// see what is behind it), or in one solid colour (to see which pixels its glyphs cover).
enum TextMeasurementDrawing {
    case omitted
    case solid(SRGBColor)
}

// What the accessibility audit measures of a placed text.
extension TextNode {
    /// The layout as placed, with every run in the paragraph's colour: the same glyphs in the
    /// same places, so one solid colour can show which pixels they cover.
    func solidLayout() -> TextLayout {
        let plain = runs.map { TextRun($0.text, font: $0.font) }
        let width = frame.width
        if fitting.lineLimit == nil {
            return TextLayout.cached(
                runs: plain, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
        }
        return fitting.layout(plain, width: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
    }

    /// Where the glyphs are drawn, in window points: the placed layout where `draw(in:)` puts it.
    var drawnRect: Rect {
        guard let placed else { return frame }
        let inset: Double
        switch alignment {
        case .leading: inset = 0
        case .center: inset = (frame.width - placed.size.width) / 2
        case .trailing: inset = frame.width - placed.size.width
        }
        return Rect(x: frame.minX + max(0, inset), y: frame.minY, width: placed.size.width, height: placed.size.height)
    }

    /// True when the line limit cut characters (the text ends in "…" where it did not fit),
    /// after shrinking to the minimum scale factor did not make it fit.
    var isTruncated: Bool {
        guard let limit = fitting.lineLimit else { return false }
        func lines(_ runs: [TextRun]) -> Int {
            TextLayout.cached(
                runs: runs, maxWidth: frame.width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection
            )
            .lines.count
        }
        guard lines(runs) > limit else { return false }
        return fitting.minimumScaleFactor >= 1 || lines(TextFitting.scaled(runs, by: fitting.minimumScaleFactor)) > limit
    }

    /// True when the text is large in WCAG's sense, so 3:1 contrast is enough: every run at
    /// least 24 points (WCAG's 18 pt, at CSS's 4/3 pixels per point, one pixel being one iOS
    /// point), or at least 18.67 points (14 pt) and bold.
    var isLargeText: Bool {
        !runs.isEmpty
            && runs.allSatisfy { run in
                run.font.size >= 24 || (run.font.size >= 56.0 / 3 && run.font.face.weight >= .bold)
            }
    }

    /// The smallest run's point size.
    var smallestFontSize: Double { runs.map(\.font.size).min() ?? 0 }
}
