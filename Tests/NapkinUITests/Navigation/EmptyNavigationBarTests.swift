import Testing

@testable import NapkinUI

/// A SwiftUI navigation stack whose bar would hold nothing leaves no bar. Measured on iOS: an
/// untitled `NavigationView` over a plain list (EssentialGhibli, iOS 16) puts its first row at
/// the status bar's foot; an untitled `NavigationStack` (gabriel/swiftui-snapshot-testing,
/// iOS 26) centres its text in the whole frame.
@MainActor
@Suite("An empty navigation bar")
struct EmptyNavigationBarTests {
    /// The top edge of the text "Top" on an iPhone 13 Pro (status bar 47 points).
    private func topOfText(_ view: some View) throws -> Double {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        let line = try #require(window.layoutDescription().split(separator: "\n").map(String.init).first { $0.contains("\"Top\"") })
        let numbers = line.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count >= 2, "\(line)")
        return numbers[1]
    }

    private func screen() -> some View {
        VStack {
            Text("Top")
            Spacer()
        }
    }

    @Test("An untitled root with nothing in its bar starts under the status bar, in a NavigationStack and a NavigationView")
    func untitledRoot() throws {
        #expect(try topOfText(NavigationStack { screen() }) == 47)
        #expect(try topOfText(NavigationView { screen() }) == 47)
    }

    @Test("A title, a bar button or a search field keeps the bar and its large-title band (96 points)")
    func barWithContent() throws {
        #expect(try topOfText(NavigationStack { screen().navigationTitle("Inbox") }) == 143)
        let button = NavigationStack {
            screen().toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
        #expect(try topOfText(button) == 143)
        let inline = NavigationStack {
            screen().navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            }
        }
        #expect(try topOfText(inline) == 91)
        let search = NavigationStack { screen().searchable(text: .constant("")) }
        #expect(try topOfText(search) > 47)
    }

    @Test("A UIKit navigation controller keeps its bar over an untitled root")
    func uikitKeepsItsBar() {
        let root = HostingController(rootView: screen())
        let navigation = NavigationController(rootViewController: root)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = navigation
        #expect(window.layoutDescription().contains("\"Top\""))
        #expect(!navigation.barIsEmpty)
        #expect(!navigation.hidesBar)
    }
}
