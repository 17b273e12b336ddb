import Testing

@testable import NapkinUI

/// The distance between a paragraph's lines: iOS sets a system text style's lines its leading
/// apart (body 21 points at the iPhone presets' `.medium`), not the font's 19.09-point line box.
/// Measured on iOS 26: Challenge's two-line body messages.
@MainActor
@Suite("Paragraph line pitch")
struct ParagraphLinePitchTests {
    private func height(of needle: String, in view: some View) throws -> String {
        let frame = try frame(of: needle, in: view)
        return String(frame.split(separator: "×").last ?? "").replacingOccurrences(of: ")", with: "")
    }

    @Test("Two body lines: one line box and one leading, 19.09 + 21 points")
    func bodyLines() throws {
        #expect(try height(of: "\"One", in: Text("One\nTwo")) == "40.09")
        #expect(try height(of: "\"One", in: Text("One\nTwo\nThree")) == "61.09")
    }

    @Test("The style's leading at its Dynamic Type size: title 2 at .medium, 21 points on a 27-point leading")
    func titleLines() throws {
        // Title 2 at .medium: 21 points, its line box 21 × 2444/2048 = 25.06, its leading 27.
        #expect(try height(of: "\"One", in: Text("One\nTwo").font(.title2)) == "52.06")
    }

    @Test("A fixed size or a custom font keeps its line box; lineSpacing adds to the leading")
    func otherFontsAndLineSpacing() throws {
        #expect(try height(of: "\"One", in: Text("One\nTwo").font(.system(size: 16))) == "38.19")
        // A custom font scales like the body: 16 × 16/17 points at .medium, two 17.97-point lines.
        #expect(try height(of: "\"One", in: Text("One\nTwo").font(.custom("Inter", size: 16))) == "35.94")
        #expect(try height(of: "\"One", in: Text("One\nTwo").lineSpacing(4)) == "44.09")
    }
}
