import Testing

@testable import Raster

/// Unicode's own conformance file for UAX #9, every line of it.
@Suite("Bidi conformance")
struct BidiConformanceTests {
    /// One line of BidiCharacterTest.txt.
    struct Case {
        /// The line number in the file.
        let line: Int
        let scalars: [Unicode.Scalar]
        let direction: BidiDirection
        let paragraphLevel: UInt8
        /// The resolved levels; `nil` where the file says `x` (removed by X9).
        let levels: [UInt8?]
        /// The visual order of the characters not removed.
        let order: [Int]
    }

    /// The cases of `BidiCharacterTest.txt`, and the Unicode version its first line names.
    static func cases() throws -> (version: String, cases: [Case]) {
        let path = "BidiCharacterTest.txt"
        let text = try UnicodeDataFiles.read(path)
        var version = ""
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == 0, line.hasPrefix("# BidiCharacterTest-"), line.hasSuffix(".txt") {
                version = String(line.dropFirst("# BidiCharacterTest-".count).dropLast(".txt".count))
            }
            let body = line.prefix { $0 != "#" }
            guard !body.trimmingPrefix(" ").isEmpty else { continue }
            let fields = body.split(separator: ";", omittingEmptySubsequences: false)
            let malformed = UnicodeDataError.malformed(path: "\(UnicodeDataFiles.folder)/\(path)", line: index + 1, text: String(line))
            guard fields.count == 5 else { throw malformed }
            let scalars = try fields[0].split(separator: " ").map { token in
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { throw malformed }
                return scalar
            }
            let direction: BidiDirection
            switch fields[1] {
            case "0": direction = .leftToRight
            case "1": direction = .rightToLeft
            case "2": direction = .auto(fallback: .leftToRight)
            default: throw malformed
            }
            guard let paragraphLevel = UInt8(fields[2]) else { throw malformed }
            let levels = fields[3].split(separator: " ").map { UInt8($0) }
            let order = try fields[4].split(separator: " ").map { token in
                guard let value = Int(token) else { throw malformed }
                return value
            }
            cases.append(
                Case(line: index + 1, scalars: scalars, direction: direction, paragraphLevel: paragraphLevel, levels: levels, order: order))
        }
        return (version, cases)
    }

    @Test("Every line of BidiCharacterTest.txt gives exactly its levels and visual order")
    func everyLinePasses() throws {
        let (version, cases) = try Self.cases()
        #expect(
            version == BidiTable.unicodeVersion,
            "BidiCharacterTest.txt is for Unicode \(version), the table for \(BidiTable.unicodeVersion)")
        #expect(cases.count > 90000, "only \(cases.count) cases read")
        var failingLines: [Int] = []
        var details: [String] = []
        for testCase in cases {
            let paragraph = BidiParagraph(testCase.scalars, direction: testCase.direction)
            let line = 0..<testCase.scalars.count
            let lineLevels = paragraph.lineLevels(line)
            let levels = line.map { paragraph.levels[$0] == nil ? nil : lineLevels[$0] }
            let order = paragraph.visualOrder(line)
            guard paragraph.paragraphLevel != testCase.paragraphLevel || levels != testCase.levels || order != testCase.order else {
                continue
            }
            failingLines.append(testCase.line)
            if details.count < 8 {
                details.append(
                    "line \(testCase.line): level \(paragraph.paragraphLevel) levels \(levels.map { $0.map(String.init) ?? "x" }) order \(order)"
                )
            }
        }
        let passed = cases.count - failingLines.count
        #expect(
            passed == cases.count,
            "\(passed) of \(cases.count) pass; failing lines: \(failingLines.prefix(40)); first: \(details.joined(separator: "; "))")
    }

    @Test("Arabic in an English sentence reads right to left inside it, and numbers stay left to right")
    func mixedSentence() {
        // "I read كتاب 123 today": the Arabic word and the number between it form a right-to-left run.
        let scalars = Array("I read كتاب 123 today".unicodeScalars)
        let paragraph = BidiParagraph(scalars, direction: .auto(fallback: .leftToRight))
        #expect(paragraph.paragraphLevel == 0)
        let order = paragraph.visualOrder(0..<scalars.count)
        let visual = String(String.UnicodeScalarView(order.map { scalars[$0] }))
        #expect(visual == "I read 123 باتك today")
    }
}
