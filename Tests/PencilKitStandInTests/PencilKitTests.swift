import Foundation
import NapkinUI
import PencilKit
import SnapshotTesting
import Testing

/// A canvas subclass as drawing apps write one: it follows the touches itself and passes them on.
final class TracingCanvasView: PKCanvasView {
    var traced: [String] = []

    override var undoManager: UndoManager? { ownUndo }
    let ownUndo = UndoManager()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { traced.append("began \(describe(touch.location(in: self)))") }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        traced.append("moved")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { traced.append("ended \(describe(touch.location(in: self)))") }
    }

    private func describe(_ point: CGPoint) -> String { "\(Int(point.x.rounded())),\(Int(point.y.rounded()))" }
}

/// Counts what the canvas tells its delegate.
final class CanvasLog: NSObject, PKCanvasViewDelegate {
    var events: [String] = []
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { events.append("changed \(canvasView.drawing.strokes.count)") }
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) { events.append("begin") }
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) { events.append("end") }
}

/// The representable a SwiftUI drawing screen wraps its canvas in.
struct CanvasRepresentable: UIViewRepresentable {
    let canvas: PKCanvasView

    func makeUIView(context: Context) -> PKCanvasView { canvas }
    func updateUIView(_ uiView: PKCanvasView, context: Context) {}
}

/// A straight path of control points every `spacing` points from `start` to `end`, `width` wide.
func line(from start: CGPoint, to end: CGPoint, width: CGFloat, steps: Int = 8) -> PKStrokePath {
    let points = (0...steps).map { index in
        let f = CGFloat(index) / CGFloat(steps)
        return PKStrokePoint(
            location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), timeOffset: Double(index) * 0.02,
            size: CGSize(width: width, height: width), opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
    }
    return PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 800_000_000))
}

/// A wave, as a hand draws one.
func wave(origin: CGPoint, length: CGFloat, amplitude: CGFloat, width: CGFloat) -> PKStrokePath {
    let points = (0...24).map { index in
        let f = CGFloat(index) / 24
        return PKStrokePoint(
            location: CGPoint(x: origin.x + length * f, y: origin.y + amplitude * sin(f * 2 * .pi)), timeOffset: Double(index) * 0.016,
            size: CGSize(width: width * (0.7 + 0.3 * sin(f * .pi)), height: width), opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
    }
    return PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 800_000_000))
}

func sampleDrawing() -> PKDrawing {
    PKDrawing(strokes: [
        PKStroke(
            ink: PKInk(.pen, color: UIColor(red: 0, green: 0, blue: 0, alpha: 1)),
            path: wave(origin: CGPoint(x: 30, y: 80), length: 260, amplitude: 40, width: 6)),
        PKStroke(
            ink: PKInk(.marker, color: UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)),
            path: line(from: CGPoint(x: 30, y: 150), to: CGPoint(x: 290, y: 150), width: 24)),
        PKStroke(
            ink: PKInk(.pen, color: UIColor(red: 0.1, green: 0.35, blue: 0.9, alpha: 1)),
            path: line(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 260, y: 190), width: 3),
            transform: CGAffineTransform(translationX: 0, y: 0)),
    ])
}

/// A SwiftUI screen that registers its edits with the environment's undo manager.
struct CounterScreen: View {
    @Environment(\.undoManager) private var undoManager
    let model: CounterModel

    var body: some View {
        Button("Add") {
            model.count += 1
            undoManager?.registerUndo(withTarget: model) { $0.count -= 1 }
        }
    }
}

@MainActor
final class CounterModel {
    var count = 0
}

@MainActor
@Suite("PencilKit stand-in", .serialized)
struct PencilKitStandInTests {
    @Test("a drawing's data reads back equal: strokes, inks, paths, transforms")
    func roundTrip() throws {
        let drawing = sampleDrawing().transformed(using: CGAffineTransform(translationX: 5, y: -3))
        let data = drawing.dataRepresentation()
        let read = try PKDrawing(data: data)
        #expect(read == drawing)
        #expect(read.strokes.count == 3)
        #expect(read.strokes[1].ink.inkType == .marker)
        #expect(read.bounds == drawing.bounds)
        #expect(PKDrawing().dataRepresentation() != data)
        #expect(try PKDrawing(data: PKDrawing().dataRepresentation()).strokes.isEmpty)
        let encoded = try JSONEncoder().encode(drawing)
        #expect(try JSONDecoder().decode(PKDrawing.self, from: encoded) == drawing)
    }

