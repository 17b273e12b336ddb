import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A UIKit view configured by a closure, wrapped for SwiftUI as apps wrap theirs.
private struct LayerProbe: UIViewRepresentable {
    let configure: @MainActor (UIView) -> Void
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        configure(view)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// Renders `probe`, sized `width` × `height`, centred on white in a `side`-point square window at 3x.
@MainActor
private func render(width: CGFloat, height: CGFloat, side: CGFloat = 200, _ configure: @escaping @MainActor (UIView) -> Void) -> Bitmap {
    let device = Device(name: "Square", size: CGSize(width: side, height: side), scale: 3, safeAreaInsets: EdgeInsets())
    return renderView(
        ZStack {
            Color.white
            LayerProbe(configure: configure).frame(width: width, height: height)
        }, device: device)
}

private let pureBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
private let pureRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
private let pureGreen = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

/// Roughly `color` (gradients and antialiasing land between 8-bit steps).
private func near(_ a: Color, _ b: Color, _ tolerance: Double = 0.04) -> Bool {
    abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
}

/// A view whose layer is a gradient layer, as `override class var layerClass` makes one.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A layer recording its layouts into a log.
private final class LoggingLayer: CALayer {
    var log: (String) -> Void = { _ in }
    override func layoutSublayers() {
        super.layoutSublayers()
        log("layoutSublayers")
    }
}

/// A view recording its layouts.
private final class LoggingView: UIView {
    var log: (String) -> Void = { _ in }
    override func layoutSubviews() {
        super.layoutSubviews()
        log("layoutSubviews")
    }
}

/// A controller made with UIKit's designated initializer, as camera and scanner screens are:
/// its view builds a gradient layer in viewDidLoad and sizes it in viewDidLayoutSubviews.
private final class GradientController: UIViewController {
    let gradient = CAGradientLayer()
    let sublayer = LoggingLayer()
    var events: [String] = []
    let tag: Int

    init(tag: Int) {
        self.tag = tag
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = LoggingView()
        root.log = { [unowned self] in events.append($0) }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        gradient.colors = [pureRed.cgColor, pureBlue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)
        sublayer.log = { [unowned self] in events.append($0) }
        view.layer.addSublayer(sublayer)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
        gradient.frame = view.bounds
    }
}

private struct GradientScreen: UIViewControllerRepresentable {
    let controller: GradientController
    func makeUIViewController(context: Context) -> GradientController { controller }
    func updateUIViewController(_ uiViewController: GradientController, context: Context) {}
}

/// A card as UIKit code builds one: rounded, bordered and shadowed, with a progress ring of two
/// shape layers (a track and a 75 % arc with round caps) and a title.
private final class RingCardView: UIView {
    let track = CAShapeLayer()
    let progress = CAShapeLayer()
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        for ring in [track, progress] {
            ring.fillColor = nil
            ring.lineWidth = 10
            ring.lineCap = .round
            layer.addSublayer(ring)
        }
        progress.strokeColor = UIColor.systemGreen.cgColor
        progress.strokeEnd = 0.75
        title.text = "Steps today"
        title.font = .preferredFont(forTextStyle: .headline)
        addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Colours that follow the appearance are resolved here, as iOS code does in layoutSubviews.
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        track.strokeColor = UIColor.systemGray5.resolvedColor(with: traitCollection).cgColor
        progress.strokeColor = UIColor.systemGreen.resolvedColor(with: traitCollection).cgColor
        title.textColor = .label
        title.frame = CGRect(x: 20, y: 20, width: bounds.width - 40, height: 24)
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY + 16), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
            clockwise: true)
        for shape in [track, progress] {
            shape.frame = bounds
            shape.path = ring.cgPath
        }
    }
}

private struct RingCard: UIViewRepresentable {
    func makeUIView(context: Context) -> RingCardView { RingCardView(frame: .zero) }
    func updateUIView(_ uiView: RingCardView, context: Context) {}
}

