import CCairo

// Drawing through a layer: groups composited at an opacity, masks, and pixel filters.
extension Canvas {
    /// Draws what `body` draws only where what `mask` draws is opaque (its alpha), as
    /// SwiftUI's `mask`.
    public func drawMasked(_ body: () -> Void, mask: () -> Void) {
        prepareToDraw()
        cairo_push_group(cr)
        body()
        cairo_push_group(cr)
        mask()
        let maskPattern = cairo_pop_group(cr)
        let content = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(maskPattern)
    }

    /// Draws what `body` draws with `filter` applied to its pixels within `region` (points):
    /// the layer is drawn, its premultiplied ARGB pixels inside the region are handed to
    /// `filter` (row-major, `width` × `height`), and the result is composited.
    public func drawFiltered(
        region: Rect, _ body: () -> Void, filter: (_ pixels: inout [UInt32], _ width: Int, _ height: Int, _ scale: Double) -> Void
    ) {
        prepareToDraw()
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        body()
        let pattern = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(pattern) }
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface else { return }
        cairo_surface_flush(groupSurface)
        var x0 = region.minX, y0 = region.minY, x1 = region.maxX, y1 = region.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        // The group surface covers the clip's extents; its device offset says where.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
        x0 += offsetX; x1 += offsetX
        y0 += offsetY; y1 += offsetY
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
        let width = right - left, height = bottom - top
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = (data + (top + row) * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width { pixels[row * width + column] = source[column] }
        }
        filter(&pixels, width, height, scale)
        for row in 0..<height {
            let target = (data + (top + row) * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width { target[column] = pixels[row * width + column] }
        }
        cairo_surface_mark_dirty(groupSurface)
        // Only the filtered region is composited (what the layer holds outside it is unfiltered).
        cairo_save(cr)
        cairo_rectangle(cr, region.minX, region.minY, region.width, region.height)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Starts drawing into a transparent layer; ``popGroup(opacity:)`` composites it.
    public func pushGroup() {
        prepareToDraw()
        cairo_push_group(cr)
    }

    /// Composites the layer started by ``pushGroup()`` at `opacity`.
    public func popGroup(opacity: Double) {
        prepareToDraw()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Draws what `body` draws into a separate layer, then composites the layer at
    /// `opacity`, so overlapping parts do not show through each other.
    public func drawGroup(opacity: Double, _ body: () -> Void) {
        pushGroup()
        body()
        popGroup(opacity: opacity)
    }
}
