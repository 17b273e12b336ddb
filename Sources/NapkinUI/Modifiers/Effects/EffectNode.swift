internal import Raster

/// A pixel effect on its child: shadow, blur, brightness or saturation.
@MainActor
final class EffectNode: WrapperNode {
    enum Effect {
        case shadow(SRGBColor, radius: Double, offset: Point)
        case blur(radius: Double)
        case brightness(Double)
        case saturation(Double)
    }

    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.effect = effect
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        switch effect {
        case .shadow(let color, let radius, let offset):
            let reach = 1.5 * radius + 1
            canvas.withSavedState {
                canvas.translate(by: offset)
                canvas.drawFiltered(region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) }) {
                    pixels, width, height, scale in
                    PixelFilters.silhouette(&pixels, color: color)
                    PixelFilters.gaussianBlur(&pixels, width: width, height: height, sigma: radius / 2 * scale)
                }
            }
            child.draw(in: canvas)
        case .blur(let radius):
            let reach = 1.5 * radius + 1
            canvas.drawFiltered(region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) }) { pixels, width, height, scale in
                PixelFilters.gaussianBlur(&pixels, width: width, height: height, sigma: radius / 2 * scale)
            }
        case .brightness(let amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }) { pixels, _, _, _ in
                PixelFilters.brightness(&pixels, amount: amount)
            }
        case .saturation(let amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }) { pixels, _, _, _ in
                PixelFilters.saturation(&pixels, amount: amount)
            }
        }
    }
}
