import Testing

@testable import NapkinUI

/// What a full-content picture will be, known before anything is drawn; one beyond the
/// canvas limits is never drawn.
@MainActor
@Suite("Full-content size")
struct FullContentSizeTests {
    func window(rows: Int) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: ScrollView { VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { _ in Rectangle().frame(height: 20) } } })
        return window
    }

    @Test("The full-content size is the device's width and the height that shows every row")
    func size() {
        // 100 rows of 20 points from the top of the safe area (47), and the bottom inset (34).
        #expect(window(rows: 100).fullContentSize() == CGSize(width: 390, height: 47 + 2000 + 34))
        #expect(window(rows: 10).fullContentSize() == CGSize(width: 390, height: 844), "content that fits keeps the screen")
        #expect(Window(device: .iPhoneSE).fullContentSize() == CGSize(width: 375, height: 667))
    }

    @Test("A full content beyond the canvas limits is not drawn: an empty bitmap, nothing allocated")
    func beyondTheLimits() {
        // 10,000 rows: 200,081 points, 600,243 pixels tall at 3×.
        let tall = window(rows: 10_000)
        #expect(tall.fullContentSize().height == 200_081)
        let bitmap = tall.render(fullContent: true)
        #expect(bitmap.width == 0 && bitmap.height == 0)
        // The screen itself still draws.
        #expect(tall.render(fullContent: false).width == 1170)
    }
}
