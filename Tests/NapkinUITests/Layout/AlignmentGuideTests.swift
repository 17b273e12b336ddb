import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

extension VerticalAlignment {
    /// A guide a test sets on views in different stacks; by default a view's middle.
    fileprivate enum Mid: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }
    fileprivate static let mid = VerticalAlignment(Mid.self)

    /// A guide whose default is a third of the way down, as Apple's example of a custom guide.
    fileprivate enum FirstThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

extension HorizontalAlignment {
    /// The line a form's values start on, whatever their labels' widths.
    fileprivate enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// `alignmentGuide` and custom alignments, measured in points on an iPhone 13 Pro: the safe
/// area is 390 × 763 from y 47, and the content is centred in it.
@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    private func box(_ label: String, _ width: CGFloat, _ height: CGFloat, _ color: Color = .red) -> some View {
        color.frame(width: width, height: height).accessibilityLabel(label)
    }

    /// A leading-aligned stack whose second child moved its leading guide 30 points in.
    private var shiftedStack: some View {
        VStack(alignment: .leading, spacing: 0) {
            box("plain", 100, 20)
            box("shifted", 100, 20, .blue).alignmentGuide(.leading) { _ in 30 }
        }
    }

    @Test("A leading guide 30 points in moves the view 30 points towards the leading side, and the stack grows to hold it")
    func constantLeadingGuide() throws {
        // Guides at 0 and 30 meet on one line: the stack is 130 wide (x 130), "plain" 30 in.
        #expect(try frame(of: "\"plain\"", in: shiftedStack) == "(160, 408.5, 100×20)")
        #expect(try frame(of: "\"shifted\"", in: shiftedStack) == "(130, 428.5, 100×20)")
        #expect(try frame(of: "VStack", in: shiftedStack) == "(130, 408.5, 130×40)")
    }

