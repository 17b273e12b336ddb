import Testing

@testable import Raster

@Suite("Choosing a bundled face for a design, weight and slant")
struct FaceMatchingTests {
    @Test("Each design's weights pick the nearest face of the family, heavier on a tie")
    func nearestWeight() {
        typealias Face = FontSpec.Face
        #expect(Face.matching(family: .default, weight: .regular, italic: false) == .sans)
        #expect(Face.matching(family: .default, weight: .bold, italic: false) == .sansBold)
        #expect(Face.matching(family: .default, weight: .ultraLight, italic: false) == .sansThin)
        #expect(Face.matching(family: .default, weight: .black, italic: false) == .sansBlack)
        // Italics exist in four weights (regular, medium, semibold, bold).
        #expect(Face.matching(family: .default, weight: .light, italic: true) == .sansItalic)
        #expect(Face.matching(family: .default, weight: .heavy, italic: true) == .sansBoldItalic)
        // Rounded is drawn in the default sans.
        #expect(Face.matching(family: .rounded, weight: .semibold, italic: false) == .sansSemibold)
        // The serif has regular, italic and bold; semibold is nearer bold than regular.
        #expect(Face.matching(family: .serif, weight: .semibold, italic: false) == .serifBold)
        #expect(Face.matching(family: .serif, weight: .medium, italic: false) == .serif)
        // No bold italic serif: the slant wins over the weight.
        #expect(Face.matching(family: .serif, weight: .bold, italic: true) == .serifItalic)
        // The monospaced face has no italic: an italic asks for the upright face.
        #expect(Face.matching(family: .monospaced, weight: .heavy, italic: true) == .monoBold)
        #expect(Face.matching(family: .monospaced, weight: .thin, italic: false) == .mono)
    }

    @Test("Every combination stays in its family and has the slant asked for when the family has it")
    func everyCombination() {
        for (ordinal, design) in FontSpec.Design.allCases.enumerated() {
            #expect(design.ordinal == ordinal)
            let family = design == .rounded ? FontSpec.Design.default : design
            let hasItalic = FontSpec.Face.allCases.contains { $0.family == family && $0.isItalic }
            for weight in FontSpec.Weight.allCases {
                for italic in [false, true] {
                    let face = FontSpec.Face.matching(family: design, weight: weight, italic: italic)
                    #expect(face.family == family)
                    #expect(face.isItalic == (italic && hasItalic))
                    // No face of the family with the same slant is nearer in weight.
                    let distance = abs(face.weight.thickness - weight.thickness)
                    let nearer = FontSpec.Face.allCases.filter {
                        $0.family == family && $0.isItalic == face.isItalic && $0 != .symbol
                            && !FontSpec.Face.scriptFallbacks.contains($0)
                            && abs($0.weight.thickness - weight.thickness) < distance
                    }
                    #expect(nearer.isEmpty, "\(design) \(weight) italic: \(italic) chose \(face)")
                }
            }
        }
    }
}
