import Testing

@testable import NapkinUI

/// A square `@ScaledMetric` points on a side.
private struct ScaledSquare: View {
    @ScaledMetric private var side = 34.0
    @ScaledMetric(relativeTo: .title) private var titleSide = 28.0

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: side, height: side)
            Capsule().frame(width: titleSide, height: titleSide)
        }
    }
}

/// One row of a checklist edited through `ForEach($items)`.
private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

/// The second group of names real screens use (GroupBox, trim, AnyLayout, @ScaledMetric,
/// keyboard shortcuts, bindings to collections), each as iOS has it.
@MainActor
@Suite("SwiftUI names from real screens, continued")
struct ScreenNamesTests {
    @Test("GroupBox: label and content 16 points inside a secondary-background box as wide as offered")
    func groupBox() throws {
        let box = GroupBox("Title") { Text("Body") }.padding(20)
        let titleFrame = try frame(of: "\"Title\"", in: box)
        #expect(titleFrame.hasPrefix("(36"))
        let image = renderView(box)
        // The box spans 20...370: secondary system background inside, the screen outside.
        #expect(isClose(pixel(image, atPoint: 22, 422), Color.secondarySystemBackground))
        #expect(isClose(pixel(image, atPoint: 368, 422), Color.secondarySystemBackground))
        #expect(isClose(pixel(image, atPoint: 18, 422), .white))
        #expect(isClose(pixel(image, atPoint: 372, 422), .white))
        // A box inside a box takes the tertiary background (white in light mode).
        let nested = renderView(GroupBox { GroupBox { Color.clear.frame(height: 40) } }.padding(20))
        #expect(isClose(pixel(nested, atPoint: 40, 422), .white))
        #expect(isClose(pixel(nested, atPoint: 24, 422), Color.secondarySystemBackground))
    }

