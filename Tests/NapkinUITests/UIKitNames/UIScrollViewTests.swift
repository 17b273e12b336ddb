import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A `width`×`height` picture in four quadrants: red, green on top; blue, yellow below.
@MainActor
private func quadrants(width: CGFloat = 40, height: CGFloat = 20) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        let halfW = width / 2, halfH = height / 2
        for (color, rect) in [
            (UIColor.red, CGRect(x: 0, y: 0, width: halfW, height: halfH)), (.green, CGRect(x: halfW, y: 0, width: halfW, height: halfH)),
            (.blue, CGRect(x: 0, y: halfH, width: halfW, height: halfH)),
            (.yellow, CGRect(x: halfW, y: halfH, width: halfW, height: halfH)),
        ] {
            color.setFill()
            context.fill(rect)
        }
    }
}

/// A UIKit view wrapped for SwiftUI, made by `make`.
private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @MainActor () -> V

    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ uiView: V, context: Context) {}
}

/// `view` in a 100-point square at the window's top-left corner, over white.
@MainActor
private func render(_ view: some View) -> Bitmap {
    let placed = view.frame(width: 100, height: 100)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
        .ignoresSafeArea()
    return window(showing: placed).render()
}

/// The colours of `bitmap` at points (in the 100-point square).
private func colors(_ bitmap: Bitmap, _ points: [(Double, Double)]) -> [SRGBColor] {
    points.map { bitmap.color(atX: Int($0.0 * 3), y: Int($0.1 * 3)) }
}

private let red = UIColor.red.color.srgb(dark: false), green = UIColor.green.color.srgb(dark: false)
private let blue = UIColor.blue.color.srgb(dark: false), yellow = UIColor.yellow.color.srgb(dark: false)
private let white = SRGBColor(red: 1, green: 1, blue: 1)

/// Whether two colours agree to within a few 8-bit steps.
private func near(_ a: SRGBColor, _ b: SRGBColor) -> Bool {
    abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
}

/// The zooming delegate of a crop view: it zooms `container` and counts the zoom calls.
private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
    weak var container: UIView?
    var zooms = 0
    var scrolls = 0

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { container }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A crop view as apps write it: a scroll view zooming a container with an aspect-filling image
/// view, zoomed 1.5 times and scrolled, under a circular mask.
private struct CropView: View {
    final class Coordinator: NSObject, UIScrollViewDelegate {
        var container: UIView?
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { container }
    }

    struct Scroller: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIView(context: Context) -> UIScrollView {
            let scroll = UIScrollView()
            scroll.delegate = context.coordinator
            scroll.maximumZoomScale = 4
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 120))
            let picture = UIImageView(image: quadrants(width: 60, height: 60))
            picture.contentMode = .scaleAspectFill
            picture.clipsToBounds = true
            picture.frame = container.bounds
            container.addSubview(picture)
            scroll.addSubview(container)
            context.coordinator.container = container
            scroll.zoomScale = 1.5
            scroll.contentOffset = CGPoint(x: 60, y: 30)
            return scroll
        }

        func updateUIView(_ uiView: UIScrollView, context: Context) {}
    }

    var body: some View {
        Scroller()
            .frame(width: 150, height: 150)
            .overlay(Circle().stroke(Color.white, lineWidth: 2))
            .padding(10)
    }
}

