import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// corpus34's log screen: climbs in an inset-grouped list whose section headers are increased.
private struct ClimbLog: View {
    let prominence: Prominence
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Text("Boulder V3")
                    Text("Top rope 5.10a")
                }
                Section("Yesterday") { Text("Lead 5.9") }
            }
            .listStyle(.insetGrouped)
            .headerProminence(prominence)
            .navigationTitle("Climb Log")
        }
    }
}

/// Toolbar items kept in properties typed as SwiftUI names them, as corpus34's verse editor does.
private struct VerseEditor: View {
    @State private var text = ""
    private var doneButton: ToolbarItem<Void, some View> {
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
    }
    private var customizable: ToolbarItem<String, some View> {
        ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Button("Share") {} }
    }

    var body: some View {
        NavigationStack {
            TextField("Verse" as String, text: $text, prompt: Text("Type the verse"), axis: .vertical)
                .toolbar {
                    doneButton
                    customizable
                }
        }
    }
}

/// Reads the scroll edge effect settings where they apply.
private struct EdgeProbe: View {
    @Environment(\.scrollEdgeEffects) var effects
    var body: some View {
        Text("\(effects.style(at: .top) == .soft) \(effects.style(at: .bottom) == .automatic) \(effects.isHidden(at: .bottom))")
    }
}

/// A UIKit controller that asks for a half sheet with a grabber in `viewDidLoad`, as corpus34's memo app does.
private final class HalfHostingController<Content: View>: UIHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        if let sheet = presentationController as? UISheetPresentationController {
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
        }
    }
}

@MainActor
@Suite("corpus34 names: headers, toolbars, paths, sheets")
struct CorpusThirtyFourNamesTests {
    private func window(_ view: some View, dark: Bool = false) -> Window {
        let window = Window()
        if dark { window.colorScheme = .dark }
        window.rootViewController = HostingController(rootView: view)
        return window
    }

    @Test("An increased section header is Title 3 bold in the label colour, not uppercased; a standard one stays a caption")
    func increasedHeaderText() {
        let increased = window(ClimbLog(prominence: .increased)).layoutDescription()
        #expect(increased.contains("\"Today\""))
        #expect(!increased.contains("\"TODAY\""))
        let standard = window(ClimbLog(prominence: .standard)).layoutDescription()
        #expect(standard.contains("\"TODAY\""))
        var environment = EnvironmentValues()
        #expect(environment.headerProminence == .standard)
        environment.headerProminence = .increased
        #expect(environment.headerProminence == .increased)
    }

    @Test("The increased headers are drawn as iOS draws them, light and dark")
    func increasedHeaderDrawn() {
        assertSnapshot(of: window(ClimbLog(prominence: .increased)), as: .image, named: "light")
        assertSnapshot(of: window(ClimbLog(prominence: .increased), dark: true), as: .image, named: "dark")
    }

    @Test("ToolbarItem<Void, some View> and ToolbarItem<String, some View> properties place their items")
    func genericToolbarItem() {
        let description = window(VerseEditor()).layoutDescription()
        #expect(description.contains("\"Done\""))
        // Hidden until a person customizes the toolbar, which a render never does.
        #expect(!description.contains("\"Share\""))
        let item: ToolbarItem<Void, Text> = ToolbarItem(placement: .bottomBar) { Text("Status") }
        #expect(item.placedItems.count == 1)
    }

    @Test("TextField(String, text:prompt:axis:) shows the prompt and runs vertically")
    func stringTitleWithPromptAndAxis() {
        let field = TextField("Verse" as String, text: .constant(""), prompt: Text("Type the verse"), axis: .vertical)
        #expect(field.title == "Verse")
        #expect(field.prompt == "Type the verse")
        #expect(field.axis == .vertical)
        let labelled = TextField(text: .constant(""), prompt: Text("Notes"), axis: .vertical) { Text("Notes label") }
        #expect(labelled.axis == .vertical)
        #expect(labelled.prompt == "Notes")
    }

