import NapkinUI
import Testing

/// The tallest of the values views hand up.
private struct TallestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Every value handed up, in view order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// What `onPreferenceChange` saw, and how often.
@MainActor
private final class Seen {
    var names: [[String]] = []
    var tallest: [CGFloat] = []
}

/// Shows the tallest row it was told of, so a layout after `onPreferenceChange` shows it.
private struct Rows: View {
    let heights: [CGFloat]
    let seen: Seen
    @State private var tallest: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            ForEach(heights.indices, id: \.self) { index in
                Color.gray.frame(height: heights[index]).preference(key: TallestKey.self, value: heights[index])
            }
            Text(verbatim: "tallest \(Int(tallest))")
        }
        .onPreferenceChange(TallestKey.self) { value in
            seen.tallest.append(value)
            tallest = value
        }
    }
}

@MainActor
@Suite("PreferenceKey: values handed up the tree")
struct PreferenceTests {
    /// Lays `view` out in a window and returns the window.
    private func window<V: View>(_ view: V) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    @Test("Siblings' values merge with reduce, in view order; onPreferenceChange gets the merged value")
    func siblingsMerge() {
        let seen = Seen()
        _ = window(
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                HStack {
                    Text("b").preference(key: NamesKey.self, value: ["b"])
                    Text("c")
                    Text("d").preference(key: NamesKey.self, value: ["d"])
                }
            }
            .onPreferenceChange(NamesKey.self) { seen.names.append($0) })
        #expect(seen.names == [["a", "b", "d"]])
    }

    @Test("preference(key:value:) replaces what the content set; transformPreference changes it")
    func replaceAndTransform() {
        let seen = Seen()
        _ = window(
            VStack {
                Text("inner").preference(key: NamesKey.self, value: ["inner"])
                    .preference(key: NamesKey.self, value: ["outer"])
                Text("x").preference(key: NamesKey.self, value: ["x"])
                    .transformPreference(NamesKey.self) { $0.append("changed") }
            }
            .onPreferenceChange(NamesKey.self) { seen.names.append($0) })
        #expect(seen.names == [["outer", "x", "changed"]])
    }

    @Test("A subtree that set nothing has the default value")
    func defaultValue() {
        let seen = Seen()
        _ = window(Text("nothing").onPreferenceChange(TallestKey.self) { seen.tallest.append($0) })
        #expect(seen.tallest == [0])
    }

    @Test("onPreferenceChange runs after the first layout and on changes only; state it sets is drawn")
    func changesOnly() throws {
        let seen = Seen()
        let controller = HostingController(rootView: Rows(heights: [20, 60, 40], seen: seen))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = controller
        #expect(window.layoutDescription().contains("\"tallest 60\""))
        window.layout()
        #expect(seen.tallest == [60], "an unchanged value is not reported again")
        controller.rootView = Rows(heights: [20, 90], seen: seen)
        #expect(window.layoutDescription().contains("\"tallest 90\""))
        #expect(seen.tallest == [60, 90])
    }
}
