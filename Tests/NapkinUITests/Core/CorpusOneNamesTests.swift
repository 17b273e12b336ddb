import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names the first corpus's rebuilt harness found missing (corpus1r, issue 27): the
/// arithmetic SwiftUI gives angles and unit points, iOS 18's tab sections and hidden tabs, the
/// `.navigation` toolbar placement, `AsyncImage`'s transaction and UIKit's responder.
@MainActor
@Suite("SwiftUI names from real screens, first corpus again")
struct CorpusOneNamesTests {
    @Test("Angles add, subtract, negate and scale by a Double, as a badge's rotated symbols are placed")
    func angleArithmetic() {
        let eighth: Angle = .degrees(Double(3) / Double(8)) * 360.0
        #expect(abs(eighth.degrees - 135) < 1e-9)
        #expect(abs((Angle.degrees(10) + .degrees(20)).degrees - 30) < 1e-9)
        #expect(abs((Angle.degrees(10) - .degrees(25)).degrees + 15) < 1e-9)
        #expect(abs((-Angle.degrees(30)).degrees + 30) < 1e-9)
        #expect(abs((Angle.radians(.pi) / 4).degrees - 45) < 1e-9)
        var turning = Angle.degrees(90)
        turning *= 2
        turning += .degrees(45)
        turning -= .degrees(15)
        turning /= 3
        #expect(abs(turning.degrees - 70) < 1e-9)
        #expect(abs(Angle.radians(3).magnitude - 3) < 1e-12)
    }

    @Test("Unit points add, subtract and scale component by component")
    func unitPointArithmetic() {
        #expect(UnitPoint.bottomTrailing * 0.5 == .center)
        #expect(UnitPoint.topLeading + UnitPoint(x: 0.25, y: 0.75) == UnitPoint(x: 0.25, y: 0.75))
        #expect(UnitPoint.bottomTrailing - .center == .center)
        #expect(-UnitPoint(x: 0.5, y: 0.25) == UnitPoint(x: -0.5, y: -0.25))
        #expect(UnitPoint.bottomTrailing / 4 == UnitPoint(x: 0.25, y: 0.25))
    }

    private func tabTitles(_ view: some View) -> [String] {
        window(showing: view).interactiveElements().filter { $0.kind == .tab }.map(\.label)
    }

    @Test("A TabSection's tabs take their places in an iPhone's tab bar, in order; its header is not drawn")
    func tabSectionsFlatten() {
        let view = TabView(selection: .constant(2)) {
            Tab("Stock", systemImage: "shippingbox", value: 1) { Text("Stock screen") }
            TabSection("Interaction") {
                Tab("Purchase", systemImage: "cart", value: 2) { Text("Purchase screen") }
                Tab("Consume", systemImage: "fork.knife", value: 3) { Text("Consume screen") }
            }
            Tab("Settings", systemImage: "gear", value: 4) { Text("Settings screen") }
        }
        .tabViewStyle(.sidebarAdaptable)
        let titles = tabTitles(view)
        #expect(titles.count == 4)
        #expect(titles.map { $0.components(separatedBy: ",")[0] } == ["Stock", "Purchase", "Consume", "Settings"])
        let text = window(showing: view).layoutDescription()
        #expect(text.contains("Purchase screen") && !text.contains("Interaction"))
        // The same bar as the four tabs written without a section.
        let flat = TabView(selection: .constant(2)) {
            Tab("Stock", systemImage: "shippingbox", value: 1) { Text("Stock screen") }
            Tab("Purchase", systemImage: "cart", value: 2) { Text("Purchase screen") }
            Tab("Consume", systemImage: "fork.knife", value: 3) { Text("Consume screen") }
            Tab("Settings", systemImage: "gear", value: 4) { Text("Settings screen") }
        }
        #expect(renderView(view) == renderView(flat))
    }

    @Test("hidden(_:) takes a tab or a whole section out of the bar; hidden(false) keeps it")
    func hiddenTabs() {
        let compact = true
        let view = TabView {
            Tab("Stock", systemImage: "shippingbox") { Text("Stock screen") }
            Tab("Journal", systemImage: "book") { Text("Journal screen") }.hidden(compact)
            TabSection("Master data") {
                Tab("Products", systemImage: "tag") { Text("Products screen") }
                Tab("Stores", systemImage: "storefront") { Text("Stores screen") }
            }
            .hidden(compact)
            Tab("Master data", systemImage: "square.grid.2x2") { Text("Master data screen") }.hidden(!compact)
            Tab("Settings", systemImage: "gear") { Text("Settings screen") }.hidden()
        }
        let titles = tabTitles(view).map { $0.components(separatedBy: ",")[0] }
        #expect(titles == ["Stock", "Master data"])
    }

