import Testing

@testable import Raster

/// Unicode's own conformance file for UAX #14, every line of it.
@Suite("Line breaking conformance")
struct LineBreakConformanceTests {
    /// One line of LineBreakTest.txt: the scalars, and the offsets marked `÷` after the start.
    struct Case {
        /// The line number in the file.
        let line: Int
        let scalars: [Unicode.Scalar]
        let breaks: [Int]
    }

    /// The cases of `auxiliary/LineBreakTest.txt`, and the Unicode version its first line names.
    static func cases() throws -> (version: String, cases: [Case]) {
        let path = "auxiliary/LineBreakTest.txt"
        let text = try UnicodeDataFiles.read(path)
        var version = ""
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == 0, line.hasPrefix("# LineBreakTest-"), line.hasSuffix(".txt") {
                version = String(line.dropFirst("# LineBreakTest-".count).dropLast(".txt".count))
            }
            let body = line.prefix { $0 != "#" }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for token in body.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw UnicodeDataError.malformed(path: "\(UnicodeDataFiles.folder)/\(path)", line: index + 1, text: String(line))
                    }
                    scalars.append(scalar)
                }
            }
            if !scalars.isEmpty { cases.append(Case(line: index + 1, scalars: scalars, breaks: breaks)) }
        }
        return (version, cases)
    }

    @Test("Every line of LineBreakTest.txt gives exactly its break opportunities")
    func everyLinePasses() throws {
        let (version, cases) = try Self.cases()
        #expect(
            version == LineBreakTable.unicodeVersion,
            "LineBreakTest.txt is for Unicode \(version), the table for \(LineBreakTable.unicodeVersion)")
        #expect(cases.count > 7000, "only \(cases.count) cases read")
        var failingLines: [Int] = []
        var details: [String] = []
        for testCase in cases {
            var text = ""
            text.unicodeScalars.append(contentsOf: testCase.scalars)
            let found = LineBreaks.opportunities(in: text)
            guard found != testCase.breaks else { continue }
            failingLines.append(testCase.line)
            if details.count < 10 { details.append("line \(testCase.line): expected \(testCase.breaks), got \(found)") }
        }
        let passed = cases.count - failingLines.count
        #expect(passed == cases.count, "failing lines: \(failingLines); first: \(details.joined(separator: "; "))")
    }
}
