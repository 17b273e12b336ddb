import Foundation
import Testing

@testable import NapkinUI

/// Names held-out sample 14 (corpus18) found missing.
@MainActor
@Suite("Corpus 18's names")
struct CorpusEighteenNamesTests {
    @Test("TapGesture's onEnded takes SwiftUI's (Value) -> Void: { _ in } and { } both run on a tap")
    func tapGestureValue() throws {
        let taps = Box(0)
        let withArgument = TapGesture().onEnded { _ in taps.value += 1 }
        let withoutArgument = TapGesture(count: 2).onEnded { taps.value += 10 }
        let hosted = window(
            showing: VStack {
                Text("Team").gesture(withArgument)
                Text("Score").gesture(withoutArgument)
            })
        try hosted.tap(label: "Team")
        try hosted.tap(label: "Score")
        #expect(taps.value == 11)
    }

    @Test(".transition(.blurReplace) keeps the still frame: the view is drawn fully in")
    func blurReplace() {
        let plain = renderView(Text("Chosen").padding())
        let blurred = renderView(Text("Chosen").padding().transition(.blurReplace))
        #expect(plain == blurred)
        #expect(renderView(Text("Chosen").padding().transition(.blurReplace(.upUp))) == plain)
        #expect(AnyTransition.blurReplace.description == "blurReplace(downUp)")
        #expect(AnyTransition.blurReplace != .blurReplace(.upUp))
        #expect(BlurReplaceTransition(configuration: .upUp).configuration == .upUp)
    }
}
