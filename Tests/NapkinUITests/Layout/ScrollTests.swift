import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

@MainActor
@Suite("Scroll views, lazy stacks and grids")
struct ScrollTests {
    let top = 47.0

    struct TallColumn: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Text("Row \(index)").frame(height: 40)
                    }
                }
            }
        }
    }

    @Test("A vertical scroll view fills the space offered, starts its content at the top and clips the rest")
    func verticalViewport() throws {
        let view = TallColumn()
        #expect(numbers(try frame(of: "ScrollView", in: view)) == [0, top, 390, 763])
        #expect(try line(containing: "ScrollView", in: view).contains("content=1200 tall"))
        let first = numbers(try frame(of: "\"Row 0\"", in: view))
        #expect(abs(first[1] - (top + (40 - first[3]) / 2)) < 0.011)
        // Narrow content is centred across the scroll view.
        #expect(abs(first[0] + first[2] / 2 - 195) < 0.011)
        let bitmap = renderView(view)
        #expect(bitmap.height == 2532)
    }

    @Test("A short scroll view's content still starts at the top")
    func shortContent() throws {
        let view = ScrollView { Text("Only") }
        #expect(numbers(try frame(of: "\"Only\"", in: view))[1] == top)
    }

    @Test("A horizontal scroll view lays loose children in a row and keeps their natural width")
    func horizontal() throws {
        let view = ScrollView(.horizontal) {
            ForEach(0..<12) { index in Color.blue.frame(width: 80, height: 60).accessibilityLabel("card \(index)") }
        }
        let card0 = numbers(try frame(of: "\"card 0\"", in: view))
        let card11 = numbers(try frame(of: "\"card 11\"", in: view))
        #expect(card0[0] == 0)
        #expect(card11[0] == 11 * 88)
        #expect(card0[1] == card11[1])
    }

    @Test("Full-content rendering grows the screen to show a scroll view's whole content")
    func fullContent() {
        let window = Window()
        window.rootViewController = HostingController(rootView: TallColumn())
        let viewport = window.render()
        let full = window.render(fullContent: true)
        #expect(viewport.height == 2532)
        // 1200 points of content in a 763-point viewport: 437 points more.
        #expect(full.height == 2532 + 437 * 3)
        #expect(window.rootViewController != nil)
    }

    @Test("The image strategy's fullContent option shows the whole column")
    func fullContentStrategy() {
        let window = Window()
        window.rootViewController = HostingController(rootView: TallColumn())
        assertSnapshot(of: window, as: .image(fullContent: true))
    }

    @Test("LazyVStack is as wide as offered, LazyHStack as tall; VStack hugs its content")
    func lazyVStack() throws {
        let lazy = LazyVStack(alignment: .leading) {
            Text("a"); Text("b")
        }
        let text = numbers(try frame(of: "\"a\"", in: lazy))
        #expect(text[0] == 0)
        #expect(numbers(try frame(of: "VStack", in: VStack { Text("a") }))[2] < 20)
        let lazyH = LazyHStack(alignment: .top) { Text("a") }
        #expect(numbers(try frame(of: "\"a\"", in: lazyH))[1] == top)
    }

    @Test("LazyVGrid: fixed, flexible and adaptive columns share the width as SwiftUI's do")
    func columns() throws {
        let node = LazyGridNode(
            axis: .vertical, tracks: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], lineSpacing: 8,
            children: [])
        // The flexible column takes what the fixed and bounded ones and two spacings leave.
        let flexible: Double = 390 - 100 - 16 - 50
        #expect(node.resolveTracks(available: 390).map(\.length) == [100, flexible, 50])
        let adaptive = LazyGridNode(axis: .vertical, tracks: [GridItem(.adaptive(minimum: 80))], lineSpacing: 8, children: [])
        // (390 + 8) / (80 + 8) = 4 columns of (390 - 24) / 4.
        #expect(adaptive.resolveTracks(available: 390).map(\.length) == [91.5, 91.5, 91.5, 91.5])
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<5) { index in Color.red.frame(height: 30).accessibilityLabel("cell \(index)") }
        }
        #expect(numbers(try frame(of: "\"cell 0\"", in: grid)) == [0, top + (763 - 110) / 2, 191, 30])
        #expect(numbers(try frame(of: "\"cell 3\"", in: grid)) == [199, top + (763 - 110) / 2 + 40, 191, 30])
        #expect(numbers(try frame(of: "LazyVGrid", in: grid))[3] == 110)
    }

    @Test("LazyHGrid fills its rows column by column")
    func rows() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
            ForEach(0..<3) { index in Color.red.frame(width: 50, height: 40).accessibilityLabel("cell \(index)") }
        }
        let cell0 = numbers(try frame(of: "\"cell 0\"", in: grid))
        let cell1 = numbers(try frame(of: "\"cell 1\"", in: grid))
        let cell2 = numbers(try frame(of: "\"cell 2\"", in: grid))
        #expect(cell1[0] == cell0[0] && cell1[1] == cell0[1] + 48)
        #expect(cell2[0] == cell0[0] + 58 && cell2[1] == cell0[1])
    }

    @Test("LazyHGrid places its rows by its vertical alignment, LazyVGrid its columns by its horizontal one")
    func gridAlignment() throws {
        func cell(_ grid: some View) throws -> [Double] {
            numbers(try frame(of: "\"cell\"", in: grid.frame(width: 300, height: 200)))
        }
        func rows(_ alignment: VerticalAlignment) -> some View {
            LazyHGrid(rows: [GridItem(.fixed(40))], alignment: alignment) {
                Color.red.frame(width: 50, height: 40).accessibilityLabel("cell")
            }
        }
        // The 300×200 frame is centred in the safe area: x 45…345, y 328.5…528.5.
        #expect(try cell(rows(.top))[1] == 328.5)
        #expect(try cell(rows(.center))[1] == 328.5 + 80)
        #expect(try cell(rows(.bottom))[1] == 528.5 - 40)
        func columns(_ alignment: HorizontalAlignment) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(50))], alignment: alignment) {
                Color.red.frame(width: 50, height: 40).accessibilityLabel("cell")
            }
        }
        #expect(try cell(columns(.leading))[0] == 45)
        #expect(try cell(columns(.trailing))[0] == 345 - 50)
    }

    @Test("Grid: columns as wide as their widest cell, rows as tall as their tallest; a loose view spans")
    func grid() throws {
        let view = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 30, height: 20).accessibilityLabel("a")
                Color.red.frame(width: 60, height: 10).accessibilityLabel("b")
            }
            Color.blue.frame(width: 5, height: 2).accessibilityLabel("rule")
            GridRow {
                Color.red.frame(width: 50, height: 10).accessibilityLabel("c")
                Color.red.frame(width: 20, height: 30).accessibilityLabel("d")
            }
        }
        let grid = numbers(try frame(of: "Grid", in: view))
        #expect(grid[2] == 50 + 10 + 60 && grid[3] == 20 + 4 + 2 + 4 + 30)
        let b = numbers(try frame(of: "\"b\"", in: view))
        let d = numbers(try frame(of: "\"d\"", in: view))
        #expect(b[0] == grid[0] + 60 && d[0] == grid[0] + 60)
        #expect(b[1] == grid[1] + 5)
    }
}
