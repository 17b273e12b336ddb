import PackageTestSupport
import Raster
import Testing

@testable import NapkinUI

/// San Francisco's size-specific tracking, added to the Inter that stands in for it, so text
/// edges land where iOS puts them (see docs/swiftui-fidelity.md).
@MainActor
@Suite("San Francisco's tracking on Inter")
struct SystemTrackingTests {
    /// The system tracking at `size` points, in points.
    private func tracking(_ size: Double) -> Double {
        var spec = FontSpec(face: .sans, size: size)
        spec.tracksLikeSystemFont = true
        return spec.systemTracking
    }

    /// `spec` without the system font's tracking: Inter's own advances.
    private func untracked(_ spec: FontSpec) -> FontSpec {
        var copy = spec
        copy.tracksLikeSystemFont = false
        return copy
    }

    /// The laid-out width of `string` in `spec` on one line.
    private func width(_ string: String, _ spec: FontSpec) -> Double {
        TextLayout(runs: [TextRun(string, font: spec)], maxWidth: nil).size.width
    }

    /// The runs' font of a text laid out in `environment`.
    private func spec(of text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> FontSpec {
        text.runs(in: environment).runs[0].font
    }

    @Test(
        "The tracking per size, in thousandths of an em: Apple's values to 19 points, measured ones above",
        arguments: [
            (6.0, 41.0), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26), (19, -24), (21, -38),
            (27, -29),
        ])
    func table(size: Double, thousandths: Double) {
        #expect(abs(tracking(size) - thousandths * size / 1000) < 1e-12)
    }

    @Test("Between the sizes listed the tracking is interpolated; beyond the ends it is held")
    func interpolation() {
        // 16.5 points: halfway between −20 and −26 thousandths.
        #expect(abs(tracking(16.5) - -0.023 * 16.5) < 1e-12)
        // 20 points (the third title): halfway between 19 (−24) and 21 (−38).
        #expect(abs(tracking(20) - -0.031 * 20) < 1e-12)
        // 23 points: a third of the way from 21 (−38) to 27 (−29).
        #expect(abs(tracking(23) - -0.035 * 23) < 1e-12)
        // Held: 4 points as 6, the large title (34) and beyond as 27.
        #expect(abs(tracking(4) - 0.041 * 4) < 1e-12)
        #expect(abs(tracking(34) - -0.029 * 34) < 1e-12)
        #expect(abs(tracking(96) - -0.029 * 96) < 1e-12)
        // Only a font standing in for the system font is tracked.
        #expect(FontSpec(face: .sans, size: 17).systemTracking == 0)
    }

    @Test("Text styles and system fonts in the default and rounded designs are tracked, in every weight")
    func trackedFonts() {
        for font in [
            Font.body, .largeTitle, .caption2, .system(size: 17), .system(size: 17, design: .rounded), .system(.title, design: .rounded),
        ] {
            #expect(font.spec.tracksLikeSystemFont, "\(font)")
        }
        #expect(Font.body.bold().italic().spec.tracksLikeSystemFont)
        #expect(abs(Font.body.spec.systemTracking - -0.442) < 1e-12)
        #expect(abs(Font.headline.weight(.black).spec.systemTracking - -0.442) < 1e-12)
        // Laid out: four gaps of −0.442 points between the five letters of "Hello".
        let body = Font.body.spec
        #expect(abs(width("Hello", body) - (width("Hello", untracked(body)) - 4 * 0.442)) < 1e-9)
    }

    @Test("SF Pro Rounded's regular weight tracks 15/1000 em tighter than SF Pro; its other weights do not")
    func roundedRegular() throws {
        // The body at 17 points: SF Pro's −26/1000 em, and −15 more in the rounded design.
        #expect(abs(Font.system(.body, design: .rounded).spec.systemTracking - -0.697) < 1e-12)
        #expect(abs(Font.system(size: 16, design: .rounded).spec.systemTracking - -0.56) < 1e-12)
        #expect(abs(Font.system(.body, design: .rounded).bold().spec.systemTracking - -0.442) < 1e-12)
        #expect(abs(Font.system(.headline, design: .rounded).spec.systemTracking - -0.442) < 1e-12)
        // `.fontDesign(.rounded)` on the system font, as `design: .rounded`.
        var environment = EnvironmentValues()
        environment.fontDesign = .rounded
        #expect(abs(spec(of: Text("A"), in: environment).systemTracking - -0.697) < 1e-12)
        #expect(abs(spec(of: Text("A").font(.custom("Inter", size: 17)), in: environment).systemTracking) < 1e-12)
        // Challenge's DSInfoRow value (iOS 26): "Rick Sanchez" in the rounded body at .medium,
        // 11 gaps of 0.56 points, 2.64 points narrower than with SF Pro's tracking alone.
        let rounded = try NapkinUITests.frame(of: "Text", in: Text("Rick Sanchez").font(.system(.body, design: .rounded)))
        let plain = try NapkinUITests.frame(of: "Text", in: Text("Rick Sanchez"))
        #expect(abs(numbers(plain)[2] - numbers(rounded)[2] - 11 * 0.24) < 0.011, "\(plain) \(rounded)")
    }

