import Foundation
import Testing

@testable import NapkinUI

/// Where a view's body leaves what `UIFontMetrics` gave it.
@MainActor
private final class Readings {
    var values: [CGFloat] = []
}

/// A label sized the way apps that support Dynamic Type with a custom font size it.
private struct ScaledLabel: View {
    let readings: Readings
    var body: some View {
        let size = UIFontMetrics.default.scaledValue(for: 17)
        let headline = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28)).pointSize
        readings.values += [size, headline]
        return Text("Scaled").font(.system(size: size))
    }
}

@MainActor
@Suite("UIKit's font and Core Image names in SwiftUI files")
struct UIFontAndCoreImageNamesTests {
    @Test("UIFontMetrics scales a value as its text style's size: body 17 → 28 at accessibility1, 14 at xSmall")
    func fontMetricsWithTraits() {
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 17, compatibleWith: Traits(dynamicTypeSize: .large)) == 17)
        #expect(body.scaledValue(for: 17, compatibleWith: Traits(dynamicTypeSize: .accessibility1)) == 28)
        #expect(body.scaledValue(for: 34, compatibleWith: Traits(preferredContentSizeCategory: .accessibilityMedium)) == 56)
        #expect(body.scaledValue(for: 17, compatibleWith: Traits(dynamicTypeSize: .xSmall)) == 14)
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(title.scaledValue(for: 28, compatibleWith: Traits(dynamicTypeSize: .accessibility1)) == 38)
        let font = UIFont(name: "Avenir-Heavy", size: 20)!
        let scaled = body.scaledFont(for: font, compatibleWith: Traits(dynamicTypeSize: .accessibility1))
        #expect(abs(scaled.pointSize - 20 * 28 / 17) < 0.0001)
        #expect(scaled.fontName == "Avenir-Heavy")
        let capped = body.scaledFont(for: font, maximumPointSize: 24, compatibleWith: Traits(dynamicTypeSize: .accessibility5))
        #expect(capped.pointSize == 24)
    }

    @Test("Without traits, UIFontMetrics scales by the text size the body is drawn at, as UIKit's current traits")
    func fontMetricsInABody() {
        let readings = Readings()
        _ = renderView(ScaledLabel(readings: readings).environment(\.dynamicTypeSize, .accessibility1))
        #expect(readings.values.suffix(2) == [28, 38])
        _ = renderView(ScaledLabel(readings: readings).environment(\.dynamicTypeSize, .large))
        #expect(readings.values.suffix(2) == [17, 28])
        // Outside a body: the default size.
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
    }

    @Test("A UIFont survives NSKeyedArchiver: system fonts keep weight, design, italic and text style; named fonts their name")
    func fontArchiving() throws {
        let fonts: [UIFont] = [
            .systemFont(ofSize: 15, weight: .semibold),
            .italicSystemFont(ofSize: 12),
            .monospacedDigitSystemFont(ofSize: 20, weight: .bold),
            UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 18).fontDescriptor.withDesign(.rounded)), size: 0),
            .preferredFont(forTextStyle: .headline),
            try #require(UIFont(name: "Menlo-Bold", size: 13)),
        ]
        for font in fonts {
            let secure = try NSKeyedArchiver.archivedData(withRootObject: font, requiringSecureCoding: true)
            let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: secure))
            #expect(back == font, "\(font) came back as \(back)")
            #expect(back.fontName == font.fontName && back.pointSize == font.pointSize && back.font == font.font)
            let plain = try NSKeyedArchiver.archivedData(withRootObject: font, requiringSecureCoding: false)
            #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: plain) == font)
        }
        // Set and dictionary use equal fonts as one key; a copy is the font itself.
        #expect(Set([UIFont.systemFont(ofSize: 15), .systemFont(ofSize: 15), .systemFont(ofSize: 16)]).count == 2)
        let font = UIFont.boldSystemFont(ofSize: 9)
        #expect(font.copy() as? UIFont === font)
    }

    @Test("An archive that holds no font, a bad size, or is not an archive decodes to nothing, never a crash")
    func fontArchiveErrors() throws {
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: Data("not an archive".utf8))) == nil)
        let other = try NSKeyedArchiver.archivedData(withRootObject: NSString(string: "Avenir"), requiringSecureCoding: true)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: other)) == nil)
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(NSString(string: "Avenir"), forKey: "UIFontName")
        archiver.encode(-4.0, forKey: "UIFontPointSize")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(UIFont(coder: unarchiver) == nil, "a negative size is refused, without aborting under .raiseException")
        let collecting = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        collecting.decodingFailurePolicy = .setErrorAndReturn
        #expect(UIFont(coder: collecting) == nil)
    }

    @Test("A font-registration helper importing only SwiftUI compiles: CoreText's and Core Foundation's names come with NapkinUI")
    func fontRegistrationNames() throws {
        let fontURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts/Inter-Bold.otf")
        let provider = try #require(CGDataProvider(url: fontURL as CFURL))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetCode(failure) == CTFontManagerError.registrationFailed.rawValue)
        #expect(CFErrorGetDomain(failure) == kCTFontManagerErrorDomain as CFString)
        let description: CFString? = CFErrorCopyDescription(failure)
        #expect((description ?? "Unknown error" as CFString).contains("bundled fonts"))
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/Font.ttf") as CFURL) == nil)
    }

    @Test("A system font's descriptor changes its design and traits; a named font has no designs")
    func fontDescriptor() throws {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        let rounded = try #require(font.fontDescriptor.withDesign(.rounded))
        let roundedFont = UIFont(descriptor: rounded, size: 0)
        #expect(roundedFont.pointSize == 15)
        #expect(roundedFont.font == Font.system(size: 15, weight: .semibold, design: .rounded))
        let serif = UIFont(descriptor: try #require(font.fontDescriptor.withDesign(.serif)), size: 20)
        #expect(serif.font == Font.system(size: 20, weight: .semibold, design: .serif))
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 17).font == Font.system(size: 17).italic())
        #expect(italic.symbolicTraits == .traitItalic)
        let bold = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 17).font == Font.system(size: 17, weight: .bold))
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFont(name: "Menlo", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
        // A text style's font keeps its style through a descriptor, so it still scales.
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(UIFont(descriptor: headline, size: 0).font == Font.headline)
        #expect(headline.withSize(30).pointSize == 30)
    }

    @Test("UIFont's metrics are San Francisco's line box for a system font: 17 pt rises 16.19, falls 4.10")
    func fontMetricsOfAFont() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(body.ascender - 16.187) < 0.01)
        #expect(abs(body.descender + 4.102) < 0.01)
        #expect(abs(body.capHeight - 11.978) < 0.01)
        #expect(abs(body.lineHeight - (body.ascender - body.descender + body.leading)) < 0.0001)
        #expect(body.familyName == ".SF UI")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(UIFont(name: "Avenir-Heavy", size: 12)!.familyName == "Avenir")
        // withSize keeps what a system font was made of.
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).withSize(18)
        #expect(mono.font == Font.system(size: 18, weight: .bold, design: .monospaced))
    }

    @Test("CIColor reads a colour's light components and round-trips Core Image's string form")
    func ciColor() {
        let color = CIColor(color: UIColor(Color(red: 187 / 255, green: 59 / 255, blue: 226 / 255)))
        #expect(Int(color.red * 255 + 0.5) == 187 && Int(color.green * 255 + 0.5) == 59 && Int(color.blue * 255 + 0.5) == 226)
        #expect(color.alpha == 1)
        let dynamic = CIColor(color: UIColor(Color(light: .white, dark: .black)))
        #expect(dynamic.red == 1)
        #expect(CIColor(string: "0.5 0.25 1 0.8") == CIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.8))
        #expect(CIColor(string: "[1 0 0]") == .red)
        #expect(CIColor(string: "not a colour") == .black)
        #expect(
            CIColor(string: CIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).stringRepresentation)
                == CIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(UIColor(ciColor: .blue) == .blue)
        #expect(UIColor.red.ciColor == .red)
    }
}
