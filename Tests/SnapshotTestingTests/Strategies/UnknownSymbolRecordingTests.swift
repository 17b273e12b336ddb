import Foundation
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// Recording a screen that draws an SF Symbol name NapkinUI does not know fails naming the
/// name (and the closest names it knows), so a reference never keeps the magenta box unnoticed.
@Suite("Unknown SF Symbols at record time")
struct UnknownSymbolRecordingTests {
    /// A small card with a symbol.
    private struct Rating: View {
        let symbol: String
        var body: some View {
            Label("Rated", systemImage: symbol).padding()
        }
    }

    private static let remark =
        "Unknown SF Symbol name, drawn as a magenta crossed box: \"star.filled\" (did you mean \"star.fill\", \"star.circle\", \"star\"?). NapkinUI draws 385 SF Symbol names, listed in napkin's docs/SFSymbols.md; use one of them, or an image of your own (`Image(\"name\", bundle: .module)`), before recording this reference."

    @MainActor
    @Test("Recording a missing reference names the unknown symbol; the reference is still written")
    func recordingMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: Rating(symbol: "star.filled"), as: .image(layout: .sizeThatFits), snapshotDirectory: folder.path, testName: "rating()")
        }
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
        #expect(message?.contains(Self.remark) == true, "\(message ?? "")")
        #expect(folder.files() == ["rating.1.png"])
    }

    @MainActor
    @Test("Record mode all and a failing comparison name it too; a match and a known symbol say nothing")
    func otherOutcomes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func verify(_ symbol: String, record: SnapshotTestingConfiguration.Record) -> String? {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(
                    of: Rating(symbol: symbol), as: .image(layout: .sizeThatFits), named: "card", record: record,
                    snapshotDirectory: folder.path,
                    testName: "card()")
            }
        }
        #expect(verify("star.filled", record: .all)?.contains(Self.remark) == true)
        #expect(verify("star.filled", record: .missing) == nil)
        let mismatch = verify("star.fill", record: .missing)
        #expect(mismatch?.hasPrefix("Snapshot \"card\" does not match reference.") == true)
        #expect(mismatch?.contains("Unknown SF Symbol") == false)
        _ = verify("star.fill", record: .all)
        let back = verify("star.filled", record: .missing)
        #expect(back?.contains(Self.remark) == true)
    }

    @Test("Off the main actor, where the screen renders on the main actor later, the remark still arrives")
    func offTheMainActor() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = await Task.detached {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(
                    of: Rating(symbol: "star.filled"), as: .image(on: .iPhoneSE), snapshotDirectory: folder.path, timeout: 120,
                    testName: "detached()")
            }
        }.value
        #expect(message?.contains(Self.remark) == true, "\(message ?? "")")
    }

    @MainActor
    @Test("Several unknown names are listed once each, in the order the screen draws them")
    func severalNames() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: VStack {
                Image(systemName: "nope.one")
                Image(systemName: "star.fill")
                Image(systemName: "nope.two")
                Image(systemName: "nope.one")
            })
        window.layout()
        #expect(window.unknownSymbolNames == ["nope.one", "nope.two"])
        #expect(SymbolNames.suggestions(for: "star.filled") == ["star.fill", "star.circle", "star"])
        #expect(SymbolNames.suggestions(for: "zzz") == [])
    }
}
