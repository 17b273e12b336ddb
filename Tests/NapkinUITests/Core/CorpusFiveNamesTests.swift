import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names corpus5 found missing in real screens and in its held-out sample (issue 27):
/// iOS 17's symbol-image initialisers, Liquid Glass, UIKit's appearance and trait names,
/// `String(localized:)`, a gradient as a style and `listSectionSpacing`.
@MainActor
@Suite("SwiftUI names from real screens, fifth")
struct CorpusFiveNamesTests {
    private func element(_ window: Window, _ label: String) throws -> InteractiveElement {
        try #require(window.interactiveElements().first { $0.label == label })
    }

    @Test("Menu, Toggle, Picker, Button and Label take a title with a symbol or an asset image, as their label forms do")
    func symbolImageInitialisers() throws {
        let chosen = Box<[String]>([])
        let menu = window(showing: Menu("New account", systemImage: "plus") { Button("Apple") { chosen.value.append("apple") } })
        let element = try element(menu, "New account")
        #expect(element.kind == .menu && element.options == ["Apple"])
        try menu.select("Apple", in: "New account")
        #expect(chosen.value == ["apple"])
        // Drawn exactly as the label form with a Label of the same title and symbol.
        let labelled = Menu {
            Button("Apple") {}
        } label: {
            Label("New account", systemImage: "plus")
        }
        #expect(renderView(Menu("New account", systemImage: "plus") { Button("Apple") {} }) == renderView(labelled))

        let isOn = Box(false)
        let toggle = window(showing: Toggle("Wi-Fi", systemImage: "wifi", isOn: isOn.binding))
        #expect(try self.element(toggle, "Wi-Fi").kind == .toggle)
        try toggle.tap(label: "Wi-Fi")
        #expect(isOn.value)
        #expect(
            renderView(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)))
                == renderView(Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }))

        let picker = window(
            showing:
                Picker("Sort", systemImage: "arrow.up.arrow.down", selection: .constant(1)) {
                    Text("Newest").tag(1)
                    Text("Oldest").tag(2)
                }.pickerStyle(.menu))
        #expect(try self.element(picker, "Sort").kind == .picker)

        let asset = ImageResource(name: "Logo", bundle: .main)
        let tapped = Box(0)
        let button = window(showing: Button("Add", image: asset) { tapped.value += 1 })
        try button.tap(label: "Add")
        #expect(tapped.value == 1)
        #expect(spoken(Label("Logo", image: asset)) == ["Logo"])
    }

    @Test("A gradient used as a style runs from its first colour at the top to its last at the bottom")
    func gradientAsStyle() {
        let image = renderView(Rectangle().fill(Gradient(colors: [.red, .blue])).frame(width: 100, height: 200))
        let linear = renderView(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 100, height: 200))
        #expect(image == linear)
        // The frame spans y 328.5…528.5 in the safe area: red-most at the top, blue-most at the bottom.
        #expect(pixel(image, atPoint: 195, 330).red > 0.95)
        #expect(pixel(image, atPoint: 195, 527).blue > 0.95)
        let background = renderView(Color.clear.frame(width: 100, height: 200).background(Gradient(colors: [.red, .blue])))
        #expect(background == linear)
    }

    @Test("listSectionSpacing sets the space between sections; a header's box takes 18 points of it")
    func listSectionSpacing() throws {
        func gap(_ spacing: ListSectionSpacing?, header: Bool) throws -> Double {
            let list = List {
                Section { Button("First") {} }
                if header {
                    Section("Second") { Button("Second") {} }
                } else {
                    Section { Button("Second") {} }
                }
            }
            let hosted = window(showing: spacing.map { AnyView(list.listSectionSpacing($0)) } ?? AnyView(list))
            return try element(hosted, "Second").frame.minY - element(hosted, "First").frame.minY
        }
        let plain = try gap(nil, header: false)
        #expect(try gap(.default, header: false) == plain)
        #expect(try gap(.custom(10), header: false) == plain - 25)
        #expect(try gap(.compact, header: false) == plain - 15)
        #expect(try gap(.custom(-4), header: false) == plain - 35)
        let withHeader = try gap(nil, header: true)
        #expect(try gap(.custom(40), header: true) == withHeader + 5)
        #expect(try gap(.custom(10), header: true) == withHeader - 17)
        // The CGFloat form is the custom spacing.
        let spaced = window(
            showing:
                List {
                    Section { Button("A") {} }; Section { Button("B") {} }
                }.listSectionSpacing(10))
        #expect(try element(spaced, "B").frame.minY - element(spaced, "A").frame.minY == plain - 25)
    }

    @Test("UIDatePicker.appearance() keeps a minute interval that divides an hour, else 1")
    func datePickerAppearance() {
        let proxy = UIDatePicker.appearance()
        #expect(proxy.minuteInterval == 1)
        proxy.minuteInterval = 5
        #expect(UIDatePicker.appearance().minuteInterval == 5)
        proxy.minuteInterval = 7
        #expect(proxy.minuteInterval == 1)
        proxy.minuteInterval = 45
        #expect(proxy.minuteInterval == 1)
        proxy.minuteInterval = 30
        #expect(proxy.minuteInterval == 30)
        proxy.minuteInterval = 1
        #expect(UITableView.appearance().minuteInterval == 1)
    }

    @Test("UIUserInterfaceStyle has .unspecified; a window scene's traits carry its window's scheme")
    func interfaceStyle() throws {
        #expect(Traits().userInterfaceStyle == .unspecified)
        #expect(Traits(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(Traits(userInterfaceStyle: UIUserInterfaceStyle.unspecified).colorScheme == nil)
        #expect(Traits(userInterfaceStyle: UIUserInterfaceStyle.light).colorScheme == .light)
        #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
        #expect(UIUserInterfaceStyle(ColorScheme.light) == .light)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)

        let dark = Window(device: .iPhone13Pro.applying(Traits(userInterfaceStyle: .dark)))
        dark.rootViewController = HostingController(rootView: Text("Dark"))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.traitCollection.horizontalSizeClass == .compact)
        let light = Window()
        light.rootViewController = HostingController(rootView: Text("Light"))
        #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.traitCollection.userInterfaceStyle == .light)
    }
}
