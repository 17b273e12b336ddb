import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import NapkinUI

/// Names held-out samples 17 and 18 (corpus21, corpus22) found missing in NapkinUI.
@MainActor
@Suite("Corpus 21 and 22's names")
struct CorpusTwentyTwoNamesTests {
    /// A tab app as apps with a tab bar of their own write it.
    private struct CustomTabs: View {
        var body: some View {
            TabView {
                Color.yellow.tabItem { Label("Home", systemImage: "house") }
                Color.yellow.tabItem { Label("Pets", systemImage: "pawprint") }
            }
        }
    }

    @Test("UITabBar.appearance().isHidden hides every TabView's bar (the content takes its place) until set back")
    func hiddenTabBarAppearance() {
        let shown = renderView(CustomTabs())
        // the bar's background sits over the bottom of the screen, above the home indicator
        #expect(!isClose(pixel(shown, atPoint: 195, 800), .yellow))
        UITabBar.appearance().isHidden = true
        let hidden = renderView(CustomTabs())
        UITabBar.appearance().isHidden = false
        #expect(isClose(pixel(hidden, atPoint: 195, 800), .yellow))
        #expect(renderView(CustomTabs()) == shown)
    }

    @Test("DatePicker takes a partial range with a label closure, and a run-time title with any range")
    func datePickerRanges() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let selection = Binding.constant(date)
        let from = DatePicker(selection: selection, in: date..., displayedComponents: .date) { Text("Day") }
        let through = DatePicker(selection: selection, in: ...date, displayedComponents: .date) { Text("Day") }
        let closed = DatePicker(selection: selection, in: date...date.addingTimeInterval(86_400), displayedComponents: .date) {
            Text("Day")
        }
        #expect(renderView(from) == renderView(closed))
        #expect(renderView(through) == renderView(closed))
        let title = String("Reservation")
        let titled = DatePicker(title, selection: selection, in: date..., displayedComponents: .date)
        #expect(renderView(titled) == renderView(DatePicker("Reservation", selection: selection, in: date..., displayedComponents: .date)))
        #expect(DatePicker(title, selection: selection, in: ...date).range?.lowerBound == .distantPast)
        #expect(DatePicker(title, selection: selection, in: date...date).range == date...date)
    }

    @Test("Shapes scale, rotate and transform within their frame: the frame and the layout stay")
    func shapeTransforms() {
        // The 100-point square is centred in the safe area, at (195, 428.5): its corner is at (145, 378.5).
        func red(_ shape: some Shape, _ x: Double, _ y: Double) -> Bool {
            isClose(pixel(renderView(shape.fill(Color.red).frame(width: 100, height: 100)), atPoint: 145 + x, 378.5 + y), .red)
        }
        #expect(red(Rectangle().scale(0.5), 50, 50) && !red(Rectangle().scale(0.5), 10, 10))
        #expect(red(Rectangle().scale(0.5, anchor: .topLeading), 20, 20) && !red(Rectangle().scale(0.5, anchor: .topLeading), 80, 80))
        #expect(red(Rectangle().scale(x: 1, y: 0.5), 5, 50) && !red(Rectangle().scale(x: 1, y: 0.5), 50, 10))
        #expect(red(Rectangle().rotation(.degrees(45)), 50, 5) && !red(Rectangle().rotation(.degrees(45)), 5, 5))
        let squashed = Rectangle().transform(CGAffineTransform(scaleX: 1, y: 0.5))
        #expect(red(squashed, 50, 20) && !red(squashed, 50, 80))
        // the frame is the base shape's: the layout does not move
        let scaled = renderView(
            VStack(spacing: 0) {
                Circle().scale(0.5).frame(width: 40, height: 40); Color.blue.frame(height: 10)
            })
        let plain = renderView(
            VStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 40); Color.blue.frame(height: 10)
            })
        #expect(isClose(pixel(scaled, atPoint: 195, 452), pixel(plain, atPoint: 195, 452)))
        // Path's own transforms
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 5).applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(renderView(moved.fill(Color.red)) == renderView(Path(CGRect(x: 10, y: 10, width: 20, height: 20)).fill(Color.red)))
    }

    @Test("navigationTitle takes a Binding<String>: the bar shows its current value")
    func bindingTitle() {
        let title = Box("Groceries")
        let binding = Binding(get: { title.value }, set: { title.value = $0 })
        let screen = NavigationStack { Text("List").navigationTitle(binding) }
        #expect(window(showing: screen).layoutDescription().contains("\"Groceries\""))
        title.value = "Hardware"
        #expect(window(showing: screen).layoutDescription().contains("\"Hardware\""))
    }

    @Test("Background tasks: identifiers to end, the names of those running, expiration handlers when time runs out")
    func backgroundTasks() {
        let app = UIApplication.shared
        let expired = Box(0)
        let upload = app.beginBackgroundTask(withName: "upload") { expired.value += 1 }
        let other = app.beginBackgroundTask { expired.value += 10 }
        #expect(upload != .invalid && other != upload && app.backgroundTimeRemaining > 1e300)
        #expect(app.activeBackgroundTaskNames.suffix(2) == ["upload", nil])
        app.endBackgroundTask(other)
        #expect(app.activeBackgroundTaskNames.suffix(1) == ["upload"])
        app.expireBackgroundTasks()
        #expect(expired.value == 1)
        #expect(app.activeBackgroundTaskNames.isEmpty, "expiration leaves no task running")
        app.endBackgroundTask(upload)
        app.endBackgroundTask(.invalid)
        let later = app.beginBackgroundTask(withName: "sync")
        #expect(later != upload && app.activeBackgroundTaskNames == ["sync"])
        app.endBackgroundTask(later)
        #expect(app.activeBackgroundTaskNames.isEmpty)
    }
}
