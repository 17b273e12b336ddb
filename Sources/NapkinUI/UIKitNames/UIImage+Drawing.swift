import Foundation
internal import Raster

// UIKit's drawing into the current graphics context (``UIGraphicsGetCurrentContext()``): a
// renderer's, or one pushed or begun. Without a current context each call draws nothing, as
// UIKit's, which log "invalid context 0x0".

extension UIImage {
    /// Draws the image upright, scaled to fill `rect`, in the current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size in points with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image upright, scaled to fill `rect`, composited with `blendMode` at `alpha`
    /// (times the context's). A bitmap or asset draws its pixels (an asset its appearance of
    /// the current traits: the drawing view's, else light), sampled by the context's
    /// `interpolationQuality`; a symbol draws its glyph in black, its ink filling `rect`; an
    /// image that could not be loaded draws nothing. An image made by ``withTintColor(_:)``
    /// draws its glyph, or its bitmap's alpha, in the tint colour (resolved in the same
    /// appearance).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let destination = Rect(rect.standardized)
        let dark = CurrentDrawingTraits.isDark
        let tintColor = tint?.color.srgb(dark: dark)
        switch source {
        case .bitmap(let bitmap, _, _):
            context.drawBitmap(bitmap, in: destination, upright: true, blendMode: blendMode, alpha: Double(alpha), tint: tintColor)
        case .asset(let asset):
            let variant = dark ? asset.dark ?? asset.light : asset.light
            context.drawBitmap(variant.0, in: destination, upright: true, blendMode: blendMode, alpha: Double(alpha), tint: tintColor)
        case .symbol(let name):
            guard let entry = SymbolNames.entry(for: name), let scalar = Unicode.Scalar(entry.codePoint),
                let glyph = SymbolFont.shared.glyph(for: scalar)
            else { return }
            context.drawSymbol(
                glyph, ink: SymbolFont.shared.inkBounds(of: glyph), in: destination, blendMode: blendMode, alpha: Double(alpha),
                color: tintColor ?? .black)
        case .missing:
            return
        }
    }

    /// The image scaled to `size` pixels (at scale 1, its aspect ratio not kept), sampled with
    /// high quality, as UIKit's `preparingThumbnail(of:)`; `nil` for an image without pixels
    /// (a symbol, or one that could not be loaded).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        switch source {
        case .bitmap, .asset: break
        case .symbol, .missing: return nil
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.interpolationQuality = .high
            draw(in: CGRect(origin: .zero, size: size))
        }
    }
}

extension UIBezierPath {
    /// Fills the path with the current context's fill colour, by the even-odd rule when
    /// ``usesEvenOddFillRule`` is set. The context's own path is left as it was.
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path composited with `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.fill(path.data, evenOdd: usesEvenOddFillRule)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and the path's own
    /// ``lineWidth``, ``lineCapStyle``, ``lineJoinStyle`` and ``miterLimit``.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path composited with `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.stroke(path.data)
        context.restoreGState()
    }

    /// Limits what the current context draws afterwards to the inside of the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension UIColor {
    /// Makes the colour (in the current appearance) the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes the colour (in the current appearance) the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes the colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
