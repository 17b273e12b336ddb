import Foundation
import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// SwiftUI's `Canvas { context, size in }` with its `GraphicsContext`.
@MainActor
@Suite("Canvas view")
struct CanvasViewTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let white = Color(red: 1, green: 1, blue: 1)

    /// A 200 × 100 canvas drawn by `renderer`, alone on the screen; its top-left corner.
    private func render(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) throws -> (Bitmap, Double, Double) {
        let view = Canvas(renderer: renderer).frame(width: 200, height: 100)
        let origin = numbers(try frame(of: "Canvas", in: view))
        return (renderView(view), origin[0], origin[1])
    }

    @Test("A canvas takes the space it is offered, and its renderer gets that size")
    func sizeAndOrigin() throws {
        var seen = CGSize.zero
        let view = Canvas { _, size in seen = size }.frame(width: 120, height: 40)
        _ = renderView(view)
        #expect(seen == CGSize(width: 120, height: 40))
        // Root content is centred in the 390 × 763 safe area starting at y 47.
        #expect(numbers(try frame(of: "Canvas", in: view)) == [135, 47 + (763 - 40) / 2, 120, 40])
    }

    @Test("fill paints a path in the canvas's coordinates, and nothing outside the canvas")
    func fill() throws {
        let (bitmap, x, y) = try render { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 20)), with: .color(red))
            // Outside the canvas: clipped away.
            context.fill(Path(CGRect(x: -50, y: 0, width: 40, height: 100)), with: .color(red))
        }
        #expect(isClose(pixel(bitmap, atPoint: x + 30, y + 20), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 60, y + 20), white))
        #expect(isClose(pixel(bitmap, atPoint: x - 20, y + 20), white))
    }

    @Test("translateBy and rotate move later drawing; the transform is the context's own")
    func transforms() throws {
        let (bitmap, x, y) = try render { context, _ in
            var moved = context
            moved.translateBy(x: 100, y: 10)
            moved.rotate(by: .degrees(90))
            // A 40 × 6 bar along x, rotated a quarter turn clockwise: it now runs down from (100, 10).
            moved.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 6)), with: .color(red))
            // The original context is not moved.
            context.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(red))
        }
        #expect(isClose(pixel(bitmap, atPoint: x + 97, y + 40), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 120, y + 13), white))
        #expect(isClose(pixel(bitmap, atPoint: x + 3, y + 3), red))
    }

    @Test("scaleBy and concatenate scale and move later drawing")
    func scaleAndConcatenate() throws {
        let (bitmap, x, y) = try render { context, _ in
            var scaled = context
            scaled.scaleBy(x: 4, y: 2)
            scaled.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red))
            var moved = context
            moved.concatenate(CGAffineTransform(translationX: 150, y: 50))
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red))
        }
        #expect(isClose(pixel(bitmap, atPoint: x + 38, y + 18), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 42, y + 18), white))
        #expect(isClose(pixel(bitmap, atPoint: x + 155, y + 55), red))
    }

    @Test("opacity multiplies what is drawn; drawLayer composites its contents once")
    func opacityAndLayers() throws {
        let (bitmap, x, y) = try render { context, _ in
            var faint = context
            faint.opacity = 0.5
            faint.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(red))
            faint.drawLayer { layer in
                layer.fill(Path(CGRect(x: 100, y: 0, width: 40, height: 40)), with: .color(red))
                layer.fill(Path(CGRect(x: 120, y: 0, width: 40, height: 40)), with: .color(red))
            }
        }
        let half = Color(red: 1, green: 127.5 / 255, blue: 127.5 / 255)
        let fill = pixel(bitmap, atPoint: x + 20, y + 20)
        #expect(abs(fill.green - half.green) < 0.01 && fill.red > 0.99)
        // Inside the layer the overlap is no darker than the rest: the layer is faded as a whole.
        let single = pixel(bitmap, atPoint: x + 110, y + 20), overlap = pixel(bitmap, atPoint: x + 130, y + 20)
        #expect(isClose(single, overlap))
        #expect(abs(single.green - half.green) < 0.01)
    }

    @Test("clip(to:) limits later drawing; the even-odd rule makes a ring")
    func clipAndEvenOdd() throws {
        let (bitmap, x, y) = try render { context, _ in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(red))
            var ring = Path(ellipseIn: CGRect(x: 110, y: 10, width: 80, height: 80))
            ring.addEllipse(in: CGRect(x: 130, y: 30, width: 40, height: 40))
            context.fill(ring, with: .color(red), style: FillStyle(eoFill: true))
        }
        #expect(isClose(pixel(bitmap, atPoint: x + 50, y + 50), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 3, y + 3), white))
        #expect(isClose(pixel(bitmap, atPoint: x + 150, y + 50), white))
        #expect(isClose(pixel(bitmap, atPoint: x + 150, y + 20), red))
    }

    @Test("stroke draws a line of the width asked, centred on the path")
    func stroke() throws {
        let (bitmap, x, y) = try render { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 200, y: 50))
            context.stroke(line, with: .color(red), lineWidth: 10)
        }
        #expect(isClose(pixel(bitmap, atPoint: x + 100, y + 46), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 100, y + 54), red))
        #expect(isClose(pixel(bitmap, atPoint: x + 100, y + 57), white))
    }

    @Test("A linear gradient runs between points of the canvas")
    func linearGradient() throws {
        let (bitmap, x, y) = try render { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Gradient(colors: [red, Color(red: 0, green: 0, blue: 1)]), startPoint: .zero, endPoint: CGPoint(x: 200, y: 0)))
        }
        let left = pixel(bitmap, atPoint: x + 2, y + 50), right = pixel(bitmap, atPoint: x + 198, y + 50)
        #expect(left.red > 0.9 && left.blue < 0.1)
        #expect(right.blue > 0.9 && right.red < 0.1)
    }

    @Test("Text is measured and drawn in the canvas's environment; images draw in their rectangle")
    func textAndImages() throws {
        var measured = CGSize.zero
        let picture = samplePicture(width: 40, height: 30)
        let (bitmap, x, y) = try render { context, size in
            let text = context.resolve(Text("Hi").font(.body))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
            context.draw(Image(bitmap: picture), in: CGRect(x: 120, y: 20, width: 80, height: 60))
        }
        // The same size the text takes laid out as a view.
        let laidOut = numbers(try frame(of: "\"Hi\"", in: Text("Hi").font(.body)))
        #expect(abs(Double(measured.width) - laidOut[2]) < 0.01 && abs(Double(measured.height) - laidOut[3]) < 0.01)
        // Black ink of "H" near the top-left corner it was anchored at.
        let ink = (0..<Int(measured.width)).contains { dx in
            pixel(bitmap, atPoint: x + 20 + Double(dx), y + 20 + measured.height / 2).red < 0.3
        }
        #expect(ink)
        // The picture's dark square spans its second quarter: here x 140…160, y 35…50.
        #expect(pixel(bitmap, atPoint: x + 150, y + 42).red < 0.2)
        #expect(pixel(bitmap, atPoint: x + 125, y + 25).blue > 0.6)
    }

    @Test("A meter drawn with a canvas, light and dark")
    func meterSnapshot() {
        let meter = Canvas { context, size in
            let track = Path(roundedRect: CGRect(x: 0, y: size.height - 12, width: size.width, height: 12), cornerRadius: 6)
            context.fill(track, with: .style(Color.secondary.opacity(0.25)))
            context.fill(
                Path(roundedRect: CGRect(x: 0, y: size.height - 12, width: size.width * 0.64, height: 12), cornerRadius: 6),
                with: .linearGradient(Gradient(colors: [.green, .yellow]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            for tick in 0...10 {
                var mark = context
                mark.translateBy(x: size.width * CGFloat(tick) / 10, y: size.height - 20)
                mark.rotate(by: .degrees(Double(tick) * 9))
                mark.fill(Path(CGRect(x: -1, y: -8, width: 2, height: 8)), with: .foreground)
            }
            context.draw(Text("64 %").font(.headline), at: CGPoint(x: size.width / 2, y: 14))
        }
        .frame(width: 240, height: 70)
        .padding(20)
        assertLightAndDark(meter, width: 280, height: 110)
    }
}

/// SwiftUI 17's static shape members beyond `.rect(cornerRadius:)`, `.capsule` and `.circle`.
@MainActor
@Suite("Static shape members")
struct StaticShapeMemberTests {
    @Test(".rect(cornerRadii:) rounds only the corners given; .containerRelative is the view's rectangle")
    func cornerRadiiAndContainerRelative() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let view = Color.blue.frame(width: 100, height: 100)
            .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 30, topTrailing: 30)))
        let frame = numbers(try NapkinUITests.frame(of: "Color", in: view))
        let bitmap = renderView(view)
        // The top corners are cut; the bottom ones are square.
        #expect(isClose(pixel(bitmap, atPoint: frame[0] + 2, frame[1] + 2), white))
        #expect(!isClose(pixel(bitmap, atPoint: frame[0] + 1, frame[1] + 99), white))
        let relative = Color.blue.frame(width: 100, height: 100).clipShape(.containerRelative)
        #expect(renderView(relative).pixels == renderView(Color.blue.frame(width: 100, height: 100)).pixels)
    }
}
