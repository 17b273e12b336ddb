/// What was drawn on a recording canvas (``Canvas/record(size:scale:_:)``), kept as values:
/// replayed, it makes the same Cairo calls in the same order as the drawing did, so it draws
/// the same pixels.
///
/// It is `Sendable`: a frame laid out and recorded where its views live (NapkinUI's main
/// actor) can be drawn on any thread, and several frames at once, each on its own canvas.
/// The fonts, glyph caches and shaped text it refers to are shared safely (immutable, or
/// behind locks; Cairo locks its own font caches).
public struct DisplayList: Sendable {
    /// The size of the drawing area in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The drawing, in order.
    let operations: [DisplayOperation]

    /// The number of drawing operations recorded, groups and their contents counted.
    public var operationCount: Int { DisplayOperation.count(operations) }

    /// Draws the list into a new bitmap of `size` at `scale`, as
    /// ``Canvas/render(size:scale:background:_:)`` with the same drawing would.
    public func render(background: SRGBColor? = nil) -> Bitmap {
        Canvas.render(size: size, scale: scale, background: background) { replay(on: $0) }
    }

    /// Draws the list on `canvas`, over what it holds.
    public func replay(on canvas: Canvas) {
        DisplayOperation.replay(operations, on: canvas)
    }
}

/// Collects what a recording canvas is asked to draw; groups, masks and filters collect their
/// contents in a nested list.
final class DisplayListRecorder {
    private var lists: [[DisplayOperation]] = [[]]

    /// Everything recorded at the top level.
    var operations: [DisplayOperation] { lists[0] }

    /// Appends `operation` to the innermost list.
    func append(_ operation: DisplayOperation) {
        lists[lists.count - 1].append(operation)
    }

    /// What `body` records, collected apart.
    func nested(_ body: () -> Void) -> [DisplayOperation] {
        lists.append([])
        body()
        return lists.removeLast()
    }
}

extension Canvas {
    /// Records what `draw` draws on a canvas of `size` points at `scale` pixels per point,
    /// without drawing it: ``DisplayList/render(background:)`` draws it later, on any thread.
    ///
    /// The canvas answers ``snap(_:)`` and ``hairline(from:to:y:)`` as a drawing canvas of
    /// that size and scale would, under the same transforms.
    public static func record(size: Size, scale: Double, _ draw: (Canvas) throws -> Void) rethrows -> DisplayList {
        let recorder = DisplayListRecorder()
        let canvas = Canvas(recordingSize: size, scale: scale, into: recorder)
        try draw(canvas)
        return DisplayList(size: size, scale: scale, operations: recorder.operations)
    }
}
