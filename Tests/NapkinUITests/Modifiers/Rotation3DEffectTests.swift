import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A blue card with a title, as a flip animation would turn it.
private struct FlipCard: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(.blue)
            Text("Card").font(.title.bold()).foregroundStyle(.white)
        }
        .frame(width: 200, height: 120)
    }
}

@MainActor
@Suite("rotation3DEffect")
struct Rotation3DEffectTests {
    /// A 200 × 120 card whose frame starts at (20, 40): its centre is (120, 100).
    let card = Rect(x: 20, y: 40, width: 200, height: 120)

    private func corners(_ projection: Projection) -> [Point] {
        [
            Point(x: card.minX, y: card.minY), Point(x: card.maxX, y: card.minY), Point(x: card.minX, y: card.maxY),
            Point(x: card.maxX, y: card.maxY),
        ].map { projection.apply(to: $0)! }
    }

    private func expectClose(_ a: [Point], _ b: [Point], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (p, q) in zip(a, b) {
            #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "\(p) ≠ \(q)", sourceLocation: sourceLocation)
        }
    }

    @Test("30° about y: the corners land where the hand computation puts them")
    func thirtyDegreesAboutY() {
        let projection = Rotation3D(radians: .pi / 6, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .projection(in: card)
        // The eye is max(200, 120) = 200 points in front of the centre. The leading edge (x = −100
        // from the centre) turns to x = −100 cos 30° = −86.6025 and comes 100 sin 30° = 50 points
        // nearer: divided by 1 − 50/200 = 0.75. The trailing edge goes 50 points away: by 1.25.
        let near = 100 * cos(Double.pi / 6) / 0.75, far = 100 * cos(Double.pi / 6) / 1.25
        expectClose(
            corners(projection),
            [
                Point(x: 120 - near, y: 100 - 60 / 0.75), Point(x: 120 + far, y: 100 - 60 / 1.25),
                Point(x: 120 - near, y: 100 + 60 / 0.75), Point(x: 120 + far, y: 100 + 60 / 1.25),
            ])
        // The leading edge 160 points tall, the trailing one 96; the width 184.75.
        #expect(abs(near - 115.470_054) < 1e-6 && abs(far - 69.282_032) < 1e-6)
    }

    @Test("Perspective 0 projects with none; the anchor stays put; x turns the top away")
    func perspectiveAnchorAndAxis() {
        let flat = Rotation3D(radians: .pi / 6, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 0).projection(in: card)
        let half = 100 * cos(Double.pi / 6)
        expectClose(
            corners(flat),
            [Point(x: 120 - half, y: 40), Point(x: 120 + half, y: 40), Point(x: 120 - half, y: 160), Point(x: 120 + half, y: 160)])

        // About the leading edge: that edge stays where it is, the trailing one goes away.
        let hinged = Rotation3D(radians: .pi / 3, axis: (0, 1, 0), anchor: .leading, anchorZ: 0, perspective: 1).projection(in: card)
        let hingedCorners = corners(hinged)
        expectClose([hingedCorners[0], hingedCorners[2]], [Point(x: 20, y: 40), Point(x: 20, y: 160)])
        #expect(hingedCorners[3].y - hingedCorners[1].y < 120)

        // A positive turn about x takes the top edge away: it is shorter than the bottom one.
        let tipped = corners(
            Rotation3D(radians: .pi / 6, axis: (1, 0, 0), anchor: .center, anchorZ: 0, perspective: 1).projection(in: card))
        #expect(tipped[1].x - tipped[0].x < 200 && tipped[3].x - tipped[2].x > 200)

        // No axis, or no angle: nothing turns.
        #expect(Rotation3D(radians: 1, axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1).projection(in: card) == .identity)
        #expect(Rotation3D(radians: 0, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1).projection(in: card) == .identity)
    }

    @Test("About z it is rotationEffect; right to left the turn is mirrored")
    func zAxisAndRightToLeft() {
        let spun = corners(Rotation3D(radians: .pi / 2, axis: (0, 0, 1), anchor: .center, anchorZ: 0, perspective: 1).projection(in: card))
        // A quarter turn clockwise on screen: the top leading corner goes to the top trailing side.
        expectClose(spun, [Point(x: 180, y: 0), Point(x: 180, y: 200), Point(x: 60, y: 0), Point(x: 60, y: 200)])

        let rotation = Rotation3D(radians: .pi / 6, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        let leftToRight = corners(rotation.projection(in: card)), rightToLeft = corners(rotation.projection(in: card, rightToLeft: true))
        // Mirrored about the card's centre line x = 120: the trailing (right) edge is now the near one.
        expectClose(
            rightToLeft,
            [leftToRight[1], leftToRight[0], leftToRight[3], leftToRight[2]].map { Point(x: 240 - $0.x, y: $0.y) })
        #expect(rightToLeft[3].y - rightToLeft[1].y > rightToLeft[2].y - rightToLeft[0].y)
    }

    /// The rows of column `x` whose pixel is the card's blue, fully or partly.
    private func blueRows(_ bitmap: Bitmap, x: Int) -> Int {
        (0..<bitmap.height).filter { y in
            let pixel = bitmap[x, y]
            return (pixel >> 16 & 0xFF) < 0xC0 && (pixel & 0xFF) > 0xC0
        }.count
    }

    @Test("Drawn: the near edge is taller than the far one, by the projection's numbers")
    func drawnCard() {
        let bitmap = renderSE(
            Color.blue.frame(width: 200, height: 120).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        let columns = (0..<bitmap.width).filter { blueRows(bitmap, x: $0) > 0 }
        let left = columns.min()!, right = columns.max()!
        // 2 pixels a point on the SE: 184.75 points wide, 160 tall at the near edge, 96 at the far.
        #expect(abs(Double(right - left + 1) - 369.5) <= 2, "\(left)…\(right)")
        #expect(abs(Double(blueRows(bitmap, x: left + 1)) - 320) <= 4)
        #expect(abs(Double(blueRows(bitmap, x: right - 1)) - 192) <= 4)
        // Layout is the card's own: what follows it is not moved.
        let plain = renderSE(Color.blue.frame(width: 200, height: 120))
        #expect(blueRows(plain, x: 375) == 240)
        // An edge is antialiased: some pixel along the slanted top edge is part blue.
        let top = (400..<bitmap.height).first { bitmap[left + 100, $0] != 0xFFFF_FFFF }!
        #expect(bitmap[left + 100, top] != Color.blue.premultipliedARGB)
    }

    @Test("What the view draws beyond its frame, a shadow, turns with it")
    func shadowTurns() {
        let bitmap = renderSE(
            Color.blue.frame(width: 200, height: 120).shadow(color: .black.opacity(0.5), radius: 6, y: 14)
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        let column = (0..<bitmap.width).filter { blueRows(bitmap, x: $0) > 0 }.min()! + 20
        let bottom = (0..<bitmap.height).last { y in
            let pixel = bitmap[column, y]
            return (pixel >> 16 & 0xFF) < 0xC0 && (pixel & 0xFF) > 0xC0
        }!
        // 14 points below the card, at twice the near edge's magnification: the shadow's grey.
        let below = bitmap[column, bottom + 20]
        #expect(below & 0xFF < 0xE0 && below >> 16 & 0xFF < 0xE0, "\(String(below, radix: 16))")
    }

    @Test("In visualEffect it draws what the modifier draws")
    func inVisualEffect() {
        let card = Color.blue.frame(width: 200, height: 120)
        let modifier = renderSE(card.rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0), anchor: .topLeading, perspective: 0.8))
        let effect = renderSE(
            card.visualEffect { content, _ in
                content.rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0), anchor: .topLeading, perspective: 0.8)
            })
        #expect(effect.pixels == modifier.pixels)
        #expect(modifier.pixels != renderSE(card).pixels)
    }

    @Test("A card flipped 30° about y, as iOS draws it")
    func snapshot() {
        assertSnapshot(
            of: AnyView(FlipCard().rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))),
            as: .image(layout: .fixed(width: 320, height: 240), traits: UITraitCollection(userInterfaceStyle: .light)), named: "card")
    }
}
