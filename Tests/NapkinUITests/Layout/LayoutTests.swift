import PackageTestSupport
import Raster
import Testing

@testable import NapkinUI

/// Lays `view` out on `device` and returns the window's layout description lines.
@MainActor
func layoutLines<V: View>(_ view: V, device: Device = .iPhone13Pro) -> [String] {
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    return window.layoutDescription().split(separator: "\n").map(String.init)
}

/// The first description line containing `needle`; a test that cannot find it fails there.
@MainActor
func line<V: View>(containing needle: String, in view: V, device: Device = .iPhone13Pro, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String
{
    try #require(
        layoutLines(view, device: device).first { $0.contains(needle) }, "no line contains \(needle)", sourceLocation: sourceLocation)
}

/// The frame of the first node described by a line containing `needle`, as written there:
/// "(x, y, w×h)".
@MainActor
func frame<V: View>(of needle: String, in view: V, device: Device = .iPhone13Pro, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
{
    let line = try line(containing: needle, in: view, device: device, sourceLocation: sourceLocation)
    let start = try #require(line.firstIndex(of: "("), sourceLocation: sourceLocation)
    let end = try #require(line[start...].firstIndex(of: ")"), sourceLocation: sourceLocation)
    return String(line[start...end])
}

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("Padding insets the child on every side")
    func padding() throws {
        // Root content is centred in the safe area (390 × 763 starting at y 47).
        let inner = try frame(of: "inner", in: Color.red.frame(width: 100, height: 50).accessibilityLabel("inner").padding(10))
        #expect(inner == "(145, 403.5, 100×50)")
    }

    @Test("VStack spacing and leading alignment")
    func vstackSpacing() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            Color.red.frame(width: 100, height: 20).accessibilityLabel("a")
            Color.blue.frame(width: 50, height: 30).accessibilityLabel("b")
        }
        // Stack is 100×62, centred in the safe area: x 145, y 47 + (763 - 62)/2 = 397.5.
        #expect(try frame(of: "\"a\"", in: view) == "(145, 397.5, 100×20)")
        #expect(try frame(of: "\"b\"", in: view) == "(145, 429.5, 50×30)")
    }

    @Test("HStack trailing-aligned children and default spacing")
    func hstack() throws {
        let view = HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 40).accessibilityLabel("tall")
            Color.blue.frame(width: 10, height: 10).accessibilityLabel("short")
        }
        #expect(try frame(of: "\"tall\"", in: view) == "(181, 408.5, 10×40)")
        #expect(try frame(of: "\"short\"", in: view) == "(199, 438.5, 10×10)")
    }

    @Test("Two texts side by side keep their one line when the stack is placed at its own size", arguments: [34.0, 38, 40, 48])
    func textsKeepTheirLineInAStackOfTheirSize(size: Double) throws {
        let row = HStack {
            Text("1280").font(.system(size: size)); Text("of 2000 mL")
        }
        let big = numbers(try frame(of: "\"1280\"", in: row))
        let alone = numbers(try frame(of: "\"1280\"", in: Text("1280").font(.system(size: size))))
        // As wide and as tall as the text alone: one line, not "128" over "0".
        #expect(abs(big[2] - alone[2]) < 0.011 && abs(big[3] - alone[3]) < 0.011)
    }

    @Test("Spacers share the leftover space equally")
    func spacers() throws {
        let view = HStack(spacing: 0) {
            Spacer().accessibilityLabel("s1")
            Color.red.frame(width: 90, height: 10)
            Spacer().accessibilityLabel("s2")
            Color.blue.frame(width: 60, height: 10)
            Spacer().accessibilityLabel("s3")
        }
        for (label, x) in [("s1", "0"), ("s2", "170"), ("s3", "310")] {
            let frame = try frame(of: "\"\(label)\"", in: view)
            #expect(frame.hasPrefix("(\(x), ") && frame.contains("80×0"), "\(label): \(frame)")
        }
    }

    @Test(".frame(maxWidth: .infinity) fills the width offered")
    func maxWidthInfinity() throws {
        let view = Text("Hi").frame(maxWidth: .infinity, alignment: .leading).accessibilityLabel("row").padding(.horizontal, 28)
        #expect(try frame(of: "Text", in: view).hasPrefix("(28, "))
        #expect(try frame(of: "label=\"row\"", in: view).contains("334×"))
    }

    @Test("Text wraps inside a padded VStack on a 390-point screen")
    func textWraps() throws {
        let headline = Text("Step inside the *smokehouse*.").font(.serif(46))
        let view = VStack(alignment: .leading, spacing: 28) { headline }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 28)
        let line = try line(containing: "Text", in: view)
        let layout = TextLayout(
            runs: [
                TextRun("Step inside the ", font: .serif(46)), TextRun("smokehouse", font: .serifItalic(46)),
                TextRun(".", font: .serif(46)),
            ], maxWidth: 334)
        #expect(layout.lineCount == 2)
        #expect(line.contains("×\(formatNumber(layout.size.height)))"), "\(line)")
        #expect(line.contains("(28, "), "\(line)")
        #expect(layout.size.width <= 334)
    }

    @Test("HStack first-baseline alignment puts baselines on one line")
    func firstBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text("01 ·").font(.mono(12))
            Text("Brisket").font(.serif(22))
        }
        let window = Window()
        window.rootViewController = HostingController(rootView: view)
        let lines = window.layoutDescription().split(separator: "\n").filter { $0.contains("Text") }
        try #require(lines.count == 2)
        // "Text (x, y, w×h) …": the second number is the top.
        func top(_ line: Substring) throws -> Double {
            let fields = line.split(separator: "(").dropFirst().first?.split(separator: ",") ?? []
            return try #require(fields.dropFirst().first.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }, "no top in \(line)")
        }
        let monoTop = try top(lines[0]), serifTop = try top(lines[1])
        let monoBaseline = monoTop + Font.mono(12).ascender
        let serifBaseline = serifTop + Font.serif(22).ascender
        #expect(abs(monoBaseline - serifBaseline) < 0.01, "\(monoBaseline) vs \(serifBaseline)")
        #expect(monoTop > serifTop)
    }

    @Test("Content stays in the safe area; .ignoresSafeArea() extends to the screen edges")
    func safeArea() throws {
        let view = ZStack {
            Color.red.ignoresSafeArea().accessibilityLabel("bg")
            Color.blue.accessibilityLabel("content")
        }
        #expect(try frame(of: "\"content\"", in: view) == "(0, 47, 390×763)")
        #expect(try frame(of: "\"bg\"", in: view) == "(0, 0, 390×844)")
        #expect(try frame(of: "\"content\"", in: view, device: .iPhoneSE) == "(0, 20, 375×647)")
    }
}
