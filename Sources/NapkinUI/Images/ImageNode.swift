internal import Raster

/// Lays out and draws an ``Image``: a bitmap at its natural size or resized, a symbol sized
/// by the font, or the placeholder of a missing image.
@MainActor
final class ImageNode: LayoutNode {
    private enum Content {
        case bitmap(Bitmap, scale: Double, name: String?)
        /// A glyph of the symbol font, drawn with its em square `em` points wide; `ink` is
        /// the part of the em it covers, as fractions.
        case symbol(name: String, glyph: UInt32, em: Double, ink: Rect)
        case placeholder(description: String, size: Size)
    }

    private let content: Content
    private let resizing: (capInsets: EdgeInsets, mode: Image.ResizingMode)?
    private var tint: SRGBColor?
    private let interpolation: BitmapInterpolation
    private let capHeight: Double
    private let foreground: SRGBColor
    /// True inside `.redacted(reason: .placeholder)`: the image draws as a grey box.
    private let isRedacted: Bool
    /// The SF Symbol name this node draws as a placeholder because no glyph is mapped to it.
    let unknownSymbolName: String?
    /// What VoiceOver reads for the image (see Image+Accessibility.swift).
    var accessibility: ImageAccessibility = .unlabelled

    init(image: Image, environment: EnvironmentValues) {
        isRedacted = environment.redactsContent
        resizing = image.resizing
        foreground = environment.foregroundSRGB
        capHeight = environment.font.capHeight
        interpolation = image.interpolation.bitmapInterpolation
        var unknownSymbolName: String?
        switch image.source {
        case .bitmap(let bitmap, let scale, let name):
            content = .bitmap(bitmap, scale: scale, name: name)
            tint = image.renderingMode == .template ? environment.foregroundSRGB : nil
        case .asset(let asset):
            let (bitmap, scale) = environment.colorScheme == .dark ? asset.dark ?? asset.light : asset.light
            content = .bitmap(bitmap, scale: scale, name: asset.name)
            let mode = image.renderingMode ?? (asset.isTemplate ? .template : .original)
            tint = mode == .template ? environment.foregroundSRGB : nil
        case .symbol(let requested):
            let name = environment.symbolVariants.apply(to: requested)
            let pointSize =
                (image.fixedSymbolPointSize ?? Double(environment.font.size)) * (image.fixedSymbolScale ?? environment.imageScale).factor
            if let entry = SymbolNames.entry(for: name),
                let scalar = Unicode.Scalar(entry.codePoint),
                let glyph = SymbolFont.shared.glyph(for: scalar)
            {
                // Material glyphs fill about 20 of their 24-unit em; SF Symbols' ink is
                // about the font's size, so the em is drawn 1.2 times the point size (as a
                // symbol inside a text is: `SymbolFont.emScale`).
                content = .symbol(
                    name: name, glyph: glyph, em: pointSize * SymbolFont.emScale, ink: SymbolFont.shared.inkBounds(of: glyph))
            } else {
                unknownSymbolName = name
                content = .placeholder(
                    description: "systemName=\"\(name)\" unknown symbol", size: Size(width: pointSize, height: pointSize))
            }
            tint = environment.foregroundSRGB
        case .missing(let name, let reason):
            content = .placeholder(description: "name=\"\(name)\" missing: \(reason)", size: Size(width: 44, height: 44))
            tint = nil
        }
        if let fixedTint = image.fixedTint, unknownSymbolName == nil, !image.source.isMissing { tint = fixedTint.srgb(in: environment) }
        self.unknownSymbolName = unknownSymbolName
        super.init()
    }

    /// The natural size in points.
    private var naturalSize: Size {
        switch content {
        case .bitmap(let bitmap, let scale, _):
            return Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        case .symbol(_, _, let em, let ink):
            // As SF Symbols: as wide as the ink, and of one height for every symbol at a size,
            // so symbols in a row share their height and their centre line. iOS's frame is
            // taller than the point size: stacks under 48- and 56-point symbols on iOS 26
            // (Challenge's error and empty states) put them 53.3 and 62.0 points tall. A
            // resizable symbol's ink fills its frame, so its aspect ratio stays the ink's.
            return Size(width: ink.width * em, height: em / 1.2 * (resizing == nil ? Self.symbolFrameHeight : 1))
        case .placeholder(_, let size):
            return size
        }
    }

