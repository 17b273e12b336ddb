import Foundation
import NapkinUI

/// What a canvas accepts drawing from, as PencilKit's `PKCanvasViewDrawingPolicy`.
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
    /// As the system setting says: with no Apple Pencil paired (always, on Linux), a finger draws.
    case `default`
    /// Fingers and Apple Pencil draw.
    case anyInput
    /// Only Apple Pencil draws; fingers scroll.
    case pencilOnly
}

/// What a canvas tells its delegate, as PencilKit's `PKCanvasViewDelegate`: every method is
/// optional (the defaults do nothing). It refines the scroll view's delegate, as the canvas is a
/// scroll view; assign it to the canvas's `delegate`.
@preconcurrency @MainActor
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    /// The drawing changed: a stroke was drawn or erased, an undo or redo ran, or the app set it.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    /// The canvas finished drawing what it shows.
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    /// A touch began drawing (or erasing) with the canvas's tool.
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    /// The touch lifted.
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    /// Does nothing.
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// The view a person draws in, as PencilKit's `PKCanvasView`: a scroll view that shows its
/// ``drawing`` and turns touches into strokes with its ``tool``.
///
/// It draws its strokes over its background colour (the system background by default: white,
/// black in dark mode, where the inks' colours are adapted as PencilKit adapts them; see
/// ``PKInkingTool/convertColor(_:from:to:)``). Touches from ``Window/touch(along:type:force:)``,
/// ``Window/drag(from:by:steps:)`` and ``Window/tap(at:)``, or a subclass calling `super`, draw:
/// an inking tool adds a stroke through the touch's locations (each point the tool's width, a
/// pencil's scaled by its force), an eraser removes what it crosses (a vector eraser whole
/// strokes; a bitmap eraser the control points under it, splitting the stroke there), a lasso
/// selects nothing. Each change is one step of the canvas's ``undoManager`` (the window's, as on
/// iOS) and tells the delegate. The ruler and the tool picker's palette are not drawn.
@preconcurrency @MainActor
open class PKCanvasView: UIScrollView, PKToolPickerObserver, UIViewContentDrawing {
    /// What the canvas shows.
    open var drawing = PKDrawing() {
        didSet {
            guard !isReplacingDrawing else { return }
            canvasDelegate?.canvasViewDrawingDidChange(self)
        }
    }
    /// What touches draw with: a black pen by default.
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    /// What draws: fingers and pencil, or pencil only.
    open var drawingPolicy: PKCanvasViewDrawingPolicy = .default
    /// Whether the ruler is shown (kept; NapkinUI does not draw it).
    open var isRulerActive = false
    /// Whether scrolling needs two fingers, so one finger draws (the deprecated spelling of
    /// ``drawingPolicy``: `true` is `.anyInput`).
    @available(*, deprecated, renamed: "drawingPolicy")
    open var allowsFingerDrawing: Bool {
        get { drawingPolicy != .pencilOnly }
        set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
    }

    /// The stroke being drawn: its tool, where it started, and its points so far.
    private var inProgress: (ink: PKInkingTool, start: TimeInterval, points: [PKStrokePoint])?
    /// The eraser's points so far (in the canvas's coordinates) and the drawing before it began.
    private var erasing: (eraser: PKEraserTool, points: [CGPoint], before: PKDrawing)?
    /// True while the canvas sets its own drawing (it tells the delegate itself).
    private var isReplacingDrawing = false

    /// The delegate, when it is a canvas delegate.
    private var canvasDelegate: (any PKCanvasViewDelegate)? { delegate as? any PKCanvasViewDelegate }

    /// An empty canvas in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// An empty canvas with no size yet (a representable sizes it).
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A canvas takes the first-responder status, so a tool picker can show for it.
    open override var canBecomeFirstResponder: Bool { true }

