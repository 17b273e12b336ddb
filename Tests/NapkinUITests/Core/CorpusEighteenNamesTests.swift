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

    @Test("TextField(_:value:formatter:onEditingChanged:onCommit:) parses what is typed and commits on submit")
    func formattedFieldWithCommit() throws {
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        let nights = Box(2)
        let commits = Box(0)
        let hosted = window(
            showing: TextField("Nights", value: nights.binding, formatter: numbers, onEditingChanged: { _ in }) {
                commits.value += 1
            })
        #expect(try #require(hosted.interactiveElements().first { $0.label == "Nights" }).value == "2")
        try hosted.type("1", into: "Nights")
        #expect(nights.value == 21)
        #expect(commits.value == 0)
        try hosted.submit("Nights")
        #expect(commits.value == 1)
        // The defaulted closures leave the plain formatted form as it was.
        let title: String = "Guests"
        let guests = Box(1)
        let plain = window(showing: TextField(title, value: guests.binding, formatter: numbers, onCommit: { commits.value += 10 }))
        try plain.type("2", into: "Guests")
        try plain.submit("Guests")
        #expect(guests.value == 12 && commits.value == 11)
    }

    /// An error as apps declare them for `alert(isPresented:error:)`.
    enum BookingError: LocalizedError {
        case soldOut, unknown
        var errorDescription: String? { self == .soldOut ? "Sold out" : nil }
        var failureReason: String? { "No room is free on those nights." }
    }

    @Test("alert(isPresented:error:actions:) is titled with the error's description; a tap closes it")
    func errorAlert() throws {
        let isPresented = Box(true)
        let retried = Box(false)
        let view = Text("Rooms").alert(isPresented: isPresented.binding, error: BookingError.soldOut) {
            Button("Retry") { retried.value = true }
        }
        let shown = window(showing: view)
        #expect(shown.layoutDescription().contains("\"Sold out\""))
        try shown.tap(label: "Retry")
        #expect(retried.value && !isPresented.value)
        // Without an error nothing is shown, whatever the flag says.
        let none = window(showing: Text("Rooms").alert(isPresented: .constant(true), error: BookingError?.none) { Button("Never") {} })
        #expect(none.interactiveElements().isEmpty)
        // An error without a description falls back on its localized description.
        let unknown = window(showing: Text("Rooms").alert(isPresented: .constant(true), error: BookingError.unknown) { Button("OK") {} })
        #expect(unknown.layoutDescription().contains(BookingError.unknown.localizedDescription))
    }

    @Test("alert(isPresented:error:actions:message:) hands the error to both closures")
    func errorAlertWithMessage() throws {
        let view = Text("Rooms").alert(isPresented: .constant(true), error: BookingError.soldOut) { error in
            Button("Dismiss \(error == .soldOut ? "sold out" : "other")") {}
        } message: { error in
            Text(error.failureReason ?? "")
        }
        let shown = window(showing: view)
        let description = shown.layoutDescription()
        #expect(description.contains("\"Sold out\""))
        #expect(description.contains("\"No room is free on those nights.\""))
        #expect(shown.interactiveElements().contains { $0.label == "Dismiss sold out" })
    }

    @Test("alert(error:) shows while the binding holds an error and clears it when dismissed")
    func errorBindingAlert() throws {
        let error = Box<BookingError?>(.soldOut)
        let shown = window(showing: Text("Rooms").alert(error: error.binding) { Button("OK") {} })
        #expect(shown.layoutDescription().contains("\"Sold out\""))
        try shown.tap(label: "OK")
        #expect(error.value == nil)
        let withMessage = Box<BookingError?>(.soldOut)
        let second = window(
            showing: Text("Rooms").alert(error: withMessage.binding) { _ in
                Button("Close") {}
            } message: {
                Text($0.failureReason ?? "")
            })
        #expect(second.layoutDescription().contains("\"No room is free on those nights.\""))
        try second.tap(label: "Close")
        #expect(withMessage.value == nil)
        let empty = window(showing: Text("Rooms").alert(error: Box<BookingError?>(nil).binding) { Button("OK") {} })
        #expect(empty.interactiveElements().isEmpty)
    }

    @Test("UIApplication is a UIResponder: the keyboard's notifications are found through it")
    func applicationIsAResponder() {
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        #expect(UIApplication.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        let responder: UIResponder = UIApplication.shared
        #expect(responder.next == nil && !responder.isFirstResponder)
    }
}