    @Test("A guide computed from d[.trailing] hangs the view off the others' leading edge")
    func guideFromTrailing() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            box("top", 100, 20)
            box("hanging", 60, 20, .blue).alignmentGuide(.leading) { d in d[.trailing] }
        }
        // 160 wide at x 115: "hanging" ends at 175, where "top" starts.
        #expect(try frame(of: "\"top\"", in: view) == "(175, 408.5, 100×20)")
        #expect(try frame(of: "\"hanging\"", in: view) == "(115, 428.5, 60×20)")
    }

    @Test("A custom vertical guide lines up views in two different VStacks inside an HStack")
    func customGuideAcrossStacks() throws {
        let view = HStack(alignment: .mid, spacing: 10) {
            VStack(spacing: 0) {
                box("a1", 50, 30)
                box("a2", 50, 30).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
            }
            VStack(spacing: 0) {
                box("b1", 50, 20, .blue).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
                box("b2", 50, 40, .blue)
                box("b3", 50, 40, .blue)
            }
        }
        // The left stack's guide is 45 down (a2's middle), the right one's 10 (b1's): the right
        // stack starts 35 lower, and the row is 135 tall (y 361).
        #expect(try frame(of: "\"a2\"", in: view) == "(140, 391, 50×30)")
        #expect(try frame(of: "\"b1\"", in: view) == "(200, 396, 50×20)")
        #expect(try frame(of: "\"b3\"", in: view) == "(200, 456, 50×40)")
        #expect(try frame(of: "HStack", in: view) == "(140, 361, 110×135)")
    }

    @Test("A guide set inside padding and a frame is passed on, moved by them")
    func guideThroughModifiers() throws {
        let view = HStack(alignment: .mid, spacing: 0) {
            box("left", 20, 20)
            box("right", 20, 20, .blue)
                .alignmentGuide(.mid) { _ in 0 }
                .padding(.top, 8)
                .frame(height: 60, alignment: .top)
        }
        // "right"'s top is its guide; through the padding and the top-aligned frame it is 8
        // down the 60-point frame, and meets "left"'s middle (10 down).
        #expect(try frame(of: "\"left\"", in: view) == "(175, 397.5, 20×20)")
        #expect(try frame(of: "\"right\"", in: view) == "(195, 407.5, 20×20)")
    }

    @Test("A custom guide's default value aligns views that set none (a third of the way down)")
    func customDefault() throws {
        let view = HStack(alignment: .firstThird, spacing: 0) {
            box("tall", 20, 90)
            box("short", 20, 30, .blue)
        }
        // Thirds at 30 and 10: "short" starts 20 down.
        #expect(try frame(of: "\"tall\"", in: view) == "(175, 383.5, 20×90)")
        #expect(try frame(of: "\"short\"", in: view) == "(195, 403.5, 20×30)")
    }

    @Test("A ZStack lines its children's guides up: a badge centred on a card's top leading corner")
    func zstackGuides() throws {
        let view = ZStack(alignment: .topLeading) {
            box("card", 100, 100)
            box("badge", 20, 20, .blue)
                .alignmentGuide(.leading) { d in d[HorizontalAlignment.center] }
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
        }
        // The stack holds both: 110 × 110 at (140, 373.5); the badge's middle is the card's corner.
        #expect(try frame(of: "\"card\"", in: view) == "(150, 383.5, 100×100)")
        #expect(try frame(of: "\"badge\"", in: view) == "(140, 373.5, 20×20)")
        #expect(try frame(of: "ZStack", in: view) == "(140, 373.5, 110×110)")
    }

    @Test("Right to left, a leading guide moves the view towards the right, the leading side")
    func rightToLeft() throws {
        let view = shiftedStack.environment(\.layoutDirection, .rightToLeft)
        // The left-to-right layout of the first test, reflected in the stack's frame (130…260).
        #expect(try frame(of: "\"plain\"", in: view) == "(130, 408.5, 100×20)")
        #expect(try frame(of: "\"shifted\"", in: view) == "(160, 428.5, 100×20)")
    }

    @Test("A frame lines its child's guide up with its own: a leading guide of -20 sits 20 in")
    func frameAlignment() throws {
        let view = box("inset", 40, 40).alignmentGuide(.leading) { _ in -20 }.frame(width: 200, height: 100, alignment: .leading)
        #expect(try frame(of: "\"inset\"", in: view) == "(115, 408.5, 40×40)")
    }

    @Test("An overlay's content with guides at its middle sits centred on the corner it is aligned to")
    func overlayBadge() throws {
        let view = Color.red.frame(width: 100, height: 60)
            .overlay(alignment: .topTrailing) {
                box("dot", 20, 20, .blue)
                    .alignmentGuide(.top) { d in d.height / 2 }
                    .alignmentGuide(.trailing) { d in d.width / 2 }
            }
        // The base is at (145, 398.5); the dot's middle is its top trailing corner (245, 398.5).
        #expect(try frame(of: "\"dot\"", in: view) == "(235, 388.5, 20×20)")
    }

    /// Counts the calls of a guide's closure.
    private final class Calls {
        var count = 0
    }

    /// `depth` HStacks aligned on `.mid`, each a 10-point box beside the next; the innermost
    /// holds "deep", whose top is its guide.
    private func nested(_ depth: Int, _ calls: Calls) -> AnyView {
        guard depth > 0 else {
            return AnyView(
                box("deep", 10, 40, .blue).alignmentGuide(.mid) { _ in
                    calls.count += 1
                    return 0
                })
        }
        return AnyView(
            HStack(alignment: .mid, spacing: 0) {
                box("level\(depth)", 10, 10)
                nested(depth - 1, calls)
            })
    }

    @Test("Twenty stacks nested on one custom guide line it up through all of them, asking each level a bounded number of times")
    func deepNesting() throws {
        let calls = Calls()
        let view = nested(20, calls)
        let outer = try frame(of: "\"level20\"", in: view)
        let deep = try frame(of: "\"deep\"", in: view)
        calls.count = 0
        _ = layoutLines(view)
        // Every box's middle is on the deep view's top: the outer box's y + 5 is its y.
        #expect(y(outer) + 5 == y(deep))
        #expect(x(deep) == x(outer) + 200)
        // Each container remembers what it passed on this pass; without that the closure ran 2^20 times.
        #expect(calls.count < 200)
    }

    private func x(_ frame: String) -> Double { Double(frame.dropFirst().split(separator: ",")[0]) ?? .nan }
    private func y(_ frame: String) -> Double { Double(frame.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)) ?? .nan }

    @Test("A first-text-baseline guide set on a view without text is where an HStack lines it up")
    func baselineGuide() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            box("box", 20, 40).alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 10 }
            box("small", 20, 20, .blue)
        }
        // Baselines at 30 (set) and 20 (a view without text: its bottom).
        #expect(try frame(of: "\"box\"", in: view) == "(175, 408.5, 20×40)")
        #expect(try frame(of: "\"small\"", in: view) == "(195, 418.5, 20×20)")
    }

    @Test("A grid cell's leading guide moves it within its column")
    func gridCell() throws {
        let view = Grid(alignment: .leading) {
            GridRow { box("wide", 100, 20) }
            GridRow { box("cell", 40, 20, .blue).alignmentGuide(.leading) { _ in -10 } }
        }
        #expect(try frame(of: "\"wide\"", in: view) == "(145, 404.5, 100×20)")
        #expect(try frame(of: "\"cell\"", in: view) == "(155, 432.5, 40×20)")
    }

    @Test("The closure sees the view's dimensions: its size, default guides, and none explicit")
    func closureDimensions() throws {
        var seen: ViewDimensions?
        let view = box("seen", 80, 30).alignmentGuide(.leading) { d in
            seen = d
            return 0
        }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: VStack(alignment: .leading) { view })
        _ = window.layoutDescription()
        let d = try #require(seen)
        #expect(d.width == 80 && d.height == 30)
        #expect(d[.trailing] == 80 && d[HorizontalAlignment.center] == 40 && d[.bottom] == 30)
        #expect(d[.firstTextBaseline] == 30)
        #expect(d[.mid] == 15 && d[.firstThird] == 10)
        #expect(d[explicit: HorizontalAlignment.leading] == nil && d[explicit: VerticalAlignment.mid] == nil)
    }

    @Test("Custom alignments are equal when made from the same ID, and differ from the built-in ones")
    func identity() {
        #expect(VerticalAlignment.mid == VerticalAlignment(VerticalAlignment.Mid.self))
        #expect(VerticalAlignment.mid != VerticalAlignment.firstThird)
        #expect(VerticalAlignment.mid != .center)
        #expect(HorizontalAlignment.valueColumn != .leading)
        #expect(Set([HorizontalAlignment.leading, .valueColumn, .valueColumn, .leading]).count == 2)
        let corner = Alignment(horizontal: .valueColumn, vertical: .mid)
        #expect(corner.horizontal == .valueColumn && corner.vertical == .mid)
    }

    @Test("combineExplicit: the mean of the values set; the first baseline the smallest, the last the largest")
    func combineExplicit() {
        #expect(HorizontalAlignment.leading.combineExplicit([1, nil, 3, 5]) == 3)
        #expect(VerticalAlignment.mid.combineExplicit([10, 20]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, nil, 8, 20]) == 8)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 8, 20]) == 20)
        #expect(HorizontalAlignment.center.combineExplicit([nil, nil]) == nil)
        #expect(VerticalAlignment.top.combineExplicit([CGFloat?]()) == nil)
    }

    /// Stacks its subviews top to bottom and lines them up on `guide`, read through
    /// `dimensions(in:)`; its own guide is where the first subview's is.
    private struct GuideColumn: Layout {
        var guide: HorizontalAlignment

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(
                width: extent(subviews).width, height: subviews.reduce(0) { $0 + $1.dimensions(in: .unspecified).height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let line = extent(subviews).line
            var y = bounds.minY
            for subview in subviews {
                let d = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: bounds.minX + line - d[guide], y: y), proposal: .unspecified)
                y += d.height
            }
        }

        func explicitAlignment(
            of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) -> CGFloat? {
            guide == self.guide ? bounds.minX + extent(subviews).line : nil
        }

        private func extent(_ subviews: Subviews) -> (line: CGFloat, width: CGFloat) {
            let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
            let line = dimensions.map { $0[guide] }.max() ?? 0
            return (line, line + (dimensions.map { $0.width - $0[guide] }.max() ?? 0))
        }
    }

    @Test("A Layout reads its subviews' guides through dimensions(in:), and its explicitAlignment lines it up in a stack")
    func layoutDimensions() throws {
        let layout = GuideColumn(guide: .valueColumn)
        let column = layout {
            box("first", 60, 20).alignmentGuide(.valueColumn) { d in d[.trailing] }
            box("second", 40, 20, .blue)
        }
        let view = VStack(alignment: .valueColumn, spacing: 0) {
            column
            box("below", 30, 10).alignmentGuide(.valueColumn) { _ in 10 }
        }
        // In the column, the guides (60 and 0) meet 60 in: the column is 100 wide. Its own
        // guide, 60 in, meets "below"'s (10 in): "below" starts 50 in; the stack is 100 wide.
        #expect(try frame(of: "\"first\"", in: view) == "(145, 403.5, 60×20)")
        #expect(try frame(of: "\"second\"", in: view) == "(205, 423.5, 40×20)")
        #expect(try frame(of: "\"below\"", in: view) == "(195, 443.5, 30×10)")
    }

    @Test("A subview's dimensions carry the guides it sets")
    func subviewDimensions() throws {
        var found: (CGFloat?, CGFloat?, CGFloat)?
        struct Probe: Layout {
            let report: (CGFloat?, CGFloat?, CGFloat) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let d = subviews[0].dimensions(in: .unspecified)
                report(d[explicit: .valueColumn], d[explicit: .leading], d[.valueColumn])
                return CGSize(width: d.width, height: d.height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let probe = Probe { found = ($0, $1, $2) }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: probe {
                box("probed", 50, 20).alignmentGuide(.valueColumn) { d in d.width - 5 }
            })
        _ = window.layoutDescription()
        let (explicitColumn, explicitLeading, column) = try #require(found)
        #expect(explicitColumn == 45 && explicitLeading == nil && column == 45)
    }

    @Test("A form lines its values up across rows on a custom guide, with a badge and mixed stacks (light)")
    func formSnapshot() {
        assertSnapshot(
            of: AnyView(GuideForm()),
            as: .image(layout: .fixed(width: 390, height: 300), traits: UITraitCollection(userInterfaceStyle: .light)))
    }
}

