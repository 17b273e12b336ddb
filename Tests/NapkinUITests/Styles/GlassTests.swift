import Foundation
import Raster
import Testing

@testable import NapkinUI

/// iOS 26's Liquid Glass, drawn as NapkinUI's still stand-in: the material, the tint at 25 %
/// and a white rim at 30 %.
@MainActor
@Suite("Liquid Glass")
struct GlassTests {
    // A 100 × 40 view centred in the iPhone 13 Pro's safe area spans x 145…245, y 408.5…448.5.
    private func centre<V: View>(_ view: V) -> Color { pixel(renderView(view), atPoint: 195, 428) }

    @Test("glassEffect fills its shape with the material and the tint, behind the view, with a white rim")
    func glassEffect() {
        let plate = Color.clear.frame(width: 100, height: 40)
        #expect(isClose(centre(plate.glassEffect()), centre(Capsule().fill(Material.regularMaterial).frame(width: 100, height: 40))))
        #expect(
            isClose(centre(plate.glassEffect(.clear)), centre(Capsule().fill(Material.ultraThinMaterial).frame(width: 100, height: 40))))
        let tinted = ZStack {
            Capsule().fill(Material.regularMaterial)
            Capsule().fill(Color.red.opacity(0.25))
        }.frame(width: 100, height: 40)
        #expect(isClose(centre(plate.glassEffect(.regular.tint(.red).interactive(), in: Capsule())), centre(tinted)))
        // In a rectangle the corner is glass too; the capsule leaves it clear.
        let corner = renderView(plate.glassEffect(.regular.tint(.red), in: Rectangle()))
        #expect(!isClose(pixel(corner, atPoint: 146, 410), .white))
        #expect(isClose(pixel(renderView(plate.glassEffect(.regular.tint(.red))), atPoint: 146, 410), .white))
        // The rim: the edge is lighter than the frosting just inside it.
        let rim = renderView(
            ZStack {
                Color.black; plate.glassEffect(in: Rectangle())
            })
        #expect(pixel(rim, atPoint: 145.2, 428).red > pixel(rim, atPoint: 150, 428).red)
        // Identity glass draws nothing; the view stays in front of its glass.
        #expect(renderView(plate.glassEffect(.identity)) == renderView(plate))
        #expect(isClose(centre(Color.blue.frame(width: 100, height: 40).glassEffect()), .blue))
    }

    @Test("Glass keeps its tint and interactivity as set")
    func glassValues() {
        let glass = Glass.regular.tint(.orange).interactive()
        #expect(glass.tintColor == .orange && glass.isInteractive)
        #expect(!glass.interactive(false).isInteractive)
        #expect(glass.tint(nil).tintColor == nil)
        #expect(Glass.identity.material == nil && Glass.clear.material == .ultraThinMaterial)
    }

    @Test(".glassProminent draws as .borderedProminent; .glass puts the tinted label on the material")
    func buttonStyles() throws {
        let button = Button("Continue") {}
        #expect(renderView(button.buttonStyle(.glassProminent)) == renderView(button.buttonStyle(.borderedProminent)))
        let window = Window()
        window.rootViewController = HostingController(rootView: button.buttonStyle(.glass))
        let frame = try #require(window.interactiveElements().first { $0.label == "Continue" }).frame
        let image = window.render()
        let material = centre(Rectangle().fill(Material.regularMaterial))
        #expect(isClose(pixel(image, atPoint: frame.minX + 3, frame.midY), material))
        #expect(renderView(button.buttonStyle(.glass)) != renderView(button.buttonStyle(.bordered)))
    }
}
