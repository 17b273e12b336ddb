import Foundation
import Synchronization
import Testing

@testable import NapkinUI

// SwiftUI's `Binding` is not isolated to the main actor: apps take bindings in nonisolated
// view models and managers, and send bindings of `Sendable` values between tasks. These
// shapes come from real screens (a network manager's `inout Binding<Bool>`, a view model's
// initializer reading `of.wrappedValue`).

private struct Shelf: Identifiable, Sendable, Equatable {
    var id: Int
    var title: String
}

/// A plain (nonisolated) class, as an `@Observable` view model is without a global actor.
private final class ShelfModel {
    let title: String

    init(of shelf: Binding<Shelf?>) {
        title = shelf.wrappedValue != nil ? shelf.wrappedValue!.title : "none"
    }

    func markOffline(_ dismissed: inout Binding<Bool>, connected: Bool) {
        if !connected { dismissed = .constant(false) }
    }
}

/// A thread-safe store, so a binding to it may be read from any task.
private final class LockedCounter: Sendable {
    private let value = Mutex(0)
    var binding: Binding<Int> {
        Binding(get: { self.value.withLock { $0 } }, set: { newValue in self.value.withLock { $0 = newValue } })
    }
}

private nonisolated func titles(of shelves: Binding<[Shelf]>) -> [String] {
    shelves.map { $0.title.wrappedValue }
}

private nonisolated func bump(_ count: Binding<Int>) async {
    count.wrappedValue += 1
}

@Suite("Binding outside the main actor")
struct BindingIsolationTests {
    @Test("A nonisolated initializer reads a binding; a nonisolated method assigns .constant")
    func nonisolatedUse() {
        let shelf = Shelf(id: 1, title: "Pantry")
        #expect(ShelfModel(of: .constant(shelf)).title == "Pantry")
        #expect(ShelfModel(of: .constant(nil)).title == "none")

        var source = true
        var dismissed = Binding(get: { source }, set: { source = $0 })
        ShelfModel(of: .constant(nil)).markOffline(&dismissed, connected: true)
        dismissed.wrappedValue = false
        #expect(source == false, "while connected the binding still writes through")
        source = true
        ShelfModel(of: .constant(nil)).markOffline(&dismissed, connected: false)
        dismissed.wrappedValue = true
        #expect(dismissed.wrappedValue == false, "offline, the binding became a constant")
        #expect(source == true)
    }

    @Test("A binding to a collection is a collection of bindings off the main actor too")
    func collectionOffMain() {
        var shelves = [Shelf(id: 1, title: "Pantry"), Shelf(id: 2, title: "Fridge")]
        let binding = Binding(get: { shelves }, set: { shelves = $0 })
        #expect(titles(of: binding) == ["Pantry", "Fridge"])
        binding[1].title.wrappedValue = "Freezer"
        #expect(shelves[1].title == "Freezer")
        #expect(binding.map(\.id) == [1, 2])
    }

    @Test("A binding of a Sendable value crosses tasks and writes where its value lives")
    func sendableBinding() async {
        let counter = LockedCounter()
        let binding = counter.binding
        for _ in 0..<3 {
            await Task.detached { await bump(binding) }.value
        }
        #expect(binding.wrappedValue == 3)
        await Task.detached { binding.wrappedValue = 40 }.value
        #expect(counter.binding.wrappedValue == 40)
    }

    @Test("@State's binding still reads and writes on the main actor")
    @MainActor
    func stateBindingOnMain() throws {
        struct Counter: View {
            @State var count = 2
            var body: some View {
                VStack {
                    Text("count \(count)")
                    Button("More") { $count.wrappedValue += 1 }
                }
            }
        }
        let window = window(showing: Counter())
        #expect(window.layoutDescription().contains("count 2"))
        try window.tap(label: "More")
        #expect(window.layoutDescription().contains("count 3"))
    }
}
