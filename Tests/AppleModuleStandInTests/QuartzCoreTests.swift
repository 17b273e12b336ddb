import Foundation
import QuartzCore
import Testing

/// A layer subclass as iOS helper files write one, importing QuartzCore alone: its own
/// initializers, the copy Core Animation asks for, and the archive initializer Swift requires.
private final class PulseLayer: CAShapeLayer {
    var pulses = 3

    override init() {
        super.init()
        fillColor = nil
        lineWidth = 4
    }

    override init(layer: Any) {
        super.init(layer: layer)
        pulses = (layer as? PulseLayer)?.pulses ?? 3
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func start() {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 1.4
        grow.duration = 0.8
        grow.autoreverses = true
        grow.repeatCount = .infinity
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        add(grow, forKey: "pulse")
        CATransaction.commit()
    }
}

@Suite("QuartzCore stand-in: Core Animation's names with import QuartzCore alone")
struct QuartzCoreTests {
    @Test("A shape layer subclass copies itself through init(layer:); its animation is kept under its key")
    func subclassAndAnimation() {
        let layer = PulseLayer()
        layer.pulses = 5
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.start()
        let copy = PulseLayer(layer: layer)
        #expect(copy.pulses == 5 && copy.lineWidth == 4 && copy.strokeColor == layer.strokeColor)
        #expect((layer.animation(forKey: "pulse") as? CABasicAnimation)?.keyPath == "transform.scale")
        #expect(abs(layer.affineTransform().b - sin(.pi / 4)) < 1e-9)
        #expect(CACurrentMediaTime() > 0)
    }
}
