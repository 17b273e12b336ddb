import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The centre pixel of the SE render, as 0xAARRGGBB.
@MainActor
private func centre<V: View>(_ view: V) -> UInt32 {
    renderSE(view)[375, 687]
}

/// A 100-point square of a colour given by bytes.
@MainActor
private func square(_ hex: UInt32) -> some View {
    Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
        .frame(width: 100, height: 100)
}

private struct BlendDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Circle().fill(.orange).frame(width: 60, height: 60).hueRotation(.degrees(120))
                Circle().fill(.orange).frame(width: 60, height: 60).contrast(0.4)
                Text("Inverted").font(.headline).padding(8).background(.yellow).colorInvert()
            }
            ZStack {
                Circle().fill(.red).frame(width: 90, height: 90).offset(x: -30)
                Circle().fill(.blue).frame(width: 90, height: 90).offset(x: 30).blendMode(.screen)
                Text("Multiply").font(.title.bold()).foregroundStyle(.yellow).blendMode(.multiply)
            }
            ZStack {
                Color.primary.frame(width: 200, height: 40)
                Text("Difference").font(.title2.bold()).foregroundStyle(.white).blendMode(.difference)
            }
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(.indigo).frame(width: 200, height: 40)
                Text("Cut out").font(.title2.bold()).blendMode(.destinationOut)
            }
            .compositingGroup()
        }
        .padding()
    }
}

@MainActor
@Suite("Colour effects and blend modes")
struct ColorEffectTests {
    @Test("colorInvert turns red into cyan and white into black, keeping the opacity")
    func colorInvert() {
        #expect(centre(square(0xFF0000).colorInvert()) == 0xFF00_FFFF)
        #expect(centre(square(0xFFFFFF).colorInvert()) == 0xFF00_0000)
        // Half-transparent black inverted is half-transparent white, on the white screen.
        #expect(centre(Color.black.opacity(0.5).frame(width: 100, height: 100).colorInvert()) == 0xFFFF_FFFF)
    }

    @Test("contrast(0) is mid grey, contrast(0.5) halves each channel's distance from it")
    func contrast() {
        #expect(centre(square(0x123456).contrast(0)) == 0xFF80_8080)
        #expect(centre(square(0xFF0000).contrast(0.5)) == 0xFFBF_4040)
        // A negative contrast inverts about the middle.
        #expect(centre(square(0x000000).contrast(-1)) == 0xFFFF_FFFF)
    }

    @Test("hueRotation(180°) of pure red is SVG's hue-rotate matrix result, greys stay grey")
    func hueRotation() {
        // Red row 0.213 − 0.787 (clamped to 0); green and blue rows 0.426: 108.6 of 255.
        #expect(centre(square(0xFF0000).hueRotation(.degrees(180))) == 0xFF00_6D6D)
        #expect(centre(square(0x808080).hueRotation(.degrees(73))) == 0xFF80_8080)
        // A third of a turn takes red most of the way to green.
        let turned = centre(square(0xFF0000).hueRotation(.degrees(120)))
        #expect(turned >> 8 & 0xFF > turned >> 16 & 0xFF, "\(String(turned, radix: 16))")
    }

    @Test("hueRotation(0), contrast(1) and blendMode(.normal) change no pixel, also where the view ends at half a pixel")
    func neutralValues() {
        // Centred in the iPhone 13 Pro's safe area, the square's top and bottom are at half a pixel.
        let square = Color(red: 0.8, green: 0.6, blue: 1).frame(width: 100, height: 100)
        let plain = window(showing: square).render()
        let hue = window(showing: square.hueRotation(.zero)).render() == plain
        let turn = window(showing: square.hueRotation(.degrees(360))).render() == plain
        let contrast = window(showing: square.contrast(1)).render() == plain
        let normal = window(showing: square.blendMode(.normal)).render() == plain
        let twice = window(showing: square.colorInvert().colorInvert()).render() == plain
        #expect(hue, "hueRotation(0) changed pixels")
        #expect(turn, "hueRotation(360°) changed pixels")
        #expect(contrast, "contrast(1) changed pixels")
        #expect(normal, "blendMode(.normal) changed pixels")
        #expect(twice, "colorInvert twice changed pixels")
    }

    @Test("A blend mode in a ZStack blends the view with the siblings drawn before it")
    func blendInZStack() {
        // (204, 153, 102) under (128, 255, 64).
        func stacked(_ mode: BlendMode) -> UInt32 {
            centre(
                ZStack {
                    square(0xCC9966); square(0x80FF40).blendMode(mode)
                })
        }
        #expect(stacked(.multiply) == 0xFF66_991A)
        #expect(stacked(.screen) == 0xFFE6_FF8C)
        #expect(stacked(.difference) == 0xFF4C_6626)
        #expect(stacked(.darken) == 0xFF80_9940)
        #expect(stacked(.lighten) == 0xFFCC_FF66)
        #expect(stacked(.plusLighter) == 0xFFFF_FFA6)
        #expect(stacked(.plusDarker) == 0xFF4D_9900)
        #expect(stacked(.normal) == 0xFF80_FF40)
        #expect(stacked(.destinationOver) == 0xFFCC_9966)
        // Destination-out in a compositing group cuts a hole in the group alone: the white
        // screen behind the group shows through.
        #expect(
            centre(
                ZStack {
                    square(0xCC9966); square(0x80FF40).blendMode(.destinationOut)
                }.compositingGroup()) == 0xFFFF_FFFF)
        // Without one it cuts through everything drawn before it, the screen's background too.
        #expect(stacked(.destinationOut) == 0)
        // Where nothing was drawn before it but the white screen, multiply leaves the view as it is.
        #expect(centre(square(0x80FF40).blendMode(.multiply)) == 0xFF80_FF40)
        #expect(centre(square(0xFFFFFF).blendMode(.difference)) == 0xFF00_0000)
    }

    @Test("Every BlendMode has Raster's operator of the same name")
    func everyMode() {
        #expect(BlendMode.all.count == 21)
        #expect(Set(BlendMode.all.map(\.rasterOperator)).count == 21)
        #expect(Set(BlendMode.all.map(\.rasterOperator)) == Set(BlendOperator.allCases))
        for mode in BlendMode.all {
            #expect("\(mode)" == "\(mode.rasterOperator)")
        }
    }

    @Test("Hue rotation, contrast, inversion and blend modes together, light and dark")
    func snapshot() {
        assertLightAndDark(BlendDemo(), width: 320, height: 300)
    }
}
