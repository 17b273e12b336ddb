import Foundation
import Testing

@testable import NapkinUI

/// How a switch draws its knob's shadow.
@MainActor
@Suite("Switch drawing")
struct SwitchDrawingTests {
    // On the SE (2 pixels a point) the 51×31 switch is centred in the safe area (375×647 from
    // y = 20): its track spans y 328…359 points, the on knob x 184…211 and y 330…357.
    @Test("The knob's shadow darkens the track under the knob and stops at the track's edge")
    func knobShadowStaysOnTheTrack() {
        let bitmap = renderSE(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        let colour = { (x: Double, y: Double) in Color(premultipliedARGB: bitmap[Int(x * 2), Int(y * 2)]) }
        let track = colour(170, 343)
        #expect(track == Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255), "systemGreen")
        #expect(colour(197.5, 358.25).green < track.green - 0.05, "the shadow on the track under the knob")
        #expect(colour(197.5, 359.75) == .white, "nothing below the track")
        #expect(colour(197.5, 361) == .white)
    }
}
