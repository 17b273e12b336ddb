import CCairo

// Drawing through a layer: groups composited at an opacity, and masks (pixel filters are in
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

    /// Starts drawing into a transparent layer; ``popGroup(opacity:)`` composites it.
    public func pushGroup() {
        if let recorder {
            recorder.append(.pushGroup)
            return cairo_save(cr)
        }
        prepareToDraw()
        cairo_push_group(cr)
    }

    /// Composites the layer started by ``pushGroup()`` at `opacity`.
    public func popGroup(opacity: Double) {
        if let recorder {
            recorder.append(.popGroup(opacity: opacity))
            return cairo_restore(cr)
        }
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
