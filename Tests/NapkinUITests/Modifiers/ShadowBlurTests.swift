import Foundation
import Testing

@testable import NapkinUI

/// How far a shadow blurs: its `radius` is the Gaussian's standard deviation, as iOS draws it.
@MainActor
@Suite("Shadow blur")
struct ShadowBlurTests {
    @Test("A shadow's radius is its Gaussian's standard deviation; the drawing reaches three of them past the shape")
    func sigmaAndReach() {
        #expect(ShadowBlur.sigma(radius: 4) == 4)
        #expect(ShadowBlur.sigma(radius: 6) == 6)
        #expect(ShadowBlur.reach(radius: 4) == 13)
        #expect(ShadowBlur.reach(radius: 0) == 1)
    }

    // A white 100-point square with a black shadow of radius 4 on the SE (2 pixels a point):
    // its left edge is at x = 137.5 points, pixel column 275. Pixel 274's centre is 0.25
    // points outside it, 267's 3.75, 259's 7.75 and 251's 11.75, where a Gaussian of standard
    // deviation 4 covers 47.5 %, 17.4 %, 2.6 % and 0.2 % (one of 2, half the radius, covered
    // 45 %, 3.0 %, 0.01 % and 0). The three box blurs that stand in for it end a little sooner.
    @Test("A shadow of radius 4 darkens 17 % at 3.75 points outside the edge, 1.6 % at 7.75, nothing at 11.75")
    func profile() {
        let bitmap = renderSE(Color.white.frame(width: 100, height: 100).shadow(color: .black, radius: 4))
        let darkness = { (column: Int) in 1 - Color(premultipliedARGB: bitmap[column, 687]).red }
        #expect(abs(darkness(274) - 0.475) < 0.01, "\(darkness(274))")
        #expect(abs(darkness(267) - 0.174) < 0.01, "\(darkness(267))")
        #expect(abs(darkness(259) - 0.016) < 0.005, "\(darkness(259))")
        #expect(darkness(251) == 0, "\(darkness(251))")
        #expect(darkness(275) == 0, "the white square itself")
    }

    @Test("A shape style's drop shadow blurs as the view's shadow does")
    func shapeStyleShadowAlike() {
        let view = renderSE(Color.white.frame(width: 100, height: 100).shadow(color: .black, radius: 4))
        let style = renderSE(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 4))).frame(width: 100, height: 100))
        for column in [251, 259, 267, 271] {
            #expect(view[column, 687] == style[column, 687], "column \(column)")
        }
    }
}