    @Test("scrollEdgeEffectStyle(_:for:) and scrollEdgeEffectHidden(_:for:) are kept per edge in the environment")
    func scrollEdgeEffects() {
        let shown = window(
            // The modifier nearest the view wins: nil there puts the bottom back to automatic.
            EdgeProbe().scrollEdgeEffectStyle(nil, for: .bottom).scrollEdgeEffectHidden(for: .bottom)
                .scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectStyle(.hard, for: .bottom)
        ).layoutDescription()
        #expect(shown.contains("\"true true true\""))
        let unhidden = window(EdgeProbe().scrollEdgeEffectHidden(false).scrollEdgeEffectHidden(for: .bottom)).layoutDescription()
        #expect(unhidden.contains("\"false true false\""))
    }

    @Test("scenePadding pads the chosen edges by 16 points")
    func scenePadding() {
        func width(_ view: some View) -> Double {
            let node = buildNode(view, in: EnvironmentValues())
            return node.size(for: SizeProposal(width: nil, height: nil)).width
        }
        let base = width(Color.red.frame(width: 100, height: 10))
        #expect(width(Color.red.frame(width: 100, height: 10).scenePadding(.leading)) == base + 16)
        #expect(width(Color.red.frame(width: 100, height: 10).scenePadding()) == base + 32)
        #expect(width(Color.red.frame(width: 100, height: 10).scenePadding(.minimum, edges: .vertical)) == base)
    }

    @Test("Path.addPath(_:transform:) appends the moved path; currentPoint, boundingRect and contains answer for it")
    func pathMembers() {
        var path = Path()
        #expect(path.currentPoint == nil)
        #expect(path.boundingRect.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(translationX: 20, y: 5))
        #expect(path.currentPoint == CGPoint(x: 20, y: 5))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 15))
        #expect(path.contains(CGPoint(x: 25, y: 10)))
        #expect(!path.contains(CGPoint(x: 15, y: 10)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(circle.boundingRect.width - 20) < 0.01)
        #expect(circle.contains(CGPoint(x: 10, y: 10)))
        #expect(!circle.contains(CGPoint(x: 1, y: 1)))
        // Two nested squares the same way round: nonzero fills the hole, even-odd leaves it.
        var nested = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRects([CGRect(x: 10, y: 10, width: 10, height: 10)])
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }

    @Test("ModelContainer.erase() is in the SwiftData stand-in (checked in SwiftDataTests)")
    func toolbarPlacementsStillCompile() {
        // The old non-generic spelling still builds through inference.
        let item = ToolbarItem { Text("Plain") }
        #expect(item.placedItems.first?.0 == .automatic)
    }

    @Test("presentationCompactAdaptation(.fullScreenCover) covers the screen; .popover and .sheet stay sheets")
    func compactAdaptation() throws {
        func presented(_ adaptation: PresentationAdaptation) throws -> ViewController {
            let screen = Text("Info").popover(isPresented: .constant(true)) {
                Text("About").presentationCompactAdaptation(adaptation)
            }
            let shown = window(screen)
            shown.layout()
            return try #require(shown.rootViewController?.presentedViewController)
        }
        #expect(try presented(.fullScreenCover).drawsAsSheet == false)
        #expect(try presented(.sheet).drawsAsSheet)
        #expect(try presented(.popover).sheetPreferences.compactAdaptation == .popover)
        let both = Text("x").presentationCompactAdaptation(horizontal: .fullScreenCover, vertical: .none)
        let sheetWindow = window(Text("Info").sheet(isPresented: .constant(true)) { both })
        sheetWindow.layout()
        #expect(try #require(sheetWindow.rootViewController?.presentedViewController).drawsAsSheet == false)
    }

    /// corpus34's info button beside a form's toggle: a popover that asks to stay a popover on iPhone.
    private struct InfoButton: View {
        let adaptation: PresentationAdaptation
        var body: some View {
            Form {
                HStack {
                    Text("Daily reminder")
                    Button("Info", systemImage: "info.circle") {}
                        .labelStyle(.iconOnly)
                        .popover(isPresented: .constant(true)) {
                            Text("Tap a verse to review it.")
                                .presentationCompactAdaptation(adaptation)
                                .fixedSize(horizontal: false, vertical: true)
                                .padding()
                        }
                    Spacer()
                }
            }
        }
    }