@MainActor
@Suite("CALayer: a view's layer drawn (corners, border, shadow, clipping, shape and gradient layers), Core Animation's names")
struct CALayerTests {
    @Test("A rounded layer: background inside the rounded shape, a border over it, a shadow under it moved by shadowOffset")
    func roundedBorderedShadowed() {
        // A 100×60 view centred in 200×200: x 50…150, y 70…130.
        let image = render(width: 100, height: 60) { view in
            view.backgroundColor = pureBlue
            view.layer.cornerRadius = 20
            view.layer.borderWidth = 4
            view.layer.borderColor = pureRed.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 3
            view.layer.shadowOffset = CGSize(width: 0, height: 10)
        }
        #expect(isClose(pixel(image, atPoint: 100, 100), Color(pureBlue)))
        // The border, inside the bounds, on top of the background.
        #expect(isClose(pixel(image, atPoint: 51.5, 100), Color(pureRed)))
        #expect(isClose(pixel(image, atPoint: 100, 71.5), Color(pureRed)))
        // The corner outside the rounding is not filled (the shadow, 10 points lower, does not reach it).
        let corner = pixel(image, atPoint: 51, 71)
        #expect(near(corner, .white, 0.02), "corner \(corner)")
        // The shadow: dark below the view (moved 10 points down), none above it.
        let below = pixel(image, atPoint: 100, 135)
        #expect(below.red < 0.3, "shadow below \(below)")
        #expect(isClose(pixel(image, atPoint: 100, 62), .white))
        // A layer without a shadow opacity casts none (Core Animation's default opacity is 0).
        let plain = render(width: 100, height: 60) { $0.backgroundColor = pureBlue }
        #expect(isClose(pixel(plain, atPoint: 100, 135), .white))
        #expect(isClose(pixel(plain, atPoint: 51, 71), Color(pureBlue)), "square corners by default")
    }

    @Test("maskedCorners rounds only the corners named; layer.backgroundColor set last is drawn in place of the view's")
    func maskedCornersAndLayerBackground() {
        let image = render(width: 100, height: 60) { view in
            view.backgroundColor = pureRed
            view.layer.backgroundColor = pureBlue.cgColor
            view.layer.cornerRadius = 20
            view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
        #expect(isClose(pixel(image, atPoint: 51, 71), .white), "top-left rounded")
        #expect(isClose(pixel(image, atPoint: 149, 71), .white), "top-right rounded")
        #expect(isClose(pixel(image, atPoint: 51, 129), Color(pureBlue)), "bottom-left square, the layer's colour")
        #expect(isClose(pixel(image, atPoint: 149, 129), Color(pureBlue)), "bottom-right square")
    }

    @Test("masksToBounds (clipsToBounds) cuts subviews to the rounded bounds; without it they draw past the corners")
    func masksToBoundsClipsSubviews() {
        func circle(clipped: Bool) -> Bitmap {
            render(width: 100, height: 100) { view in
                view.backgroundColor = pureBlue
                view.layer.cornerRadius = 50
                view.clipsToBounds = clipped
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                inner.backgroundColor = pureRed
                view.addSubview(inner)
            }
        }
        // The view spans 50…150 in both axes.
        let clipped = circle(clipped: true)
        #expect(isClose(pixel(clipped, atPoint: 100, 100), Color(pureRed)))
        #expect(isClose(pixel(clipped, atPoint: 53, 53), .white), "the corner is cut")
        let unclipped = circle(clipped: false)
        #expect(isClose(pixel(unclipped, atPoint: 53, 53), Color(pureRed)), "the subview draws past the rounding")
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds, "clipsToBounds is the layer's masksToBounds")
    }

