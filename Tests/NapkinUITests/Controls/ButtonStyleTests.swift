import Foundation
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `.bordered`, `.borderedProminent`, `.borderless`, `.buttonBorderShape`, `.controlSize`,
/// `ControlGroup`, `ShareLink` and `Menu(primaryAction:)`.
@MainActor
@Suite("Button styles and grouped controls")
struct ButtonStyleTests {
    @Test("A regular bordered button is its label plus 7 points above and below and 12 at the sides")
    func borderedMetrics() throws {
        let view = Button("Retry") {}.buttonStyle(.bordered)
        let button = numbers(try frame(of: "Button", in: view)), label = numbers(try frame(of: "\"Retry\"", in: view))
        #expect(abs(button[3] - (label[3] + 14)) < 0.011)
        #expect(abs(button[2] - (label[2] + 24)) < 0.011)
        #expect(abs(label[0] - (button[0] + 12)) < 0.011)
    }

    @Test("Control sizes: small 5 and 10 points of padding in subheadline, large 14 and 20 (a 50-point button)")
    func controlSizes() throws {
        let small = Button("Retry") {}.buttonStyle(.bordered).controlSize(.small)
        let smallButton = numbers(try frame(of: "Button", in: small)), smallLabel = numbers(try frame(of: "\"Retry\"", in: small))
        #expect(abs(smallButton[3] - (smallLabel[3] + 10)) < 0.011 && abs(smallButton[2] - (smallLabel[2] + 20)) < 0.011)
        #expect(smallLabel[3] < numbers(try frame(of: "\"Retry\"", in: Text("Retry")))[3])
        let large = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
        let largeButton = numbers(try frame(of: "Button", in: large)), largeLabel = numbers(try frame(of: "\"Continue\"", in: large))
        #expect(abs(largeButton[3] - (largeLabel[3] + 28)) < 0.011 && abs(largeButton[2] - (largeLabel[2] + 40)) < 0.011)
    }

    @Test("A prominent button fills the tint behind a white label; a bordered one is grey until tinted")
    func colors() throws {
        let view = VStack(spacing: 20) {
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Tinted") {}.buttonStyle(.bordered).tint(.red)
        }
        let bitmap = renderView(view)
        func corner(_ title: String) throws -> Color {
            let frame = numbers(try NapkinUITests.frame(of: "\"\(title)\"", in: view))
            return pixel(bitmap, atPoint: frame[0] - 6, frame[1])
        }
        let prominent = try corner("Prominent"), bordered = try corner("Bordered"), tinted = try corner("Tinted")
        #expect(isClose(prominent, Color(red: 0, green: 122 / 255, blue: 1)))
        // tertiarySystemFill (#767680 at 12 %) over white.
        #expect(isClose(bordered, Color(red: 240 / 255, green: 240 / 255, blue: 241 / 255)))
        // The red tint at 15 % over white.
        #expect(tinted.red > 0.99 && tinted.green > 0.85 && tinted.green < 0.9)
    }

