import Foundation
import Raster
import Testing

@testable import NapkinUI

/// A book form as reading logs write it: an optional page count typed as a number.
private struct PagesForm: View {
    let pages: Binding<Int?>
    var body: some View {
        TextField("Pages", value: pages, format: .number, prompt: Text("Number of pages"))
    }
}

/// A folder list that asks before deleting the folder it was given.
private struct FolderList: View {
    let folder: String?
    let deleted: Box<[String]>
    var body: some View {
        Text("Folders")
            .confirmationDialog(
                "Delete folder?", isPresented: .constant(true), titleVisibility: .visible, presenting: folder
            ) { name in
                Button("Delete \(name)", role: .destructive) { deleted.value.append(name) }
            } message: { name in
                Text("\(name) and its receipts will be removed.")
            }
    }
}

/// A banner that moves less for users who asked for less motion.
private struct MotionAwareBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    var body: some View {
        Text(reduceMotion ? "Still banner" : "Moving banner")
            .background(reduceTransparency ? Color.gray : Color.clear)
    }
}

@MainActor
@Suite("Names the held-out samples 25 and 26 stopped on")
struct CorpusTwentyNineNamesTests {
    func textBinding(_ window: Window, _ label: String) throws -> Binding<String> {
        let element = try #require(window.interactiveElements().first { $0.label == label })
        guard case .textEntry(let binding) = element.action else { throw CancellationError() }
        return binding
    }

    @Test("An optional number field is empty while nil, sets what parses, keeps the value on junk, and nil when emptied")
    func optionalValueField() throws {
        let pages = Box<Int?>(nil)
        let window = window(showing: PagesForm(pages: pages.binding))
        #expect(window.layoutDescription().contains("\"Pages\" text=\"\""))
        // The prompt shows while the value is nil, as a text field's prompt does while it is empty.
        #expect(
            renderView(PagesForm(pages: .constant(nil)))
                == renderView(TextField("Pages", text: .constant(""), prompt: Text("Number of pages"))))
        try window.type("320", into: "Pages")
        #expect(pages.value == 320)
        #expect(window.layoutDescription().contains("text=\"320\""))
        try window.type("x", into: "Pages")
        #expect(pages.value == 320)
        try textBinding(window, "Pages").wrappedValue = ""
        #expect(pages.value == nil)
    }

    @Test("A confirmation dialog presenting data builds its actions and message from it, and shows nothing without data")
    func confirmationDialogPresentingData() throws {
        let deleted = Box<[String]>([])
        let shown = window(showing: FolderList(folder: "Groceries", deleted: deleted))
        #expect(shown.interactiveElements().map(\.label) == ["Delete Groceries", "Cancel"])
        #expect(shown.layoutDescription().contains("Groceries and its receipts will be removed."))
        #expect(shown.layoutDescription().contains("Delete folder?"))
        try shown.tap(label: "Delete Groceries")
        #expect(deleted.value == ["Groceries"])
        let empty = window(showing: FolderList(folder: nil, deleted: deleted))
        #expect(!empty.interactiveElements().contains { $0.label == "Cancel" })
    }

    @Test("The leading-dot opacity style is the current foreground style, faded")
    func leadingDotOpacityStyle() {
        let faded = renderView(
            Rectangle().foregroundStyle(.opacity(0.5)).frame(width: 20, height: 20).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let full = renderView(Rectangle().frame(width: 20, height: 20).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        let centre = (x: 195.0, y: 422.0)
        #expect(isClose(pixel(full, atPoint: centre.x, centre.y), Color(red: 1, green: 0, blue: 0)))
        let mixed = pixel(faded, atPoint: centre.x, centre.y)
        #expect(abs(mixed.red - 1) < 0.01 && abs(mixed.green - 0.5) < 0.01 && abs(mixed.blue - 0.5) < 0.01)
    }

    @Test("The accessibility settings are off by default and a view sees them when the environment sets them")
    func accessibilitySettings() {
        let defaults = EnvironmentValues()
        #expect(!defaults.accessibilityReduceMotion && !defaults.accessibilityReduceTransparency)
        #expect(!defaults.accessibilityVoiceOverEnabled && !defaults.accessibilityEnabled)
        #expect(defaults.accessibilityPlayAnimatedImages)
        #expect(window(showing: MotionAwareBanner()).layoutDescription().contains("Moving banner"))
        let reduced = window(showing: MotionAwareBanner().environment(\.accessibilityReduceMotion, true))
        #expect(reduced.layoutDescription().contains("Still banner"))
    }

    @Test("An active .disappear effect hides its symbol; the iOS 17 and 18 motions draw the symbol at rest")
    func symbolEffects() {
        func symbol<V: View>(_ modify: (Image) -> V) -> Bitmap {
            renderView(modify(Image(systemName: "star.fill")).font(.system(size: 60)))
        }
        let plain = symbol { $0 }
        #expect(symbol { $0.symbolEffect(.rotate) } == plain)
        #expect(symbol { $0.symbolEffect(.wiggle.clockwise, options: .repeating, value: 1) } == plain)
        #expect(symbol { $0.symbolEffect(.breathe.pulse.byLayer) } == plain)
        #expect(symbol { $0.symbolEffect(.scale.up, isActive: true) } == plain)
        #expect(symbol { $0.symbolEffect(.appear, isActive: true) } == plain)
        #expect(symbol { $0.symbolEffect(.disappear, isActive: false) } == plain)
        let hidden = symbol { $0.symbolEffect(.disappear, isActive: true) }
        #expect(hidden == renderView(Color.clear.frame(width: 1, height: 1)))
    }

    @Test("A glass container lays its content out as written, and the glass morphing names draw the settled glass")
    func glassContainer() {
        struct Pills: View {
            @Namespace var glass
            var body: some View {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 12) {
                        Text("Edit").padding().glassEffect().glassEffectID("edit", in: glass)
                        Text("Share").padding().glassEffect().glassEffectUnion(id: "tools", namespace: glass)
                            .glassEffectTransition(.materialize)
                    }
                }
            }
        }
        struct PlainPills: View {
            var body: some View {
                HStack(spacing: 12) {
                    Text("Edit").padding().glassEffect()
                    Text("Share").padding().glassEffect()
                }
            }
        }
        #expect(renderView(Pills()) == renderView(PlainPills()))
    }

    @Test("An emitter layer keeps its cells and settings, copies them, and draws no particle in a still frame")
    func emitterLayer() {
        let cell = CAEmitterCell()
        cell.birthRate = 40
        cell.lifetime = 3
        cell.velocity = 120
        cell.color = CGColor(gray: 1, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 195, y: -10)
        emitter.emitterSize = CGSize(width: 390, height: 1)
        emitter.emitterCells = [cell]
        let copy = CAEmitterLayer(layer: emitter)
        #expect(copy.emitterShape == .line && copy.emitterCells?.first === cell && copy.emitterSize.width == 390)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        view.backgroundColor = .systemBlue
        let bare = UIView(frame: view.frame)
        bare.backgroundColor = .systemBlue
        view.layer.addSublayer(emitter)
        #expect(renderView(ViewHost(view: view)) == renderView(ViewHost(view: bare)))
    }
}

/// A UIKit view shown in SwiftUI.
private struct ViewHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
