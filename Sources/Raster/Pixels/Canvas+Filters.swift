import CCairo
import CPixelKernels

// Drawing through a pixel filter: shadows and blurs on a small layer blurred by the C kernels,
// brightness, saturation and a multiplied colour on the drawn pixels themselves.
extension Canvas {
    /// Draws what `body` draws through `filter`, within `region` (points, under the current
    /// transform; nothing outside it is drawn).
    ///
    /// A shadow or a blur is drawn on a layer covering the region (and no more of it than the
    /// clip shows, widened by the blur's reach), at a lower resolution when the blur is wide
    /// enough to lose nothing by it (`BlurPlan`); the layer is blurred in C and composited,
    /// scaled back up bilinearly by Cairo. The colour filters change the pixels of
    /// the drawn layer within the region.
    public func drawFiltered(region: Rect, _ body: () -> Void, filter: PixelFilter) {
        if let recorder {
            // Whatever the filter, the content is drawn on a layer that keeps no state after.
            noteBandSensitive(region, outset: 1)
            cairo_save(cr)
            let content = recorder.nested(body)
            cairo_restore(cr)
            return recorder.append(.filtered(region: region, body: content, filter))
        }
        prepareToDraw()
        switch filter {
        case .shadow(let color, let sigma):
            drawBlurred(region: region, sigma: sigma * scale, shadowColor: color, body)
        case .blur(let sigma):
            drawBlurred(region: region, sigma: sigma * scale, shadowColor: nil, body)
        case .brightness(let amount):
            drawAdjusted(region: region, body) { napkin_brightness($0, $1, $2, $3, amount) }
        case .saturation(let amount):
            drawAdjusted(region: region, body) { napkin_saturation($0, $1, $2, $3, amount) }
        case .multiply(let color):
            // Factors out of 256, so that white (256) leaves every byte as it is.
            let opacity = min(max(color.opacity, 0), 1)
            let factor = { (channel: Double) in UInt32((min(max(channel, 0), 1) * opacity * 256).rounded()) }
            let red = factor(color.red), green = factor(color.green), blue = factor(color.blue), alpha = factor(1)
            drawAdjusted(region: region, body) { napkin_multiply($0, $1, $2, $3, red, green, blue, alpha) }
        case .hueRotation(let radians):
            drawAdjusted(region: region, body) { napkin_hue_rotation($0, $1, $2, $3, radians) }
        case .contrast(let amount):
            drawAdjusted(region: region, body) { napkin_contrast($0, $1, $2, $3, amount) }
        case .colorInvert:
            drawAdjusted(region: region, body) { napkin_color_invert($0, $1, $2, $3) }
        }
    }

