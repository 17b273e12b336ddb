import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The scrolling and safe-area modifiers of iOS 16–18 screens: content margins, scroll
/// positions and default anchors, safe-area padding, row spacing, geometry changes and the
/// hidden status bar. On an iPhone 13 Pro the root's safe area runs from y 47 to 810 (763 tall).
@MainActor
@Suite("Scrolling and safe-area modifiers")
struct ScrollingModifiersTests {
    /// Thirty 40-point rows, labelled "row 0"…"row 29": 1200 points of content.
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.blue.frame(height: 40).accessibilityLabel("row \(index)")
                }
            }
        }
    }

    func rowFrame(_ index: Int, in view: some View, device: Device = .iPhone13Pro) throws -> [Double] {
        numbers(try frame(of: "\"row \(index)\"", in: view, device: device))
    }

    // MARK: contentMargins

    @Test("contentMargins insets a scroll view's content and lengthens what scrolls by the margins")
    func contentMarginsInsetContent() throws {
        let view = ScrollView { Rows() }.contentMargins(.horizontal, 20).contentMargins(.top, 30)
        #expect(try rowFrame(0, in: view) == [20, 77, 350, 40])
        // The scroll view keeps its frame; the content plus its margins scrolls (1230 points).
        #expect(numbers(try frame(of: "ScrollView", in: view)) == [0, 47, 390, 763])
        #expect(try line(containing: "ScrollView", in: view).contains("content=1230 tall"))
    }

    @Test("The margin closest to the scroll view wins on its edges; nil takes it away; indicator margins move nothing")
    func contentMarginsPrecedence() throws {
        let inner = ScrollView { Rows() }.contentMargins(.leading, 10).contentMargins(.horizontal, 40)
        #expect(try rowFrame(0, in: inner) == [10, 47, 340, 40])
        let removed = ScrollView { Rows() }.contentMargins(.all, nil).contentMargins(24)
        #expect(try rowFrame(0, in: removed) == [0, 47, 390, 40])
        let insets = ScrollView { Rows() }.contentMargins(.vertical, EdgeInsets(top: 12, leading: 99, bottom: 0, trailing: 99))
        #expect(try rowFrame(0, in: insets) == [0, 59, 390, 40])
        let indicators = ScrollView { Rows() }.contentMargins(30, for: .scrollIndicators)
        #expect(try rowFrame(0, in: indicators) == [0, 47, 390, 40])
        let content = ScrollView { Rows() }.contentMargins(30, for: .scrollContent)
        #expect(try rowFrame(0, in: content) == [30, 77, 330, 40])
    }

    @Test("A scroll view takes the margins for itself: a carousel inside keeps its own")
    func contentMarginsNotInherited() throws {
        let view = ScrollView {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { index in Color.red.frame(width: 200, height: 80).accessibilityLabel("card \(index)") }
                }
            }
        }
        .contentMargins(.horizontal, 20)
        // The carousel is 350 wide at x 20; its cards start at its own edge.
        #expect(numbers(try frame(of: "\"card 0\"", in: view))[0] == 20)
    }

    @Test("contentMargins insets a list's sections, whose background still fills the screen")
    func contentMarginsList() throws {
        let plain = List { Text("Item") }
        let margined = List { Text("Item") }.contentMargins(.horizontal, 30).contentMargins(.top, 50)
        let before = numbers(try frame(of: "Section", in: plain))
        let after = numbers(try frame(of: "Section", in: margined))
        #expect(after == [before[0] + 30, before[1] + 50, before[2] - 60, before[3]])
        // The list's grey still reaches the screen's left edge beside the moved card.
        let bitmap = renderView(margined)
        #expect(isClose(pixel(bitmap, atPoint: 5, after[1] + 10), .groupedBackground))
    }

    // MARK: defaultScrollAnchor and scrollPosition

    @Test("defaultScrollAnchor(.bottom) starts a scroll view at the end of its content, margins included")
    func defaultAnchorBottom() throws {
        let view = ScrollView { Rows() }.defaultScrollAnchor(.bottom)
        #expect(try rowFrame(29, in: view) == [0, 770, 390, 40])
        let margined = ScrollView { Rows() }.contentMargins(.bottom, 10).defaultScrollAnchor(.bottom)
        #expect(try rowFrame(29, in: margined)[1] == 760)
        let centred = ScrollView { Rows() }.defaultScrollAnchor(.center)
        // Half of the 437 points past the viewport.
        #expect(try rowFrame(0, in: centred)[1] == 47 - 218.5)
    }

    @Test("Short content sits at the anchor, unless the anchor is for the initial offset only")
    func defaultAnchorAlignment() throws {
        let short = ScrollView { Color.green.frame(height: 40).accessibilityLabel("only") }
        #expect(numbers(try frame(of: "\"only\"", in: short.defaultScrollAnchor(.bottom)))[1] == 770)
        #expect(numbers(try frame(of: "\"only\"", in: short.defaultScrollAnchor(.bottom, for: .initialOffset)))[1] == 47)
        #expect(numbers(try frame(of: "\"only\"", in: short.defaultScrollAnchor(.bottom, for: .alignment)))[1] == 770)
        #expect(numbers(try frame(of: "\"only\"", in: short.defaultScrollAnchor(.bottom, for: .sizeChanges)))[1] == 47)
    }

    @Test("scrollPosition(id:) rests with the bound view at the top, or at its anchor, within the content's ends")
    func scrollPositionID() throws {
        let atTen = ScrollView { Rows() }.scrollPosition(id: .constant(Optional(10)))
        #expect(try rowFrame(10, in: atTen) == [0, 47, 390, 40])
        let centred = ScrollView { Rows() }.scrollPosition(id: .constant(Optional(10)), anchor: .center)
        #expect(try rowFrame(10, in: centred)[1] == 47 + 763 / 2 - 20)
        // The last row cannot reach the top: the content stops at its end.
        let last = ScrollView { Rows() }.scrollPosition(id: .constant(Optional(29)))
        #expect(try rowFrame(29, in: last)[1] == 770)
        // No id: the default place (here the default anchor's).
        let none = ScrollView { Rows() }.scrollPosition(id: .constant(Int?.none)).defaultScrollAnchor(.bottom)
        #expect(try rowFrame(29, in: none)[1] == 770)
        // An id no view has leaves the scroll view at rest.
        let missing = ScrollView { Rows() }.scrollPosition(id: .constant(Optional(99)))
        #expect(try rowFrame(0, in: missing)[1] == 47)
    }

    @Test("A ScrollPosition rests at its view, edge or point, and a bound id wins over the default anchor")
    func scrollPositionValue() throws {
        func scrolled(_ position: ScrollPosition, anchor: UnitPoint? = nil) -> some View {
            ScrollView { Rows() }.scrollPosition(.constant(position), anchor: anchor).defaultScrollAnchor(.bottom)
        }
        #expect(try rowFrame(0, in: scrolled(ScrollPosition(edge: .top)))[1] == 47)
        #expect(try rowFrame(29, in: scrolled(ScrollPosition(edge: .bottom)))[1] == 770)
        #expect(try rowFrame(0, in: scrolled(ScrollPosition(y: 100)))[1] == -53)
        #expect(try rowFrame(29, in: scrolled(ScrollPosition(point: CGPoint(x: 0, y: 5000))))[1] == 770)
        #expect(try rowFrame(5, in: scrolled(ScrollPosition(id: 5)))[1] == 47)
        #expect(try rowFrame(25, in: scrolled(ScrollPosition(id: 25), anchor: .bottom))[1] == 770)
        // With no place named, the default anchor decides.
        #expect(try rowFrame(29, in: scrolled(ScrollPosition(idType: Int.self)))[1] == 770)
    }

    @Test("ScrollPosition keeps what it was last told")
    func scrollPositionState() {
        var position = ScrollPosition(idType: String.self)
        #expect(position.viewID == nil && position.edge == nil && position.point == nil)
        position.scrollTo(id: "b")
        #expect(position.viewID(type: String.self) == "b")
        #expect(position.viewID(type: Int.self) == nil)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        position.scrollTo(x: 3, y: 4)
        #expect(position.point == CGPoint(x: 3, y: 4))
        position.scrollTo(y: 9)
        #expect(position.point == nil)
        #expect(!position.isPositionedByUser)
        #expect(ScrollPosition(id: 1) == ScrollPosition(id: 1))
        #expect(ScrollPosition(id: 1) != ScrollPosition(id: 2))
    }

    @Test("A list rests at its last row with defaultScrollAnchor(.bottom), and at a bound row's cell")
    func listPositions() throws {
        func items() -> some View {
            ForEach(0..<40, id: \.self) { index in Text("Item \(index)") }
        }
        let bottom = List { items() }.defaultScrollAnchor(.bottom)
        // The last row's 44-point cell ends 35 points (the list's bottom gap) above the viewport's end.
        let last = numbers(try frame(of: "\"Item 39\"", in: bottom))
        #expect(abs(last[1] + last[3] / 2 - (810 - 35 - 22)) < 0.01)
        let bound = List { items() }.scrollPosition(id: .constant(Optional(20)))
        let row = numbers(try frame(of: "\"Item 20\"", in: bound))
        #expect(abs(row[1] + row[3] / 2 - (47 + 22)) < 0.01)
    }

    // MARK: safeAreaPadding

    @Test("safeAreaPadding lays the content out that far in, as padding does")
    func safeAreaPaddingInsets() throws {
        let view = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).safeAreaPadding(20)
        let text = numbers(try frame(of: "\"Hi\"", in: view))
        #expect(text[0] == 20 && text[1] == 67)
        let edges = Color.red.accessibilityLabel("fill").safeAreaPadding(.horizontal, 10)
        #expect(numbers(try frame(of: "\"fill\"", in: edges)) == [10, 47, 370, 763])
        let defaulted = Color.red.accessibilityLabel("fill").safeAreaPadding(.top)
        #expect(numbers(try frame(of: "\"fill\"", in: defaulted))[1] == 47 + 16)
        let insets = Color.red.accessibilityLabel("fill").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(numbers(try frame(of: "\"fill\"", in: insets)) == [2, 48, 384, 759])
    }

    @Test("A background inside safeAreaPadding still covers the padding, out to the screen's edge")
    func safeAreaPaddingBackground() {
        let view = Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red).safeAreaPadding(40)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 10, 400), .red))
        #expect(isClose(pixel(bitmap, atPoint: 200, 20), .red))
    }

    @Test("A carousel with horizontal safe-area padding starts inset and shows its next card out to the screen's edge")
    func safeAreaPaddingCarousel() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { index in Color.red.frame(width: 300, height: 80).accessibilityLabel("card \(index)") }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        #expect(numbers(try frame(of: "\"card 0\"", in: view))[0] == 20)
        #expect(numbers(try frame(of: "\"card 1\"", in: view))[0] == 330)
        // x 380 lies beyond the padded frame (which ends at 370), where the second card shows.
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 380, 844 / 2), .red))
        // With padding instead, the scroll view ends at 370 and clips the card there.
        let padded = renderView(
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 300, height: 80) } }
            }
            .padding(.horizontal, 20))
        #expect(isClose(pixel(padded, atPoint: 380, 844 / 2), .white))
    }

    @Test("A scroll view inside safeAreaPadding(.bottom) still draws its content under the padding")
    func safeAreaPaddingScrollBottom() throws {
        let view = ScrollView { Rows() }.safeAreaPadding(.bottom, 60)
        #expect(numbers(try frame(of: "ScrollView", in: view)) == [0, 47, 390, 703])
        // Row 18 (y 767-807) lies below the padded frame, in the padding: still drawn.
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 195, 787), .blue))
    }

    // MARK: listRowSpacing

    @Test("listRowSpacing sets rows apart, each on a card of its own with no line between")
    func listRowSpacing() throws {
        let view = List {
            Text("A")
            Text("B")
        }
        .listRowSpacing(10)
        let a = numbers(try frame(of: "\"A\"", in: view))
        let b = numbers(try frame(of: "\"B\"", in: view))
        #expect(abs(b[1] - a[1] - (44 + 10)) < 0.001)
        #expect(numbers(try frame(of: "Section", in: view))[3] == 98)
        let bitmap = renderView(view)
        // Between the two cards, the list's grey shows.
        let gapY = a[1] + a[3] / 2 + 22 + 5
        #expect(isClose(pixel(bitmap, atPoint: 195, gapY), .groupedBackground))
        // Without spacing the rows touch.
        let together = List {
            Text("A")
            Text("B")
        }
        .listRowSpacing(nil)
        #expect(abs(numbers(try frame(of: "\"B\"", in: together))[1] - numbers(try frame(of: "\"A\"", in: together))[1] - 44) < 0.001)
    }

    // MARK: onGeometryChange

    final class Log {
        var values: [Double] = []
        var pairs: [[Double]] = []
    }

    struct Measured: View {
        let width: CGFloat
        let log: Log
        @State private var shown: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                Text("width \(Int(shown))")
                Color.red.frame(width: width, height: 30)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { value in
                        log.values.append(Double(value))
                        shown = value
                    }
                    .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { old, new in
                        log.pairs.append([Double(old.minX), Double(new.minX)])
                    }
            }
        }
    }

    @Test("onGeometryChange runs once with the laid-out geometry, again only when it changes, and its state shows")
    func onGeometryChange() throws {
        let log = Log()
        let controller = HostingController(rootView: Measured(width: 120, log: log))
        let window = Window()
        window.rootViewController = controller
        #expect(window.layoutDescription().contains("\"width 120\""))
        #expect(log.values == [120])
        // The 120-point box is centred: 135 from the left, old and new alike the first time.
        #expect(log.pairs == [[135, 135]])
        _ = window.render()
        #expect(log.values == [120])
        controller.rootView = Measured(width: 200, log: log)
        #expect(window.layoutDescription().contains("\"width 200\""))
        #expect(log.values == [120, 200])
        #expect(log.pairs == [[135, 135], [135, 95]])
    }

    // MARK: statusBarHidden

    struct TopText: View {
        var body: some View {
            Text("Top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    @Test("statusBarHidden frees the 20-point status bar inset of an iPhone SE, and keeps a notched iPhone's")
    func statusBarHidden() throws {
        #expect(numbers(try frame(of: "\"Top\"", in: TopText(), device: .iPhoneSE))[1] == 20)
        #expect(numbers(try frame(of: "\"Top\"", in: TopText().statusBarHidden(), device: .iPhoneSE))[1] == 0)
        #expect(numbers(try frame(of: "\"Top\"", in: TopText().statusBar(hidden: true), device: .iPhoneSE))[1] == 0)
        #expect(numbers(try frame(of: "\"Top\"", in: TopText().statusBarHidden(), device: .iPhone13Pro))[1] == 47)
        #expect(numbers(try frame(of: "\"Top\"", in: TopText().statusBarHidden(), device: .iPadPro11))[1] == 0)
        // The setting closest to the view wins.
        #expect(numbers(try frame(of: "\"Top\"", in: TopText().statusBarHidden(false).statusBarHidden(), device: .iPhoneSE))[1] == 20)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: TopText().statusBarHidden())
        window.layout()
        #expect(window.isStatusBarHidden)
        #expect(window.safeAreaInsets.top == 0)
        let notched = Window(device: .iPhone13Pro)
        notched.rootViewController = HostingController(rootView: TopText().statusBarHidden())
        notched.layout()
        #expect(notched.isStatusBarHidden && notched.safeAreaInsets.top == 47)
    }

    @Test("Under a hidden status bar an SE's navigation bar moves up to the top of the screen")
    func statusBarHiddenNavigation() throws {
        struct Screen: View {
            let hidden: Bool
            var body: some View {
                NavigationStack {
                    Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline).statusBarHidden(hidden)
                }
            }
        }
        // The bar's title (a text line, not the content's title preference).
        func barTitle(hidden: Bool) -> Double {
            let lines = layoutLines(Screen(hidden: hidden), device: .iPhoneSE)
            guard let line = lines.first(where: { $0.contains("Text (") && $0.contains("\"Title\"") }) else {
                Issue.record("no bar title")
                return .nan
            }
            return numbers(String(line[line.firstIndex(of: "(")!...line.firstIndex(of: ")")!]))[1]
        }
        #expect(abs(barTitle(hidden: true) - barTitle(hidden: false) + 20) < 0.001)
        #expect(numbers(try frame(of: "NavigationStack", in: Screen(hidden: true), device: .iPhoneSE)) == [0, 0, 375, 667])
    }

    // MARK: scrollClipDisabled and the accepted names

    @Test("scrollClipDisabled draws the content past the scroll view's frame")
    func scrollClipDisabled() {
        func carousel() -> some View {
            ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }.frame(width: 200)
        }
        // The 200-point scroll view runs from 95 to 295; its content to 395.
        #expect(isClose(pixel(renderView(carousel()), atPoint: 350, 422), .white))
        #expect(isClose(pixel(renderView(carousel().scrollClipDisabled()), atPoint: 350, 422), .red))
    }

    @Test("scrollIndicatorsFlash and scrollBounceBehavior draw a scroll view as it rests")
    func acceptedNames() {
        let plain = renderView(ScrollView { Rows() })
        let flashed = renderView(ScrollView { Rows() }.scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 1))
        let bounced = renderView(ScrollView { Rows() }.scrollBounceBehavior(.basedOnSize))
        #expect(flashed == plain)
        #expect(bounced == plain)
    }

    // MARK: The navigation bar over scrolled content

    @Test("A navigation bar over content resting scrolled under it shows its material, unless a screen hid it")
    func navigationBarOverScrolledContent() {
        func screen(anchor: UnitPoint?, background: Visibility = .automatic) -> some View {
            NavigationStack {
                ScrollView { Rows() }
                    .defaultScrollAnchor(anchor)
                    .navigationTitle("Thread")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(background, for: .navigationBar)
            }
        }
        // At y 20, in the status bar's band of the bar's background.
        #expect(isClose(pixel(renderView(screen(anchor: nil)), atPoint: 5, 20), .white))
        #expect(!isClose(pixel(renderView(screen(anchor: .bottom)), atPoint: 5, 20), .white))
        #expect(isClose(pixel(renderView(screen(anchor: .bottom, background: .hidden)), atPoint: 5, 20), .white))
    }

    // MARK: A chat screen

    @Test("A chat screen starts at its newest message, its bubbles inset by content margins above a composer")
    func chatScreen() throws {
        // The newest message's text ends 16 points above the scroll view's end: its bubble's
        // 8 points of padding, then the 8-point bottom margin; the first messages are above the bar.
        let lines = layoutLines(ChatScreen())
        let newest = try #require(lines.first { $0.contains("\"See you at eight!\"") })
        let scroll = try #require(lines.first { $0.contains("ScrollView") })
        let text = numbers(String(newest[newest.firstIndex(of: "(")!...newest.firstIndex(of: ")")!]))
        let viewport = numbers(String(scroll[scroll.firstIndex(of: "(")!...scroll.firstIndex(of: ")")!]))
        #expect(abs(text[1] + text[3] + 16 - (viewport[1] + viewport[3])) < 0.01)
        #expect(scroll.contains("tall"))
        assertScreenLightAndDark(ChatScreen())
    }
}