    @Test("Custom fonts, NapkinUI's own faces and the serif and monospaced designs keep their advances")
    func untrackedFonts() {
        for font in [Font.custom("Avenir", size: 17), .custom("Georgia", fixedSize: 17), .sans(17), .sansMedium(17), .serif(17), .mono(17)]
        {
            #expect(!font.spec.tracksLikeSystemFont, "\(font)")
            #expect(font.spec.systemTracking == 0)
        }
        #expect(!Font.system(size: 17, design: .serif).spec.tracksLikeSystemFont)
        #expect(!Font.system(.body, design: .monospaced).spec.tracksLikeSystemFont)
        // A body text switched to another family draws that family's own advances.
        let serif = spec(of: Text("Hello").fontDesign(.serif))
        #expect(serif.face == .serif)
        #expect(width("Hello", serif) == width("Hello", untracked(serif)))
        let mono = spec(of: Text("Hello").monospaced())
        #expect(width("Hello", mono) == width("Hello", untracked(mono)))
    }

    @Test(
        "Characters drawn in a fallback face (CJK, emoji, Arabic, Hebrew) are not tracked; the spaces between them, drawn in Inter, are",
        arguments: [("日本語の文章", 0), ("😀🎉👍", 0), ("مرحبا بالعالم", 1), ("שלום עולם", 1)])
    func fallbackFaces(string: String, spaces: Int) {
        let body = Font.body.spec
        #expect(abs(width(string, body) - (width(string, untracked(body)) - Double(spaces) * 0.442)) < 1e-9)
    }

    @Test("In mixed text only Inter's characters are tracked")
    func mixedText() {
        let body = Font.body.spec
        // "ab" in Inter, then two CJK characters: two tracked gaps, the last character's none.
        #expect(abs(width("ab日本", body) - (width("ab日本", untracked(body)) - 2 * 0.442)) < 1e-9)
    }

    @Test("Explicit tracking and kerning add to the system font's tracking")
    func explicitSpacing() {
        let kerned = spec(of: Text("Hello").kerning(3))
        #expect(kerned.tracking == 3)
        #expect(abs(width("Hello", kerned) - (width("Hello", untracked(Font.body.spec)) + 4 * (3 - 0.442))) < 1e-9)
        let tracked = spec(of: Text("Hello").tracking(-1))
        #expect(abs(width("Hello", tracked) - (width("Hello", untracked(Font.body.spec)) + 4 * (-1 - 0.442))) < 1e-9)
        // On a font of NapkinUI's own only the explicit spacing counts.
        let own = spec(of: Text("Hello").font(.sans(17)).kerning(3))
        #expect(abs(width("Hello", own) - (width("Hello", FontSpec.sans(17)) + 4 * 3)) < 1e-9)
    }

    @Test("A Dynamic Type size tracks text at the scaled size")
    func dynamicType() {
        // .medium: the body is 16 points (−20 thousandths); .xxxLarge: 23 points (−35).
        #expect(abs(Font.body.scaled(for: .medium).spec.systemTracking - -0.32) < 1e-12)
        #expect(abs(Font.body.scaled(for: .xxxLarge).spec.systemTracking - -0.035 * 23) < 1e-12)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xSmall
        // The body at .xSmall is 14 points: −11 thousandths.
        #expect(abs(spec(of: Text("Hello"), in: environment).systemTracking - -0.154) < 1e-12)
    }

    @Test("\"Hello, world!\" at the body on an iPhone 13 Pro is Inter's width less 12 gaps of 0.32 points")
    func measuredWidth() throws {
        // The iPhone presets are at .medium, so the body is 16 points: −0.32 points a gap.
        let frame = try NapkinUITests.frame(of: "Text", in: Text("Hello, world!"))
        let inter = width("Hello, world!", untracked(Font.body.scaled(for: .medium).spec))
        #expect(abs(inter - 93.66) < 0.005, "\(inter)")
        #expect(frame.contains(" 89.82×"), "\(frame)")
        #expect(abs(numbers(frame)[2] - (inter - 12 * 0.32)) < 0.005)
    }

    @Test("Line breaking drops the tracking after each line's last character")
    func lineBreaking() {
        let body = Font.body.spec
        let layout = TextLayout(runs: [TextRun("Hello world", font: body)], maxWidth: 60)
        #expect(layout.lines.count == 2)
        #expect(abs(layout.lines[0].width - width("Hello", body)) < 1e-9)
        #expect(abs(layout.lines[1].width - width("world", body)) < 1e-9)
        #expect(abs(width("world", body) - (width("world", untracked(body)) - 4 * 0.442)) < 1e-9)
    }
}