    @Test("A CAShapeLayer ring with strokeEnd 0.75 strokes three quarters clockwise from the top; the fill is off")
    func shapeLayerRing() {
        let image = render(width: 100, height: 100) { view in
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.path =
                UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
                .cgPath
            ring.fillColor = nil
            ring.strokeColor = pureGreen.cgColor
            ring.lineWidth = 10
            ring.strokeEnd = 0.75
            view.layer.addSublayer(ring)
        }
        // The view spans 50…150; the ring's centre is (100, 100), radius 40.
        let offset = 40 / 2.0.squareRoot()
        #expect(isClose(pixel(image, atPoint: 100 + offset, 100 - offset), Color(pureGreen)), "upper right: first quarter")
        #expect(isClose(pixel(image, atPoint: 140, 100), Color(pureGreen)))
        #expect(isClose(pixel(image, atPoint: 100 - offset, 100 + offset), Color(pureGreen)), "lower left: third quarter")
        #expect(isClose(pixel(image, atPoint: 100 - offset, 100 - offset), .white), "upper left: the quarter left out")
        #expect(isClose(pixel(image, atPoint: 100, 100), .white), "no fill")
    }

    @Test("A CAGradientLayer fills its frame from startPoint to endPoint; layerClass makes a view's layer one")
    func gradientLayers() {
        let image = render(width: 100, height: 40) { view in
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            gradient.colors = [pureRed.cgColor, pureBlue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            view.layer.insertSublayer(gradient, at: 0)
        }
        // The view spans x 50…150.
        #expect(near(pixel(image, atPoint: 50.5, 100), Color(pureRed)))
        #expect(near(pixel(image, atPoint: 149.5, 100), Color(pureBlue)))
        #expect(near(pixel(image, atPoint: 100, 100), Color(red: 0.5, green: 0, blue: 0.5), 0.05))
        // The default runs top to bottom.
        let view = GradientView()
        #expect(view.layer is CAGradientLayer && view.gradientLayer.startPoint == CGPoint(x: 0.5, y: 0))
        view.gradientLayer.colors = [pureGreen.cgColor, pureBlue.cgColor]
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
        struct Host: UIViewRepresentable {
            let view: GradientView
            func makeUIView(context: Context) -> GradientView { view }
            func updateUIView(_ uiView: GradientView, context: Context) {}
        }
        let device = Device(name: "Square", size: CGSize(width: 200, height: 200), scale: 3, safeAreaInsets: EdgeInsets())
        let hosted = renderView(Host(view: view).frame(width: 40, height: 100), device: device)
        #expect(near(pixel(hosted, atPoint: 100, 50.5), Color(pureGreen)))
        #expect(near(pixel(hosted, atPoint: 100, 149.5), Color(pureBlue)))
    }

    @Test("A controller made with init(nibName:bundle:) lays out in order at each render, drawing the layer sized in viewDidLayoutSubviews")
    func controllerLayoutCallbacks() {
        let controller = GradientController(tag: 7)
        #expect(controller.nibName == nil && controller.nibBundle == nil && controller.tag == 7)
        let device = Device(name: "Square", size: CGSize(width: 200, height: 100), scale: 3, safeAreaInsets: EdgeInsets())
        let image = renderView(GradientScreen(controller: controller), device: device)
        let layout = ["viewWillLayoutSubviews", "layoutSubviews", "layoutSublayers", "viewDidLayoutSubviews"]
        #expect(Array(controller.events.prefix(4)) == layout)
        #expect(controller.events.count % 4 == 0 && controller.events.count >= 4)
        #expect(controller.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(near(pixel(image, atPoint: 1, 50), Color(pureRed)))
        #expect(near(pixel(image, atPoint: 199, 50), Color(pureBlue)))
        let window = Window(device: device)
        window.rootViewController = controller
        controller.events = []
        _ = window.render()
        #expect(Array(controller.events.prefix(4)) == layout, "again at the next render")
    }

    @Test("Sublayers keep their order: insert at, below, above; a subview's layer is a sublayer in the subviews' order")
    func sublayerOrder() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        a.name = "a"
        b.name = "b"
        c.name = "c"
        d.name = "d"
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        root.insertSublayer(d, below: a)
        #expect(root.sublayers?.compactMap(\.name) == ["b", "c", "d", "a"])
        #expect(c.superlayer === root)
        c.removeFromSuperlayer()
        #expect(root.sublayers?.compactMap(\.name) == ["b", "d", "a"] && c.superlayer == nil)
        root.addSublayer(root)
        #expect(root.superlayer == nil, "a layer is not its own sublayer")
        #expect(CALayer().sublayers == nil)

        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let shape = CAShapeLayer()
        let first = UIView(), second = UIView()
        view.addSubview(first)
        view.layer.addSublayer(shape)
        view.addSubview(second)
        #expect(view.layer.sublayers?.map { $0 } == [first.layer, shape, second.layer])
        view.insertSubview(second, at: 0)
        #expect(view.layer.sublayers?.first === second.layer)
        first.removeFromSuperview()
        #expect(view.layer.sublayers?.count == 2)
        // The layer's geometry is the view's.
        #expect(view.layer.frame == view.frame && view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
    }