    @Test("buttonBorderShape(.capsule) rounds the ends fully; .roundedRectangle(radius:) takes the radius")
    func borderShapes() throws {
        let capsule = Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
        let frame = numbers(try NapkinUITests.frame(of: "Button", in: capsule))
        let bitmap = renderView(capsule)
        // Half the height in from the corner along the diagonal is outside a capsule, inside a rectangle.
        #expect(isClose(pixel(bitmap, atPoint: frame[0] + 2, frame[1] + 2), Color(red: 1, green: 1, blue: 1)))
        #expect(!isClose(pixel(bitmap, atPoint: frame[0] + frame[3] / 2, frame[1] + 1), Color(red: 1, green: 1, blue: 1)))
        let square = Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 0))
        let squareFrame = numbers(try NapkinUITests.frame(of: "Button", in: square))
        #expect(!isClose(pixel(renderView(square), atPoint: squareFrame[0] + 0.5, squareFrame[1] + 0.5), Color(red: 1, green: 1, blue: 1)))
    }

    @Test("The border shapes are shapes too: .clipShape(.buttonBorder) is a regular bordered button's 8-point rounded rectangle")
    func borderShapesAsShapes() {
        func clipped(_ shape: some Shape) -> Bitmap { renderView(Color.indigo.frame(width: 120, height: 44).clipShape(shape)) }
        #expect(clipped(.buttonBorder) == clipped(RoundedRectangle(cornerRadius: 8)))
        #expect(clipped(.buttonBorder) != clipped(Rectangle()))
        #expect(clipped(ButtonBorderShape.capsule) == clipped(Capsule()))
        #expect(clipped(ButtonBorderShape.circle) == clipped(Circle()))
        #expect(clipped(ButtonBorderShape.roundedRectangle(radius: 5)) == clipped(RoundedRectangle(cornerRadius: 5)))
        #expect(
            renderView(ButtonBorderShape.capsule.fill(.red).frame(width: 80, height: 30))
                == renderView(Capsule().fill(.red).frame(width: 80, height: 30)))
    }

    @Test("A disabled bordered button is grey with a tertiary label and cannot be tapped")
    func disabled() throws {
        var taps = 0
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Button("Pay") { taps += 1 }.buttonStyle(.borderedProminent).disabled(true))
        #expect(throws: InteractionError.self) { try window.tap(label: "Pay") }
        #expect(taps == 0)
    }

    @Test("Borderless draws the tinted label alone, as the automatic style")
    func borderless() {
        let borderless = renderView(Button("Edit") {}.buttonStyle(.borderless))
        let automatic = renderView(Button("Edit") {})
        #expect(borderless.pixels == automatic.pixels)
    }

    @Test("Bordered buttons in every size and shape, light and dark")
    func snapshot() {
        let view = VStack(spacing: 14) {
            HStack(spacing: 10) {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}
            }
            .buttonStyle(.bordered)
            Button("Large") {}.buttonStyle(.bordered).controlSize(.large)
            HStack(spacing: 10) {
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                Button(role: .destructive) {
                } label: {
                    Text("Delete")
                }.buttonStyle(.bordered)
            }
            HStack(spacing: 10) {
                Button("Green") {}.buttonStyle(.bordered).tint(.green)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                Button {
                } label: {
                    Image(systemName: "heart.fill")
                }.buttonStyle(.bordered).buttonBorderShape(.circle)
                Button("Plain") {}.buttonStyle(.plain)
            }
            ControlGroup {
                Button("Previous") {}
                Button("Next") {}
            }
        }
        .padding(16)
        assertLightAndDark(view, width: 390, height: 320)
    }

    @Test("ControlGroup: its buttons share its width, each tappable by name")
    func controlGroup() throws {
        var pressed: [String] = []
        let view = ControlGroup {
            Button("Previous") { pressed.append("previous") }
            Button("Next") { pressed.append("next") }
        }
        .frame(width: 300)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        let frames = window.interactiveElements().map(\.frame)
        #expect(frames.count == 2 && abs(frames[0].width - frames[1].width) < 0.5 && frames[0].maxX <= frames[1].minX)
        try window.tap(label: "Next")
        #expect(pressed == ["next"])
    }

    @Test("ShareLink: the Share label, and a tap hands the item to the share action")
    func shareLink() throws {
        var shared: [ShareItem] = []
        let url = URL(string: "https://example.com/menu")!
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: ShareLink(item: url, subject: Text("Tonight's menu")).environment(\.share, ShareAction { shared += $0 }))
        #expect(window.layoutDescription().contains("systemName=\"square.and.arrow.up\""))
        try window.tap(label: "Share")
        #expect(shared == [ShareItem(description: "https://example.com/menu", subject: "Tonight's menu", message: nil)])
    }

    @Test("Menu(primaryAction:): a tap runs the primary action; its items are still selectable")
    func menuPrimaryAction() throws {
        var log: [String] = []
        let view = Menu {
            Button("Duplicate") { log.append("duplicate") }
        } label: {
            Text("Add")
        } primaryAction: {
            log.append("primary")
        }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        try window.tap(label: "Add")
        try window.select("Duplicate", in: "Add")
        #expect(log == ["primary", "duplicate"])
    }
}
