import Testing

@testable import PixelComparison

/// CIEDE2000 against published reference values, and the sRGB → Lab conversion.
@Suite struct ColorDifferenceTests {
    /// Pairs and ΔE₀₀ values from Sharma, Wu & Dalal's CIEDE2000 test data.
    @Test(arguments: [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (LabColor(l: 50, a: -0.001, b: 2.49), LabColor(l: 50, a: 0.0009, b: -2.49), 4.8045),
        (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (LabColor(l: 22.7233, a: 20.0904, b: -46.694), LabColor(l: 23.0331, a: 14.973, b: -42.5619), 2.0373),
    ])
    func ciede2000MatchesReferenceData(first: LabColor, second: LabColor, expected: Double) {
        #expect(abs(first.deltaE2000(to: second) - expected) < 0.0001)
        #expect(abs(second.deltaE2000(to: first) - expected) < 0.0001)
    }

    @Test func srgbToLab() {
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = LabColor(red: 0, green: 0, blue: 0)
        #expect(black == LabColor(l: 0, a: 0, b: 0))
        let red = LabColor(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test func translucentPixelsAreComparedOverWhiteAndBlack() {
        var colors = PixelColorDifference()
        #expect(colors.deltaE(0xFF80_8080, 0xFF80_8080) == 0)
        // Transparent against opaque black: alike over black, very different over white.
        #expect(colors.deltaE(0x0000_0000, 0xFF00_0000) > 90)
        #expect(colors.deltaE(0xFF10_2030, 0xFF11_2131) < 1)
    }
}
