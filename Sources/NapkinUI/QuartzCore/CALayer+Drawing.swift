import Foundation
internal import Raster

// How a layer is drawn: one path for a layer on its own (`drawTree`) and for a view's layer
// (`UIViewContentNode` and `CALayerNode`, which pass the view's drawing as the content).

extension CGColor {
    /// The colour as drawn, `nil` when fully transparent.
    var srgbColor: SRGBColor? {
        let color = color.srgb(dark: false)
        return color.opacity > 0 ? color : nil
    }
}

extension CALayer {
    /// The layer's bounds' rounded shape at `rect`, its corner radius limited to half the shorter
    /// side and lessened by `inset` (a border's centre line runs `inset` inside the edge).
    func shape(in rect: Rect, inset: Double = 0) -> ShapeKind {
        let limit = min(rect.width, rect.height) / 2
        let radius = cornerRadius.isFinite ? min(max(Double(cornerRadius), 0), limit) : 0
        let r = max(radius - inset, 0)
        guard r > 0 else { return .rectangle }
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if maskedCorners.isSuperset(of: all) { return .roundedRectangle(cornerRadius: r) }
        func corner(_ mask: CACornerMask) -> Double { maskedCorners.contains(mask) ? r : 0 }
        return .unevenRoundedRectangle(
            topLeading: corner(.layerMinXMinYCorner), bottomLeading: corner(.layerMinXMaxYCorner),
            bottomTrailing: corner(.layerMaxXMaxYCorner), topTrailing: corner(.layerMaxXMinYCorner))
    }

    /// Where `sublayer`'s bounds lie on the canvas when this layer's bounds lie at `rect`.
    func canvasRect(of sublayer: CALayer, in rect: Rect) -> Rect {
        let frame = sublayer.frame
        return Rect(
            x: rect.minX - Double(bounds.minX) + Double(frame.minX), y: rect.minY - Double(bounds.minY) + Double(frame.minY),
            width: Double(frame.width), height: Double(frame.height))
    }

