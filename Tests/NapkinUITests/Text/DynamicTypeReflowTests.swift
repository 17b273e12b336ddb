import Raster
import Testing

@testable import NapkinUI

/// The frame written in a layout description line: "(x, y, w×h)".
private func rect(in line: String) throws -> Rect {
    let start = try #require(line.firstIndex(of: "("))
    let end = try #require(line[start...].firstIndex(of: ")"))
    let parts = line[line.index(after: start)..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let size = parts[2].split(separator: "×")
    return Rect(
        x: try #require(Double(parts[0])), y: try #require(Double(parts[1])),
        width: try #require(Double(size[0])), height: try #require(Double(size[1])))
}

@MainActor
@Suite("Dynamic Type reflows")
struct DynamicTypeReflowTests {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Chirps from people you follow will show up here.").accessibilityLabel("lede")
                    Spacer(minLength: 0)
                }
                .navigationTitle("Create account")
            }
        }
    }

    @Test(
        "A large title that grows or wraps pushes the content down instead of covering it",
        arguments: DynamicTypeSize.allCases)
    func largeTitleGrows(size: DynamicTypeSize) throws {
        let device = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: size))
        let lines = layoutLines(Screen(), device: device)
        let title = try rect(in: try #require(lines.first { $0.contains("Text") && $0.contains("\"Create account\"") }))
        let lede = try rect(in: try #require(lines.first { $0.contains("label=\"lede\"") }))
        #expect(title.maxY <= lede.minY, "at \(size) the title (bottom \(title.maxY)) covers the content (top \(lede.minY))")
        // iOS's 96-point header up to the sizes where the large title outgrows it; then it grows.
        if size <= .xLarge {
            #expect(lede.minY == 47 + 96)
        } else {
            #expect(lede.minY >= 47 + 96)
        }
    }

    @Test("Text wraps at larger sizes: the same paragraph takes more lines and stays inside the screen")
    func textWraps() throws {
        let paragraph = Text("Chirps from people you follow will show up here.").padding(.horizontal, 16)
        let small = try rect(
            in: try line(containing: "Text", in: paragraph, device: Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))))
        let large = try rect(
            in: try line(containing: "Text", in: paragraph, device: Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .accessibility3))))
        #expect(large.height > 2 * small.height)
        #expect(large.maxX <= 390 - 16 && large.minX >= 16)
    }
}