@MainActor
@Suite("UIImageView and UIScrollView")
struct UIScrollViewTests {
    @Test("An image view lays its image out by its content mode, as UIKit does")
    func contentModes() {
        func shown(_ mode: UIView.ContentMode, clips: Bool = true) -> Bitmap {
            render(
                Wrapped {
                    let view = UIImageView(image: quadrants())
                    view.contentMode = mode
                    view.clipsToBounds = clips
                    return view
                })
        }
        // A 40×20 picture in a 100×100 view.
        let fill = colors(shown(.scaleToFill), [(10, 10), (90, 10), (10, 90), (90, 90)])
        #expect(zip(fill, [red, green, blue, yellow]).allSatisfy(near))
        // Fit: 100×50 from y 25; white above and below.
        let fit = colors(shown(.scaleAspectFit), [(50, 10), (10, 30), (90, 30), (10, 70), (90, 70), (50, 90)])
        #expect(zip(fit, [white, red, green, blue, yellow, white]).allSatisfy(near))
        // Fill: 200×100 from x −50, cut to the view.
        let aspectFill = colors(shown(.scaleAspectFill), [(10, 10), (60, 10), (10, 90), (60, 90)])
        #expect(zip(aspectFill, [red, green, blue, yellow]).allSatisfy(near))
        // Centre: 40×20 at (30, 40).
        let center = colors(shown(.center), [(35, 45), (65, 45), (35, 55), (65, 55), (20, 50)])
        #expect(zip(center, [red, green, blue, yellow, white]).allSatisfy(near))
        let topLeft = colors(shown(.topLeft), [(5, 5), (35, 15), (50, 50)])
        #expect(zip(topLeft, [red, yellow, white]).allSatisfy(near))
        let image = UIImageView(image: quadrants())
        #expect(image.frame.size == CGSize(width: 40, height: 20) && image.contentMode == .scaleToFill && !image.clipsToBounds)
    }

    @Test("Frame and bounds follow each other; subviews are added, moved and removed as in UIKit")
    func viewTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        child.bounds.size = CGSize(width: 10, height: 20)
        #expect(child.frame == CGRect(x: 20, y: 30, width: 10, height: 20))
        let other = UIView()
        parent.addSubview(child)
        parent.addSubview(other)
        #expect(parent.subviews.count == 2 && child.superview === parent && child.isDescendant(of: parent))
        parent.bringSubviewToFront(child)
        #expect(parent.subviews.last === child)
        let elsewhere = UIView()
        elsewhere.addSubview(child)
        #expect(parent.subviews.count == 1 && child.superview === elsewhere)
        child.removeFromSuperview()
        #expect(child.superview == nil && elsewhere.subviews.isEmpty)
    }

    @Test("The content offset is the bounds' origin: the content is drawn shifted by it, cut to the scroll view")
    func contentOffset() {
        let delegate = ZoomDelegate()
        let bitmap = render(
            Wrapped {
                let scroll = UIScrollView()
                scroll.delegate = delegate
                let picture = UIImageView(image: quadrants(width: 200, height: 200))
                scroll.addSubview(picture)
                scroll.contentSize = picture.frame.size
                scroll.contentOffset = CGPoint(x: 100, y: 100)
                return scroll
            })
        #expect(delegate.scrolls == 1)
        #expect(zip(colors(bitmap, [(10, 10), (90, 90)]), [yellow, yellow]).allSatisfy(near))
        // Nothing of the 200-point picture is drawn outside the 100-point scroll view.
        #expect(near(colors(render(Color.clear), [(150, 50)])[0], colors(bitmap, [(150, 50)])[0]))
        let scroll = UIScrollView()
        #expect(scroll.clipsToBounds && scroll.pinchGestureRecognizer == nil && scroll.panGestureRecognizer.isEnabled)
        scroll.maximumZoomScale = 4
        #expect(scroll.pinchGestureRecognizer?.state == .possible)
    }

    @Test("zoomScale scales the delegate's view, within the limits, and grows the content size; without one it stays 1")
    func zoom() {
        let delegate = ZoomDelegate()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(container)
        delegate.container = container
        scroll.delegate = delegate
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 2 && delegate.zooms == 1)
        #expect(container.frame.size == CGSize(width: 400, height: 400) && container.bounds.size == CGSize(width: 200, height: 200))
        #expect(scroll.contentSize == CGSize(width: 400, height: 400))
        scroll.zoomScale = 0.5
        #expect(scroll.zoomScale == 1 && container.frame.size == CGSize(width: 200, height: 200))

        // Zoomed twice at offset zero, the red quadrant (100 points of 200) fills the 100-point view.
        let zoomed = render(
            Wrapped {
                let scroll = UIScrollView()
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let picture = UIImageView(image: quadrants(width: 200, height: 200))
                picture.frame = container.bounds
                container.addSubview(picture)
                scroll.addSubview(container)
                delegate.container = container
                scroll.delegate = delegate
                scroll.maximumZoomScale = 4
                scroll.zoomScale = 2
                scroll.contentOffset = CGPoint(x: 100, y: 100)
                return scroll
            })
        #expect(zip(colors(zoomed, [(5, 5), (95, 95)]), [red, red]).allSatisfy(near))
    }

    @Test("A crop view zoomed and scrolled, light and dark: the picture's middle at 1.5 times, cut to the scroll view")
    func cropViewSnapshot() {
        assertLightAndDark(CropView(), width: 170, height: 170)
    }

    @Test("CGImage.cropping(to:) widens to whole pixels and cuts to the image; UIImage(cgImage:scale:orientation:) turns it")
    func croppingAndOrientation() throws {
        let picture = try #require(quadrants(width: 4, height: 4).cgImage)
        let crop = try #require(picture.cropping(to: CGRect(x: 1.5, y: 0, width: 2, height: 2)))
        #expect(crop.width == 3 && crop.height == 2)
        #expect(picture.cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5)) == nil)
        let edge = try #require(picture.cropping(to: CGRect(x: 2, y: 2, width: 10, height: 10)))
        #expect(edge.width == 2 && edge.height == 2 && near(edge.bitmap.color(atX: 0, y: 0), yellow))

        // Top half red, bottom half blue, two by four; turned right it stands four wide, red on the right.
        let strip = try #require(quadrants(width: 2, height: 4).cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 4)))
        let turned = UIImage(cgImage: strip, scale: 2, orientation: .right)
        #expect(turned.imageOrientation == .right && turned.size == CGSize(width: 2, height: 0.5))
        #expect(turned.cgImage === strip)
        let png = try #require(turned.pngData())
        let upright = try #require(UIImage(data: png)?.cgImage)
        #expect(upright.width == 4 && upright.height == 1)
        #expect(near(upright.bitmap.color(atX: 3, y: 0), red) && near(upright.bitmap.color(atX: 0, y: 0), blue))
        #expect(UIImage(cgImage: strip).imageOrientation == .up)
    }
}

