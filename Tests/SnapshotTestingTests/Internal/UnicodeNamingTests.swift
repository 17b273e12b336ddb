import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// Names are escaped scalar by scalar and composed first, so no character can smuggle a `/`
/// past the escaping, and the two spellings of one name are one file, reported as such.
@Suite struct UnicodeNamingTests {
    @Test func aPrependLetterBeforeASlashCannotMakeASubfolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // U+0D4E MALAYALAM LETTER DOT REPH joins whatever follows it into one character.
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "text", as: .lines, named: "\u{0D4E}/x", snapshotDirectory: folder.path, testName: "prepend()")
        }
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded") == true, "\(message ?? "passed")")
        #expect(bytes(folder.files()) == bytes(["prepend.\u{0D4E}%2Fx.txt"]))
        #expect(bytes([SnapshotFileName.escape("\u{0D4E}/x")]) == bytes(["\u{0D4E}%2Fx"]))
        #expect(bytes([SnapshotFileName.testComponent("\u{0D4E}(x:)")]) == bytes(["\u{0D4E}%28x%3A%29"]))
    }

    @Test func composedAndDecomposedSpellingsAreOneFileAndCollideAsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        // Each spelling alone, in a test of its own, writes the composed file name.
        for (test, name) in [("decomposed()", decomposed), ("composed()", composed)] {
            let message = withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: "text", as: .lines, named: name, snapshotDirectory: folder.path, testName: test)
            }
            #expect(message?.hasPrefix("No reference was found on disk.") == true, "\(message ?? "passed")")
        }
        #expect(bytes(folder.files()) == bytes(["composed.caf\u{E9}.txt", "decomposed.caf\u{E9}.txt"]))
        // In one test, the second spelling is the first one's file: the claim says so.
        let (first, second) = withTestEnvironment(artifacts: folder) {
            (
                verifySnapshot(of: "a", as: .lines, named: composed, snapshotDirectory: folder.path, testName: "both()"),
                verifySnapshot(of: "b", as: .lines, named: decomposed, snapshotDirectory: folder.path, testName: "both()")
            )
        }
        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        #expect(second?.hasPrefix("Two snapshot assertions resolve to the same reference file") == true, "\(second ?? "passed")")
        #expect(bytes(folder.files()).filter { $0.starts(with: Array("both".utf8)) } == bytes(["both.caf\u{E9}.txt"]))
    }

    @Test func claimsTellApartPathsThatDifferOnlyInTheirBytes() {
        // Two files on disk, although equal as Swift strings.
        let composed = "/tmp/claims/caf\u{E9}.txt", decomposed = "/tmp/claims/cafe\u{301}.txt"
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        let claimant = ReferenceClaims.Claimant(test: nil, sourceLocation: "UnicodeNamingTests.swift:1")
        let other = ReferenceClaims.Claimant(test: nil, sourceLocation: "UnicodeNamingTests.swift:2")
        #expect(ReferenceClaims.claim(composed + "\u{0}unicode-naming-test", by: claimant) == .first)
        #expect(ReferenceClaims.claim(decomposed + "\u{0}unicode-naming-test", by: other) == .first)
    }

    /// File names as bytes: `String` equality would hide the difference these tests look for.
    private func bytes(_ names: [String]) -> [[UInt8]] {
        names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
