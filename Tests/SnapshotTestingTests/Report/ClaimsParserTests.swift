import Foundation
import Testing

@testable import SnapshotTesting

/// The claims file read a little more at each assertion: what was decoded before is reused
/// only while the file still begins with the same bytes.
@Suite struct ClaimsParserTests {
    private func line(_ path: String, _ claimant: String) -> String {
        String(decoding: try! JSONEncoder().encode([path, claimant]), as: UTF8.self) + "\n"
    }

    private func folder() -> String { "/claims-parser-tests/\(UUID().uuidString)" }

    @Test("Pairs come back in file order; lines that are not a pair of strings are skipped")
    func pairsInOrder() {
        let text = line("a.png", "A") + "not json\n" + "[\"only one\"]\n" + line("b.png", "B") + "\n"
        #expect(ClaimsParser.claims(in: Data(text.utf8), folder: folder()) == [["a.png", "A"], ["b.png", "B"]])
    }

    @Test("A path's claimants come back in file order, the path compared by its bytes, an unfinished line included")
    func claimantsOfAPath() {
        let key = folder()
        // The same name in NFC and NFD: equal as Swift strings, two paths to the file system.
        let composed = "caf\u{E9}.png", decomposed = "cafe\u{301}.png"
        let text = line("a.png", "A") + line(composed, "C1") + line("b.png", "B") + line(composed, "C2") + line(decomposed, "D")
        let data = Data(text.utf8)
        #expect(ClaimsParser.claimants(of: composed, in: data, folder: key) == ["C1", "C2"])
        #expect(ClaimsParser.claimants(of: decomposed, in: data, folder: key) == ["D"])
        #expect(ClaimsParser.claimants(of: "a.png", in: data, folder: key) == ["A"])
        #expect(ClaimsParser.claimants(of: "missing.png", in: data, folder: key) == [])
        let grown = Data((text + "[\"a.png\",\"A2\"]").utf8)
        #expect(ClaimsParser.claimants(of: "a.png", in: grown, folder: key) == ["A", "A2"])
        #expect(ClaimsParser.claimants(of: "b.png", in: grown, folder: key) == ["B"])
    }

    @Test("A file that grew gives the old claims and the new ones")
    func grows() {
        let key = folder()
        let first = line("a.png", "A")
        #expect(ClaimsParser.claims(in: Data(first.utf8), folder: key) == [["a.png", "A"]])
        let grown = first + line("b.png", "B") + line("c.png", "C")
        #expect(ClaimsParser.claims(in: Data(grown.utf8), folder: key) == [["a.png", "A"], ["b.png", "B"], ["c.png", "C"]])
        #expect(ClaimsParser.claims(in: Data(grown.utf8), folder: key) == [["a.png", "A"], ["b.png", "B"], ["c.png", "C"]])
    }

    @Test("A file that no longer begins with what was read (a new run, the same length) is read afresh")
    func replaced() {
        let key = folder()
        _ = ClaimsParser.claims(in: Data((line("a.png", "A") + line("b.png", "B")).utf8), folder: key)
        let other = line("x.png", "X") + line("y.png", "Y")
        #expect(ClaimsParser.claims(in: Data(other.utf8), folder: key) == [["x.png", "X"], ["y.png", "Y"]])
        #expect(ClaimsParser.claims(in: Data(), folder: key) == [])
        #expect(ClaimsParser.claims(in: Data(line("z.png", "Z").utf8), folder: key) == [["z.png", "Z"]])
    }

    @Test("An unfinished last line counts while it is there, and is read again once finished")
    func unfinishedLine() {
        let key = folder()
        let finished = line("a.png", "A")
        let partial = "[\"b.png\",\"B\"]"
        #expect(ClaimsParser.claims(in: Data((finished + partial).utf8), folder: key) == [["a.png", "A"], ["b.png", "B"]])
        #expect(ClaimsParser.claims(in: Data((finished + partial + "\n").utf8), folder: key) == [["a.png", "A"], ["b.png", "B"]])
        let cut = "[\"c.png\",\"C"
        #expect(
            ClaimsParser.claims(in: Data((finished + partial + "\n" + cut).utf8), folder: key) == [["a.png", "A"], ["b.png", "B"]])
    }
}
