import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names corpus6's second held-out sample found missing (issue 27): `TextEditor`,
/// `ScenePhase`, `LocalizedStringResource`, `Capsule(style:)`, Foundation formatters in text and
/// fields, list row height and `moveDisabled`, scroll target behaviours, and the first sample's
/// synthesised small capitals.
@MainActor
@Suite("SwiftUI names from real screens, sixth")
struct CorpusSixNamesTests {
    private func frameNumbers(_ frame: String) -> [Double] {
        frame.trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(whereSeparator: { ", ×".contains($0) }).compactMap {
            Double($0)
        }
    }

    @Test("A text editor fills the space it is offered, and typing goes through its binding")
    func textEditorLayoutAndTyping() throws {
        let note = Box("")
        let editor = VStack(spacing: 0) {
            Text("Note")
            TextEditor(text: note.binding).accessibilityLabel("Note body")
        }
        let frame = frameNumbers(try NapkinUITests.frame(of: "TextEditor", in: editor))
        // The whole safe area's width, and its height under the title line.
        #expect(frame[2] == 390)
        #expect(frame[3] > 600)
        let window = window(showing: editor)
        try window.type("Milk, eggs", into: "Note body")
        #expect(note.value == "Milk, eggs")
        let element = try #require(window.interactiveElements().first { $0.label == "Note body" })
        #expect(element.kind == .textField && element.value == "Milk, eggs")
        // Offered no height (in a scroll view), it is as tall as its text and the 8-point insets.
        let oneLine = frameNumbers(try NapkinUITests.frame(of: "TextEditor", in: ScrollView { TextEditor(text: .constant("Milk")) }))
        let twoLines = frameNumbers(
            try NapkinUITests.frame(of: "TextEditor", in: ScrollView { TextEditor(text: .constant("Milk\nEggs")) }))
        let text = frameNumbers(try NapkinUITests.frame(of: "\"Milk\"", in: ScrollView { Text("Milk") }))
        #expect(abs(oneLine[3] - (text[3] + 16)) < 0.01)
        // A second line adds the body style's line pitch.
        #expect(twoLines[3] - oneLine[3] > 19 && twoLines[3] - oneLine[3] < 24)
    }

    @Test("The text starts 5 points in and 8 down, over the system background unless it is hidden")
    func textEditorDrawing() {
        let editor = TextEditor(text: .constant("Hello")).frame(width: 200, height: 100)
        let text = Text("Hello").frame(width: 190, height: 92, alignment: .topLeading).padding(.leading, 5).padding(.top, 8)
            .frame(width: 200, height: 100, alignment: .topLeading)
        #expect(renderView(editor.background(Color.red)) == renderView(text.background(Color.white).background(Color.red)))
        // Hidden, the red behind shows through; in dark, the background is black.
        let hidden = renderView(editor.scrollContentBackground(.hidden).background(Color.red))
        #expect(hidden == renderView(text.background(Color.red)))
        // In dark, the system background is black (the editor spans x 95…295, y 378.5…478.5).
        let dark = window(showing: editor.background(Color.red), in: .dark).render()
        #expect(isClose(pixel(dark, atPoint: 105, 470), .black))
        // Long text wraps at the width and is clipped at the bottom.
        let long = String(repeating: "word ", count: 200)
        let clipped = renderView(ZStack { TextEditor(text: .constant(long)).frame(width: 200, height: 60) }.frame(width: 300, height: 300))
        let blank = renderView(ZStack { Color.white.frame(width: 200, height: 60) }.frame(width: 300, height: 300))
        // Below the editor (the frame spans y 398.5…458.5 in the safe area) nothing is drawn.
        var drawnBelow = 0
        for y in stride(from: 460.0, to: 575, by: 5) {
            for x in stride(from: 96.0, to: 295, by: 3) where pixel(clipped, atPoint: x, y) != pixel(blank, atPoint: x, y) {
                drawnBelow += 1
            }
        }
        #expect(drawnBelow == 0)
        #expect(clipped != blank)
    }

