internal import Raster
public import RasterCore

extension Window {
    /// Lays out and draws everything shown; with `fullContent`, on a screen grown taller
    /// until every vertical scroll view and list shows all of its content (the bitmap is then
    /// taller than the device's screen; bars and the bottom safe area stay at the edges).
    ///
    /// A still frame of iOS shows the viewport, which is what ``render()`` draws; full content
    /// is for reviewing long screens in one picture.
    public func render(fullContent: Bool) -> Bitmap {
        guard fullContent, let root = rootViewController else { return render() }
        return hosting(root, height: fullContentHeight(of: root)) { $0.render() }
    }

    /// The frame ``render(fullContent:)`` draws, recorded to be drawn on any thread.
    package func recordFrame(fullContent: Bool) -> WindowFrame {
        guard fullContent, let root = rootViewController else { return recordFrame() }
        return hosting(root, height: fullContentHeight(of: root)) { $0.recordFrame() }
    }

    /// The height that shows every vertical scroll view and list under `root` whole.
    private func fullContentHeight(of root: ViewController) -> Double {
        var height = device.size.height
        // Content that grows with the screen (a list inside a scroll view) may need another
        // look; each pass only grows the screen, and four passes settle every real layout.
        for _ in 0..<4 {
            let overflow = hosting(root, height: height) { _ in root.largestVerticalOverflow() }
            if overflow < 0.5 { break }
            height += overflow.rounded(.up)
        }
        return height
    }

    /// Moves `root` into a window like this one but `height` points tall while `body` runs
    /// (after a layout), then back here.
    private func hosting<T>(_ root: ViewController, height: Double, _ body: (Window) -> T) -> T {
        let tall = Device(
            name: device.name, size: CGSize(width: device.size.width, height: height), scale: device.scale,
            safeAreaInsets: device.safeAreaInsets)
        let window = Window(device: tall)
        window.backgroundColor = backgroundColor
        rootViewController = nil
        window.rootViewController = root
        defer {
            window.rootViewController = nil
            rootViewController = root
        }
        window.layout()
        return body(window)
    }
}
