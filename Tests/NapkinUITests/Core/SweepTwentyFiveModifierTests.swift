import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// What the key handlers of a screen saw, in order.
@MainActor
private final class PressLog {
    var entries: [String] = []
}

/// A counter stepped with the arrow keys of a hardware keyboard, as a screen writes `onKeyPress`: the inner handler
/// takes the up arrow, the outer one sees every phase of what the inner one leaves.
private struct KeyCounter: View {
    let log: PressLog
    let takesFocus: Bool
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            Text("Count")
                .focusable()
                .focused($focused)
                .onKeyPress(.upArrow) {
                    log.entries.append("up")
                    return .handled
                }
                .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { press in
                    log.entries.append("outer \(press.key == .upArrow ? "up" : "down") \(press.phase.debugDescription)")
                    return .ignored
                }
                .onKeyPress(characters: .letters) { press in
                    log.entries.append("letter \(press.characters)")
                    return .handled
                }
        }
        .onKeyPress(phases: .down) { press in
            log.entries.append("stack \(press.modifiers.contains(.command) ? "command+" : "")\(press.characters)")
            return .handled
        }
        .onAppear { if takesFocus { focused = true } }
    }
}

@MainActor
@Suite("sweep25: iOS 16-26 View modifiers found missing by the sweep")
struct SweepTwentyFiveModifierTests {
    @Test("onKeyPress: the focused view's innermost handler first, outwards until one handles the press")
    func keyPresses() {
        let log = PressLog()
        let window = window(showing: KeyCounter(log: log, takesFocus: true))
        window.layout()
        #expect(window.pressKey(.upArrow))
        // The inner handler takes the press going down; nothing asked for it except the outer one going up.
        #expect(log.entries == ["up", "outer up up"])
        log.entries = []
        #expect(window.pressKey(.downArrow) == true)
        // Ignored by the outer handler, the press goes on to the stack's handler around the focused text.
        #expect(log.entries == ["outer down down", "stack \u{F701}", "outer down up"])
        log.entries = []
        #expect(window.pressKey("k", modifiers: .shift))
        #expect(log.entries == ["letter K"])
        log.entries = []
        #expect(window.pressKey("1", modifiers: .command))
        #expect(log.entries == ["stack command+1"])
    }

    @Test("onKeyPress: with no view focused no handler runs, as on iOS")
    func keyPressWithoutFocus() {
        let log = PressLog()
        let window = window(showing: KeyCounter(log: log, takesFocus: false))
        window.layout()
        #expect(window.pressKey(.upArrow) == false)
        #expect(log.entries.isEmpty)
    }

    @Test("inspector(isPresented:) is a sheet on an iPhone")
    func inspectorIsASheet() throws {
        let window = Window()
        let root = HostingController(
            rootView: Text("Trips").inspector(isPresented: .constant(true)) { Text("Trip details").inspectorColumnWidth(320) })
        window.rootViewController = root
        window.layout()
        let presented = try #require(root.presentedViewController)
        #expect(window.layoutDescription().contains("\"Trip details\""))
        let sheet = Window()
        let sheetRoot = HostingController(rootView: Text("Trips").sheet(isPresented: .constant(true)) { Text("Trip details") })
        sheet.rootViewController = sheetRoot
        sheet.layout()
        #expect(presented.frame == sheetRoot.presentedViewController?.frame)
        #expect(window.render() == sheet.render())
    }

    @Test("gridCellColumns spans columns; gridColumnAlignment aligns a column; gridCellAnchor places a cell")
    func gridCells() throws {
        let grid = window(
            showing: Grid(horizontalSpacing: 10) {
                GridRow {
                    Text("Total due").gridCellColumns(2)
                    Text("Tip")
                }
                GridRow {
                    Text("Coffee").gridColumnAlignment(.leading)
                    Text("2")
                    Text("14.50")
                }
                GridRow {
                    Text("Tea")
                    Text("1")
                    Text("3").gridCellAnchor(.bottomTrailing)
                }
            })
        let total = try frame(of: "Total due", in: grid)
        let coffee = try frame(of: "Coffee", in: grid)
        let two = try frame(of: "2", in: grid)
        let tip = try frame(of: "Tip", in: grid)
        let price = try frame(of: "14.50", in: grid)
        let tea = try frame(of: "Tea", in: grid)
        let three = try frame(of: "3", in: grid)
        // "Total due" takes the first two columns and the spacing between them; "Tip" sits in the third, over "14.50".
        #expect(total[0] >= coffee[0] - 0.5 && total[0] + total[2] <= tip[0])
        #expect(two[0] > coffee[0] + coffee[2])
        #expect(abs((tip[0] + tip[2] / 2) - (price[0] + price[2] / 2)) < 0.5)
        // The first column is aligned leading: "Tea" starts where "Coffee" starts.
        #expect(abs(tea[0] - coffee[0]) < 0.01)
        // "3" sits at the trailing end of the price column, where "14.50", its widest cell, ends.
        #expect(abs((three[0] + three[2]) - (price[0] + price[2])) < 0.5)
        // Without the span, "Total due" is only as wide as the first column allows.
        let plain = window(
            showing: Grid(horizontalSpacing: 10) {
                GridRow {
                    Text("Total due")
                    Text("Tip")
                }
                GridRow {
                    Text("Coffee")
                    Text("2")
                    Text("14.50")
                }
            })
        #expect(try frame(of: "Tip", in: plain)[0] < tip[0])
    }

