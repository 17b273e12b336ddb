internal import Raster

/// A pixel effect on its child: shadow, blur, or a colour effect (brightness, saturation, a
/// multiplied colour, hue rotation, contrast, inversion).
@MainActor
final class EffectNode: WrapperNode {
    enum Effect {
        case shadow(SRGBColor, radius: Double, offset: Point)
        case blur(radius: Double)
        case brightness(Double)
        case saturation(Double)
        case multiply(SRGBColor)
        case hueRotation(radians: Double)
        case contrast(Double)
        case colorInvert
    }

    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.effect = effect
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        switch effect {
        case .shadow(let color, let radius, let offset):
            let reach = ShadowBlur.reach(radius: radius)
            canvas.withSavedState {
                canvas.translate(by: offset)
                canvas.drawFiltered(
                    region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) },
                    filter: .shadow(color: color, sigma: ShadowBlur.sigma(radius: radius)))
            }
            child.draw(in: canvas)
        case .blur(let radius):
            let reach = 1.5 * radius + 1
            canvas.drawFiltered(region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) }, filter: .blur(sigma: radius / 2))
        case .brightness(let amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .brightness(amount))
        case .saturation(let amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .saturation(amount))
        case .multiply(let color):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .multiply(color))
        case .hueRotation(let radians):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .hueRotation(radians: radians))
        case .contrast(let amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .contrast(amount))
        case .colorInvert:
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .colorInvert)
        }
    }
}