    @Test("trim(from:to:) keeps the part of the outline between two fractions of its length")
    func trimmedPath() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)  // perimeter 300
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        #expect(half.data.elements == [.move(to: .init(x: 0, y: 0)), .line(to: .init(x: 100, y: 0)), .line(to: .init(x: 100, y: 50))])
        let middle = Rectangle().trim(from: 0.25, to: 0.5).path(in: rect)
        #expect(middle.data.elements == [.move(to: .init(x: 75, y: 0)), .line(to: .init(x: 100, y: 0)), .line(to: .init(x: 100, y: 50))])
        #expect(Rectangle().trim(from: 0.6, to: 0.4).path(in: rect).isEmpty)
        #expect(Rectangle().trim().path(in: rect).data == Rectangle().path(in: rect).data)
    }

    @Test("A trimmed circle strokes from its trailing point clockwise, as iOS draws a progress ring")
    func trimmedCircle() {
        // A 100-point ring centred in the safe area (195, 428.5): its lower half only.
        let ring = renderView(Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 6).frame(width: 100, height: 100))
        #expect(isClose(pixel(ring, atPoint: 195, 478), .black))  // bottom
        #expect(isClose(pixel(ring, atPoint: 195, 379), .white))  // top: trimmed away
        #expect(isClose(pixel(ring, atPoint: 159.6, 463.9), .black))  // lower left
        #expect(isClose(pixel(ring, atPoint: 159.6, 393.1), .white))  // upper left
        // In a wide frame the circle stays inscribed in the centred square.
        let wide = renderView(Circle().trim(from: 0, to: 1).stroke(Color.black, lineWidth: 6).frame(width: 200, height: 100))
        #expect(isClose(pixel(wide, atPoint: 245, 428.5), .black))
        #expect(isClose(pixel(wide, atPoint: 293, 428.5), .white))
    }

    @Test("AnyLayout(HStackLayout) and AnyLayout(VStackLayout) lay out as HStack and VStack")
    func anyLayout() {
        @ViewBuilder func squares() -> some View {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 20, height: 40)
        }
        let row = renderView(AnyLayout(HStackLayout(alignment: .top, spacing: 6)) { squares() })
        #expect(row.pixels == renderView(HStack(alignment: .top, spacing: 6) { squares() }).pixels)
        let column = renderView(AnyLayout(VStackLayout(alignment: .leading, spacing: 6)) { squares() })
        #expect(column.pixels == renderView(VStack(alignment: .leading, spacing: 6) { squares() }).pixels)
        #expect(column.pixels != row.pixels)
        #expect(renderView(VStackLayout(spacing: 6) { squares() }).pixels == renderView(VStack(spacing: 6) { squares() }).pixels)
    }

    @Test("@ScaledMetric scales with Dynamic Type as its text style: 34 at large is 56 at accessibility1")
    func scaledMetric() throws {
        let standard = ScaledSquare().environment(\.dynamicTypeSize, .large)
        #expect(sizeText(try frame(of: "Rectangle", in: standard)) == "34×34")
        #expect(sizeText(try frame(of: "Capsule", in: standard)) == "28×28")
        let large = ScaledSquare().environment(\.dynamicTypeSize, .accessibility1)
        #expect(sizeText(try frame(of: "Rectangle", in: large)) == "56×56")  // body 17 → 28
        #expect(sizeText(try frame(of: "Capsule", in: large)) == "38×38")  // title 28 → 38
        let small = ScaledSquare().environment(\.dynamicTypeSize, .xSmall)
        #expect(sizeText(try frame(of: "Rectangle", in: small)) == "28×28")  // body 17 → 14
    }

    @Test("keyboardShortcut changes nothing drawn and is shown on the button's line")
    func keyboardShortcut() throws {
        let save = Button("Save", role: .confirm) {}.keyboardShortcut(.defaultAction)
        #expect(renderView(save).pixels == renderView(Button("Save") {}).pixels)
        #expect(try line(containing: "Button", in: save).contains("Button shortcut=return"))
        let find = Button("Find") {}.keyboardShortcut("f", modifiers: [.command, .shift])
        #expect(try line(containing: "Button", in: find).contains("shortcut=shift+command+f"))
        #expect(!(try line(containing: "Button", in: Button("Plain") {})).contains("shortcut"))
    }

    @Test("ForEach($items) gives each row a binding that writes into the collection")
    func bindingCollection() throws {
        var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
        let binding = Binding(get: { chores }, set: { chores = $0 })
        #expect(binding.count == 2)
        #expect(binding[1].wrappedValue.title == "Laundry")
        #expect(binding.map(\.id) == [1, 2])
        let list = VStack {
            ForEach(binding) { $chore in
                Toggle(chore.title, isOn: $chore.isDone)
            }
        }
        try window(showing: list).tap(label: "Laundry")
        #expect(chores.map(\.isDone) == [false, true])
        binding[0].title.wrappedValue = "Dishes and pans"
        #expect(chores[0].title == "Dishes and pans")
    }

    @Test("A gradient's opacity works as a background view and as a fill style, faded the same")
    func gradientOpacity() {
        let red = LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)
        let asView = renderView(Color.clear.frame(width: 40, height: 40).background(red.opacity(0.4)))
        let asStyle = renderView(Rectangle().fill(red.opacity(0.4)).frame(width: 40, height: 40))
        #expect(asView.pixels == asStyle.pixels)
        // iOS's red (#FF3B30) at 40 % over the white screen: #FFB0AC.
        #expect(isClose(pixel(asView, atPoint: 195, 428), Color(red: 1, green: 176 / 255, blue: 172 / 255)))
    }

    @Test("UIScreen.main.focusedView is nil, so padding by its inset falls back to the default")
    func focusedView() {
        #expect(UIScreen.main.focusedView == nil)
        let padded = Text("Hi").padding(.top, UIScreen.main.focusedView?.safeAreaInsets.top)
        #expect(renderView(padded).pixels == renderView(Text("Hi").padding(.top)).pixels)
    }

    @Test("A filled shape stroked again draws both (iOS 17); a stroke filled paints the stroke")
    func shapeViewRestyled() {
        let ring = renderView(Circle().fill(Color.red).stroke(Color.black, lineWidth: 6).frame(width: 100, height: 100))
        #expect(isClose(pixel(ring, atPoint: 195, 428.5), .red))  // centre: the fill
        #expect(isClose(pixel(ring, atPoint: 245, 428.5), .black))  // trailing point: the stroke
        let painted = renderView(Circle().stroke(lineWidth: 6).fill(Color.blue).frame(width: 100, height: 100))
        #expect(isClose(pixel(painted, atPoint: 245, 428.5), .blue))
        #expect(isClose(pixel(painted, atPoint: 195, 428.5), .white))
    }

    @Test("position(x:y:) centres the view on the point and takes the space offered")
    func position() throws {
        let placed = Color.red.frame(width: 20, height: 10).position(x: 30, y: 40)
        // The safe area starts at y 47: the square's centre is at (30, 87).
        let image = renderView(placed)
        #expect(isClose(pixel(image, atPoint: 30, 87), .red))
        #expect(isClose(pixel(image, atPoint: 30, 80), .white))
        #expect(isClose(pixel(image, atPoint: 41, 87), .white))
        #expect(renderView(Color.red.frame(width: 20, height: 10).position(CGPoint(x: 30, y: 40))).pixels == image.pixels)
    }

    @Test("Spring(stiffness:damping:) gives the animation the same spring as interpolatingSpring(stiffness:damping:)")
    func spring() {
        #expect(Animation.interpolatingSpring(Spring(stiffness: 170, damping: 15)) == .interpolatingSpring(stiffness: 170, damping: 15))
        #expect(Spring(duration: 0.4, bounce: 0.2) == Spring(response: 0.4, dampingRatio: 0.8))
    }

    @Test("connectedScenes holds one window scene with the active window's orientation")
    func windowScene() throws {
        let window = Window(device: .iPhone13Pro(.landscape))
        window.rootViewController = HostingController(rootView: Text("Hi"))
        _ = window.layoutDescription()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.interfaceOrientation.isLandscape)
        #expect(scene.keyWindow === window)
    }

    @Test("help(_:) is the element's hint, as VoiceOver reads it on iOS")
    func help() throws {
        let element = try #require(accessibilityElements(Image(systemName: "questionmark.circle").help("Shows a tip")).first)
        #expect(element.hint == "Shows a tip")
    }

    @Test("allowsTightening fits a line up to 5 % too long instead of truncating it")
    func allowsTightening() throws {
        let text = "Tightened title"
        let width = Double(try sizeText(frame(of: "\"\(text)\"", in: Text(text).fixedSize())).split(separator: "×")[0])!
        let narrow = width * 0.97
        let tight = renderView(Text(text).lineLimit(1).allowsTightening(true).frame(width: narrow))
        let plain = renderView(Text(text).lineLimit(1).frame(width: narrow))
        // Squeezed as a 0.95 scale factor would, not cut with "…" as without it.
        #expect(tight.pixels == renderView(Text(text).lineLimit(1).minimumScaleFactor(0.95).frame(width: narrow)).pixels)
        #expect(tight.pixels != plain.pixels)
    }
}