    @Test("A popover adapted with .popover is a bubble of its content's size below its source; .automatic is a sheet")
    func popoverBubble() throws {
        let shown = window(InfoButton(adaptation: .popover))
        shown.layout()
        let popover = try #require(shown.rootViewController?.presentedViewController)
        #expect(popover.drawsAsPopover)
        #expect(!popover.drawsAsSheet)
        let anchor = try #require(popover.popoverAnchor)
        let frame = popover.layoutFrame
        #expect(abs(frame.minY - (anchor.maxY + PopoverMetrics.arrowHeight)) < 0.5)
        #expect(frame.width < shown.layoutBounds.width - 2 * PopoverMetrics.screenMargin + 0.5)
        #expect(frame.height < 120)
        #expect(frame.maxX <= shown.layoutBounds.maxX - PopoverMetrics.screenMargin + 0.5)
        let sheet = window(InfoButton(adaptation: .automatic))
        sheet.layout()
        let adapted = try #require(sheet.rootViewController?.presentedViewController)
        #expect(!adapted.drawsAsPopover)
        #expect(adapted.drawsAsSheet)
    }

    @Test("The popover bubble is drawn as iOS draws it on iPhone, light and dark")
    func popoverBubbleDrawn() {
        assertSnapshot(of: window(InfoButton(adaptation: .popover)), as: .image, named: "light")
        assertSnapshot(of: window(InfoButton(adaptation: .popover), dark: true), as: .image, named: "dark")
    }

    @Test("A UIKit controller asking for a medium detent rests at half the screen with its grabber")
    func uikitHalfSheet() throws {
        let window = Window()
        let root = UIViewController()
        window.rootViewController = root
        window.layout()
        let sheet = HalfHostingController(rootView: Text("Half sheet"))
        #expect(sheet.sheetPresentationController != nil)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
        root.present(sheet, animated: false)
        window.layout()
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.detents.map(\.identifier) == [.medium])
        #expect(controller.prefersGrabberVisible)
        #expect(controller === sheet.presentationController)
        let screen = Double(window.layoutBounds.height)
        #expect(abs(Double(sheet.layoutFrame.height) - (screen / 2).rounded()) < 0.5)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        #expect(full.presentationController != nil)
    }

    @Test("A UIKit sheet's custom detent, selection and undimmed detent")
    func uikitDetents() throws {
        let window = Window()
        let root = UIViewController()
        window.rootViewController = root
        let sheet = UIHostingController(rootView: Text("Custom"))
        let small = UISheetPresentationController.Detent.Identifier("small")
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.custom(identifier: small) { _ in 200 }, .large()]
        controller.largestUndimmedDetentIdentifier = small
        controller.preferredCornerRadius = 24
        root.present(sheet, animated: false)
        window.layout()
        #expect(abs(Double(sheet.layoutFrame.height) - 200) < 0.5)
        let bounds = window.layoutBounds
        #expect(!sheet.dimsScreenBehind(in: bounds, insets: window.device.safeAreaInsets))
        controller.selectedDetentIdentifier = .large
        window.layout()
        #expect(sheet.layoutFrame.height > 600)
        // Custom heights beyond the full sheet are clamped to it.
        controller.detents = [.custom { context in context.maximumDetentValue + 500 }]
        controller.selectedDetentIdentifier = nil
        window.layout()
        #expect(sheet.layoutFrame.height > 600)
    }

    @Test("The UIKit half sheet is drawn as a SwiftUI medium sheet, light and dark")
    func uikitHalfSheetDrawn() {
        for dark in [false, true] {
            let window = Window()
            if dark { window.colorScheme = .dark }
            let root = UIHostingController(
                rootView: List {
                    Text("Memo one"); Text("Memo two")
                })
            window.rootViewController = root
            window.layout()
            root.present(HalfHostingController(rootView: Text("Half sheet").padding()), animated: false)
            assertSnapshot(of: window, as: .image, named: dark ? "dark" : "light")
        }
    }
}
