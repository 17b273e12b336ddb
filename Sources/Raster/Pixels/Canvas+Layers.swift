import CCairo
import CPixelKernels
import Glibc

// Drawing through a layer: groups composited at an opacity with a blend mode, and masks (pixel filters are in
// Canvas+Filters.swift).
extension Canvas {
    /// Draws what `body` draws only where what `mask` draws is opaque (its alpha), as
    /// SwiftUI's `mask`.
    public func drawMasked(_ body: () -> Void, mask: () -> Void) {
        if let recorder {
            // The calls Cairo's two groups make: each saves the state, and restores it after.
            cairo_save(cr)
            let content = recorder.nested(body)
            cairo_save(cr)
            let maskContent = recorder.nested(mask)
            cairo_restore(cr)
            cairo_restore(cr)
            return recorder.append(.masked(body: content, mask: maskContent))
        }
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

    /// Starts drawing into a transparent layer; ``popGroup(opacity:blend:)`` composites it.
    public func pushGroup() {
        if let recorder {
            recorder.append(.pushGroup)
            return cairo_save(cr)
        }
        prepareToDraw()
        cairo_push_group(cr)
    }

    /// Composites the layer started by ``pushGroup()`` at `opacity` onto what is drawn behind
    /// it, with `blend` (as SwiftUI's `blendMode(_:)`: `.normal` draws it over).
    public func popGroup(opacity: Double, blend: BlendOperator = .normal) {
        if let recorder {
            recorder.append(.popGroup(opacity: opacity, blend: blend))
            return cairo_restore(cr)
        }
        prepareToDraw()
        guard let cairoOperator = blend.cairoOperator else { return popGroupPlusDarker(opacity: opacity) }
        cairo_pop_group_to_source(cr)
        let previous = cairo_get_operator(cr)
        cairo_set_operator(cr, cairoOperator)
        cairo_paint_with_alpha(cr, opacity)
        cairo_set_operator(cr, previous)
    }

    /// Draws what `body` draws into a separate layer, then composites the layer at
    /// `opacity` with `blend`, so overlapping parts do not show through each other.
    public func drawGroup(opacity: Double, blend: BlendOperator = .normal, _ body: () -> Void) {
        pushGroup()
        body()
        popGroup(opacity: opacity, blend: blend)
    }

    /// Composites the layer with plus-darker, which Cairo has no operator for: the backdrop's
    /// pixels under the layer are copied, combined with the layer's by `napkin_plus_darker`,
    /// and painted back with the source operator under the clip (so an antialiased clip edge
    /// mixes the result with the backdrop as any other drawing's edge does). A transparent
    /// layer pixel leaves the backdrop as it is, so the layer's extent (the clip's) is all that
    /// changes.
    private func popGroupPlusDarker(opacity: Double) {
        guard let pattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(pattern) }
        guard opacity > 0 else { return }
        var group: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group, let target = cairo_get_group_target(cr),
            Self.isARGBImage(group), Self.isARGBImage(target)
        else {
            // Onto an alpha-only layer (a shadow's silhouette) colours do not matter: drawn over.
            cairo_set_source(cr, pattern)
            return cairo_paint_with_alpha(cr, opacity)
        }
        cairo_surface_flush(group)
        cairo_surface_flush(target)
        var groupX = 0.0, groupY = 0.0, targetX = 0.0, targetY = 0.0, groupScaleX = 1.0, groupScaleY = 1.0, scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_offset(group, &groupX, &groupY)
        cairo_surface_get_device_offset(target, &targetX, &targetY)
        cairo_surface_get_device_scale(group, &groupScaleX, &groupScaleY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        // A group has its target's device scale; its pixels lie a whole number of pixels from
        // the target's.
        let shiftX = (targetX - groupX).rounded(), shiftY = (targetY - groupY).rounded()
        guard groupScaleX == scaleX, groupScaleY == scaleY, abs(shiftX) < 1e6, abs(shiftY) < 1e6 else { return }
        let dx = Int(shiftX), dy = Int(shiftY)
        let groupWidth = Int(cairo_image_surface_get_width(group)), groupHeight = Int(cairo_image_surface_get_height(group))
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        // The target pixels the layer covers.
        let left = max(dx, 0), top = max(dy, 0)
        let right = min(dx + groupWidth, targetWidth), bottom = min(dy + groupHeight, targetHeight)
        guard right > left, bottom > top, let groupData = cairo_image_surface_get_data(group),
            let targetData = cairo_image_surface_get_data(target)
        else { return }
        let groupStride = Int(cairo_image_surface_get_stride(group)), targetStride = Int(cairo_image_surface_get_stride(target))
        let width = right - left, height = bottom - top
        let blended = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(blended) }
        guard cairo_surface_status(blended) == CAIRO_STATUS_SUCCESS, let blendedData = cairo_image_surface_get_data(blended) else { return }
        let blendedStride = Int(cairo_image_surface_get_stride(blended))
        for row in 0..<height {
            memcpy(blendedData + row * blendedStride, targetData + (top + row) * targetStride + 4 * left, 4 * width)
        }
        let source = (groupData + (top - dy) * groupStride + 4 * (left - dx)).withMemoryRebound(to: UInt32.self, capacity: 1) { $0 }
        if opacity < 1 {
            // The layer at the opacity first, as a paint with alpha would take it.
            let factor = UInt32((opacity * 256).rounded())
            napkin_multiply(source, groupStride, Int32(width), Int32(height), factor, factor, factor, factor)
        }
        let backdrop = blendedData.withMemoryRebound(to: UInt32.self, capacity: 1) { $0 }
        napkin_plus_darker(source, groupStride, backdrop, blendedStride, Int32(width), Int32(height))
        cairo_surface_mark_dirty(blended)
        // Painted in device space: pixel (x, y) of `blended` onto target pixel (left + x, top + y).
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let blendedPattern = cairo_pattern_create_for_surface(blended)!
        defer { cairo_pattern_destroy(blendedPattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scaleX, 0, 0, scaleY, targetX - Double(left), targetY - Double(top))
        cairo_pattern_set_matrix(blendedPattern, &matrix)
        cairo_pattern_set_filter(blendedPattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, blendedPattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        // Only the copied pixels: outside them the source operator would clear the backdrop.
        cairo_rectangle(
            cr, (Double(left) - targetX) / scaleX, (Double(top) - targetY) / scaleY, Double(width) / scaleX, Double(height) / scaleY)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private static func isARGBImage(_ surface: OpaquePointer) -> Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE && cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }
}
