internal import PixelComparison
internal import Raster

/// The picture attached to an image mismatch: the reference, the differences and the new
/// snapshot side by side, under a header that names each panel.
///
/// The middle panel shows the reference washed out to light grey, failing pixels in vivid
/// magenta and pixels that differ only within the colour tolerance in amber, with a magenta
/// frame around the failing area so that even a single pixel is easy to find. Small images
/// are enlarged (nearest neighbour, up to 8×) so their pixels can be seen; screens of 1600
/// pixels or more are halved, with every differing pixel kept visible (a panel pixel is
/// marked when any of the four it stands for differs), because the full-size new and
/// reference images are written next to it anyway and a three-panel picture at full size
/// cost more to encode than everything else a failure does. Transparent areas show a
/// checkerboard, and areas outside one image's bounds are dark red.
enum DifferenceImage {
    /// The dark grey behind the panels and the header (the marking colours are
    /// `DifferencePalette`'s, shared with napkin-compare's map).
    static let backgroundColor: UInt32 = 0xFF1E_1E1E

    /// The side-by-side picture for `comparison` of `reference` and `new`.
    static func make(reference: Bitmap, new: Bitmap, comparison: ImageComparison) -> Bitmap {
        let longest = max(comparison.width, comparison.height, 1)
        let scale = ArtifactPresentation.enlargement(width: comparison.width, height: comparison.height)
        let shrink = longest >= 1600 ? 2 : 1
        let panelWidth = (comparison.width * scale + shrink - 1) / shrink
        let panelHeight = (comparison.height * scale + shrink - 1) / shrink
        let gutter = max(8, panelWidth / 40)
        let fontSize = Double(min(48, max(12, panelWidth / 18)))
        let headerHeight = Int(fontSize * 2.2)
        let width = 3 * panelWidth + 4 * gutter
        let height = headerHeight + panelHeight + gutter
        var pixels = [UInt32](repeating: backgroundColor, count: width * height)

        let header = headerBitmap(
            width: width, height: headerHeight, fontSize: fontSize, panelWidth: panelWidth, gutter: gutter, comparison: comparison)
        pixels.withUnsafeMutableBufferPointer { out in
            header.pixels.withUnsafeBufferPointer { source in
                for i in 0..<(width * headerHeight) { out[i] = source[i] }
            }
            let panel = Panel(
                out: out, stride: width, top: headerHeight, panelWidth: panelWidth, panelHeight: panelHeight, scale: scale, shrink: shrink,
                columns: (0..<panelWidth).map { $0 * shrink / scale })
            panel.drawImage(reference, left: gutter)
            panel.drawDifferences(reference: reference, comparison: comparison, left: 2 * gutter + panelWidth)
            panel.drawImage(new, left: 3 * gutter + 2 * panelWidth)
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func headerBitmap(width: Int, height: Int, fontSize: Double, panelWidth: Int, gutter: Int, comparison: ImageComparison)
        -> Bitmap
    {
        let label = SRGBColor(hex: 0xD8D8D8)
        var difference = [
            TextRun(
                "DIFFERENCE · \(grouped(comparison.failingCount)) px", font: .mono(fontSize),
                color: SRGBColor(premultipliedARGB: DifferencePalette.failingColor))
        ]
        if comparison.toleratedCount > 0 {
            difference.append(
                TextRun(
                    " +\(grouped(comparison.toleratedCount)) tolerated", font: .mono(fontSize),
                    color: SRGBColor(premultipliedARGB: DifferencePalette.toleratedColor)))
        }
        let titles: [[TextRun]] = [
            [TextRun("REFERENCE \(comparison.referenceSize.width)×\(comparison.referenceSize.height)", font: .mono(fontSize))],
            difference,
            [TextRun("NEW \(comparison.newSize.width)×\(comparison.newSize.height)", font: .mono(fontSize))],
        ]
        return Canvas.render(
            size: Size(width: Double(width), height: Double(height)), scale: 1, background: SRGBColor(premultipliedARGB: backgroundColor)
        ) { canvas in
            for (index, runs) in titles.enumerated() {
                let layout = TextLayout(runs: runs, maxWidth: Double(panelWidth))
                let left = Double(gutter + index * (panelWidth + gutter))
                canvas.draw(layout, at: Point(x: left, y: (Double(height) - layout.size.height) / 2), color: label)
            }
        }
    }
}

/// Writes one enlarged panel into the composite's pixels.
private struct Panel {
    let out: UnsafeMutableBufferPointer<UInt32>
    let stride: Int
    let top: Int
    let panelWidth: Int
    let panelHeight: Int
    let scale: Int
    /// Source pixels per panel pixel along each axis (1, or 2 for large screens).
    let shrink: Int
    /// The source column of each panel column, `px * shrink / scale`, computed once: an
    /// integer division per pixel was most of the cost of drawing a 1170×2532 panel.
    let columns: [Int]

    /// The source row of panel row `py`.
    func sourceRow(_ py: Int) -> Int { py * shrink / scale }

    /// `bitmap` over a checkerboard; the part of the panel outside it is dark red.
    func drawImage(_ bitmap: Bitmap, left: Int) {
        bitmap.pixels.withUnsafeBufferPointer { source in
            columns.withUnsafeBufferPointer { columns in
                for py in 0..<panelHeight {
                    let y = sourceRow(py)
                    let row = (top + py) * stride + left
                    for px in 0..<panelWidth {
                        let x = columns[px]
                        guard x < bitmap.width, y < bitmap.height else {
                            out[row + px] = DifferencePalette.outsideColor
                            continue
                        }
                        let pixel =
                            shrink == 1
                            ? source[y * bitmap.width + x] : boxAverage(source, x: x, y: y, width: bitmap.width, height: bitmap.height)
                        if pixel >> 24 == 0xFF {
                            out[row + px] = pixel
                            continue
                        }
                        let checker: UInt32 = ((px / 8 + py / 8) & 1) == 0 ? 0xFF : 0xE6
                        out[row + px] = DifferencePalette.composite(pixel, over: checker)
                    }
                }
            }
        }
    }

    /// The washed-out reference with failing and tolerated pixels painted over it, and a
    /// frame around the failing area.
    func drawDifferences(reference: Bitmap, comparison: ImageComparison, left: Int) {
        reference.pixels.withUnsafeBufferPointer { source in
            comparison.states.withUnsafeBufferPointer { states in
                columns.withUnsafeBufferPointer { columns in
                    // Screens are mostly runs of one colour: the last washed-out pixel is
                    // reused rather than recomputed.
                    var lastPixel: UInt32 = 0, lastWashed = washedOut(0)
                    for py in 0..<panelHeight {
                        let y = sourceRow(py)
                        let row = (top + py) * stride + left
                        for px in 0..<panelWidth {
                            let x = columns[px]
                            switch strongestState(states, x: x, y: y, width: comparison.width, height: comparison.height) {
                            case ImageComparison.PixelState.failing.rawValue:
                                out[row + px] = DifferencePalette.failingColor
                            case ImageComparison.PixelState.tolerated.rawValue:
                                out[row + px] = DifferencePalette.toleratedColor
                            default:
                                let inside = x < reference.width && y < reference.height
                                let pixel =
                                    !inside
                                    ? 0
                                    : shrink == 1
                                        ? source[y * reference.width + x]
                                        : boxAverage(source, x: x, y: y, width: reference.width, height: reference.height)
                                if pixel != lastPixel {
                                    lastPixel = pixel
                                    lastWashed = washedOut(pixel)
                                }
                                out[row + px] = lastWashed
                            }
                        }
                    }
                }
            }
        }
        if let bounds = comparison.failingBounds {
            drawFrame(around: bounds, left: left)
        }
    }

    /// The average of the premultiplied pixels one shrunk panel pixel stands for, so that
    /// hairlines fade to half strength instead of vanishing between sampled rows.
    private func boxAverage(_ source: UnsafeBufferPointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> UInt32 {
        if shrink == 2, x + 1 < width, y + 1 < height {
            // The common case, kept cheap: screens are mostly flat, so four equal pixels
            // need no arithmetic.
            let i = y * width + x
            let p0 = source[i], p1 = source[i + 1], p2 = source[i + width], p3 = source[i + width + 1]
            if p0 == p1, p0 == p2, p0 == p3 { return p0 }
            func channel(_ shift: UInt32) -> UInt32 {
                (((p0 >> shift) & 0xFF) + ((p1 >> shift) & 0xFF) + ((p2 >> shift) & 0xFF) + ((p3 >> shift) & 0xFF) + 2) / 4
            }
            return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, count: UInt32 = 0
        for dy in 0..<shrink where y + dy < height {
            for dx in 0..<shrink where x + dx < width {
                let pixel = source[(y + dy) * width + x + dx]
                a += pixel >> 24
                r += (pixel >> 16) & 0xFF
                g += (pixel >> 8) & 0xFF
                b += pixel & 0xFF
                count += 1
            }
        }
        let half = count / 2
        return ((a + half) / count) << 24 | ((r + half) / count) << 16 | ((g + half) / count) << 8 | ((b + half) / count)
    }

    /// The state of the source pixel at `x`, `y`, or, when the panel is shrunk, the most
    /// severe state among the pixels one panel pixel stands for: a lone differing pixel must
    /// never disappear from the picture.
    private func strongestState(_ states: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> UInt8 {
        if shrink == 1 { return states[y * width + x] }
        if shrink == 2, x + 1 < width, y + 1 < height {
            // States are numbered by severity (equal < tolerated < failing).
            let i = y * width + x
            return max(max(states[i], states[i + 1]), max(states[i + width], states[i + width + 1]))
        }
        var strongest = states[y * width + x]
        for dy in 0..<shrink where y + dy < height {
            for dx in 0..<shrink where x + dx < width {
                let state = states[(y + dy) * width + x + dx]
                if state == ImageComparison.PixelState.failing.rawValue { return state }
                if state == ImageComparison.PixelState.tolerated.rawValue { strongest = state }
            }
        }
        return strongest
    }

    private func drawFrame(around bounds: PixelBounds, left: Int) {
        let thickness = max(2, panelWidth / 240)
        let margin = thickness + max(2, scale / 2)
        let minX = bounds.minX * scale / shrink - margin, maxX = ((bounds.maxX + 1) * scale - 1) / shrink + margin
        let minY = bounds.minY * scale / shrink - margin, maxY = ((bounds.maxY + 1) * scale - 1) / shrink + margin
        for py in max(0, minY)...min(panelHeight - 1, maxY) {
            for px in max(0, minX)...min(panelWidth - 1, maxX) {
                let onEdge = px - minX < thickness || maxX - px < thickness || py - minY < thickness || maxY - py < thickness
                if onEdge { out[(top + py) * stride + left + px] = DifferencePalette.failingColor }
            }
        }
    }

    /// The pixel as a light grey that keeps a faint trace of its lightness.
    private func washedOut(_ pixel: UInt32) -> UInt32 {
        let grey = DifferencePalette.washedGrey(DifferencePalette.composite(pixel, over: 0xFF))
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