    @Test("buttonSizing(.flexible): bordered buttons side by side split the row evenly")
    func flexibleButtons() throws {
        func row(_ sizing: ButtonSizing) -> Window {
            window(
                showing: HStack(spacing: 12) {
                    Button("Cancel") {}
                    Button("Save") {}
                }
                .buttonStyle(.borderedProminent)
                .buttonSizing(sizing)
                .padding(.horizontal, 20))
        }
        // 350 points between the margins: two buttons of 169 points 12 apart, each title centred in its button.
        let flexible = row(.flexible)
        let cancel = try frame(of: "Cancel", in: flexible)
        let save = try frame(of: "Save", in: flexible)
        #expect(abs((cancel[0] + cancel[2] / 2) - (20 + 169 / 2)) < 0.5)
        #expect(abs((save[0] + save[2] / 2) - (20 + 169 + 12 + 169 / 2)) < 0.5)
        let fitted = row(.fitted)
        let fittedSave = try frame(of: "Save", in: fitted)
        #expect(abs((fittedSave[0] + fittedSave[2] / 2) - (save[0] + save[2] / 2)) > 20)
        #expect(fitted.render() == row(.automatic).render())
    }

    @Test("labelIconToTitleSpacing moves the title; labelReservedIconWidth widens the icon's column")
    func labelSpacing() throws {
        let plain = try frame(of: "Inbox", in: window(showing: Label("Inbox", systemImage: "tray")))
        let spaced = try frame(of: "Inbox", in: window(showing: Label("Inbox", systemImage: "tray").labelIconToTitleSpacing(20)))
        let reserved = try frame(of: "Inbox", in: window(showing: Label("Inbox", systemImage: "tray").labelReservedIconWidth(40)))
        // The label is centred on screen, so the title moves by half the change.
        #expect(abs((spaced[0] - plain[0]) - 6) < 0.01)
        #expect(reserved[0] > plain[0])
    }

    @Test("accessibilityActions: each button the closure builds is a custom action; the buttons are not drawn")
    func accessibilityActionsFromButtons() throws {
        let log = PressLog()
        let row = Text("Invoice 12")
            .accessibilityActions {
                Button("Archive") { log.entries.append("archive") }
                Button("Flag") { log.entries.append("flag") }
                Button("Delete") {}.disabled(true)
            }
        let window = window(showing: row)
        try window.performAccessibilityAction(named: "Flag", on: "Invoice 12")
        try window.performAccessibilityAction(named: "Archive", on: "Invoice 12")
        #expect(log.entries == ["flag", "archive"])
        #expect(throws: AccessibilityActionError.self) { try window.performAccessibilityAction(named: "Delete", on: "Invoice 12") }
        #expect(window.render() == NapkinUITests.window(showing: Text("Invoice 12")).render())
    }

    @Test("tabViewBottomAccessory: a capsule above the tab bar, the tabs' content kept out of it, its buttons tappable")
    func bottomAccessory() throws {
        let log = PressLog()
        let player = TabView {
            List(1...30, id: \.self) { Text("Song \($0)") }
                .tabItem { Label("Library", systemImage: "music.note.list") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        .tabViewBottomAccessory {
            HStack {
                Image(systemName: "play.fill")
                Text("Now Playing")
                Spacer()
                Button("Next") { log.entries.append("next") }
            }
        }
        let window = window(showing: player)
        try window.tap(label: "Next")
        #expect(log.entries == ["next"])
        // 48 points tall, 8 above the 49-point bar that sits over the 34-point home indicator area.
        let nowPlaying = try frame(of: "Now Playing", in: window)
        let screen = Device.iPhone13Pro.size.height
        #expect(abs((nowPlaying[1] + nowPlaying[3] / 2) - (screen - 34 - 49 - 8 - 24)) < 1)
        let hidden = NapkinUITests.window(
            showing: TabView { Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") } }
                .tabViewBottomAccessory(isEnabled: false) { Text("Now Playing") })
        #expect(!hidden.layoutDescription().contains("\"Now Playing\""))
        assertScreenLightAndDark(player)
    }

    @Test("safeAreaBar lays the view out as safeAreaInset does")
    func safeAreaBar() {
        let bar = window(showing: List { Text("Milk") }.safeAreaBar(edge: .bottom) { Text("3 items").padding() }).render()
        let inset = window(showing: List { Text("Milk") }.safeAreaInset(edge: .bottom) { Text("3 items").padding() }).render()
        #expect(bar == inset)
    }

    @Test("Modifiers an iPhone's still frame does not show compile as apps write them and draw the view unchanged")
    func stillFrameModifiers() {
        let screen = NavigationStack {
            List { Text("Dune") }
                .navigationTitle("Books")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }.sharedBackgroundVisibility(.hidden)
                }
        }
        let plain = window(showing: screen).render()
        let modified =
            screen
            .geometryGroup()
            .presentationSizing(.form.fitted(horizontal: false, vertical: true))
            .presentationSizing(.page.sticky(vertical: true))
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewSearchActivation(.searchTabSelection)
            .tabViewSidebarHeader { Text("Library") }
            .tabViewSidebarFooter { Text("Settings") }
            .tabViewSidebarBottomBar { Text("Account") }
            .typesettingLanguage(.automatic)
            .typesettingLanguage(Locale.Language(identifier: "th"), isEnabled: true)
            .writingToolsBehavior(.limited)
            .textSelectionAffinity(.upstream)
            .replaceDisabled()
            .findDisabled(true)
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .dialogIcon(Image(systemName: "trash"))
            .dialogSeverity(.critical)
            .persistentSystemOverlays(.hidden)
            .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        #expect(window(showing: modified).render() == plain)
        let withoutToolbarModifier = NavigationStack {
            List { Text("Dune") }
                .navigationTitle("Books")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
        }
        #expect(window(showing: withoutToolbarModifier).render() == plain)
    }
}