/// A chat of eighteen bubbles, more than a screen holds, in a scroll view that starts at the
/// bottom, as a messaging app's thread: `defaultScrollAnchor(.bottom)`, content margins around
/// the bubbles and a composer in the bottom safe-area inset. Resting scrolled down, the content
/// runs under the navigation bar, which iOS then draws with its material.
private struct ChatScreen: View {
    struct Message: Identifiable {
        let id: Int
        let text: String
        let mine: Bool
    }

    let messages: [Message] = [
        "Are you still up for dinner this week?", "Yes! Thursday works for me.", "Great. Thai or Italian?",
        "Thai, definitely. The place on Fifth?", "Perfect, I'll book a table.", "How many of us?",
        "Four, Sam and Priya are coming too.", "Lovely, it's been ages.", "Table for four at 8, booked.",
        "Should I bring anything?", "Just yourselves.", "I'll bring dessert anyway.", "You're the best.",
        "Is there parking nearby?", "There's a garage on Elm, two minutes away.", "Great, thanks!",
        "Running ten minutes late, sorry!", "No worries, we'll order drinks.", "See you at eight!",
    ].enumerated().map { Message(id: $0.offset, text: $0.element, mine: $0.offset % 2 == 1) }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { ChatBubble(message: $0) }
                }
            }
            .defaultScrollAnchor(.bottom)
            .contentMargins(.horizontal, 12)
            .contentMargins(.vertical, 8)
            .safeAreaInset(edge: .bottom) { ChatComposer() }
            .navigationTitle("Mia")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct ChatBubble: View {
    let message: ChatScreen.Message

    var body: some View {
        HStack {
            if message.mine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(message.mine ? Color.white : Color.primary)
                .background(message.mine ? Color.blue : Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 18))
            if !message.mine { Spacer(minLength: 60) }
        }
    }
}

private struct ChatComposer: View {
    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "plus").foregroundStyle(.secondary)
            TextField("Message", text: .constant(""))
                .padding(.horizontal, 14)
                .padding(.vertical, 7)
                .overlay(Capsule().stroke(Color.secondary.opacity(0.4)))
            Image(systemName: "arrow.up")
                .foregroundStyle(.white)
                .frame(width: 30, height: 30)
                .background(Color.blue, in: Circle())
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}
