import Testing

@testable import Raster

@Suite("Projective drawing")
struct ProjectionTests {
    /// A turn of a plane in depth, seen in perspective: w grows to the right.
    let turn = Projection(m11: 0.9, m12: 0.05, m13: 3, m21: -0.02, m22: 1.1, m23: -2, m31: 0.004, m32: 0.001, m33: 0.88)

    @Test("Composition, inverse and application agree")
    func algebra() throws {
        let inverse = try #require(turn.inverse)
        for point in [Point(x: 0, y: 0), Point(x: 17.5, y: -3), Point(x: 40, y: 25)] {
            let there = try #require(turn.apply(to: point))
            let back = try #require(inverse.apply(to: there))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
            let twice = try #require(turn.after(turn).apply(to: point))
            let stepwise = try #require(turn.apply(to: there))
            #expect(abs(twice.x - stepwise.x) < 1e-9 && abs(twice.y - stepwise.y) < 1e-9)
        }
        #expect(Projection.identity.apply(to: Point(x: 2, y: 3)) == Point(x: 2, y: 3))
        // A point sent behind the eye has no image; a flattening transform no inverse.
        #expect(Projection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -1, m32: 0, m33: 1).apply(to: Point(x: 2, y: 0)) == nil)
        #expect(Projection(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 0, m32: 0, m33: 1).inverse == nil)
    }

    @Test("Through the identity, a drawing keeps every byte (samples fall on pixel centres)", arguments: [1.0, 2.0, 3.0])
    func identityKeepsBytes(scale: Double) {
        let size = Size(width: 40, height: 30)
        func draw(_ canvas: Canvas) {
            canvas.fill(.roundedRectangle(cornerRadius: 5), in: Rect(x: 4.3, y: 3.7, width: 30, height: 20), with: SRGBColor(hex: 0x2266AA))
            canvas.fill(.ellipse, in: Rect(x: 10, y: 8, width: 12, height: 9), with: SRGBColor(hex: 0xFFCC00).opacity(0.6))
        }
        let direct = Canvas.render(size: size, scale: scale, background: .white) { draw($0) }
        let projected = Canvas.render(size: size, scale: scale, background: .white) { canvas in
            canvas.drawProjected(region: Rect(x: 0, y: 0, width: 40, height: 30), projection: .identity) { draw(canvas) }
        }
        #expect(projected.pixels == direct.pixels)
    }

    @Test("Only the region's drawing is projected, within the clip; behind the eye nothing is drawn")
    func regionClipAndHorizon() {
        let size = Size(width: 60, height: 40)
        let shifted = Projection(m11: 1, m12: 0, m13: 20, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let bitmap = Canvas.render(size: size, scale: 1, background: .white) { canvas in
            canvas.clip(to: Rect(x: 0, y: 0, width: 50, height: 40))
            canvas.drawProjected(region: Rect(x: 0, y: 0, width: 30, height: 20), projection: shifted) {
                canvas.fill(Rect(x: 0, y: 0, width: 60, height: 40), with: .black)
            }
        }
        // The region (0…30 × 0…20) moved 20 to the right, cut by the clip at x = 50.
        #expect(bitmap[25, 10] == 0xFF00_0000 && bitmap[45, 10] == 0xFF00_0000)
        #expect(bitmap[15, 10] == 0xFFFF_FFFF && bitmap[55, 10] == 0xFFFF_FFFF && bitmap[25, 30] == 0xFFFF_FFFF)
        // Everything goes behind the eye: nothing is drawn, nothing traps.
        let hidden = Projection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        let nothing = Canvas.render(size: size, scale: 1, background: .white) { canvas in
            canvas.drawProjected(region: Rect(x: 0, y: 0, width: 30, height: 20), projection: hidden) {
                canvas.fill(Rect(x: 0, y: 0, width: 60, height: 40), with: .black)
            }
        }
        #expect(nothing.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }
}