    /// Draws `body` on a layer, blurs it by `sigma` device pixels and composites it within
    /// `region`: as it is, or (with `shadowColor`) its coverage in that colour.
    private func drawBlurred(region: Rect, sigma: Double, shadowColor: SRGBColor?, _ body: () -> Void) {
        let alphaOnly = shadowColor != nil
        // A sigma beyond four times the canvas's larger side blurs as that would (every pixel
        // already averages the whole picture); bounded so that no box width overflows.
        let sigma = min(sigma, 4 * Double(max(pixelWidth, pixelHeight, 1)))
        let plan = BlurPlan(sigma: sigma)
        // Whatever lies within three standard deviations outside the clip still shades it.
        let reach = sigma.isFinite ? min(3 * max(sigma, 0) + 1, Double(max(pixelWidth, pixelHeight))) : 0
        guard let bounds = deviceBounds(of: region, clipWidenedBy: reach) else { return }
        let reduction = plan.reduction
        let width = (bounds.right - bounds.left + reduction - 1) / reduction
        let height = (bounds.bottom - bounds.top + reduction - 1) / reduction
        guard let layer = FilterLayer(alphaOnly: alphaOnly, width: width, height: height) else { return }
        // The layer's pixels are device pixels seen through a device scale and offset, so
        // that what draws on it keeps the canvas's transform and pixel grid (a snapped edge
        // stays where it is on the canvas, whatever the layer's resolution).
        let layerScale = 1 / Double(reduction)
        cairo_surface_set_device_scale(layer.surface, layerScale, layerScale)
        cairo_surface_set_device_offset(layer.surface, -Double(bounds.left) * layerScale, -Double(bounds.top) * layerScale)
        var transform = cairo_matrix_t()
        cairo_get_matrix(cr, &transform)
        let layerContext = cairo_create(layer.surface)!
        cairo_set_matrix(layerContext, &transform)
        FontRegistry.applyFontOptions(to: layerContext)
        cairo_set_antialias(layerContext, CAIRO_ANTIALIAS_GRAY)
        let canvasContext = cr
        cr = layerContext
        body()
        cr = canvasContext
        cairo_destroy(layerContext)

        layer.blur(radii: plan.radii)
        // A pattern's matrix maps user space to the surface's own pixels.
        var deviceToLayer = cairo_matrix_t()
        cairo_matrix_init_scale(&deviceToLayer, layerScale, layerScale)
        cairo_matrix_translate(&deviceToLayer, -Double(bounds.left), -Double(bounds.top))
        var userToLayer = cairo_matrix_t()
        cairo_matrix_multiply(&userToLayer, &transform, &deviceToLayer)
        var inverse = userToLayer
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        // Composited as colour, which Cairo scales up on its fast path for ARGB32 (an A8 mask
        // scaled up bilinearly takes five times as long): a shadow's coverage is painted in
        // its colour first, at the layer's resolution.
        let colored: FilterLayer
        if let shadowColor {
            guard let painted = FilterLayer(alphaOnly: false, width: layer.width, height: layer.height) else { return }
            var palette = [UInt32](repeating: 0, count: 256)
            napkin_shadow_palette(shadowColor.red, shadowColor.green, shadowColor.blue, shadowColor.opacity, &palette)
            napkin_colorize(
                layer.bytes, layer.stride, UnsafeMutableRawPointer(painted.bytes).assumingMemoryBound(to: UInt32.self), painted.stride,
                Int32(layer.width), Int32(layer.height), palette)
            colored = painted
        } else {
            colored = layer
        }
        let source = cairo_image_surface_create_for_data(
            colored.bytes, CAIRO_FORMAT_ARGB32, Int32(colored.width), Int32(colored.height), Int32(colored.stride))!
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &userToLayer)
        // A layer of device pixels lands on whole pixels; a coarser one is interpolated.
        cairo_pattern_set_filter(pattern, reduction > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        withSavedState {
            clip(to: region)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// Draws `body` into a group, has `adjust` change its premultiplied ARGB32 pixels within
    /// `region` (pointer, stride in bytes, width, height), and composites the region.
    private func drawAdjusted(
        region: Rect, _ body: () -> Void, adjust: (UnsafeMutablePointer<UInt32>, Int, Int32, Int32) -> Void
    ) {
        guard let bounds = deviceBounds(of: region, clipWidenedBy: 0) else { return }
        // The group need only hold the pixels the region touches: Cairo sizes a group to the
        // clip, so a device-aligned clip (exact: it cuts no pixel) keeps it small.
        cairo_save(cr)
        var transform = cairo_matrix_t()
        cairo_get_matrix(cr, &transform)
        cairo_identity_matrix(cr)
        cairo_rectangle(
            cr, Double(bounds.left), Double(bounds.top), Double(bounds.right - bounds.left), Double(bounds.bottom - bounds.top))
        cairo_clip(cr)
        cairo_set_matrix(cr, &transform)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        body()
        let pattern = cairo_pop_group(cr)
        cairo_restore(cr)
        defer { cairo_pattern_destroy(pattern) }
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface else { return }
        cairo_surface_flush(groupSurface)
        // The pixels filtered: the region's two corners in device space, rounded out (a
        // rotated region is filtered within that box), on the group surface, which covers the
        // clip's extents at its device offset (and, inside a shadow's or blur's layer, scale).
        var x0 = region.minX, y0 = region.minY, x1 = region.maxX, y1 = region.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        var offsetX = 0.0, offsetY = 0.0, scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
        cairo_surface_get_device_scale(groupSurface, &scaleX, &scaleY)
        x0 = x0 * scaleX + offsetX
        x1 = x1 * scaleX + offsetX
        y0 = y0 * scaleY + offsetY
        y1 = y1 * scaleY + offsetY
        let surfaceWidth = Int(cairo_image_surface_get_width(groupSurface)),
            surfaceHeight = Int(cairo_image_surface_get_height(groupSurface))
        // Clamped to the surface before becoming integers: a region may reach out to any
        // finite distance (a shadow of a huge radius), or be NaN, and neither may trap.
        func pixel(_ value: Double, within limit: Int) -> Int {
            value.isNaN ? 0 : Int(min(max(value, 0), Double(limit)))
        }
        let left = pixel(min(x0, x1).rounded(.down), within: surfaceWidth), top = pixel(min(y0, y1).rounded(.down), within: surfaceHeight)
        let right = pixel(max(x0, x1).rounded(.up), within: surfaceWidth), bottom = pixel(max(y0, y1).rounded(.up), within: surfaceHeight)
        guard right > left, bottom > top, let data = cairo_image_surface_get_data(groupSurface) else { return }
        let stride = Int(cairo_image_surface_get_stride(groupSurface))
        let first = (data + top * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0 }
        adjust(first, stride, Int32(right - left), Int32(bottom - top))
        cairo_surface_mark_dirty(groupSurface)
        // Only the filtered pixels are composited (what the layer holds outside them is
        // unfiltered): upright, the whole pixels the region touches, so that a region with a
        // fractional edge (a view centred at half a pixel) keeps the edge its content snapped
        // to and an effect that changes nothing (`brightness(0)`) changes no pixel; turned,
        // the region itself.
        withSavedState {
            if transform.xy == 0, transform.yx == 0 {
                cairo_identity_matrix(cr)
                cairo_rectangle(
                    cr, Double(bounds.left), Double(bounds.top), Double(bounds.right - bounds.left), Double(bounds.bottom - bounds.top))
                cairo_clip(cr)
                // The group's pattern is placed by the user space it was made in.
                cairo_set_matrix(cr, &transform)
            } else {
                clip(to: region)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// The device pixels (whole, under the current transform) that `region` covers within the
    /// clip's extents widened by `reach` device pixels, or `nil` when there are none.
    private func deviceBounds(of region: Rect, clipWidenedBy reach: Double) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var transform = cairo_matrix_t()
        cairo_get_matrix(cr, &transform)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        // A band's layers are sized by the clip one canvas would have (see `clipReference`).
        cairo_clip_extents(clipExtentsContext, &cx0, &cy0, &cx1, &cy1)
        guard let clipBox = Self.box(of: Rect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0), under: transform),
            let regionBox = Self.box(of: region, under: transform)
        else { return nil }
        let left = max(regionBox.minX, clipBox.minX - reach), top = max(regionBox.minY, clipBox.minY - reach)
        let right = min(regionBox.maxX, clipBox.maxX + reach), bottom = min(regionBox.maxY, clipBox.maxY + reach)
        guard right > left, bottom > top else { return nil }
        return (Int(left.rounded(.down)), Int(top.rounded(.down)), Int(right.rounded(.up)), Int(bottom.rounded(.up)))
    }

    /// The bounding box of `rect`'s four corners under `transform`, or `nil` if not finite.
    private static func box(of rect: Rect, under transform: cairo_matrix_t) -> Rect? {
        var transform = transform
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = x, y = y
            cairo_matrix_transform_point(&transform, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 })
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
