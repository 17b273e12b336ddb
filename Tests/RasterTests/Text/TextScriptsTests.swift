import Testing

@testable import Raster

/// Scripts other than Latin: bundled fallback faces, right-to-left shaping and reordering.
@Suite("Scripts and bidirectional text")
struct TextScriptsTests {
    @Test(
        "Every script in common use has glyphs: Arabic, Hebrew, emoji, CJK, the Indic and Southeast Asian scripts, Georgian, Armenian, Ethiopic, Cyrillic, Greek",
        arguments: [
            "مرحبا بكم في المدخنة", "ברוכים הבאים", "🔥🍖😀❤️👍", "欢迎光临烟熏房", "スモークハウスへようこそ", "훈제 고기 집에 오신 것을 환영합니다",
            "स्मोकहाउस में आपका स्वागत है", "ধোঁয়াঘরে স্বাগতম", "புகைவீட்டுக்கு வரவேற்கிறோம்", "స్వాగతం", "સ્વાગત છે", "ਜੀ ਆਇਆਂ ਨੂੰ",
            "ಸ್ವಾಗತ", "സ്വാഗതം", "ସ୍ୱାଗତ", "ආයුබෝවන්", "ยินดีต้อนรับ", "ຍິນດີຕ້ອນຮັບ", "សូមស្វាគមន៍", "ကြိုဆိုပါသည်",
            "მოგესალმებით", "Բարի գալուստ", "እንኳን ደህና መጡ", "Добро пожаловать", "Καλώς ήρθατε",
        ])
    func noBoxes(_ text: String) {
        let layout = TextLayout(text, font: .sans(17))
        #expect(!layout.hasMissingGlyphs, "\(text) draws boxes")
        #expect(layout.size.width > 0)
    }

    @Test("The faces come from the script's bundled fallback")
    func fallbackFaces() {
        #expect(Set(TextLayout("مرحبا", font: .sans(17)).glyphs.map(\.face)) == [.arabic])
        #expect(Set(TextLayout("שלום", font: .serif(17)).glyphs.map(\.face)) == [.hebrew])
        #expect(Set(TextLayout("🔥", font: .mono(17)).glyphs.map(\.face)) == [.emoji])
        #expect(Set(TextLayout("中文", font: .sans(17)).glyphs.map(\.face)) == [.cjk])
        #expect(Set(TextLayout("नमस्ते", font: .sans(17)).glyphs.map(\.face)) == [.devanagari])
        #expect(Set(TextLayout("สวัสดี", font: .serif(17)).glyphs.map(\.face)) == [.thai])
        #expect(Set(TextLayout("ሰላም", font: .mono(17)).glyphs.map(\.face)) == [.ethiopic])
    }

    @Test(
        "Every food and drink emoji has its colour glyph, as wide as any other emoji: cheese to bubble tea (U+1F9C0-1F9CB), the ice cube among them",
        arguments: 0x1F9C0...0x1F9CB)
    func foodAndDrinkEmoji(_ codePoint: Int) throws {
        let emoji = String(try #require(Unicode.Scalar(codePoint)))
        let layout = TextLayout(emoji, font: .sans(17))
        #expect(!layout.hasMissingGlyphs, "\(emoji) draws a box")
        #expect(Set(layout.glyphs.map(\.face)) == [.emoji])
        #expect(layout.size.width == TextLayout("🔥", font: .sans(17)).size.width)
    }

    @Test("Arabic letters join: the shaped word has contextual forms, narrower than its isolated letters")
    func arabicJoins() {
        let word = TextLayout("بكم", font: .sans(40))
        let isolated = TextLayout("ب ك م", font: .sans(40))
        let letterGlyphs = Set(isolated.glyphs.filter { $0.face == .arabic }.map(\.index))
        #expect(Set(word.glyphs.map(\.index)).isDisjoint(with: letterGlyphs), "joined forms differ from isolated ones")
    }

    @Test("A right-to-left word is drawn right to left: its first letter is rightmost")
    func rightToLeftOrder() {
        let layout = TextLayout("שלום", font: .sans(20))
        let xs = layout.glyphs.map(\.position.x)
        #expect(xs == xs.sorted(), "glyphs are placed left to right in visual order")
        // The visual order is the reverse of the logical one: ם ו ל ש.
        let hebrew = FontRegistry.shared.face(.hebrew)
        #expect(layout.glyphs.first?.index == hebrew.glyph(for: "ם"))
        #expect(layout.glyphs.last?.index == hebrew.glyph(for: "ש"))
    }

    @Test("In a left-to-right sentence the Arabic word and the number beside it swap places")
    func mixedLine() {
        let layout = TextLayout("I read كتاب 123 today", font: .sans(20))
        let one = FontRegistry.shared.face(.sans).glyph(for: "1")
        let arabicXs = layout.glyphs.filter { $0.face == .arabic }.map(\.position.x)
        let oneX = layout.glyphs.first { $0.index == one && $0.face == .sans }!.position.x
        #expect(arabicXs.allSatisfy { $0 > oneX }, "the number is drawn left of the Arabic word")
    }

    @Test("Neutral text follows the natural direction: a right-to-left view puts the full stop first")
    func naturalDirection() {
        let ltr = TextLayout("123.", font: .sans(20))
        let rtl = TextLayout("123.", font: .sans(20), naturalDirection: .rightToLeft)
        let period = FontRegistry.shared.face(.sans).glyph(for: ".")
        #expect(ltr.glyphs.last?.index == period)
        #expect(rtl.glyphs.first?.index == period)
    }

    @Test("Colour emoji draw in colour")
    func emojiInColour() {
        let layout = TextLayout("🔥", font: .sans(40))
        let canvas = Canvas(size: Size(width: 60, height: 60), scale: 2, background: .white)
        canvas.draw(layout, at: Point(x: 5, y: 5), color: SRGBColor(hex: 0x000000))
        let bitmap = canvas.makeBitmap()
        var saturated = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = bitmap.color(atX: x, y: y)
                if c.red - c.blue > 0.4 { saturated += 1 }
            }
        }
        #expect(saturated > 500, "an orange flame, not a black glyph")
    }
}
