import Foundation
import Testing

@testable import NapkinUI

/// A disclosure written as SwiftUI screens write it: state changed in `withAnimation`, an
/// `.animation(_:value:)` and a `.transition` on what appears.
private struct Disclosure: View {
    @State var isExpanded = false
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Details") { withAnimation(.easeInOut) { isExpanded.toggle() } }
            if isExpanded {
                Text("Smoked for fourteen hours").transition(.move(edge: .top).combined(with: .opacity))
            }
            Image(systemName: "chevron.down").rotationEffect(.degrees(isExpanded ? 180 : 0))
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isExpanded)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The same screen with no animation at all.
private struct PlainDisclosure: View {
    let isExpanded: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Details") {}
            if isExpanded { Text("Smoked for fourteen hours") }
            Image(systemName: "chevron.down").rotationEffect(.degrees(isExpanded ? 180 : 0))
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Animations draw their settled state")
struct AnimationTests {
    @Test("withAnimation runs its body at once and returns its result; the next render is the final frame")
    func withAnimationSettles() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Disclosure())
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: PlainDisclosure(isExpanded: false))
        #expect(window.render() == plain.render())
        try window.tap(label: "Details")
        plain.rootViewController = HostingController(rootView: PlainDisclosure(isExpanded: true))
        #expect(window.layoutDescription().contains("\"Smoked for fourteen hours\""))
        #expect(window.render() == plain.render())
        #expect(withAnimation(.linear) { 41 + 1 } == 42)
    }

    @Test("withAnimation sets the current transaction's animation for its body only; nesting restores it")
    func currentTransaction() {
        #expect(Transaction.current.animation == nil)
        let seen = withAnimation(.easeIn(duration: 2)) { () -> [Animation?] in
            let outer = Transaction.current.animation
            let inner = withTransaction(\.animation, nil) { Transaction.current.animation }
            return [outer, inner, Transaction.current.animation]
        }
        #expect(seen == [.easeIn(duration: 2), nil, .easeIn(duration: 2)])
        #expect(Transaction.current.animation == nil)
    }

    @Test("withAnimation's completion runs right after the body, since changes settle at once")
    func completion() {
        var order: [String] = []
        withAnimation(.default, completionCriteria: .logicallyComplete) {
            order.append("body")
        } completion: {
            order.append("done")
        }
        #expect(order == ["body", "done"])
    }

    @Test("Binding.animation writes through inside withAnimation")
    func bindingAnimation() {
        var stored = false
        var during: Animation?
        let base = Binding(
            get: { stored },
            set: {
                stored = $0; during = Transaction.current.animation
            })
        base.animation(.snappy).wrappedValue = true
        #expect(stored)
        #expect(during == .snappy)
    }

    @Test("Animations keep SwiftUI's timing and say it in words")
    func descriptions() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 2).delay(1).description == "linear(duration: 2).delay(1)")
        #expect(
            Animation.spring(response: 0.3, dampingFraction: 0.7).repeatForever(autoreverses: false).description
                == "spring(response: 0.3, dampingFraction: 0.7).repeatForever(autoreverses: false)")
        #expect(Animation.easeOut(duration: 1).speed(2).repeatCount(3).description == "easeOut(duration: 1).speed(2).repeatCount(3)")
        #expect(Animation.linear(duration: 2).delay(0.5).speed(2).settlingTime == 1.5)
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(response: 0.4, dampingFraction: 0.8))
        #expect(AnyTransition.move(edge: .top).combined(with: .opacity).description == "move(edge: .top) + opacity")
    }
}
