import Foundation
import Testing

@testable import NapkinUI

/// A card a drag moves through `@GestureState`, as corpus13's post screen writes it.
private struct DraggableCard: View {
    @GestureState var offset: CGSize = .zero
    let seen: Box<[CGSize]>

    var body: some View {
        Color.blue.frame(width: 100, height: 40)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { value, state, _ in state = value.translation }
                    .onChanged { _ in seen.value.append(offset) }
            )
    }
}

/// The names corpus13's ninth held-out sample (platform apps kept) found missing (issue 27).
@MainActor
@Suite("SwiftUI names from real screens, thirteenth")
struct CorpusThirteenNamesTests {
    @Test("@GestureState follows a drag through updating(_:body:) and returns to its initial value when the finger lifts")
    func gestureStateDuringADrag() {
        let seen = Box<[CGSize]>([])
        let card = DraggableCard(seen: seen)
        let hosted = window(showing: card)
        #expect(hosted.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 30, height: -6), steps: 3))
        #expect(seen.value == [CGSize(width: 10, height: -2), CGSize(width: 20, height: -4), CGSize(width: 30, height: -6)])
        #expect(card.offset == .zero)
        var resetFrom: Int?
        let counted = GestureState<Int>(wrappedValue: 0) { last, _ in resetFrom = last }
        let hostedCount = window(
            showing: Color.red.frame(width: 100, height: 40).gesture(
                DragGesture().updating(counted) { _, state, _ in state += 1 }))
        #expect(hostedCount.drag(from: CGPoint(x: 150, y: 420), by: CGSize(width: 0, height: 20), steps: 4))
        #expect(resetFrom == 4 && counted.wrappedValue == 0)
    }

    @Test("LongPressGesture is recognised through .gesture and pressed by window.longPress")
    func longPressGesture() throws {
        var events: [String] = []
        let press = LongPressGesture(minimumDuration: 1)
            .onChanged { events.append("down \($0)") }
            .onEnded { events.append("ended \($0)") }
        let hosted = window(showing: Text("Hold to record").gesture(press))
        try hosted.longPress("Hold to record")
        #expect(events == ["down true", "ended true"])
        let isDown = GestureState(wrappedValue: false)
        let tracked = window(showing: Text("Hold").gesture(LongPressGesture().updating(isDown) { value, state, _ in state = value }))
        try tracked.longPress("Hold")
        #expect(isDown.wrappedValue == false)
    }

    @Test("Pinches and turns compile with updating and their actions, and a still frame shows the view at rest")
    func pinchesAndTurns() {
        let scale = GestureState<CGFloat>(wrappedValue: 1)
        let view = Color.green.frame(width: 80, height: 80)
            .scaleEffect(scale.wrappedValue)
            .gesture(MagnificationGesture().updating(scale) { value, state, _ in state = value }.onEnded { _ in })
            .simultaneousGesture(RotationGesture().onChanged { _ in })
            .gesture(MagnifyGesture().onEnded { _ in })
        #expect(renderView(view) == renderView(Color.green.frame(width: 80, height: 80)))
    }

    @Test("onLongPressGesture(minimumDuration:pressing:perform:) hears the press start and end around the action")
    func olderLongPress() throws {
        var events: [String] = []
        let hosted = window(
            showing: Text("Brake").onLongPressGesture(minimumDuration: 0.2, pressing: { events.append("pressing \($0)") }) {
                events.append("perform")
            })
        try hosted.longPress("Brake")
        #expect(events == ["pressing true", "perform", "pressing false"])
    }

    @Test("SecureField(_:text:onCommit:) runs onCommit when the field is submitted")
    func secureFieldCommit() throws {
        let password = Box("")
        var committed = 0
        let hosted = window(showing: SecureField("Password", text: password.binding) { committed += 1 })
        try hosted.type("hunter2", into: "Password")
        try hosted.submit("Password")
        #expect(password.value == "hunter2" && committed == 1)
    }

    @Test("ForEach($items, id: \\.self) gives each row a binding that edits the element where it is stored")
    func forEachBindingWithID() throws {
        let comments = Box(["First", "Second"])
        let hosted = window(
            showing: VStack {
                ForEach(comments.binding, id: \.self) { comment in
                    TextField("Comment \(comment.wrappedValue)", text: comment)
                }
            })
        #expect(hosted.layoutDescription().contains("Second"))
        try hosted.type("Edited", into: "Comment Second")
        #expect(comments.value == ["First", "SecondEdited"], "typing appends to the second element, where it is stored")
    }

    @Test("UIApplication's life-cycle notifications and the tab bar's item positioning have UIKit's names")
    func applicationNotificationsAndTabBar() {
        let names: Set<Notification.Name> = [
            UIApplication.willEnterForegroundNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.willTerminateNotification, UIApplication.didReceiveMemoryWarningNotification,
            UIApplication.significantTimeChangeNotification,
        ]
        #expect(names.count == 7)
        let proxy = UITabBar.appearance()
        #expect(proxy.itemPositioning == .automatic)
        proxy.itemPositioning = .centered
        #expect(UITabBar.appearance().itemPositioning == .centered)
        proxy.itemPositioning = .automatic
    }
}