    @Test("`.sidebarAdaptable` and `.tabBarOnly` are the tab bar on an iPhone")
    func iPadStylesAreTheBarOnAPhone() {
        func tabs(_ style: some TabViewStyle) -> some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home screen") }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search screen") }
            }
            .tabViewStyle(style)
        }
        let bar = renderView(tabs(.automatic))
        #expect(renderView(tabs(.sidebarAdaptable)) == bar)
        #expect(renderView(tabs(.tabBarOnly)) == bar)
        #expect(renderView(tabs(.page)) != bar)
    }

    @Test("`.navigation` puts a toolbar item at the bar's leading end, as `.topBarLeading` does")
    func navigationPlacement() {
        func screen(_ placement: ToolbarItemPlacement) -> some View {
            NavigationStack {
                Text("Pantry").navigationTitle("Stock").toolbar {
                    ToolbarItem(placement: placement) { Image(systemName: "leaf.fill") }
                }
            }
        }
        #expect(renderView(screen(.navigation)) == renderView(screen(.topBarLeading)))
        #expect(renderView(screen(.navigation)) != renderView(screen(.topBarTrailing)))
    }

    @Test("AsyncImage(url:transaction:content:) shows the phase the load ended in, as without a transaction")
    func asyncImageTransaction() throws {
        let url = try #require(URL(string: "https://example.com/poster.png"))
        func poster(_ image: AsyncImage) -> some View { image.frame(width: 120, height: 180) }
        let animated = AsyncImage(url: url, transaction: Transaction(animation: .easeOut)) { phase in
            if let image = phase.image { image.resizable() } else { Color.gray }
        }
        let plain = AsyncImage(url: url) { phase in
            if let image = phase.image { image.resizable() } else { Color.gray }
        }
        #expect(renderView(poster(animated)) == renderView(poster(plain)))
        #expect(renderView(poster(animated)) != renderView(poster(AsyncImage(url: url) { _ in Color.red })))
    }

    @Test("A UIView is a UIResponder; without a keyboard nothing becomes first responder")
    func responders() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let responder: UIResponder = view
        #expect(!responder.isFirstResponder && !responder.canBecomeFirstResponder)
        #expect(!responder.becomeFirstResponder())
        #expect(responder.resignFirstResponder())
        #expect(responder.next == nil)
        #expect(UIResponder.keyboardWillShowNotification != UIResponder.keyboardWillHideNotification)
        #expect(UIResponder.keyboardFrameEndUserInfoKey != UIResponder.keyboardFrameBeginUserInfoKey)
        #expect(UIView().frame == .zero)
    }

    @Test("UIAlertController and UIAlertAction are the alert controller: presented from the root, tapped through its action")
    func uikitAlert() throws {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Text("Doctor"))
        _ = window.render()
        var tapped: [String] = []
        let alert = UIAlertController(title: "Appointment Scheduled", message: "See you on Monday.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { tapped.append($0.title) })
        UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true, completion: nil)
        let text = window.layoutDescription()
        #expect(text.contains("Appointment Scheduled") && text.contains("See you on Monday."))
        try window.tap(label: "OK")
        #expect(tapped == ["OK"])
    }

    @Test("fontWidth and Font.width are accepted and draw the bundled face's one width, as documented")
    func fontWidths() {
        #expect(Font.Width.condensed.value < Font.Width.standard.value && Font.Width.standard.value < Font.Width.expanded.value)
        #expect(Font.Width.compressed.value < Font.Width.condensed.value)
        let plain = renderView(Text("Welcome").font(.largeTitle).fontDesign(.serif))
        #expect(renderView(Text("Welcome").font(.largeTitle).fontWidth(.expanded).fontDesign(.serif)) == plain)
        #expect(renderView(Text("Welcome").fontWidth(.condensed).font(.largeTitle.width(.condensed)).fontDesign(.serif)) == plain)
        #expect(renderView(Text("Welcome").font(.largeTitle)) != plain)
    }
}