    /// The sublayers back to front: by ``zPosition``, then in order.
    var sublayersInDrawingOrder: [CALayer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Draws the layer and its sublayers with its bounds at `rect` on the canvas.
    func drawTree(in canvas: Raster.Canvas, at rect: Rect) {
        paint(in: canvas, at: rect, background: storedBackgroundColor?.srgbColor) {
            drawOwnContent(in: canvas, at: rect)
            for layer in sublayersInDrawingOrder { layer.drawTree(in: canvas, at: canvasRect(of: layer, in: rect)) }
        }
    }

    /// Draws the layer's own content at `rect`: its ``contents`` image, its class's drawing,
    /// then ``draw(in:)``, which is cut to the bounds as Core Animation's backing store is.
    func drawOwnContent(in canvas: Raster.Canvas, at rect: Rect) {
        drawContentsImage(in: canvas, at: rect)
        drawLayerContent(in: canvas, at: rect)
        guard rect.width > 0, rect.height > 0 else { return }
        display()
        canvas.withSavedState {
            canvas.clip(to: rect)
            let context = CGContext(canvas: canvas, opaque: false)
            context.translateBy(x: CGFloat(rect.minX) - bounds.minX, y: CGFloat(rect.minY) - bounds.minY)
            draw(in: context)
        }
    }

    /// Draws a `CGImage` in ``contents`` by ``contentsGravity``.
    private func drawContentsImage(in canvas: Raster.Canvas, at rect: Rect) {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let target = contentsGravity.contentMode.rect(for: size, in: CGRect(rect))
        canvas.draw(image.bitmap, in: Rect(target))
    }

    /// Draws the layer at `rect`: under its transform and opacity, its shadow, then its body
    /// (background, `content`, border) through its ``mask``. `plainBackground`, when given,
    /// draws the background when the corners are square (a view's background node).
    func paint(
        in canvas: Raster.Canvas, at rect: Rect, background: SRGBColor?, plainBackground: (() -> Void)? = nil, content: () -> Void
    ) {
        let alpha = opacity.isFinite ? min(max(Double(opacity), 0), 1) : 1
        guard !isHidden, alpha > 0 else { return }
        withoutActuallyEscaping(content) { content in
            canvas.withSavedState {
                applyTransform(to: canvas, at: rect)
                let body = {
                    self.paintBody(in: canvas, at: rect, background: background, plainBackground: plainBackground, content: content)
                }
                let whole = {
                    self.paintShadow(in: canvas, at: rect, body: body)
                    if let mask = self.mask {
                        canvas.drawMasked(body, mask: { mask.drawTree(in: canvas, at: self.canvasRect(of: mask, in: rect)) })
                    } else {
                        body()
                    }
                }
                if alpha < 1 { canvas.drawGroup(opacity: alpha, whole) } else { whole() }
            }
        }
    }

    /// Applies the affine part of ``transform`` about the anchor point.
    private func applyTransform(to canvas: Raster.Canvas, at rect: Rect) {
        guard !CATransform3DIsIdentity(transform) else { return }
        let t = CATransform3DGetAffineTransform(transform)
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        let anchor = Point(x: rect.minX + rect.width * Double(anchorPoint.x), y: rect.minY + rect.height * Double(anchorPoint.y))
        canvas.concatenate(a: 1, b: 0, c: 0, d: 1, tx: anchor.x, ty: anchor.y)
        canvas.concatenate(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
        canvas.concatenate(a: 1, b: 0, c: 0, d: 1, tx: -anchor.x, ty: -anchor.y)
    }

    /// The background in the rounded shape, the content (cut to that shape when
    /// ``masksToBounds``), then the border over both.
    private func paintBody(
        in canvas: Raster.Canvas, at rect: Rect, background: SRGBColor?, plainBackground: (() -> Void)?, content: () -> Void
    ) {
        let shape = shape(in: rect)
        if let plainBackground, shape == .rectangle {
            plainBackground()
        } else if let background, background.opacity > 0, rect.width > 0, rect.height > 0 {
            canvas.fill(shape, in: rect, with: background)
        }
        canvas.withSavedState {
            if masksToBounds {
                if shape == .rectangle { canvas.clip(to: rect) } else { canvas.clip(to: shape, in: rect) }
            }
            content()
        }
        let width = borderWidth.isFinite ? min(max(Double(borderWidth), 0), min(rect.width, rect.height) / 2) : 0
        guard width > 0, let color = borderColor?.srgbColor else { return }
        let inner = rect.insetBy(dx: width / 2, dy: width / 2)
        canvas.stroke(self.shape(in: rect, inset: width / 2), in: inner, with: .color(color), style: LineStyle(lineWidth: width))
    }

    /// The shadow: of ``shadowPath`` when set, else of everything `body` draws (its alpha),
    /// blurred by ``shadowRadius`` and moved by ``shadowOffset``.
    private func paintShadow(in canvas: Raster.Canvas, at rect: Rect, body: () -> Void) {
        let strength = shadowOpacity.isFinite ? min(max(Double(shadowOpacity), 0), 1) : 0
        guard strength > 0, let base = shadowColor?.srgbColor else { return }
        let radius = shadowRadius.isFinite ? max(Double(shadowRadius), 0) : 0
        let dx = shadowOffset.width.isFinite ? Double(shadowOffset.width) : 0
        let dy = shadowOffset.height.isFinite ? Double(shadowOffset.height) : 0
        let origin = Point(x: rect.minX - Double(bounds.minX), y: rect.minY - Double(bounds.minY))
        let outline = shadowPath.map { $0.path.data }
        let extent = outline.flatMap(\.controlPointBox).map { $0.offsetBy(dx: origin.x, dy: origin.y) } ?? visualExtent(at: rect)
        let reach = ShadowBlur.reach(radius: radius)
        canvas.withSavedState {
            canvas.translate(by: Point(x: dx, y: dy))
            canvas.drawFiltered(
                region: extent.insetBy(dx: -reach, dy: -reach),
                {
                    if let outline {
                        canvas.withSavedState {
                            canvas.translate(by: origin)
                            canvas.fill(.path(outline), in: .zero, with: .color(.black), evenOdd: false)
                        }
                    } else {
                        body()
                    }
                }, filter: .shadow(color: base.opacity(base.opacity * strength), sigma: ShadowBlur.sigma(radius: radius)))
        }
    }

    /// The area the layer and its sublayers can draw in, when its bounds lie at `rect`.
    func visualExtent(at rect: Rect) -> Rect {
        guard !masksToBounds else { return rect }
        var extent = rect
        for layer in children where !layer.isHidden {
            let sub = layer.visualExtent(at: canvasRect(of: layer, in: rect))
            if sub.width > 0 || sub.height > 0 { extent = extent.union(sub) }
        }
        if let shape = self as? CAShapeLayer, let outline = shape.path?.path.data, let box = outline.controlPointBox {
            let pad = shape.lineWidth.isFinite ? Double(max(shape.lineWidth, 0)) : 0
            extent = extent.union(
                box.offsetBy(dx: rect.minX - Double(bounds.minX), dy: rect.minY - Double(bounds.minY)).insetBy(dx: -pad, dy: -pad))
        }
        return extent
    }
}
