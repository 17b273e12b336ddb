import Foundation
import NapkinUI
import Raster

/// One PNG that shows many renders side by side: the snapshot matrix at a glance. Each row is
/// one screen, each column one configuration (light, dark, Arabic, …), every render scaled
/// down by a whole factor (an average of each block of pixels) under a monospace caption.
package struct ContactSheet: Sendable {
    /// One render and what it shows.
    package struct Cell: Sendable {
        /// The caption above the render (`loggedOut · dark`).
        package let caption: String
        /// The render at full size.
        package let bitmap: Bitmap

        /// A cell showing `bitmap` under `caption`.
        package init(caption: String, bitmap: Bitmap) {
            self.caption = caption
            self.bitmap = bitmap
        }
    }

    /// The rows of cells, top to bottom.
    package let rows: [[Cell]]
    /// Each render is shown at 1 / `reduction` of its size.
    package let reduction: Int

    /// A sheet of `rows`, each render shown at 1 / `reduction` of its size (at least 1).
    package init(rows: [[Cell]], reduction: Int = 3) {
        self.rows = rows
        self.reduction = max(1, reduction)
    }

    private static let margin = 48, gap = 36, captionHeight = 44
    private static let paper = SRGBColor(hex: 0xEDEAE4), ink = SRGBColor(hex: 0x3A3630)

    /// The sheet as one bitmap.
    package func render() -> Bitmap {
        let widths = rows.map { row in row.reduce(0) { $0 + $1.bitmap.width / reduction } + max(0, row.count - 1) * Self.gap }
        let heights = rows.map { row in (row.map { $0.bitmap.height / reduction }.max() ?? 0) + Self.captionHeight }
        let width = (widths.max() ?? 0) + 2 * Self.margin
        let height = heights.reduce(0, +) + max(0, rows.count - 1) * Self.gap + 2 * Self.margin
        var sheet = Bitmap(width: width, height: height, color: Self.paper)
        var top = Self.margin
        for (row, rowHeight) in zip(rows, heights) {
            var left = Self.margin
            for cell in row {
                let reduced = Self.reduce(cell.bitmap, by: reduction)
                Self.blit(Self.caption(cell.caption, width: reduced.width), into: &sheet, x: left, y: top)
                Self.blit(reduced, into: &sheet, x: left, y: top + Self.captionHeight)
                left += reduced.width + Self.gap
            }
            top += rowHeight + Self.gap
        }
        return sheet
    }

    /// `caption` in monospace on the sheet's paper, `width` pixels wide.
    private static func caption(_ text: String, width: Int) -> Bitmap {
        let layout = TextLayout(text.uppercased(), font: FontSpec.mono(15).tracking(1.5))
        return Canvas.render(size: Size(width: Double(width), height: Double(captionHeight)), scale: 1, background: paper) { canvas in
            canvas.draw(layout, at: Point(x: 0, y: 8), color: ink)
        }
    }

    /// `bitmap` at 1 / `factor` of its size, each pixel the average of a `factor`² block
    /// (premultiplied channels average correctly).
    static func reduce(_ bitmap: Bitmap, by factor: Int) -> Bitmap {
        guard factor > 1 else { return bitmap }
        let width = bitmap.width / factor, height = bitmap.height / factor
        let count = UInt32(factor * factor)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = bitmap[x * factor + dx, y * factor + dy]
                        a += p >> 24; r += (p >> 16) & 0xFF; g += (p >> 8) & 0xFF; b += p & 0xFF
                    }
                }
                let half = count / 2
                pixels[y * width + x] =
                    ((a + half) / count) << 24 | ((r + half) / count) << 16 | ((g + half) / count) << 8 | ((b + half) / count)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Copies `source` into `sheet` with its top-left corner at (`x`, `y`), clipped.
    private static func blit(_ source: Bitmap, into sheet: inout Bitmap, x: Int, y: Int) {
        for row in 0..<source.height where y + row < sheet.height {
            for column in 0..<source.width where x + column < sheet.width {
                sheet[x + column, y + row] = source[column, row]
            }
        }
    }
}

extension ContactSheet {
    /// The columns of a render command's `--matrix` on `device`: as given (light), dark,
    /// Arabic (right to left), Arabic dark, and turned to the other orientation.
    package static func matrixColumns(of device: Device) -> [(name: String, device: Device)] {
        let arabic = Traits(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar"))
        let dark = Traits(colorScheme: .dark)
        return [
            ("light", device),
            ("dark", device.applying(dark)),
            ("arabic", device.applying(arabic)),
            ("arabic · dark", device.applying(Traits(traitsFrom: [arabic, dark]))),
            ("landscape", device.rotated(to: device.orientation == .portrait ? .landscape : .portrait)),
        ]
    }
}
