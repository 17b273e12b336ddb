import Foundation
import Raster
import Testing

@testable import NapkinUI

/// A field whose focus a button takes and `endEditing` gives back.
private struct EditingScreen: View {
    @FocusState private var editing: Bool
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($editing)
            Text(editing ? "editing" : "idle")
            Button("Edit") { editing = true }
        }
    }
}

/// An inline-titled screen in a navigation stack, its bar's background set as `configure` says.
@MainActor
private func barScreen<V: View>(_ configure: (Text) -> V) -> some View {
    NavigationStack {
        configure(Text("Body")).navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
    }
}

/// The third group of names real screens use (issue 27, corpus3): shadowed shape styles,
/// `.fill`, `.scale(_:)`, toolbar backgrounds and UIKit's window and scene state.
@MainActor
@Suite("SwiftUI names from real screens, third")
struct CorpusNamesTests {
    // A 100 × 40 shape centred in the iPhone 13 Pro's safe area spans x 145…245, y 408.5…448.5.

    @Test("A style's drop shadow is the fill's silhouette behind it, moved by its offset")
    func dropShadowStyle() {
        let image = renderView(Capsule().fill(Color.blue.shadow(.drop(color: .black, radius: 0, y: 10))).frame(width: 100, height: 40))
        #expect(isClose(pixel(image, atPoint: 195, 428), .blue))
        #expect(isClose(pixel(image, atPoint: 195, 453), .black))
        #expect(isClose(pixel(image, atPoint: 195, 405), .white))
        // Through backgrounds: in a shape, and filling the frame.
        let inShape = renderView(
            Color.clear.frame(width: 100, height: 40).background(Color.blue.shadow(.drop(color: .black, radius: 0, y: 10)), in: .capsule))
        #expect(isClose(pixel(inShape, atPoint: 195, 453), .black))
        let framed = renderView(
            Color.clear.frame(width: 100, height: 40).background(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10))))
        #expect(isClose(pixel(framed, atPoint: 250, 428), .black))
        #expect(isClose(pixel(framed, atPoint: 240, 428), .blue))
        // A blurred one fades: darkest at the edge, gone a blur's reach away.
        let blurred = renderView(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 8))).frame(width: 100, height: 40))
        #expect(pixel(blurred, atPoint: 195, 450).red < 0.9)
        #expect(pixel(blurred, atPoint: 195, 448.5 + 14).red < 0.99)
        #expect(isClose(pixel(blurred, atPoint: 195, 448.5 + ShadowBlur.reach(radius: 8)), .white))
    }

    @Test("A style's inner shadow is the outside moved by its offset, drawn only inside the shape")
    func innerShadowStyle() {
        let image = renderView(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, y: 10))).frame(width: 100, height: 40))
        #expect(isClose(pixel(image, atPoint: 195, 412), .black))
        #expect(isClose(pixel(image, atPoint: 195, 440), .white))
        #expect(isClose(pixel(image, atPoint: 195, 405), .white))
        #expect(isClose(pixel(image, atPoint: 195, 452), .white))
        // Shadows add up, each in its place.
        let both = Color.white.shadow(.drop(color: .black, radius: 0, y: 10)).shadow(.inner(color: .red, radius: 0, y: 10))
        let image2 = renderView(Rectangle().fill(both).frame(width: 100, height: 40))
        #expect(isClose(pixel(image2, atPoint: 195, 412), .red))
        #expect(isClose(pixel(image2, atPoint: 195, 440), .white))
        #expect(isClose(pixel(image2, atPoint: 195, 453), .black))
        #expect(ShadowStyle.drop(radius: -3) == .drop(radius: 0))
    }

    @Test(".fill is the system fill, its levels the secondary to quaternary system fills")
    func fillStyle() {
        func centre<S: ShapeStyle>(_ style: S) -> Color { pixel(renderView(Rectangle().fill(style)), atPoint: 195, 428) }
        #expect(isClose(centre(.fill), centre(Color.systemFill)))
        #expect(isClose(centre(FillShapeStyle().secondary), centre(Color.secondarySystemFill)))
        #expect(isClose(centre(FillShapeStyle().tertiary), centre(Color.tertiarySystemFill)))
        #expect(isClose(centre(FillShapeStyle().quaternary), centre(Color.quaternarySystemFill)))
        #expect(!isClose(centre(.fill), centre(Color.tertiarySystemFill)))
        // As a view's background: `.background(.fill)`.
        #expect(isClose(pixel(renderView(Color.clear.background(.fill)), atPoint: 20, 428), centre(Color.systemFill)))
    }

    @Test(".scale(_:anchor:) is .scale(scale:anchor:)")
    func scaleTransition() {
        #expect(AnyTransition.scale(0.5) == .scale(scale: 0.5))
        #expect(AnyTransition.scale(0.25, anchor: .top).description == "scale(0.25, anchor: (0.5, 0.0))")
    }

    @Test("toolbarBackground fills the navigation bar from the screen's top only when made visible")
    func navigationBarBackground() {
        // The bar: 47 points of status bar and a 44-point row, to y 91.
        let shown = renderView(
            barScreen { $0.toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar) })
        #expect(isClose(pixel(shown, atPoint: 20, 10), .red))
        #expect(isClose(pixel(shown, atPoint: 20, 70), .red))
        #expect(isClose(pixel(shown, atPoint: 20, 100), .white))
        // At rest the bar is clear: a style alone, or hidden, draws nothing.
        let styleOnly = renderView(barScreen { $0.toolbarBackground(Color.red, for: .navigationBar) })
        #expect(isClose(pixel(styleOnly, atPoint: 20, 70), .white))
        let hidden = renderView(
            barScreen { $0.toolbarBackgroundVisibility(.hidden, for: .navigationBar).toolbarBackground(Color.red, for: .navigationBar) })
        #expect(isClose(pixel(hidden, atPoint: 20, 70), .white))
        // Visible without a style: the bar's material (light: #F9F9F9 at 94 % over white).
        let material = renderView(barScreen { $0.toolbarBackgroundVisibility(.visible, for: .automatic) })
        #expect(isClose(pixel(material, atPoint: 20, 70), pixel(renderView(Rectangle().fill(.bar)), atPoint: 20, 428)))
    }

    @Test("toolbarBackground sets the tab bar's fill and whether it shows")
    func tabBarBackground() {
        func tabs<V: View>(_ configure: (Text) -> V) -> some View {
            TabView { configure(Text("Home")).tabItem { Label("Home", systemImage: "house") } }
        }
        // The bar: 49 points above the 34-point home indicator, y 761…810.
        let shown = renderView(tabs { $0.toolbarBackground(Color.red, for: .tabBar).toolbarBackground(.visible, for: .tabBar) })
        #expect(isClose(pixel(shown, atPoint: 5, 790), .red))
        #expect(isClose(pixel(shown, atPoint: 5, 740), .white))
        // Short content: the bar stays clear unless made visible.
        #expect(isClose(pixel(renderView(tabs { $0.toolbarBackground(Color.red, for: .tabBar) }), atPoint: 5, 790), .white))
        // In a navigation stack in the tab, as apps write it.
        let stacked = renderView(
            TabView {
                NavigationStack { Text("Home").toolbarBackground(Color.red, for: .tabBar).toolbarBackground(.visible, for: .tabBar) }
                    .tabItem { Label("Home", systemImage: "house") }
            })
        #expect(isClose(pixel(stacked, atPoint: 5, 790), .red))
    }

    @Test("The active window is the key window of the one scene, in front and active")
    func keyWindowAndScene() throws {
        let first = Window()
        let second = Window()
        #expect(second.isKeyWindow)
        #expect(!first.isKeyWindow)
        first.layout()
        #expect(first.isKeyWindow)
        #expect(!second.isKeyWindow)
        // The lookup apps write to find their key window.
        let key = UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .first?.windows
            .filter { $0.isKeyWindow }.first
        #expect(key === first)
        #expect(UIScene.ActivationState.background.rawValue == 2)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
    }

    @Test("endEditing gives up the focus a field's focus state holds")
    func endEditing() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: EditingScreen())
        #expect(window.layoutDescription().contains("\"idle\""))
        try window.tap(label: "Edit")
        #expect(window.layoutDescription().contains("\"editing\""))
        #expect(window.endEditing(true))
        #expect(window.layoutDescription().contains("\"idle\""))
        // A window with no focused field has nothing to give up.
        #expect(Window().endEditing(false))
    }
}