    @Test("frame follows position, anchorPoint and bounds; convert(_:to:) crosses layers")
    func geometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.position == CGPoint(x: 30, y: 35) && layer.bounds.size == CGSize(width: 40, height: 30))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 30, y: 35))
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(layer)
        #expect(layer.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 31, y: 37))
        #expect(root.convert(CGPoint(x: 31, y: 37), to: layer) == CGPoint(x: 1, y: 2))
        #expect(layer.convert(CGPoint(x: 31, y: 37), from: root) == CGPoint(x: 1, y: 2))
    }

    @Test("CATransform3D: identity, scale, translation, rotation about z as CGAffineTransform's, concat and inverse")
    func transforms() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(affine.a - expected.a) < 1e-9 && abs(affine.b - expected.b) < 1e-9 && abs(affine.c - expected.c) < 1e-9)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        // The translation first, then the scale: x 1 → 6 → 12.
        #expect(moved.m41 == 10 && moved.m11 == 2)
        let product = CATransform3DConcat(moved, CATransform3DInvert(moved))
        #expect(abs(product.m11 - 1) < 1e-9 && abs(product.m41) < 1e-9 && abs(product.m22 - 1) < 1e-9)
        #expect(CATransform3DIsAffine(moved) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 3, y: 4))
        #expect(layer.transform.m11 == 3 && layer.affineTransform().d == 4)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis changes nothing")
    }

    @Test("A layer's transform is drawn about its anchor point: a layer scaled by 2 covers twice its frame")
    func transformDrawn() {
        let image = render(width: 100, height: 100) { view in
            let square = CALayer()
            square.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            square.backgroundColor = pureRed.cgColor
            square.transform = CATransform3DMakeScale(2, 2, 1)
            view.layer.addSublayer(square)
        }
        // The square is centred on (100, 100) and now spans 80…120.
        #expect(isClose(pixel(image, atPoint: 82, 82), Color(pureRed)))
        #expect(isClose(pixel(image, atPoint: 78, 100), .white))
    }

    @Test("Animations are kept by key and read back; the model value is drawn; CATransaction runs its completion at commit")
    func animationsAndTransactions() {
        let layer = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "progress")
        layer.add(CASpringAnimation(keyPath: "transform.scale"), forKey: nil)
        #expect(layer.animation(forKey: "progress") === animation && layer.animationKeys()?.count == 2)
        #expect((layer.animation(forKey: "progress") as? CABasicAnimation)?.keyPath == "strokeEnd")
        layer.removeAnimation(forKey: "progress")
        #expect(layer.animation(forKey: "progress") == nil)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        let group = CAAnimationGroup()
        group.animations = [CAKeyframeAnimation(keyPath: "position"), animation]
        #expect(group.animations?.count == 2)
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(spring.settlingDuration > 0.3 && spring.settlingDuration < 3)

        var completed = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { completed += 1 }
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.4)
        #expect(completed == 0)
        CATransaction.commit()
        #expect(completed == 1 && !CATransaction.disableActions())
        #expect(CACurrentMediaTime() > 0)
    }

    @Test("A card built of layers in light and dark: rounded, bordered and shadowed, with a 75 % progress ring")
    func cardSnapshot() {
        assertLightAndDark(
            VStack {
                RingCard().frame(height: 170)
            }
            .padding(24)
            .background(Color(UIColor.systemGroupedBackground)),
            width: 320, height: 220)
    }
}
