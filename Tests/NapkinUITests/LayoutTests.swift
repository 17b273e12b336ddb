import Testing
@testable import NapkinUI

/// Lays `view` out on `device` and returns the window's layout description lines.
@MainActor
func layoutLines<V: View>(_ view: V, device: Device = .iPhone13Pro) -> [String] {
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    return window.layoutDescription().split(separator: "\n").map(String.init)
}

/// The frame of the first node described by a line containing `needle`.
@MainActor
func frame<V: View>(of needle: String, in view: V, device: Device = .iPhone13Pro) -> String? {
    layoutLines(view, device: device).first { $0.contains(needle) }.map { line in
        let start = line.firstIndex(of: "(")!
        let end = line[start...].firstIndex(of: ")")!
        return String(line[start...end])
    }
}

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("Padding insets the child on every side")
    func padding() {
        let view = Color.red.frame(width: 100, height: 50).padding(10).accessibilityLabel("box")
        // Root content is centred in the safe area (390 × 763 starting at y 47).
        let lines = layoutLines(Color.red.frame(width: 100, height: 50).accessibilityLabel("inner").padding(10))
        let inner = lines.first { $0.contains("inner") }!
        #expect(inner.contains("(145, 403.5, 100×50)"), "\(inner)")
        _ = view
    }

    @Test("VStack spacing and leading alignment")
    func vstackSpacing() {
        let view = VStack(alignment: .leading, spacing: 12) {
            Color.red.frame(width: 100, height: 20).accessibilityLabel("a")
            Color.blue.frame(width: 50, height: 30).accessibilityLabel("b")
        }
        let lines = layoutLines(view)
        let a = lines.first { $0.contains("\"a\"") }!, b = lines.first { $0.contains("\"b\"") }!
        // Stack is 100×62, centred in the safe area: x 145, y 47 + (763 - 62)/2 = 397.5.
        #expect(a.contains("(145, 397.5, 100×20)"), "\(a)")
        #expect(b.contains("(145, 429.5, 50×30)"), "\(b)")
    }

    @Test("HStack trailing-aligned children and default spacing")
    func hstack() {
        let view = HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 40).accessibilityLabel("tall")
            Color.blue.frame(width: 10, height: 10).accessibilityLabel("short")
        }
        let lines = layoutLines(view)
        let tall = lines.first { $0.contains("\"tall\"") }!, short = lines.first { $0.contains("\"short\"") }!
        #expect(tall.contains("(181, 408.5, 10×40)"), "\(tall)")
        #expect(short.contains("(199, 438.5, 10×10)"), "\(short)")
    }

    @Test("Spacers share the leftover space equally")
    func spacers() {
        let view = HStack(spacing: 0) {
            Spacer().accessibilityLabel("s1")
            Color.red.frame(width: 90, height: 10)
            Spacer().accessibilityLabel("s2")
            Color.blue.frame(width: 60, height: 10)
            Spacer().accessibilityLabel("s3")
        }
        let lines = layoutLines(view)
        for (label, x) in [("s1", "0"), ("s2", "170"), ("s3", "310")] {
            let line = lines.first { $0.contains("\"\(label)\"") }!
            #expect(line.contains("(\(x), "), "\(line)")
            #expect(line.contains("80×0"), "\(line)")
        }
    }

    @Test(".frame(maxWidth: .infinity) fills the width offered")
    func maxWidthInfinity() {
        let view = Text("Hi").frame(maxWidth: .infinity, alignment: .leading).accessibilityLabel("row").padding(.horizontal, 28)
        let row = layoutLines(view).first { $0.contains("Text") }!
        #expect(row.contains("(28, "), "\(row)")
        let full = frame(of: "label=\"row\"", in: view)
        #expect(full == nil || full!.contains("334×"))
    }

    @Test("Text wraps inside a padded VStack on a 390-point screen")
    func textWraps() {
        let headline = Text("Step inside the *smokehouse*.").font(.serif(46))
        let view = VStack(alignment: .leading, spacing: 28) { headline }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 28)
        let line = layoutLines(view).first { $0.contains("Text") }!
        let layout = TextLayout(runs: [TextRun("Step inside the ", font: .serif(46)), TextRun("smokehouse", font: .serifItalic(46)), TextRun(".", font: .serif(46))], maxWidth: 334)
        #expect(layout.lineCount == 2)
        #expect(line.contains("×\(formatNumber(layout.size.height)))"), "\(line)")
        #expect(line.contains("(28, "), "\(line)")
        #expect(layout.size.width <= 334)
    }

    @Test("HStack first-baseline alignment puts baselines on one line")
    func firstBaseline() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text("01 ·").font(.mono(12))
            Text("Brisket").font(.serif(22))
        }
        let window = Window()
        window.rootViewController = HostingController(rootView: view)
        let lines = window.layoutDescription().split(separator: "\n").filter { $0.contains("Text") }
        func top(_ line: Substring) -> Double { Double(line.split(separator: "(")[1].split(separator: ",")[1].trimmingCharacters(in: .whitespaces))! }
        let monoTop = top(lines[0]), serifTop = top(lines[1])
        let monoBaseline = monoTop + Font.mono(12).ascender
        let serifBaseline = serifTop + Font.serif(22).ascender
        #expect(abs(monoBaseline - serifBaseline) < 0.01, "\(monoBaseline) vs \(serifBaseline)")
        #expect(monoTop > serifTop)
    }

    @Test("Content stays in the safe area; .ignoresSafeArea() extends to the screen edges")
    func safeArea() {
        let view = ZStack {
            Color.red.ignoresSafeArea().accessibilityLabel("bg")
            Color.blue.accessibilityLabel("content")
        }
        let lines = layoutLines(view)
        let bg = lines.first { $0.contains("\"bg\"") }!, content = lines.first { $0.contains("\"content\"") }!
        #expect(content.contains("(0, 47, 390×763)"), "\(content)")
        #expect(bg.contains("(0, 0, 390×844)"), "\(bg)")
        let se = layoutLines(view, device: .iPhoneSE)
        #expect(se.first { $0.contains("\"content\"") }!.contains("(0, 20, 375×647)"))
    }
}
