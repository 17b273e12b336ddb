import Foundation
import Testing

@testable import NapkinUI

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// The rows (in pixels) of the SE render's centre column that are not white.
@MainActor
private func inkedRows<V: View>(_ view: V, column: Int = 375) -> ClosedRange<Int>? {
    let bitmap = renderSE(view)
    let rows = (0..<bitmap.height).filter { bitmap[column, $0] != Color.white.premultipliedARGB }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
}

@MainActor
@Suite("Shapes and effects")
struct ShapeEffectTests {
    // The SE's safe area is 375×647 points from y = 20; a 100-point square centred in it spans
    // y 293.5…393.5 points, pixel rows 587…786.

    @Test("A colour effect that changes nothing changes no pixel, also where the view ends at half a pixel")
    func neutralEffectsAtHalfPixels() {
        // Centred in the iPhone 13 Pro's safe area, the square's top and bottom are at half a
        // pixel (378.5 and 478.5 points at 3×), where its fill snaps to whole pixels.
        let square = Color(red: 0.8, green: 0.6, blue: 1).frame(width: 100, height: 100)
        let plain = window(showing: square).render()
        // Compared as one Bool each: a failure prints a sentence, not two bitmaps.
        let brightness = window(showing: square.brightness(0)).render() == plain
        let saturation = window(showing: square.saturation(1)).render() == plain
        let multiply = window(showing: square.colorMultiply(.white)).render() == plain
        #expect(brightness, "brightness(0) changed pixels")
        #expect(saturation, "saturation(1) changed pixels")
        #expect(multiply, "colorMultiply(.white) changed pixels")
        // And one that changes something changes every pixel of the square, its edge rows too.
        let darker = window(showing: square.brightness(-0.2)).render()
        let changed = (0..<plain.height).filter { darker[plain.width / 2, $0] != plain[plain.width / 2, $0] }
        let inked = (0..<plain.height).filter { plain[plain.width / 2, $0] != Color.white.premultipliedARGB }
        #expect(changed == inked)
    }

    @Test("A 2-point Circle().stroke reaches 1 point outside its frame, as SwiftUI's")
    func strokeCentred() throws {
        let rows = try #require(inkedRows(Circle().stroke(.black, lineWidth: 2).frame(width: 100, height: 100)))
        #expect(rows == 585...788)
    }

    @Test("strokeBorder stays inside the frame")
    func strokeBorderInside() throws {
        let rows = try #require(inkedRows(Circle().strokeBorder(.black, lineWidth: 2).frame(width: 100, height: 100)))
        #expect(rows == 587...786)
    }

    @Test("stroke(lineWidth:) uses the foreground style")
    func strokeForeground() {
        let bitmap = renderSE(Rectangle().stroke(lineWidth: 4).foregroundStyle(.red).frame(width: 100, height: 100))
        #expect(Color(premultipliedARGB: bitmap[375, 587]) == Color(hex: 0xFF3B30))
        #expect(Color(premultipliedARGB: bitmap[375, 687]) == .white)
    }

    @Test("A custom Shape's path(in:) is filled")
    func customShape() throws {
        let bitmap = renderSE(Triangle().fill(.black).frame(width: 100, height: 100))
        // Near the apex only the middle is inked; near the base nearly all the width.
        #expect(bitmap[375, 600] != Color.white.premultipliedARGB)
        #expect(bitmap[300, 600] == Color.white.premultipliedARGB)
        #expect(bitmap[290, 780] != Color.white.premultipliedARGB)
    }

    @Test("clipShape(Circle()) clips a square to a circle; cornerRadius rounds the corners")
    func clipping() {
        let clipped = renderSE(Color.black.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(clipped[278, 589] == Color.white.premultipliedARGB)
        #expect(clipped[375, 687] == Color.black.premultipliedARGB)
        let rounded = renderSE(Color.black.frame(width: 100, height: 100).cornerRadius(20))
        #expect(rounded[276, 588] == Color.white.premultipliedARGB)
        #expect(rounded[300, 687] == Color.black.premultipliedARGB)
    }

    @Test("offset moves drawing and taps but not the layout; hidden keeps the space")
    func offsetAndHidden() throws {
        let lines = layoutLines(
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).offset(x: 20, y: 5).accessibilityLabel("moved")
                Color.blue.frame(width: 10, height: 10).hidden()
            })
        #expect(lines.contains { $0.contains("hidden") })
        let moved = try #require(lines.first { $0.contains("Color") })
        let stack = try #require(lines.first { $0.contains("VStack") })
        #expect(stack.contains("10×20"), "\(stack)")
        #expect(moved.contains("(210, "), "\(moved)")
    }

    @Test("A shadow darkens pixels below the view; rotation turns its drawing")
    func shadowAndRotation() {
        let shadowed = renderSE(Color.white.frame(width: 100, height: 100).shadow(color: .black, radius: 4, y: 10))
        let below = Color(premultipliedARGB: shadowed[375, 790])
        #expect(below.red < 0.9)
        #expect(Color(premultipliedARGB: shadowed[375, 687]) == .white)
        let turned = renderSE(Color.black.frame(width: 100, height: 20).rotationEffect(.degrees(90)))
        #expect(turned[375, 600] == Color.black.premultipliedARGB)
        #expect(turned[290, 687] == Color.white.premultipliedARGB)
    }

    @Test("zIndex draws a later-written view below an earlier one")
    func zIndex() {
        let bitmap = renderSE(
            ZStack {
                Color.red.frame(width: 100, height: 100).zIndex(1)
                Color.blue.frame(width: 100, height: 100)
            })
        #expect(Color(premultipliedARGB: bitmap[375, 687]) == Color(hex: 0xFF3B30))
    }

    @Test("GeometryReader hands its content the size it was given")
    func geometryReader() throws {
        let view = GeometryReader { proxy in
            Text("w=\(Int(proxy.size.width)) h=\(Int(proxy.size.height))")
        }.frame(width: 200, height: 80)
        _ = try line(containing: "w=200 h=80", in: view)
    }

    @Test("containerRelativeFrame takes a share of the safe area; safeAreaInset shrinks the content")
    func containerAndInset() throws {
        let third = try frame(
            of: "share", in: Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityLabel("share"),
            device: .iPhoneSE)
        // (375 - 2×10) / 3 = 118.33 points.
        #expect(third.contains("118.33×"), "\(third)")
        let inset = layoutLines(
            Color.red.accessibilityLabel("body").safeAreaInset(edge: .bottom) {
                Color.blue.frame(height: 50).accessibilityLabel("bar")
            }, device: .iPhoneSE)
        #expect(inset.contains { $0.contains("label=\"body\"") && $0.contains("375×597") })
        #expect(inset.contains { $0.contains("label=\"bar\"") && $0.contains("(0, 617, 375×50)") })
    }

    @Test("UnevenRoundedRectangle rounds only the corners it is given")
    func unevenCorners() {
        let bitmap = renderSE(UnevenRoundedRectangle(topLeadingRadius: 30).fill(.black).frame(width: 100, height: 100))
        #expect(bitmap[277, 589] == Color.white.premultipliedARGB)
        #expect(bitmap[472, 589] == Color.black.premultipliedARGB)
    }

    @Test("border draws inside the frame in the given style")
    func border() {
        let bitmap = renderSE(Color.white.frame(width: 100, height: 100).border(.red, width: 2))
        #expect(Color(premultipliedARGB: bitmap[375, 588]) == Color(hex: 0xFF3B30))
        #expect(Color(premultipliedARGB: bitmap[375, 585]) == .white)
    }
}