@MainActor
@Suite("UIRefreshControl")
struct UIRefreshControlTests {
    /// A 100-point scroll view over a white page with `control`, scrolled to `offset`.
    private func shown(_ control: UIRefreshControl, offset: CGFloat) -> Bitmap {
        render(
            Wrapped {
                let scroll = UIScrollView()
                scroll.backgroundColor = .white
                scroll.contentSize = CGSize(width: 100, height: 400)
                scroll.refreshControl = control
                scroll.contentOffset = CGPoint(x: 0, y: offset)
                return scroll
            })
    }

    /// Whether any pixel of the 100-point square's top 60 points is darker than white.
    private func hasInk(_ bitmap: Bitmap) -> Bool {
        (0..<180).contains { y in (0..<300).contains { x in bitmap.color(atX: x, y: y).red < 0.9 } }
    }

    @Test("the control sits above the content: a scroll view at its top shows nothing of it, one pulled down shows the spinner")
    func placedAboveContent() {
        let control = UIRefreshControl()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        let atTop = hasInk(shown(control, offset: 0)), pulled = hasInk(shown(control, offset: -60))
        #expect(!atTop && pulled)
        control.endRefreshing()
        #expect(!control.isRefreshing)
    }

    @Test("setting the control adds it as a subview; setting another or nil takes it away; its action runs for .valueChanged")
    func attachAndAct() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIRefreshControl()
        scroll.refreshControl = first
        #expect(scroll.refreshControl === first && first.superview === scroll)
        #expect(first.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        let second = UIRefreshControl()
        scroll.refreshControl = second
        #expect(first.superview == nil && scroll.refreshControl === second)
        scroll.refreshControl = nil
        #expect(scroll.refreshControl == nil && scroll.subviews.isEmpty)
        var refreshes = 0
        second.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        second.sendActions(for: .valueChanged)
        #expect(refreshes == 1)
        second.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(second.attributedTitle?.string == "Pull to refresh")
    }

    @Test("a window's screen is its device's: UIWindow.screen, as the scene's")
    func windowScreen() {
        let shown = Window(device: .iPhoneSE)
        #expect(shown.screen.bounds.size == CGSize(width: 375, height: 667))
        #expect(shown.screen.scale == 2)
        #expect(Window(device: .iPhone13Pro).screen.bounds.size == CGSize(width: 390, height: 844))
    }
}
