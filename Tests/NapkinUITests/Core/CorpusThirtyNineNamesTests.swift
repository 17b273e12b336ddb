import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A feed as held-out sample 35's song book draws one: a large title with an iOS 26 subtitle.
private struct SongbookScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Wonderwall", "Hallelujah", "Creep"], id: \.self) { Text($0) }
            }
            .navigationTitle("Songbook")
            .navigationSubtitle("3 songs")
        }
    }
}

/// The same with an inline title.
private struct InlineSongScreen: View {
    var body: some View {
        NavigationStack {
            Text("Verse 1")
                .navigationTitle("Hallelujah")
                .navigationSubtitle("Leonard Cohen")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite("Held-out sample 35's names")
struct CorpusThirtyNineNamesTests {
    @Test("navigationSubtitle: a secondary line under the large title, which moves the content down by it")
    func subtitleUnderLargeTitle() throws {
        let withSubtitle = window(showing: SongbookScreen())
        let description = withSubtitle.layoutDescription()
        #expect(description.contains("\"3 songs\""))
        let plain = window(
            showing: NavigationStack { List { ForEach(["Wonderwall"], id: \.self) { Text($0) } }.navigationTitle("Songbook") })
        func top(of text: String, in window: Window) throws -> Double {
            let line = try #require(window.layoutDescription().split(separator: "\n").first { $0.contains("\"\(text)\"") })
            let frame = try #require(line.range(of: #"\(([-0-9.]+), ([-0-9.]+)"#, options: .regularExpression))
            return Double(line[frame].split(separator: ",")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        #expect(try top(of: "Wonderwall", in: withSubtitle) > top(of: "Wonderwall", in: plain))
    }

    @Test("navigationSubtitle drawn under a large title, light and dark")
    func largeSubtitleDrawn() {
        assertScreenLightAndDark(SongbookScreen())
    }

    @Test("navigationSubtitle drawn under an inline title, light and dark")
    func inlineSubtitleDrawn() {
        assertScreenLightAndDark(InlineSongScreen())
    }

    @Test("overrideUserInterfaceStyle: a window or a controller drawn dark or light whatever the device's appearance")
    func interfaceStyleOverride() {
        let shown = window(showing: Text("Theme"))
        #expect(shown.colorScheme == .light)
        shown.overrideUserInterfaceStyle = .dark
        #expect(shown.colorScheme == .dark)
        let darkCorner = shown.render().color(atX: 5, y: 5)
        #expect(darkCorner.red < 0.1 && darkCorner.green < 0.1)
        shown.overrideUserInterfaceStyle = .unspecified
        #expect(shown.colorScheme == .light)
        let controller = HostingController(rootView: Color(.systemBackground))
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.preferredColorScheme == .dark)
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(controller.preferredColorScheme == nil)
    }

    @Test("CGSize, CGPoint and CGRect equalTo(_:) as CoreGraphics has them")
    func geometryEqualTo() {
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)) && !CGSize.zero.equalTo(CGSize(width: 1, height: 0)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGRect.null.equalTo(.null) && CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(!CGRect.zero.equalTo(.null))
    }
}
