internal import Raster
public import RasterCore

extension Window {
    /// Lays out and draws everything shown; with `fullContent`, on a screen grown taller
    /// until every vertical scroll view and list shows all of its content (the bitmap is then
    /// taller than the device's screen; bars and the bottom safe area stay at the edges).
    ///
    /// A still frame of iOS shows the viewport, which is what ``render()`` draws; full content
    /// is for reviewing long screens in one picture.
    ///
    /// A picture beyond the canvas limits (16384 pixels a side; a list of thousands of rows)
    /// is not drawn: the bitmap is empty (0×0) and standard error says why. Check
    /// ``fullContentSize()`` first to fail instead.
    public func render(fullContent: Bool) -> Bitmap {
        guard fullContent, let root = rootViewController else { return render() }
        let height = fullContentHeight(root)
        do {
            _ = try Raster.Canvas.pixelSize(of: Size(width: Double(device.size.width), height: height), scale: Double(device.scale))
        } catch {
            FileHandle.standardError.write(Data("NapkinUI: the full content is not drawn. \(error.description)\n".utf8))
            return Bitmap(width: 0, height: 0)
        }
        return hosting(root, height: height) { $0.render() }
    }

    /// The frame ``render(fullContent:)`` draws, recorded to be drawn on any thread. The
    /// caller checks ``fullContentSize()`` against the canvas limits first (the snapshot
    /// strategies do).
    package func recordFrame(fullContent: Bool) -> WindowFrame {
        guard fullContent, let root = rootViewController else { return recordFrame() }
        return hosting(root, height: fullContentHeight(root)) { $0.recordFrame() }
    }

    /// The size in points that ``render(fullContent:)`` draws with `fullContent`: the device's
    /// width, and the height at which every vertical scroll view and list shows all of its
    /// content. It lays the content out and draws nothing, so a caller (a snapshot strategy)
    /// can refuse a picture too large to draw before anything is allocated for it.
    public func fullContentSize() -> CGSize {
        guard let root = rootViewController else { return device.size }
        return CGSize(width: device.size.width, height: fullContentHeight(root))
    }

    /// The screen height that shows all of `root`'s scrolling content.
    private func fullContentHeight(_ root: ViewController) -> Double {
        var height = Double(device.size.height)
        // Content that grows with the screen (a list inside a scroll view) may need another
        // look; each pass only grows the screen, and four passes settle every real layout.
        for _ in 0..<4 {
            let overflow = hosting(root, height: height) { _ in root.largestVerticalOverflow() }
            // Content of no finite height cannot be shown whole; the canvas check refuses it.
            guard overflow.isFinite else { return .infinity }
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
            safeAreaInsets: device.safeAreaInsets, orientation: device.orientation, idiom: device.idiom)
        let window = Window(device: tall)
        window.backgroundColor = backgroundColor
        rootViewController = nil
        window.rootViewController = root
        defer {
            window.rootViewController = nil
            rootViewController = root
            layoutProblem = window.layoutProblem
        }
        window.layout()
        return body(window)
    }
}
