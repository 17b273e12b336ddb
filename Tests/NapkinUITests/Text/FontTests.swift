import Raster
import Testing

@testable import NapkinUI

@MainActor
@Suite("Fonts, weights and Dynamic Type")
struct FontTests {
    @Test(
        "Every text style has iOS 17's size, weight and leading at the default size",
        arguments: [
            (Font.largeTitle, 34.0, Font.Weight.regular, 41.0), (.title, 28, .regular, 34), (.title2, 22, .regular, 28),
            (.title3, 20, .regular, 25), (.headline, 17, .semibold, 22), (.body, 17, .regular, 22),
            (.callout, 16, .regular, 21), (.subheadline, 15, .regular, 20), (.footnote, 13, .regular, 18),
            (.caption, 12, .regular, 16), (.caption2, 11, .regular, 13),
        ])
    func textStyles(font: Font, size: Double, weight: Font.Weight, leading: Double) throws {
        #expect(Double(font.size) == size)
        #expect(font.face.weight == weight.spec)
        #expect(font.face.family == .default)
        let style = try #require(font.textStyle)
        #expect(Double(style.leading) == leading)
        // The line box is Apple's system font's: 1.193 em (20.29 points for the body).
        #expect(abs(font.lineHeight - size * 2444 / 2048) < 1e-9)
    }

    @Test("A body text is 20.29 points tall, as iOS lays it out")
    func bodyLineHeight() throws {
        // At the system's default size, .large (the iPhone presets carry upstream's .medium).
        let device = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        let frame = try NapkinUITests.frame(of: "Text", in: Text("Hello"), device: device)
        #expect(frame.hasSuffix("×20.29)"), "\(frame)")
        let headline = try NapkinUITests.frame(of: "Text", in: Text("Hello").font(.largeTitle), device: device)
        #expect(headline.hasSuffix("×40.57)"), "\(headline)")
    }

    @Test(
        "Text styles scale with the Dynamic Type size, per iOS's table",
        arguments: [
            (DynamicTypeSize.xSmall, Font.TextStyle.body, 14.0), (.small, .body, 15), (.medium, .body, 16), (.large, .body, 17),
            (.xLarge, .body, 19), (.xxLarge, .body, 21), (.xxxLarge, .body, 23), (.accessibility1, .body, 28),
            (.accessibility2, .body, 33), (.accessibility3, .body, 40), (.accessibility4, .body, 47), (.accessibility5, .body, 53),
            (.xSmall, .largeTitle, 31), (.xxxLarge, .largeTitle, 40), (.accessibility5, .largeTitle, 60),
            (.xSmall, .caption2, 11), (.xxxLarge, .footnote, 19), (.accessibility3, .subheadline, 36),
        ])
    func dynamicType(size: DynamicTypeSize, style: Font.TextStyle, points: Double) {
        #expect(Double(Font.system(style).scaled(for: size).size) == points)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        environment.font = .system(style)
        #expect(Double(environment.font.size) == points)
    }

