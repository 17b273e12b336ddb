import CCairo

extension Canvas {
    /// Scales the drawing that follows by `factor` about the origin (after ``translate(by:)``,
    /// about any point): NapkinUI draws the screen behind a sheet shrunk, as iOS does.
    public func scale(by factor: Double) {
        recorder?.append(.scaleUniformly(factor))
        cairo_scale(cr, factor, factor)
    }
}
