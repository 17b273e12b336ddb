import Foundation
import RasterCore
import Testing

@testable import NapkinUI

/// The shapes a nonisolated helper builds, as corpus10's `Image` extension clips its icons with
/// `RoundedRectangle(cornerRadius:)`: SwiftUI's shapes are built from any isolation.
nonisolated private func tileShapes(radius: CGFloat) -> (
    rounded: RoundedRectangle, styled: RoundedRectangle, sized: RoundedRectangle, uneven: UnevenRoundedRectangle,
    radii: UnevenRoundedRectangle, plain: Rectangle, capsule: Capsule, circle: Circle, ellipse: Ellipse
) {
    (
        RoundedRectangle(cornerRadius: radius), RoundedRectangle(cornerRadius: radius, style: .continuous),
        RoundedRectangle(cornerSize: CGSize(width: radius, height: radius)), UnevenRoundedRectangle(topLeadingRadius: radius),
        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topTrailing: radius)), Rectangle(), Capsule(style: .circular),
        Circle(), Ellipse()
    )
}

/// The shorthand shapes (`.rect(cornerRadius:)`, `.capsule`, `.circle`) from a nonisolated helper.
nonisolated private func shorthandShapes(radius: CGFloat) -> (RoundedRectangle, Rectangle, Capsule, Circle, ContainerRelativeShape) {
    (.rect(cornerRadius: radius), .rect, .capsule, .circle, .containerRelative)
}

/// The names corpus10's sixth held-out sample found missing (issue 27).
@MainActor
@Suite("SwiftUI names from real screens, tenth")
struct CorpusTenNamesTests {
    @Test("The built-in shapes are made off the main actor with the sizes they were given")
    func shapesOffTheMainActor() async {
        let shapes = await Task.detached { tileShapes(radius: 12) }.value
        #expect(shapes.rounded.cornerRadius == 12 && shapes.styled.cornerRadius == 12 && shapes.sized.cornerRadius == 12)
        #expect(shapes.uneven.topLeadingRadius == 12 && shapes.uneven.bottomTrailingRadius == 0)
        #expect(shapes.radii.topTrailingRadius == 12 && shapes.radii.topLeadingRadius == 0)
        let shorthand = await Task.detached { shorthandShapes(radius: 8) }.value
        #expect(shorthand.0.cornerRadius == 8)
    }

    @Test("A rounded rectangle made off the main actor clips as one made on it: corners cut, middle kept")
    func shapeMadeOffTheMainActorClips() async {
        let shapes = await Task.detached { tileShapes(radius: 40) }.value
        func render(_ shape: some Shape) -> Bitmap {
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(
                rootView: Color.white.ignoresSafeArea().overlay(Color.red.clipShape(shape).ignoresSafeArea()))
            return window.render()
        }
        let rounded = render(shapes.rounded), square = render(shapes.plain), onMain = render(RoundedRectangle(cornerRadius: 40))
        let corner = 4, middleX = rounded.width / 2, middleY = rounded.height / 2
        let red = square.color(atX: middleX, y: middleY)
        #expect(red != .white)
        #expect(rounded.color(atX: corner, y: corner) == .white)
        #expect(square.color(atX: corner, y: corner) == red)
        #expect(rounded.color(atX: middleX, y: middleY) == red)
        #expect(rounded.color(atX: middleX, y: corner) == red)
        #expect(rounded == onMain)
    }
}