    @Test("A Dynamic Type range keeps the size within it: the nearest bound outside, the size itself inside")
    func dynamicTypeRange() throws {
        let capped = Text("Hello").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        let huge = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .accessibility3))
        // accessibility3 (40 points) comes down to xxxLarge: 23 points × 1.193 = 27.45.
        #expect(try NapkinUITests.frame(of: "Text", in: capped, device: huge).hasSuffix("×27.45)"))
        let small = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .xSmall))
        let floored = Text("Hello").dynamicTypeSize(DynamicTypeSize.large...)
        #expect(try NapkinUITests.frame(of: "Text", in: floored, device: small).hasSuffix("×20.29)"))
        let large = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        #expect(try NapkinUITests.frame(of: "Text", in: capped, device: large).hasSuffix("×20.29)"))
    }

    @Test("Text in the environment's Dynamic Type size is laid out at the scaled size")
    func dynamicTypeInLayout() throws {
        let frame = try NapkinUITests.frame(of: "Text", in: Text("Hello").dynamicTypeSize(.xxxLarge))
        // 23 points × 1.193 = 27.45.
        #expect(frame.hasSuffix("×27.45)"), "\(frame)")
        // A fixed size does not scale; a custom font scales like the body.
        #expect(Font.system(size: 17).scaled(for: .xxxLarge).size == 17)
        #expect(Double(Font.custom("Avenir", size: 34).scaled(for: .xxxLarge).size) == 34.0 * 23 / 17)
        #expect(Font.custom("Avenir", fixedSize: 34).scaled(for: .xxxLarge).size == 34)
        // Scaling once is final: the scaled font has no text style left.
        #expect(Font.body.scaled(for: .xLarge).scaled(for: .xLarge).size == 19)
    }

    @Test("Weights, bold, italic, designs and monospaced pick the bundled faces")
    func faces() {
        #expect(Font.system(size: 15, weight: .semibold).face == .sansSemibold)
        #expect(Font.system(size: 15, weight: .heavy).face == .sansHeavy)
        #expect(Font.system(size: 15, weight: .ultraLight).face == .sansThin)
        #expect(Font.body.bold().face == .sansBold)
        #expect(Font.body.italic().face == .sansItalic)
        #expect(Font.body.bold().italic().face == .sansBoldItalic)
        #expect(Font.body.weight(.black).italic().face == .sansBoldItalic)
        #expect(Font.system(size: 20, design: .serif).bold().face == .serifBold)
        #expect(Font.system(size: 20, design: .serif).italic().face == .serifItalic)
        #expect(Font.body.monospaced().face == .mono)
        #expect(Font.headline.monospaced().face == .monoBold)
        #expect(Font.system(size: 20, design: .rounded).face == .sans)
        #expect(Font.serif(20).italic().face == .serifItalic)
    }

    @Test(
        "Font.custom falls back to the bundled family and weight its name describes",
        arguments: [
            ("Menlo-Bold", FontSpec.Face.monoBold), ("Courier New", .mono), ("Georgia", .serif), ("Times New Roman Bold", .serifBold),
            ("HelveticaNeue-Medium", .sansMedium), ("Avenir Next Demi Bold", .sansSemibold), ("Avenir-Heavy", .sansHeavy),
            ("Futura-MediumItalic", .sansMediumItalic), ("Noteworthy-Light", .sansLight), ("Papyrus", .sans),
            ("PT Sans", .sans), ("Gill Sans Black", .sansBlack),
        ])
    func customFallback(name: String, face: FontSpec.Face) {
        #expect(Font.custom(name, size: 17).face == face)
    }

    @Test("View modifiers set weight, italic, design and digits for the text inside")
    func viewModifiers() throws {
        var environment = EnvironmentValues()
        environment.fontWeight = .bold
        environment.isItalic = true
        #expect(Text("x").runs(in: environment).runs[0].font.face == .sansBoldItalic)
        environment.fontDesign = .monospaced
        #expect(Text("x").runs(in: environment).runs[0].font.face == .monoBold)
        let text = Text("**a** *b* `c`")
        let faces = text.runs(in: EnvironmentValues()).runs.map(\.font.face)
        #expect(faces == [.sansBold, .sans, .sansItalic, .sans, .mono])
    }

    @Test("monospacedDigit() gives every digit the same advance")
    func tabularDigits() {
        func width(_ string: String, tabular: Bool) -> Double {
            var font = Font.body
            if tabular { font = font.monospacedDigit() }
            return TextLayout(runs: [TextRun(string, font: font.spec)], maxWidth: nil).size.width
        }
        #expect(width("111", tabular: false) < width("000", tabular: false))
        #expect(abs(width("111", tabular: true) - width("000", tabular: true)) < 1e-9)
    }

    @Test("kerning and baselineOffset reach the laid-out glyphs")
    func kerningAndBaseline() {
        let plain = Text("AV").runs(in: EnvironmentValues()).runs[0].font
        let kerned = Text("AV").kerning(3).baselineOffset(4).runs(in: EnvironmentValues()).runs[0].font
        #expect(kerned.tracking == plain.tracking + 3)
        #expect(kerned.baselineOffset == 4)
        let lifted = TextLayout(runs: [TextRun("A", font: kerned)], maxWidth: nil)
        let flat = TextLayout(runs: [TextRun("A", font: plain)], maxWidth: nil)
        #expect(abs((flat.glyphs[0].position.y - lifted.glyphs[0].position.y) - 4) < 1e-9)
        #expect(lifted.size.height == flat.size.height)
    }
}

@MainActor
@Suite("Inter against SF Pro")
struct InterWidthTests {
    /// Pins how wide our body text is, so a font change shows up here. See the README
    /// ("Colours, fonts, shapes and effects") for how this compares with SF Pro.
    @Test("A 17-point body line in Inter measures 361.6 points, 343.0 with the system font's tracking")
    func bodyLineWidth() {
        let line = "The quick brown fox jumps over the lazy dog"
        var inter = Font.body.spec
        inter.tracksLikeSystemFont = false
        let width = TextLayout(runs: [TextRun(line, font: inter)], maxWidth: nil).size.width
        #expect(abs(width - 361.6) < 2, "\(width)")
        // The body's tracking, −0.442 points after each of the first 42 characters.
        let tracked = TextLayout(runs: [TextRun(line, font: Font.body.spec)], maxWidth: nil).size.width
        #expect(abs(tracked - (width - 42 * 0.442)) < 1e-9, "\(tracked)")
        // Inter's average advance, weighted by English letter frequency with 18 % spaces,
        // is 0.474 em; capsize (seek-oss/capsize) publishes 0.477 em for Inter and 0.4165 em
        // for the Apple system font measured the same way: Inter is about 14 % wider.
        let average = Font.body.nominalAdvance(of: line) / Double(line.count) / 17
        #expect(abs(average - 0.4958) < 0.01, "\(average)")
    }
}
