import CoreText
import Foundation
import Testing

@Suite("CoreText stand-in: font registration")
struct CoreTextTests {
    /// A bundled font file of the package, read as an app reads its own.
    private var fontURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts/Inter-Bold.otf")
    }

    @Test("Registering a font file answers false with registrationFailed: napkin draws its bundled fonts")
    func registerFontFile() throws {
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(fontURL as CFURL, .process, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.domain == kCTFontManagerErrorDomain)
        #expect(failure.code == CTFontManagerError.registrationFailed.rawValue)
        #expect(failure.localizedDescription.contains("bundled"))
    }

    @Test("A missing file is fileNotFound; a file that is not a font is unrecognizedFormat")
    func registerBadFiles() throws {
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nonexistent/Font.ttf") as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: #filePath) as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.unrecognizedFormat.rawValue)
        #expect(!CTFontManagerRegisterFontsForURL(fontURL as CFURL, .process, nil))
    }

    @Test("A graphics font is made from a font file's bytes only, and registering it fails the same way")
    func graphicsFont() throws {
        let provider = try #require(CGDataProvider(url: fontURL as CFURL))
        let font = try #require(CGFont(provider))
        #expect(CGFont(try #require(CGDataProvider(data: Data("not a font at all".utf8)))) == nil)
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.registrationFailed.rawValue)
        #expect(!CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(CTFontManagerScope.user == .persistent)
    }
}
