import Foundation
import Testing

@testable import NapkinUI

/// `.gesture(_:)` with a tap or a drag, and `Window.drag(from:by:steps:)`.
@MainActor
@Suite("Gestures")
struct GestureTests {
    // A 100 × 40 view centred in the iPhone 13 Pro's safe area spans x 145…245, y 408.5…448.5.
    @Test("A drag reports each move and the lift, in the view's space or the window's")
    func drag() {
        let changed = Box<[CGSize]>([])
        let ended = Box<[DragGesture.Value]>([])
        let local = DragGesture()
            .onChanged { changed.value.append($0.translation) }
            .onEnded { ended.value.append($0) }
        let hosted = window(showing: Color.blue.frame(width: 100, height: 40).gesture(local))
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 30, height: -6), steps: 3))
        #expect(changed.value == [CGSize(width: 10, height: -2), CGSize(width: 20, height: -4), CGSize(width: 30, height: -6)])
        let last = try! #require(ended.value.first)
        #expect(ended.value.count == 1)
        #expect(last.startLocation == CGPoint(x: 5, y: 11.5) && last.location == CGPoint(x: 35, y: 5.5))
        #expect(last.predictedEndTranslation == CGSize(width: 30, height: -6) && last.velocity == .zero)

        let global = Box<CGPoint?>(nil)
        let inWindow = window(
            showing:
                Color.blue.frame(width: 100, height: 40).gesture(
                    DragGesture(coordinateSpace: .global).onEnded { global.value = $0.location }))
        #expect(inWindow.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 0, height: 12)))
        #expect(global.value == CGPoint(x: 150, y: 432))
    }

    @Test("A drag shorter than the minimum distance, outside the view or on a disabled one is not recognised")
    func unrecognised() {
        let count = Box(0)
        let gesture = DragGesture().onEnded { _ in count.value += 1 }
        let hosted = window(showing: Color.blue.frame(width: 100, height: 40).gesture(gesture))
        #expect(!hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 3, height: 4)))
        #expect(!hosted.drag(from: CGPoint(x: 100, y: 420), by: CGSize(width: 30, height: 0)))
        #expect(
            !window(showing: Color.blue.frame(width: 100, height: 40).gesture(gesture).disabled(true))
                .drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 30, height: 0)))
        #expect(count.value == 0)
        let touchy = window(
            showing:
                Color.blue.frame(width: 100, height: 40).gesture(DragGesture(minimumDistance: 0).onEnded { _ in count.value += 1 }))
        #expect(touchy.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 3, height: 4)))
        #expect(count.value == 1)
        #expect(DragGesture(minimumDistance: -5).minimumDistance == 0)
    }

    @Test("The frontmost dragged view takes the drag")
    func frontmost() {
        let hits = Box<[String]>([])
        let hosted = window(
            showing:
                ZStack {
                    Color.red.frame(width: 100, height: 40).gesture(DragGesture().onEnded { _ in hits.value.append("back") })
                    Color.blue.frame(width: 100, height: 40).gesture(DragGesture().onEnded { _ in hits.value.append("front") })
                })
        #expect(hosted.drag(from: CGPoint(x: 195, y: 428), by: CGSize(width: 20, height: 0)))
        #expect(hits.value == ["front"])
    }

    @Test("A tap gesture is tapped by its label as onTapGesture is; a mask without .gesture leaves it off")
    func tapGesture() throws {
        let taps = Box(0)
        let hosted = window(showing: Text("Tap me").gesture(TapGesture(count: 2).onEnded { taps.value += 1 }))
        try hosted.tap(label: "Tap me")
        #expect(taps.value == 1)
        let simultaneous = window(showing: Text("Also").simultaneousGesture(TapGesture().onEnded { taps.value += 10 }))
        try simultaneous.tap(label: "Also")
        #expect(taps.value == 11)
        let masked = window(showing: Text("Masked").highPriorityGesture(TapGesture().onEnded { taps.value += 100 }, including: .subviews))
        #expect(throws: InteractionError.self) { try masked.tap(label: "Masked") }
        #expect(taps.value == 11)
        #expect(GestureMask.all == [.gesture, .subviews])
    }
}