    /// A symbol's frame height as a multiple of its point size (the font's size times the
    /// image scale), as iOS lays out SF Symbols.
    static let symbolFrameHeight = 1.11

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let natural = naturalSize
        guard resizing != nil else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func draw(in canvas: Raster.Canvas) {
        if isRedacted {
            canvas.fill(.roundedRectangle(cornerRadius: 4), in: frame, with: foreground.opacity(redactedOpacity))
            return
        }
        switch content {
        case .bitmap(let bitmap, let scale, _):
            drawBitmap(bitmap, scale: scale, in: canvas)
        case .symbol(_, let glyph, let em, let ink):
            // The em square centred on the frame, its ink spanning the frame's width; a resized
            // symbol is stretched so that its ink fills the frame.
            let emRect: Rect
            if resizing != nil {
                let sx = frame.width / max(ink.width * em, 0.001), sy = frame.height / max(ink.height * em, 0.001)
                emRect = Rect(x: frame.minX - ink.minX * em * sx, y: frame.minY - ink.minY * em * sy, width: em * sx, height: em * sy)
            } else {
                let sx = frame.width / max(ink.width * em, 0.001)
                emRect = Rect(x: frame.minX - ink.minX * em * sx, y: frame.midY - em / 2, width: em * sx, height: em)
            }
            canvas.drawSymbol(glyph, em: emRect, color: tint ?? foreground)
        case .placeholder:
            drawPlaceholder(in: canvas)
        }
    }

    private func drawBitmap(_ bitmap: Bitmap, scale: Double, in canvas: Raster.Canvas) {
        guard let resizing, resizing.capInsets != .zero || resizing.mode == .tile else {
            canvas.draw(bitmap, in: frame, interpolation: interpolation, tint: tint)
            return
        }
        // Nine parts: the caps keep their size, the middle stretches or tiles.
        let caps = resizing.capInsets
        let px = Double(bitmap.width), py = Double(bitmap.height)
        let sourceX = [0, caps.leading * scale, px - caps.trailing * scale, px]
        let sourceY = [0, caps.top * scale, py - caps.bottom * scale, py]
        let destX = [frame.minX, frame.minX + caps.leading, frame.maxX - caps.trailing, frame.maxX]
        let destY = [frame.minY, frame.minY + caps.top, frame.maxY - caps.bottom, frame.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(
                    x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                    height: sourceY[row + 1] - sourceY[row])
                let destination = Rect(
                    x: destX[column], y: destY[row], width: destX[column + 1] - destX[column], height: destY[row + 1] - destY[row])
                let tiled = resizing.mode == .tile && (row == 1 || column == 1)
                canvas.draw(
                    bitmap, source: source, in: destination, interpolation: interpolation, tiled: tiled, tileScale: scale, tint: tint)
            }
        }
    }

    /// A missing image: a dashed-looking grey box with a cross, impossible to mistake for art.
    private func drawPlaceholder(in canvas: Raster.Canvas) {
        let box = canvas.snap(frame)
        let ink = SRGBColor(red: 1, green: 0, blue: 0.5)
        canvas.fill(.roundedRectangle(cornerRadius: 3), in: box, with: ink.opacity(0.12))
        canvas.stroke(.roundedRectangle(cornerRadius: 3), in: box, with: ink, lineWidth: 1)
        canvas.strokeLine(from: Point(x: box.minX, y: box.minY), to: Point(x: box.maxX, y: box.maxY), with: ink, lineWidth: 1)
        canvas.strokeLine(from: Point(x: box.maxX, y: box.minY), to: Point(x: box.minX, y: box.maxY), with: ink, lineWidth: 1)
    }

    /// Symbols sit on the text baseline with their ink centred on the capitals, as SF
    /// Symbols do; other images have their bottom on the baseline.
    override func firstBaseline(in size: Size) -> Double? {
        if case .symbol = content { return size.height / 2 + capHeight / 2 }
        return nil
    }

    override func lastBaseline(in size: Size) -> Double? { firstBaseline(in: size) }

    override var kind: String? { "Image" }

    override var detail: String? {
        switch content {
        case .bitmap(let bitmap, let scale, let name):
            let pixels = "\(bitmap.width)×\(bitmap.height)px@\(scale.formatted)x"
            return name.map { "\"\($0)\" \(pixels)" } ?? pixels
        case .symbol(let name, _, _, _):
            return "systemName=\"\(name)\""
        case .placeholder(let description, _):
            return description
        }
    }
}

extension Double {
    /// Whole numbers without a decimal point ("3"), others as Swift prints them ("2.5").
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e9 ? String(Int(self)) : String(self)
    }
}

extension Image.Interpolation {
    var bitmapInterpolation: BitmapInterpolation {
        switch self {
        case .none: return .none
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        }
    }
}

extension Image.Scale {
    /// The symbol's size as a multiple of the font's.
    var factor: Double {
        switch self {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }
}
