import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A UIKit view made by `make`, wrapped for SwiftUI.
private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @MainActor () -> V

    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
}

/// A segmented control wrapped with a binding, as apps wrap one.
private struct RangePicker: UIViewRepresentable {
    @Binding var selection: Int
    var configure: @MainActor (UISegmentedControl) -> Void = { _ in }

    func makeUIView(context: Context) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.accessibilityLabel = "Range"
        control.addAction(
            UIAction { action in selection = (action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? 0 }, for: .valueChanged)
        configure(control)
        return control
    }

    func updateUIView(_ uiView: UISegmentedControl, context: Context) {
        uiView.selectedSegmentIndex = selection
    }
}

@MainActor
@Suite("UISegmentedControl")
struct UISegmentedControlTests {
    @Test("Segments are inserted and removed with the selection following; an index past the end is noSegment")
    func segments() {
        let control = UISegmentedControl(items: ["A", "B", UIImage(systemName: "star")!])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "B" && control.imageForSegment(at: 2) != nil && control.titleForSegment(at: 2) == nil)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        control.removeSegment(at: 2, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Choosing a segment selects it and sends valueChanged; setting it in code sends nothing; a disabled segment is not chosen")
    func choosing() throws {
        var selection = 0
        var sent = 0
        let view = RangePicker(
            selection: Binding(
                get: { selection },
                set: {
                    selection = $0; sent += 1
                })
        ) { control in
            control.setEnabled(false, forSegmentAt: 2)
        }
        let window = window(showing: view.padding())
        let element = try #require(window.interactiveElements().first { $0.label == "Range" })
        #expect(element.kind == .picker && element.options == ["Day", "Week", "Month"] && element.value == "Day")
        try window.select("Week", in: "Range")
        #expect(selection == 1 && sent == 1)
        try window.select("Month", in: "Range")
        #expect(selection == 1 && sent == 1)
        let control = UISegmentedControl(items: ["One", "Two"])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 1
        #expect(changes == 0)
    }

    @Test("A control made of actions runs the chosen segment's action; a momentary one keeps no selection")
    func actions() throws {
        var chosen: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [UIAction(title: "List") { _ in chosen.append("List") }, UIAction(title: "Grid") { _ in chosen.append("Grid") }])
        control.accessibilityLabel = "Layout"
        control.isMomentary = true
        let window = window(showing: Wrapped { control }.padding())
        try window.select("Grid", in: "Layout")
        #expect(chosen == ["Grid"] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 0)?.title == "List")
    }

    @Test("The selected segment takes selectedSegmentTintColor, the titles their attributes' colour")
    func colours() {
        let plain = renderView(RangePicker(selection: .constant(0)).frame(width: 300))
        // Segment 0 spans x 45...145 of the 300-point control centred on the 390-point screen.
        #expect(isClose(pixel(plain, atPoint: 52, 428.5), .white))
        let tinted = renderView(
            RangePicker(selection: .constant(0)) { control in
                control.selectedSegmentTintColor = .red
                control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            }.frame(width: 300))
        #expect(isClose(pixel(tinted, atPoint: 52, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(tinted, atPoint: 152, 428.5), pixel(plain, atPoint: 152, 428.5)))
    }

    @Test("UISegmentedControl.appearance() reaches the controls drawn afterwards")
    func appearance() {
        defer { AppearanceRegistry.removeAll() }
        UISegmentedControl.appearance().selectedSegmentTintColor = .blue
        let bitmap = renderView(RangePicker(selection: .constant(0)).frame(width: 300))
        #expect(isClose(pixel(bitmap, atPoint: 52, 428.5), Color(red: 0, green: 0, blue: 1)))
    }

    @Test("Segmented controls, light and dark: plain, tinted, with images and a disabled segment, right to left")
    func snapshot() {
        assertLightAndDark(
            VStack(spacing: 12) {
                RangePicker(selection: .constant(1))
                RangePicker(selection: .constant(0)) { control in
                    control.selectedSegmentTintColor = .systemBlue
                    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
                }
                Wrapped {
                    let control = UISegmentedControl(items: [
                        UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!, "Map",
                    ])
                    control.selectedSegmentIndex = 0
                    control.setEnabled(false, forSegmentAt: 2)
                    return control
                }
                RangePicker(selection: .constant(0)).environment(\.layoutDirection, .rightToLeft)
            }
            .padding(16), width: 320, height: 200)
    }
}