/// A contact card as SwiftUI code writes one: values in one column whatever their labels'
/// widths (a custom horizontal guide passed on by each row's HStack), an avatar with a badge
/// on its corner (guides in an overlay), and a row of two stacks lined up on their titles.
private struct GuideForm: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 16) {
                Avatar()
                VStack(alignment: .valueColumn, spacing: 6) {
                    FieldRow(label: "Name", value: "Ada Lovelace")
                    FieldRow(label: "Email address", value: "ada@example.com")
                    FieldRow(label: "Born", value: "1815")
                }
            }
            StatsRow()
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}

private struct Avatar: View {
    var body: some View {
        Circle()
            .fill(Color.indigo)
            .frame(width: 56, height: 56)
            .overlay(Text("AL").font(.headline).foregroundStyle(.white))
            .overlay(alignment: .topTrailing) {
                Text("3")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: 20, height: 20)
                    .background(Color.red, in: Circle())
                    .alignmentGuide(.top) { d in d.height / 2 - 4 }
                    .alignmentGuide(.trailing) { d in d.width / 2 + 4 }
            }
    }
}

private struct FieldRow: View {
    let label: String
    let value: String
    var body: some View {
        HStack(spacing: 8) {
            Text(label).font(.subheadline).foregroundStyle(.secondary)
            Text(value).font(.subheadline).alignmentGuide(.valueColumn) { d in d[.leading] }
        }
    }
}

private struct StatsRow: View {
    var body: some View {
        HStack(alignment: .mid, spacing: 24) {
            VStack(spacing: 2) {
                Image(systemName: "star.fill").font(.title2).foregroundStyle(.orange)
                Text("Stars").font(.headline).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
            }
            VStack(spacing: 2) {
                Text("Followers").font(.headline).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
                Text("87.5K").font(.caption).foregroundStyle(.secondary)
            }
            Text("Posts").font(.headline)
        }
        .padding(12)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}
