import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import NapkinUI

/// Names held-out samples 15 and 16 (corpus19, corpus20) found missing.
@MainActor
@Suite("Corpus 19 and 20's names")
struct CorpusTwentyNamesTests {
    @Test("UIWindow.backgroundColor is a UIColor?: a set colour shows where nothing is drawn, none leaves the window black")
    func windowBackgroundColor() {
        let window = Window()
        window.rootViewController = ViewController()
        #expect(isClose(pixel(window.render(), atPoint: 195, 422), .white))
        window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(isClose(pixel(window.render(), atPoint: 195, 422), Color(red: 1, green: 0, blue: 0)))
        window.backgroundColor = nil
        #expect(isClose(pixel(window.render(), atPoint: 195, 422), .black))
        // The default is the system background, black in the dark appearance.
        let dark = Window()
        dark.colorScheme = .dark
        dark.rootViewController = ViewController()
        #expect(isClose(pixel(dark.render(), atPoint: 195, 422), .black))
    }

    @Test("UITabBarAppearance keeps its item appearances per layout and state")
    func tabBarItemAppearance() {
        let items = UITabBarItemAppearance()
        items.normal.iconColor = .white
        items.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        items.selected.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance = items
        #expect(appearance.stackedLayoutAppearance.normal.iconColor == .white)
        #expect(appearance.stackedLayoutAppearance.selected.titlePositionAdjustment.vertical == -2)
        #expect(appearance.inlineLayoutAppearance.style == .inline)
        #expect(appearance.compactInlineLayoutAppearance.normal.iconColor == nil)
        items.configureWithDefault(for: .compactInline)
        #expect(items.style == .compactInline && items.normal.iconColor == nil && items.selected.titleTextAttributes.isEmpty)
    }

    @Test("contextMenu(ContextMenu { … }) acts as contextMenu { … }; a nil menu gives none")
    func contextMenuType() throws {
        let copied = Box(0)
        let view = Text("Habit").contextMenu(ContextMenu { Button("Copy") { copied.value += 1 } })
        #expect(renderView(view) == renderView(Text("Habit")))
        try window(showing: view).contextMenuAction("Copy", on: "Habit")
        #expect(copied.value == 1)
        let none: ContextMenu<Text>? = nil
        #expect(throws: InteractionError.self) {
            try window(showing: Text("Habit").contextMenu(none)).contextMenuAction("Copy", on: "Habit")
        }
    }

    @Test("inset(by:) draws a shape inside its frame; rounded corners shrink by the inset; circles stay circles")
    func insettableShapes() {
        func square(_ shape: some Shape) -> Bitmap {
            renderView(shape.fill(Color.red).frame(width: 100, height: 100))
        }
        // The 100-point square is centred in the safe area, at (195, 428.5): its left edge is at
        // x = 145, its top at y = 378.5.
        let inset = square(Rectangle().inset(by: 10))
        #expect(isClose(pixel(inset, atPoint: 150, 422), .white))
        #expect(isClose(pixel(inset, atPoint: 160, 422), .red))
        // A 20-point corner inset by 10 is a 10-point corner of the smaller square: its corner
        // pixel is white, and a point 4 in on the diagonal of the smaller square is red.
        let rounded = square(RoundedRectangle(cornerRadius: 20).inset(by: 10))
        #expect(isClose(pixel(rounded, atPoint: 155.5, 389), .white))
        #expect(isClose(pixel(rounded, atPoint: 159, 392.5), .red))
        #expect(rounded == renderView(RoundedRectangle(cornerRadius: 10).fill(Color.red).frame(width: 80, height: 80)))
        // Insets add up, and a circle is inscribed in the inset frame.
        #expect(square(Circle().inset(by: 5).inset(by: 5)) == square(Circle().inset(by: 10)))
        let circle = renderView(Circle().inset(by: 10).fill(Color.red).frame(width: 200, height: 100))
        #expect(isClose(pixel(circle, atPoint: 195, 392), .red))
        #expect(isClose(pixel(circle, atPoint: 152, 428.5), .white))
        // A hairline stroke of the inset shape stays inside the frame.
        let hairline = RoundedRectangle(cornerRadius: 16).inset(by: 0.5).stroke(Color.red, lineWidth: 1)
        let stroked = renderView(hairline.frame(width: 100, height: 100))
        #expect(isClose(pixel(stroked, atPoint: 195, 379), .red))
        #expect(isClose(pixel(stroked, atPoint: 195, 377.5), .white))
    }

    @Test("NavigationLink(_:destination:) with a run-time title pushes its destination")
    func navigationLinkStringTitle() throws {
        let name: String = "Ada Lovelace"
        let window = Window()
        window.rootViewController = HostingController(
            rootView: NavigationStack { List { NavigationLink(name, destination: Text("Details of Ada")) } })
        try window.tap(label: "Ada Lovelace")
        #expect(window.layoutDescription().contains("\"Details of Ada\""))
    }

    @Test("A stepper takes an unbounded Double value and steps it by its step")
    func floatingStepper() throws {
        let temperature = Box(21.5)
        let title: String = "Target"
        let window = window(
            showing: VStack {
                Stepper("", value: temperature.binding, step: 0.5)
                Stepper(title, value: temperature.binding, step: 1)
            })
        let steppers = window.interactiveElements().filter { $0.kind == .stepper }
        #expect(steppers.count == 2)
        try window.setValue(23, of: "Target")
        #expect(temperature.value == 23)
    }

    @Test("formStyle: grouped is the default look; columns drops the cards; a style of one's own wraps the content")
    func formStyles() throws {
        let form = Form {
            Section("Air") {
                Text("Next change")
                Text("12 000 km")
            }
        }
        let automatic = renderView(form)
        #expect(renderView(form.formStyle(.grouped)) == automatic)
        #expect(renderView(form.formStyle(.automatic)) == automatic)
        // The grouped form fills the screen with the grey grouped background; the column form
        // leaves the system background and draws no card.
        #expect(!isClose(pixel(automatic, atPoint: 5, 600), .white))
        let columns = renderView(form.formStyle(.columns))
        #expect(isClose(pixel(columns, atPoint: 5, 600), .white))
        let lines = layoutLines(form.formStyle(.columns))
        #expect(lines.contains { $0.contains("\"Next change\"") } && lines.contains { $0.contains("\"12 000 km\"") })
        struct Boxed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.content }.padding().background(Color.orange)
            }
        }
        let view = Form { Text("Filter") }.formStyle(Boxed())
        let text = numbers(try frame(of: "\"Filter\"", in: view))
        // The style's orange reaches 16 points around the text.
        #expect(isClose(pixel(renderView(view), atPoint: text[0] + text[2] / 2, text[1] - 8), .orange))
    }

    @Test("_EndedGesture<_ChangedGesture<DragGesture>> holds DragGesture().onChanged { }.onEnded { }")
    func gestureTypeNames() throws {
        let moved = Box(0.0)
        let ended = Box(false)
        let gesture: _EndedGesture<_ChangedGesture<DragGesture>> = DragGesture()
            .onChanged { moved.value = $0.translation.width }
            .onEnded { _ in ended.value = true }
        let window = window(showing: Color.blue.frame(width: 200, height: 200).gesture(gesture))
        #expect(window.drag(from: CGPoint(x: 195, y: 422), by: CGSize(width: 40, height: 0)))
        #expect(moved.value == 40 && ended.value)
    }
}