    @Test("The scene phase is active unless set; phases order from background to active")
    func scenePhase() {
        struct Phase: View {
            @Environment(\.scenePhase) var phase
            var body: some View { Text(phase == .active ? "Active" : phase == .inactive ? "Inactive" : "Background") }
        }
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(spoken(Phase()) == ["Active"])
        #expect(spoken(Phase().environment(\.scenePhase, .background)) == ["Background"])
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    @Test("A capsule with either corner style is drawn as the plain capsule")
    func capsuleStyle() {
        let plain = renderView(Capsule().fill(Color.blue).frame(width: 120, height: 40))
        #expect(renderView(Capsule(style: .continuous).fill(Color.blue).frame(width: 120, height: 40)) == plain)
        #expect(renderView(Capsule(style: .circular).fill(Color.blue).frame(width: 120, height: 40)) == plain)
        #expect(plain != renderView(Rectangle().fill(Color.blue).frame(width: 120, height: 40)))
    }

    @Test("LocalizedStringResource resolves its key from its table, filling in its values")
    func localizedStringResource() throws {
        let count = 3
        let resource: LocalizedStringResource = "\(count) passwords"
        #expect(resource.key == "%lld passwords")
        #expect(String(localized: resource) == "3 passwords")
        let tabled = LocalizedStringResource("Password", table: "Extra")
        #expect(tabled.table == "Extra" && String(localized: tabled) == "Password")
        #expect(renderView(Text(tabled)) == renderView(Text(verbatim: "Password")))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-resource-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"Password\" = \"Passwort\";\n\"%lld passwords\" = \"%lld Passwörter\";\n".utf8)
            .write(to: lproj.appendingPathComponent("Extra.strings"))
        let bundle = LocalizedStringResource.BundleDescription.atURL(folder)
        #expect(String(localized: LocalizedStringResource("Password", table: "Extra", bundle: bundle)) == "Passwort")
        #expect(String(localized: LocalizedStringResource("\(count) passwords", table: "Extra", bundle: bundle)) == "3 Passwörter")
        #expect(String(localized: LocalizedStringResource("Password", bundle: bundle)) == "Password")
        let keyed = LocalizedStringResource("welcome", defaultValue: "Welcome, \("Ada")")
        #expect(keyed.key == "welcome" && String(localized: keyed) == "Welcome, Ada")
    }

    @Test("A Foundation formatter writes an interpolated value, and a field's value, as it formats it")
    func formatters() throws {
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateStyle = .medium
        dates.timeStyle = .short
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let written = dates.string(from: date)
        #expect(!written.isEmpty)
        #expect(renderView(Text("Due \(date, formatter: dates)")) == renderView(Text(verbatim: "Due " + written)))
        #expect(renderView(Text(date, formatter: dates)) == renderView(Text(verbatim: written)))
        #expect(renderView(Text("Now \(NSNumber(value: 5), formatter: nil)")) == renderView(Text(verbatim: "Now 5")))

        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        let amount = Box(1234.5)
        let window = window(showing: TextField("Amount", value: amount.binding, formatter: numbers))
        #expect(try #require(window.interactiveElements().first { $0.label == "Amount" }).value == "1,234.5")
        amount.value = 0
        // Typing onto "0": "08" parses as 8, then "08.25" as 8.25; text that does not parse is kept
        // in the field and leaves the value as it was.
        try window.type("8", into: "Amount")
        #expect(amount.value == 8)
        try window.type(".25", into: "Amount")
        #expect(amount.value == 8.25)
        try window.type("x", into: "Amount")
        #expect(amount.value == 8.25)
        let count = Box(3)
        let counter = NapkinUITests.window(showing: TextField("Count", value: count.binding, formatter: numbers))
        try counter.type("0", into: "Count")
        #expect(count.value == 30)
    }

    @Test("defaultMinListRowHeight lowers the least row height; a moveDisabled row cannot be moved")
    func listRows() throws {
        func rowPitch(_ minimum: CGFloat?) throws -> Double {
            let rows = ForEach(["A", "B"], id: \.self) { Text($0).font(.system(size: 10)) }
            let list = List { rows }.listStyle(.plain)
            let view: AnyView = minimum.map { AnyView(list.environment(\.defaultMinListRowHeight, $0)) } ?? AnyView(list)
            let first = frameNumbers(try NapkinUITests.frame(of: "\"A\"", in: view))
            let second = frameNumbers(try NapkinUITests.frame(of: "\"B\"", in: view))
            return second[1] - first[1]
        }
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
        #expect(try rowPitch(nil) == 44)
        let short = try rowPitch(0)
        // A 10-point line and the rows' 7.5-point padding above and below.
        #expect(short < 44 && short > 15)
        #expect(try rowPitch(60) == 60)

        let items = Box(["Brisket", "Ribs", "Burnt ends"])
        let window = window(
            showing: List {
                ForEach(items.value, id: \.self) { item in
                    Text(item).moveDisabled(item == "Ribs")
                }
                .onMove { items.value.move(fromOffsets: $0, toOffset: $1) }
            })
        #expect(throws: InteractionError.self) { try window.moveRow("Ribs", toOffset: 0) }
        #expect(items.value == ["Brisket", "Ribs", "Burnt ends"])
        try window.moveRow("Burnt ends", toOffset: 0)
        #expect(items.value == ["Burnt ends", "Brisket", "Ribs"])
    }

    @Test("Paging rests on the page the scroll heads for, at most one page on; a scroll view draws the same at rest")
    func scrollTargets() {
        func rest(at offset: CGFloat, from start: CGFloat, velocity: CGFloat) -> CGFloat {
            var target = ScrollTarget(rect: CGRect(x: 0, y: offset, width: 390, height: 700))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: CGRect(x: 0, y: start, width: 390, height: 700)),
                velocity: CGVector(dx: 0, dy: velocity),
                contentSize: CGSize(width: 390, height: 3500), containerSize: CGSize(width: 390, height: 700), axes: .vertical)
            PagingScrollTargetBehavior.paging.updateTarget(&target, context: context)
            #expect(target.rect.minX == 0)
            return target.rect.minY
        }
        #expect(rest(at: 300, from: 0, velocity: 0) == 0)
        #expect(rest(at: 400, from: 0, velocity: 0) == 700)
        #expect(rest(at: 100, from: 0, velocity: 500) == 700)
        #expect(rest(at: 1300, from: 700, velocity: -500) == 700)
        // A fling from page 1 that would carry to page 4 rests on page 2.
        #expect(rest(at: 2900, from: 700, velocity: 4000) == 1400)
        // Never before the first page or after the last (3500 − 700).
        #expect(rest(at: -200, from: 0, velocity: -800) == 0)
        #expect(rest(at: 3300, from: 2800, velocity: 800) == 2800)