@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
    @Test("Progress is kept within 0…1, follows an observed Progress, and fills from the leading edge in the tint")
    func progress() {
        let view = UIProgressView(progressViewStyle: .default)
        view.setProgress(1.5, animated: true)
        #expect(view.progress == 1)
        view.progress = -2
        #expect(view.progress == 0)
        let observed = Progress(totalUnitCount: 4)
        observed.completedUnitCount = 1
        view.observedProgress = observed
        #expect(view.progress == 0.25)

        func bar(_ direction: LayoutDirection) -> Bitmap {
            renderView(
                Wrapped {
                    let bar = UIProgressView(progressViewStyle: .default)
                    bar.progress = 0.25
                    bar.progressTintColor = .red
                    bar.trackTintColor = .blue
                    return bar
                }
                .frame(width: 200).environment(\.layoutDirection, direction))
        }
        // The 200-point bar spans x 95...295, 4 points tall centred on y 428.5.
        let leftToRight = bar(.leftToRight)
        #expect(isClose(pixel(leftToRight, atPoint: 120, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(leftToRight, atPoint: 250, 428.5), Color(red: 0, green: 0, blue: 1)))
        let rightToLeft = bar(.rightToLeft)
        #expect(isClose(pixel(rightToLeft, atPoint: 270, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(rightToLeft, atPoint: 120, 428.5), Color(red: 0, green: 0, blue: 1)))
    }

    @Test("Progress bars, light and dark: default, tinted and bar style")
    func snapshot() {
        assertLightAndDark(
            VStack(spacing: 16) {
                Wrapped {
                    let bar = UIProgressView(progressViewStyle: .default)
                    bar.progress = 0.4
                    return bar
                }
                Wrapped {
                    let bar = UIProgressView(progressViewStyle: .default)
                    bar.progress = 0.75
                    bar.progressTintColor = .systemGreen
                    return bar
                }
                Wrapped {
                    let bar = UIProgressView(progressViewStyle: .bar)
                    bar.progress = 0.5
                    return bar
                }
            }
            .padding(16), width: 240, height: 80)
    }
}

@MainActor
@Suite("UIPageControl")
struct UIPageControlTests {
    @Test("The current page stays within the pages; setValue moves it and sends valueChanged, code sends nothing")
    func pages() throws {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 5
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 7 + 32 + 24, height: 26))
        var changes: [Int] = []
        control.numberOfPages = 4
        control.currentPage = 0
        control.addAction(UIAction { action in changes.append((action.sender as? UIPageControl)?.currentPage ?? -1) }, for: .valueChanged)
        let window = window(showing: Wrapped { control }.padding())
        #expect(window.interactiveElements().first { $0.label == "Page" }?.value == "page 1 of 4")
        try window.setValue(2, of: "Page")
        #expect(changes == [2] && control.currentPage == 2)
    }

    @Test("Dots: the current one in its colour, the others in theirs; one page hidden when asked")
    func dots() {
        func render(pages: Int, hides: Bool = false) -> Bitmap {
            renderView(
                Wrapped {
                    let control = UIPageControl()
                    control.numberOfPages = pages
                    control.currentPage = 0
                    control.hidesForSinglePage = hides
                    control.currentPageIndicatorTintColor = .red
                    control.pageIndicatorTintColor = .blue
                    return control
                }
                .frame(width: 200))
        }
        // Three dots 16 apart centred on x 195: 179, 195, 211; the row centred on y 428.5.
        let three = render(pages: 3)
        #expect(isClose(pixel(three, atPoint: 179, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(three, atPoint: 211, 428.5), Color(red: 0, green: 0, blue: 1)))
        #expect(isClose(pixel(render(pages: 1), atPoint: 195, 428.5), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(render(pages: 1, hides: true), atPoint: 195, 428.5), .white))
    }

    @Test("Page controls, light and dark: default dots on a dark card, tinted, prominent, right to left")
    func snapshot() {
        func control(_ configure: @escaping @MainActor (UIPageControl) -> Void) -> some View {
            Wrapped {
                let control = UIPageControl()
                control.numberOfPages = 5
                control.currentPage = 1
                configure(control)
                return control
            }
        }
        assertLightAndDark(
            VStack(spacing: 8) {
                control { _ in }.background(Color.black.opacity(0.8))
                control { control in
                    control.pageIndicatorTintColor = .systemGray4
                    control.currentPageIndicatorTintColor = .systemIndigo
                }
                control { control in control.backgroundStyle = .prominent }
                control { control in control.currentPageIndicatorTintColor = .systemRed }
                    .background(Color.black.opacity(0.8)).environment(\.layoutDirection, .rightToLeft)
            }
            .padding(16), width: 240, height: 160)
    }
}
