internal import Raster
package import RasterCore

/// A window's frame, laid out and recorded on the main actor (``Window/recordFrame()``), to
/// be drawn on any thread: several windows' frames can be drawn at once, each on a canvas of
/// its own, while the main actor lays out the next.
///
/// It holds values only (a ``DisplayList`` of drawing calls and the shaped text and images
/// they draw), nothing of the window or its views, so the window may change or go away
/// meanwhile. Drawing it gives the pixels ``Window/render()`` gave when it was recorded.
package struct WindowFrame: Sendable {
    /// The drawing calls, in order.
    let drawing: DisplayList
    /// The colour behind everything.
    let background: SRGBColor

    /// Draws the frame, on the calling thread.
    package func render() -> Bitmap {
        drawing.render(background: background)
    }

    /// The number of drawing calls in the frame.
    package var operationCount: Int { drawing.operationCount }
}