    /// Draws the strokes in the current context (NapkinUI calls it under the view's `draw(_:)`).
    package func drawViewContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawStrokes(in: context)
    }

    /// Draws the finished strokes, then the one under way.
    private func drawStrokes(in context: CGContext) {
        for stroke in drawing.strokes { StrokeOutline.draw(stroke, in: context) }
        if let inProgress, !inProgress.points.isEmpty {
            StrokeOutline.draw(stroke(from: inProgress.ink, points: inProgress.points), in: context)
        }
        canvasDelegate?.canvasViewDidFinishRendering(self)
    }

    // MARK: Touches

    /// Whether `touch` draws under the drawing policy.
    private func draws(with touch: UITouch) -> Bool {
        drawingPolicy != .pencilOnly || touch.type == .pencil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, draws(with: touch) else {
            super.touchesBegan(touches, with: event)
            return
        }
        if let ink = tool as? PKInkingTool {
            inProgress = (ink, touch.timestamp, [])
            append(touch, event: event)
        } else if let eraser = tool as? PKEraserTool {
            erasing = (eraser, [touch.location(in: self)], drawing)
            erase()
        } else {
            return
        }
        canvasDelegate?.canvasViewDidBeginUsingTool(self)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if inProgress != nil {
            append(touch, event: event)
        } else if erasing != nil {
            erasing?.points.append(touch.location(in: self))
            erase()
        } else {
            super.touchesMoved(touches, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let current = inProgress {
            if let touch = touches.first, touch.location(in: self) != current.points.last?.location { append(touch, event: event) }
            inProgress = nil
            let finished = stroke(from: current.ink, points: current.points)
            replaceDrawing(with: drawing.appendingStrokes([finished]), previous: drawing)
            canvasDelegate?.canvasViewDidEndUsingTool(self)
        } else if let current = erasing {
            erasing = nil
            if drawing != current.before {
                let erased = drawing
                isReplacingDrawing = true
                drawing = current.before
                isReplacingDrawing = false
                replaceDrawing(with: erased, previous: current.before)
            }
            canvasDelegate?.canvasViewDidEndUsingTool(self)
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if inProgress != nil {
            inProgress = nil
            canvasDelegate?.canvasViewDidEndUsingTool(self)
        } else if let current = erasing {
            erasing = nil
            isReplacingDrawing = true
            drawing = current.before
            isReplacingDrawing = false
            canvasDelegate?.canvasViewDidEndUsingTool(self)
        } else {
            super.touchesCancelled(touches, with: event)
        }
    }

    /// Adds the points of `touch` (its coalesced touches when the event has them) to the stroke.
    private func append(_ touch: UITouch, event: UIEvent?) {
        guard let current = inProgress else { return }
        let touches = event?.coalescedTouches(for: touch) ?? [touch]
        for each in touches {
            let force = each.type == .pencil ? each.force : 1
            let scale = each.type == .pencil && current.ink.inkType != .monoline ? Swift.min(Swift.max(force, 0.25), 2) : 1
            let width = current.ink.width * scale
            let height = current.ink.inkType == .marker ? width * 0.35 : width
            inProgress?.points.append(
                PKStrokePoint(
                    location: each.location(in: self), timeOffset: Swift.max(0, each.timestamp - current.start),
                    size: CGSize(width: width, height: height), opacity: 1, force: force, azimuth: each.azimuthAngle(in: self),
                    altitude: each.altitudeAngle))
        }
    }

    /// The stroke of `points` in `ink`'s ink (a dot when the touch did not move).
    private func stroke(from ink: PKInkingTool, points: [PKStrokePoint]) -> PKStroke {
        PKStroke(ink: ink.ink, path: PKStrokePath(controlPoints: points, creationDate: Date()))
    }

    /// Applies the eraser's points so far to the drawing from before it began.
    private func erase() {
        guard let current = erasing else { return }
        let radius = current.eraser.width / 2
        func touched(_ point: CGPoint) -> Bool {
            current.points.contains { eraser in
                let dx = eraser.x - point.x, dy = eraser.y - point.y
                return (dx * dx + dy * dy).squareRoot() <= radius
            }
        }
        var strokes: [PKStroke] = []
        for stroke in current.before.strokes {
            switch current.eraser.eraserType {
            case .vector:
                let hit = StrokeOutline.samples(of: stroke.path).contains { touched($0.location.applying(stroke.transform)) }
                if !hit { strokes.append(stroke) }
            case .bitmap, .fixedWidthBitmap:
                var run: [PKStrokePoint] = []
                func flush() {
                    if !run.isEmpty {
                        var piece = stroke
                        piece.path = PKStrokePath(controlPoints: run, creationDate: stroke.path.creationDate)
                        strokes.append(piece)
                    }
                    run = []
                }
                for point in stroke.path {
                    if touched(point.location.applying(stroke.transform)) { flush() } else { run.append(point) }
                }
                flush()
            }
        }
        isReplacingDrawing = true
        drawing = PKDrawing(strokes: strokes)
        isReplacingDrawing = false
    }

    /// Sets the drawing to `new` as one undoable step back to `previous`, and tells the delegate.
    private func replaceDrawing(with new: PKDrawing, previous: PKDrawing) {
        undoManager?.registerUndo(withTarget: self) { canvas in
            canvas.replaceDrawing(with: previous, previous: new)
        }
        isReplacingDrawing = true
        drawing = new
        isReplacingDrawing = false
        canvasDelegate?.canvasViewDrawingDidChange(self)
    }

    // MARK: Tool picker

    /// Takes the tool picker's selected tool, as a canvas observing a picker does.
    open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {
        tool = toolPicker.selectedTool
    }

    /// Takes the picker's ruler state.
    open func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {
        isRulerActive = toolPicker.isRulerActive
    }

    /// Does nothing.
    open func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}

    /// Does nothing.
    open func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}
