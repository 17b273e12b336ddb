import Foundation
import Testing

@testable import NapkinUI

/// `simultaneously(with:)`, `exclusively(before:)` and `sequenced(before:)`, driven by a test's
/// long press, tap and drag.
@MainActor
@Suite("Combined gestures")
struct CombinedGestureTests {
    // A 100 × 40 view centred in the iPhone 13 Pro's safe area spans x 145…245, y 408.5…448.5.
    private func card(_ gesture: some Gesture) -> some View {
        Text("Card").frame(width: 100, height: 40).gesture(gesture)
    }

    @Test("A long press with a drag: both parts run their own actions, the combination hears both values")
    func simultaneous() throws {
        let log = Box<[String]>([])
        let combined = LongPressGesture()
            .onEnded { _ in log.value.append("press ended") }
            .simultaneously(with: DragGesture().onChanged { log.value.append("drag \($0.translation.width)") })
            .onChanged { value in
                log.value.append("both \(value.first.map { "\($0)" } ?? "-") \(value.second.map { "\($0.translation.width)" } ?? "-")")
            }
            .onEnded { value in log.value.append("ended \(value.first == nil) \(value.second?.translation.width ?? -1)") }
        let hosted = window(showing: card(combined))
        try hosted.longPress("Card")
        #expect(log.value == ["both true -", "press ended", "ended false -1.0"])
        log.value = []
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 30, height: 0), steps: 2))
        #expect(log.value == ["drag 15.0", "both - 15.0", "drag 30.0", "both - 30.0", "ended true 30.0"])
    }

    @Test("updating(_:body:) on a combined gesture writes the state while it runs and resets it after")
    func updatingCombined() throws {
        let seen = Box<[Bool]>([])
        let pressed = GestureState(wrappedValue: false)
        let combined = LongPressGesture()
            .simultaneously(with: DragGesture())
            .updating(pressed) { value, state, _ in state = value.first ?? false }
            .onEnded { _ in seen.value.append(pressed.wrappedValue) }
        let hosted = window(showing: card(combined))
        try hosted.longPress("Card")
        // The state is back at its initial value when the gesture's end is heard.
        #expect(seen.value == [false])
        #expect(pressed.wrappedValue == false)
    }

    @Test("Exclusive parts of different kinds are each driven; parts of one kind give the touch to the first")
    func exclusive() throws {
        let log = Box<[String]>([])
        let tapOrPress = TapGesture().onEnded { log.value.append("tap") }
            .exclusively(before: LongPressGesture().onEnded { _ in log.value.append("press") })
            .onEnded { value in
                switch value {
                case .first: log.value.append("first")
                case .second(let held): log.value.append("second \(held)")
                }
            }
        let hosted = window(showing: card(tapOrPress))
        try hosted.tap(label: "Card")
        try hosted.longPress("Card")
        #expect(log.value == ["tap", "first", "press", "second true"])

        log.value = []
        let doubleBeforeSingle = TapGesture(count: 2).onEnded { log.value.append("double") }
            .exclusively(before: TapGesture().onEnded { log.value.append("single") })
        try window(showing: card(doubleBeforeSingle)).tap(label: "Card")
        #expect(log.value == ["double"])
    }

    @Test("A sequence runs the second gesture only after the first has ended")
    func sequence() throws {
        let log = Box<[String]>([])
        let pressThenDrag = LongPressGesture()
            .sequenced(before: DragGesture().onEnded { log.value.append("drag \($0.translation.height)") })
            .onChanged { value in
                switch value {
                case .first(let down): log.value.append("first \(down)")
                case .second(let down, let drag): log.value.append("second \(down) \(drag.map { "\($0.translation.height)" } ?? "-")")
                }
            }
            .onEnded { _ in log.value.append("ended") }
        let hosted = window(showing: card(pressThenDrag))
        // A drag before the press is not the sequence's: nothing runs.
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 0, height: 20), steps: 1))
        #expect(log.value.isEmpty)
        try hosted.longPress("Card")
        #expect(log.value == ["first true", "second true -"])
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 0, height: 20), steps: 1))
        #expect(log.value == ["first true", "second true -", "second true 20.0", "drag 20.0", "ended"])
        // The sequence starts over: a second drag without a press does nothing.
        log.value = []
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 0, height: 20), steps: 1))
        #expect(log.value.isEmpty)
    }

    @Test("Combined values compare as their parts do")
    func values() {
        typealias Both = SimultaneousGesture<LongPressGesture, LongPressGesture>
        #expect(Both.Value(first: true, second: nil) != Both.Value(first: false, second: nil))
        #expect(ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.first(true) != .second(true))
        #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil) == .second(true, nil))
    }
}
