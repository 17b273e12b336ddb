import Foundation
import Testing

@testable import NapkinUI

/// A segmented control whose highlight follows the selected segment with a matched geometry
/// effect, the way SwiftUI screens draw custom tab pickers.
private struct Segments: View {
    let selected: String
    @Namespace private var highlight

    var body: some View {
        HStack(spacing: 0) {
            ForEach(["Day", "Week", "Month"], id: \.self) { name in
                Text(name)
                    .frame(width: 80, height: 30)
                    .matchedGeometryEffect(id: name, in: highlight)
            }
        }
        .background(alignment: .topLeading) {
            Capsule().fill(.blue.opacity(0.3))
                .frame(width: 10, height: 10)
                .matchedGeometryEffect(id: selected, in: highlight, isSource: false)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("matchedGeometryEffect draws the settled state")
struct MatchedGeometryTests {
    private func capsuleFrame(_ selected: String) throws -> String {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Segments(selected: selected))
        let line = try #require(window.layoutDescription().split(separator: "\n").first { $0.contains("Capsule") })
        return String(line)
    }

    @Test("A view that is not the source takes the frame of the source with its id")
    func followsSource() throws {
        #expect(try capsuleFrame("Day").contains("(0, 20, 80×30)"))
        #expect(try capsuleFrame("Month").contains("(160, 20, 80×30)"))
    }

    @Test("Without a source on screen a view keeps its own layout")
    func noSource() throws {
        #expect(try capsuleFrame("Year").contains("(0, 20, 10×10)"))
    }

    @Test("Each @Namespace is its own; copies of one view value keep theirs")
    func namespaces() {
        let first = Namespace(), second = Namespace()
        #expect(first.wrappedValue != second.wrappedValue)
        let copy = first
        #expect(copy.wrappedValue == first.wrappedValue)
    }
}