/// A searchable list with scopes, its search presented or not.
private struct ScopedSearch: View {
    @State var query = ""
    @State var presented: Bool
    @State var scope = 0
    var activation: SearchScopeActivation = .automatic

    var body: some View {
        NavigationStack {
            Text("scope \(scope)")
                .frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Search")
                .searchable(text: $query, isPresented: $presented)
                .searchScopes($scope, activation: activation) {
                    Text("All").tag(0)
                    Text("Movies").tag(1)
                }
        }
    }
}

@MainActor
@Suite("searchScopes")
struct SearchScopesTests {
    @Test("The scopes are a segmented control under the presented search field, moving the content down")
    func scopeBar() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: ScopedSearch(presented: true))
        let text = window.layoutDescription()
        #expect(text.contains("\"All\""))
        #expect(text.contains("\"Movies\""))
        try window.select("Movies", in: "Scope")
        #expect(window.layoutDescription().contains("\"scope 1\""))
        // At rest (not presented) there is no scope bar, and the content sits 40 points higher.
        let rest = try frame(of: "\"scope 0\"", in: ScopedSearch(presented: false))
        let shown = try frame(of: "\"scope 0\"", in: ScopedSearch(presented: true))
        #expect(!layoutLines(ScopedSearch(presented: false)).contains { $0.contains("\"Movies\"") })
        let restY = Double(rest.dropFirst().split(separator: ",")[1].trimmingCharacters(in: .whitespaces))!
        let shownY = Double(shown.dropFirst().split(separator: ",")[1].trimmingCharacters(in: .whitespaces))!
        #expect(shownY - restY == SearchBarMetrics.scopeBarHeight)
    }

    @Test("onTextEntry shows the scopes once text is typed")
    func onTextEntry() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: ScopedSearch(presented: false, activation: .onTextEntry))
        #expect(!window.layoutDescription().contains("\"Movies\""))
        try window.type("dune", into: "Search")
        #expect(window.layoutDescription().contains("\"Movies\""))
    }
}