    @Test("bad data throws a typed error that says what it is")
    func badData() {
        #expect(throws: PKDrawingDataError.notANapkinDrawing) { try PKDrawing(data: Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74])) }
        #expect(throws: PKDrawingDataError.unsupportedVersion(9)) { try PKDrawing(data: Data("napkin.pkdrawing 9\n{}".utf8)) }
        var corrupt = sampleDrawing().dataRepresentation()
        corrupt.removeLast(10)
        #expect {
            try PKDrawing(data: corrupt)
        } throws: { error in
            guard case .corrupted = error as? PKDrawingDataError else { return false }
            return "\(error)".contains("damaged")
        }
        let badInk = Data(
            #"napkin.pkdrawing 1\#n{"strokes":[{"ink":"quill","color":[0,0,0,1],"transform":[1,0,0,1,0,0],"randomSeed":0,"created":0,"points":[]}]}"#
                .utf8)
        #expect(throws: PKDrawingDataError.corrupted("stroke 0 has an unknown ink \"quill\"")) { try PKDrawing(data: badInk) }
    }

    @Test("a path's curve starts and ends on its end points; strides space points along it")
    func strokePath() {
        let path = line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), width: 4)
        #expect(path.count == 9)
        #expect(path.interpolatedLocation(at: 0) == CGPoint(x: 0, y: 0))
        let end = path.interpolatedLocation(at: 8)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y) < 1e-9)
        let spaced = Array(path.interpolatedPoints(by: .distance(3)))
        #expect(spaced.count == 34)
        #expect(abs(spaced[1].location.x - 3) < 0.01)
        #expect(abs(spaced[33].location.x - 99) < 0.01)
        let half = Array(path.interpolatedPoints(in: 0...4, by: .parametricStep(1)))
        #expect(half.count == 5)
        #expect(abs(path.parametricValue(0, offsetBy: .distance(12.5)) - 1) < 0.01)
        #expect(Array(PKStrokePath().interpolatedPoints(by: .distance(4))).isEmpty)
        // A curved path runs near, not through, its middle control points (a B-spline).
        let corner = PKStrokePath(
            controlPoints: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 0)].map {
                PKStrokePoint(location: $0, timeOffset: 0, size: CGSize(width: 2, height: 2), opacity: 1, force: 1, azimuth: 0, altitude: 1)
            }, creationDate: Date())
        let middle = corner.interpolatedLocation(at: 1)
        #expect(abs(middle.x - 50) < 1e-9 && middle.y < 50 && middle.y > 25)
    }

    @Test("the drawing renders to an image: ink where strokes pass, transparent elsewhere")
    func drawingImage() throws {
        let drawing = PKDrawing(strokes: [
            PKStroke(ink: PKInk(.pen, color: .red), path: line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 90, y: 20), width: 6))
        ])
        let image = drawing.image(from: CGRect(x: 0, y: 0, width: 100, height: 40), scale: 1)
        #expect(image.size == CGSize(width: 100, height: 40))
        let pixels = try #require(image.cgImage).premultipliedARGBPixels
        func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * 100 + x] }
        #expect(pixel(50, 20) >> 24 == 0xFF)
        #expect((pixel(50, 20) >> 16) & 0xFF > 0xE0)
        #expect(pixel(50, 30) >> 24 == 0)
        #expect(pixel(5, 5) >> 24 == 0)
        #expect(drawing.bounds.minX == 7 && drawing.bounds.maxX == 93)
        // Reading the pixels' bytes as drawing apps do (alpha is each pixel's fourth byte).
        let data = try #require(image.cgImage?.dataProvider?.data)
        #expect(data.count == 100 * 40 * 4)
        let bytes: UnsafePointer<UInt8> = try #require(CFDataGetBytePtr(data))
        let onStroke: Int = (20 * 100 + 50) * 4
        let offStroke: Int = (5 * 100 + 5) * 4
        #expect(bytes[onStroke + 3] == 0xFF)
        #expect(bytes[onStroke] > 0xE0)
        #expect(bytes[offStroke + 3] == 0)
    }

    @Test("a drag on a canvas in a window draws a stroke; the canvas's undo manager undoes and redoes it")
    func drawingWithTouches() throws {
        let window = Window(device: .iPhoneSE)
        let canvas = PKCanvasView()
        let log = CanvasLog()
        canvas.delegate = log
        canvas.tool = PKInkingTool(.pen, color: .blue, width: 5)
        window.rootViewController = HostingController(rootView: CanvasRepresentable(canvas: canvas).ignoresSafeArea())
        #expect(window.drag(from: CGPoint(x: 40, y: 200), by: CGSize(width: 200, height: 50), steps: 5))
        let stroke = try #require(canvas.drawing.strokes.first)
        #expect(stroke.path.count == 6)
        #expect(stroke.ink.color == .blue)
        #expect(stroke.path.first?.location == CGPoint(x: 40, y: 200))
        #expect(stroke.path.last?.location == CGPoint(x: 240, y: 250))
        #expect(log.events == ["begin", "changed 1", "end"])

        let undo = try #require(canvas.undoManager)
        #expect(undo === window.undoManager)
        undo.undo()
        #expect(canvas.drawing.strokes.isEmpty)
        undo.redo()
        #expect(canvas.drawing.strokes.count == 1)

        canvas.tool = PKEraserTool(.vector)
        #expect(window.drag(from: CGPoint(x: 140, y: 180), by: CGSize(width: 0, height: 60), steps: 6))
        #expect(canvas.drawing.strokes.isEmpty)
        undo.undo()
        #expect(canvas.drawing.strokes.count == 1)

        canvas.drawingPolicy = .pencilOnly
        canvas.tool = PKInkingTool(.marker, color: .yellow)
        #expect(window.drag(from: CGPoint(x: 40, y: 100), by: CGSize(width: 100, height: 0)))
        #expect(canvas.drawing.strokes.count == 1)
        #expect(window.touch(along: [CGPoint(x: 40, y: 100), CGPoint(x: 140, y: 100)], type: .pencil, force: 2))
        #expect(canvas.drawing.strokes.count == 2)
        #expect(canvas.drawing.strokes[1].ink.inkType == .marker)
    }

    @Test("a subclass's touch overrides get window touches in its coordinates; its own undo manager is used")
    func subclassTouches() {
        let window = Window(device: .iPhoneSE)
        let canvas = TracingCanvasView()
        window.rootViewController = HostingController(
            rootView: VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                CanvasRepresentable(canvas: canvas)
            }.ignoresSafeArea())
        #expect(window.drag(from: CGPoint(x: 20, y: 130), by: CGSize(width: 60, height: 0), steps: 3))
        #expect(canvas.traced == ["began 20,30", "moved", "moved", "moved", "ended 80,30"])
        #expect(canvas.ownUndo.canUndo)
        #expect(!window.undoManager.canUndo)
        #expect(window.tap(at: CGPoint(x: 200, y: 300)))
        #expect(canvas.traced.suffix(2) == ["began 200,200", "ended 200,200"])
        #expect(canvas.drawing.strokes.count == 2)
        #expect(!window.tap(at: CGPoint(x: 200, y: 50)))
    }

    @Test("@Environment(\\.undoManager) is the window's undo manager")
    func environmentUndoManager() throws {
        let window = Window(device: .iPhoneSE)
        let model = CounterModel()
        window.rootViewController = HostingController(rootView: CounterScreen(model: model))
        try window.tap(label: "Add")
        try window.tap(label: "Add")
        #expect(model.count == 2)
        // Both taps ran in one stretch of main-actor code: one step, as one event's changes are on iOS.
        #expect(window.undoManager.undoCount == 1)
        window.undoManager.undo()
        #expect(model.count == 0)
        // The handler registers no inverse, so there is nothing to redo (as on iOS).
        #expect(!window.undoManager.canUndo && !window.undoManager.canRedo)
    }

    @Test("a tool picker tells its observers; a canvas takes the selected tool")
    func toolPicker() {
        let picker = PKToolPicker()
        let canvas = PKCanvasView()
        picker.addObserver(canvas)
        picker.selectedTool = PKEraserTool(.bitmap)
        #expect(canvas.tool is PKEraserTool)
        picker.isRulerActive = true
        #expect(canvas.isRulerActive)
        #expect(!picker.isVisible)
        picker.setVisible(true, forFirstResponder: canvas)
        #expect(picker.isVisible)
        picker.setVisible(false, forFirstResponder: canvas)
        #expect(!picker.isVisible)
        picker.removeObserver(canvas)
        picker.selectedTool = PKLassoTool()
        #expect(canvas.tool is PKEraserTool)
        #expect(PKInkingTool(.pen, width: 500).width == PKInkingTool.maximumWidth(forInkType: .pen))
        #expect(PKInkingTool.convertColor(.black, from: .light, to: .dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("a canvas draws its strokes in two inks over its background, light and dark")
    func snapshots() {
        for scheme in [ColorScheme.light, .dark] {
            let canvas = PKCanvasView()
            canvas.drawing = sampleDrawing()
            assertSnapshot(
                of: CanvasRepresentable(canvas: canvas).frame(width: 320, height: 240),
                as: .image(layout: .fixed(width: 320, height: 240), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