        var aligned = ScrollTarget(rect: CGRect(x: 0, y: 123, width: 390, height: 700))
        ViewAlignedScrollTargetBehavior.viewAligned(limitBehavior: .alwaysByOne).updateTarget(
            &aligned,
            context: ScrollTargetBehaviorContext(
                originalTarget: aligned, velocity: .zero, contentSize: CGSize(width: 390, height: 3500),
                containerSize: CGSize(width: 390, height: 700), axes: .vertical))
        #expect(aligned.rect.minY == 123)

        let pages = ScrollView { ForEach(0..<3) { _ in Color.blue.frame(height: 300).padding() } }
        #expect(renderView(pages.scrollTargetBehavior(.paging)) == renderView(pages))
        let alignedView = ScrollView { VStack { Text("A") }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
        #expect(renderView(alignedView) == renderView(ScrollView { VStack { Text("A") } }))
    }

    @Test("Small capitals are synthesised: the letters' capitals at 70 % of the size")
    func smallCapitals() {
        let font = Font.system(size: 20)
        let small = font.size(14)
        #expect(
            renderView(Text("Hello world").font(font.smallCaps()))
                == renderView(Text("H").font(font) + Text("ELLO").font(small) + Text(" ").font(font) + Text("WORLD").font(small)))
        #expect(renderView(Text("Hello").font(font.lowercaseSmallCaps())) == renderView(Text("Hello").font(font.smallCaps())))
        #expect(
            renderView(Text("NASA rocks").font(font.uppercaseSmallCaps()))
                == renderView(Text("NASA").font(small) + Text(" rocks").font(font)))
        // Both: every letter is a small capital.
        #expect(renderView(Text("Ok").font(font.smallCaps().uppercaseSmallCaps())) == renderView(Text("OK").font(small)))
        #expect(renderView(Text("Hello").font(font.smallCaps())) != renderView(Text("Hello").font(font)))
        // VoiceOver reads the words as written.
        #expect(spoken(Text("Hello").font(font.smallCaps())) == ["Hello"])
    }
}
