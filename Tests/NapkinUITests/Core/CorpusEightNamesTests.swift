import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names corpus8's fourth held-out sample found missing (issue 27): the `Layout` protocol
/// (a flow layout of chips), `toolbarRole`, `toolbarTitleDisplayMode` and symbol effects.
@MainActor
@Suite("SwiftUI names from real screens, eighth")
struct CorpusEightNamesTests {
    /// Rows left to right, wrapping when the next subview would pass the width offered, as apps
    /// write a tag cloud; `spacing` between subviews and between rows.
    private struct Flow: Layout {
        var spacing: CGFloat = 10

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.replacingUnspecifiedDimensions().width
            return rows(in: width, subviews: subviews).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let positions = rows(in: bounds.width, subviews: subviews).positions
            for (subview, position) in zip(subviews, positions) {
                subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), proposal: .unspecified)
            }
        }

        private func rows(in width: CGFloat, subviews: Subviews) -> (positions: [CGPoint], size: CGSize) {
            var x: CGFloat = 0
            var y: CGFloat = 0
            var rowHeight: CGFloat = 0
            var widest: CGFloat = 0
            var positions: [CGPoint] = []
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > width {
                    x = 0
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                positions.append(CGPoint(x: x, y: y))
                x += size.width + spacing
                widest = max(widest, x - spacing)
                rowHeight = max(rowHeight, size.height)
            }
            return (positions, CGSize(width: widest, height: y + rowHeight))
        }
    }

    private func chip(_ name: String, width: CGFloat) -> some View {
        Button {
        } label: {
            Text(name).frame(width: width, height: 30)
        }
    }

    private func frames(_ window: Window) -> [String: CGRect] {
        Dictionary(window.interactiveElements().map { ($0.label, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("A Layout places its subviews where placeSubviews says, in the bounds the parent gave it")
    func flowLayoutWraps() throws {
        let names = ["One", "Two", "Three", "Four", "Five"]
        let view = VStack(spacing: 0) {
            Flow {
                ForEach(names, id: \.self) { chip($0, width: 100) }
            }
            .frame(width: 330, alignment: .topLeading)
            .background(Color.yellow)
            Spacer()
        }
        let window = window(showing: view)
        let frames = frames(window)
        let one = try #require(frames["One"])
        let two = try #require(frames["Two"])
        let three = try #require(frames["Three"])
        let four = try #require(frames["Four"])
        let five = try #require(frames["Five"])
        // Three 100-point chips and two 10-point gaps fit in 330 points; the fourth wraps.
        #expect(two.minX - one.minX == 110 && three.minX - one.minX == 220)
        #expect(one.minY == two.minY && two.minY == three.minY)
        #expect(four.minX == one.minX && four.minY - one.minY == 40)
        #expect(five.minX - four.minX == 110 && five.minY == four.minY)
        #expect(one.width == 100 && one.height == 30)
        // The container is as tall as its two rows (sizeThatFits), from the top of the stack.
        #expect(window.layoutDescription().contains("Flow"))
    }

    @Test("A Layout's size is what sizeThatFits answers for the proposal")
    func layoutSize() throws {
        let view = HStack(spacing: 0) {
            Flow(spacing: 4) {
                chip("A", width: 50)
                chip("B", width: 50)
            }
            Button("After") {}
            Spacer()
        }
        let frames = frames(window(showing: view))
        let a = try #require(frames["A"])
        let b = try #require(frames["B"])
        let after = try #require(frames["After"])
        // Offered the row, the flow fits both chips on one line: 50 + 4 + 50 points wide.
        #expect(b.minX - a.minX == 54 && a.minY == b.minY)
        #expect(abs(after.minX - (a.minX + 104)) < 0.001)
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks its subviews top to bottom by their rank, lowest first, leaving the last unplaced.
    private struct ByRank: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            CGSize(width: 200, height: 300)
        }

        func makeCache(subviews: Subviews) -> [Int] {
            subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            var y = bounds.minY
            for index in cache.dropLast() {
                let height = subviews[index].dimensions(in: .unspecified).height
                subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
                y += height
            }
        }
    }

    @Test("Layout values reach the layout; an unplaced subview sits at the centre; anchors place by that point")
    func layoutValuesAndAnchors() throws {
        let view = ByRank {
            chip("Third", width: 80).layoutValue(key: Rank.self, value: 3)
            chip("First", width: 60).layoutValue(key: Rank.self, value: 1)
            chip("Unranked", width: 40)
            chip("Last", width: 20).layoutValue(key: Rank.self, value: 9)
        }
        .frame(width: 200, height: 300)
        let window = window(showing: view)
        let frames = frames(window)
        let unranked = try #require(frames["Unranked"])
        let first = try #require(frames["First"])
        let third = try #require(frames["Third"])
        let last = try #require(frames["Last"])
        // Rank order: Unranked (default 0), First, Third; Last is not placed.
        #expect(first.minY - unranked.minY == 30 && third.minY - first.minY == 30)
        // `.top` anchors the top centre at the point: every placed chip is centred on midX.
        #expect(abs(unranked.midX - first.midX) < 0.001 && abs(first.midX - third.midX) < 0.001)
        #expect(first.width == 60 && third.width == 80)
        // The unplaced one is at the centre of the bounds, at its ideal size.
        #expect(abs(last.midX - unranked.midX) < 0.001)
        #expect(abs(last.midY - (unranked.minY + 150)) < 0.001 && last.width == 20)
    }

    @Test("Subviews measure with proposals and report their priority; ViewSpacing takes the larger of facing edges")
    func subviewsAndSpacing() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing()).distance(to: .zero, along: .vertical) == 8)
        var top = ViewSpacing.zero
        top.formUnion(ViewSpacing(), edges: .top)
        #expect(top.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: top, along: .vertical) == 8)

        struct Probe: Layout {
            let report: (LayoutSubviews) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                report(subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        nonisolated(unsafe) var seen: [String] = []
        let probe = Probe { subviews in
            seen = subviews.map { subview in
                let ideal = subview.sizeThatFits(.unspecified)
                let narrow = subview.sizeThatFits(ProposedViewSize(width: 40, height: nil))
                let dimensions = subview.dimensions(in: .unspecified)
                return "\(Int(ideal.width))x\(Int(ideal.height)) \(Int(narrow.width)) \(subview.priority) \(Int(dimensions[.trailing]))"
            }
        }
        let view = probe {
            Color.red.frame(width: 70, height: 20)
            Color.blue.frame(minWidth: 10, idealWidth: 90, maxWidth: 300).frame(height: 5).layoutPriority(2)
        }
        _ = window(showing: view).layoutDescription()
        #expect(seen == ["70x20 70 0.0 70", "90x5 40 2.0 90"])
    }

    private struct Screens: View {
        let role: ToolbarRole?
        let mode: ToolbarTitleDisplayMode

        var body: some View {
            NavigationStack {
                NavigationLink("Open") { detail }
                    .navigationTitle("Inbox")
                    .toolbarTitleDisplayMode(mode)
            }
        }

        @ViewBuilder private var detail: some View {
            if let role {
                Text("Detail").navigationTitle("Message").toolbarRole(role)
            } else {
                Text("Detail").navigationTitle("Message")
            }
        }
    }

    private func navigation(_ window: Window) throws -> NavigationController {
        let root = try #require(window.rootViewController)
        return try #require(root.children.first as? NavigationController)
    }

    private func backButton(role: ToolbarRole?) throws -> (frame: CGRect, description: String) {
        let window = window(showing: Screens(role: role, mode: .automatic))
        try window.tap(label: "Open")
        window.layout()
        let back = try #require(window.interactiveElements().first { $0.kind == .backButton })
        return (back.frame, window.layoutDescription())
    }

    @Test("toolbarRole(.editor) draws the back button as its chevron alone; other roles keep the previous title")
    func toolbarRoleEditor() throws {
        let plain = try backButton(role: nil)
        let stack = try backButton(role: .navigationStack)
        let editor = try backButton(role: .editor)
        #expect(plain.description.contains("\"Inbox\""))
        #expect(stack.frame == plain.frame)
        #expect(!editor.description.contains("\"Inbox\""))
        #expect(editor.frame.width < 30 && plain.frame.width > 50, "\(editor.frame) \(plain.frame)")
        #expect(editor.frame.minX == plain.frame.minX)
    }

    @Test("toolbarTitleDisplayMode is navigationBarTitleDisplayMode")
    func toolbarTitleDisplayMode() throws {
        let large = window(showing: Screens(role: nil, mode: .large))
        large.layout()
        #expect(try navigation(large).showsLargeTitle)
        let inline = window(showing: Screens(role: nil, mode: .inline))
        inline.layout()
        #expect(try !navigation(inline).showsLargeTitle)
        let automatic = window(showing: Screens(role: nil, mode: .automatic))
        automatic.layout()
        #expect(try navigation(automatic).showsLargeTitle)
    }

    @Test("Symbol effects are motion: a still frame draws the symbol at rest, as without them")
    func symbolEffectsAtRest() {
        func symbol<V: View>(_ modify: (Image) -> V) -> Bitmap {
            window(showing: modify(Image(systemName: "bell.fill")).font(.title)).render()
        }
        let plain = symbol { $0 }
        #expect(symbol { $0.symbolEffect(.pulse, isActive: true) } == plain)
        #expect(symbol { $0.symbolEffect(.variableColor.iterative.reversing, options: .repeating) } == plain)
        #expect(symbol { $0.symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: 3) } == plain)
        #expect(symbol { $0.symbolEffect(.pulse.wholeSymbol, value: true).symbolEffectsRemoved() } == plain)
        let options = SymbolEffectOptions.repeat(2).speed(1.5)
        #expect(options.repeatCount == 2 && options.speedMultiplier == 1.5)
        #expect(SymbolEffectOptions.default.repeatCount == nil && SymbolEffectOptions.nonRepeating.repeatCount == 1)
    }
}

@MainActor
@Suite("colorMultiply, from the eighth sample")
struct ColorMultiplyTests {
    private func centre(_ bitmap: Bitmap) -> (a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
        let pixel = bitmap[bitmap.width / 2, bitmap.height / 2]
        return (pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
    }

    @Test("White leaves the view unchanged; a colour multiplies each channel; black makes it black")
    func multipliesChannels() {
        func screen(_ multiplier: Color?) -> Bitmap {
            let square = Color(red: 0.8, green: 0.6, blue: 1).frame(width: 100, height: 100)
            if let multiplier {
                return window(showing: square.colorMultiply(multiplier)).render()
            }
            return window(showing: square).render()
        }
        let plain = screen(nil)
        let unchanged = screen(.white) == plain
        #expect(unchanged)
        let half = centre(screen(Color(red: 0.5, green: 1, blue: 0.25)))
        let original = centre(plain)
        #expect(half.a == 255)
        #expect(abs(Int(half.r) - Int(original.r) / 2) <= 1)
        #expect(half.g == original.g)
        #expect(abs(Int(half.b) - Int(original.b) / 4) <= 1)
        let black = centre(screen(.black))
        #expect(black.r == 0 && black.g == 0 && black.b == 0 && black.a == 255)
    }

    @Test("A translucent colour makes the view translucent over what is behind")
    func translucent() {
        let view = ZStack {
            Color.white
            Color.black.frame(width: 100, height: 100).colorMultiply(Color.white.opacity(0.5))
        }
        let bitmap = window(showing: view).render()
        let pixel = centre(bitmap)
        #expect(bitmap[bitmap.width / 2, 10] == 0xFFFF_FFFF)
        // Black at half opacity over white: mid grey; the white around it is untouched.
        #expect(abs(Int(pixel.r) - 128) <= 2 && pixel.r == pixel.g && pixel.g == pixel.b)
    }
}
