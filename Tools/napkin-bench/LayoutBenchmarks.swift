import NapkinUI

/// Lays out a scrolling screen of many rows in each container SwiftUI offers for them: a
/// `VStack`, a `LazyVStack`, a `List` and a `LazyVGrid`. Every container is laid out in time
/// linear in its children, so each row's median must grow about tenfold from 1k to 10k to
/// 100k children (a stack that compares every child with every later one took 20 s for 8,000).
@MainActor
struct LayoutBenchmarks {
    /// The child counts measured by default.
    nonisolated static let defaultCounts = [1_000, 10_000, 100_000]

    /// The containers, by the name their rows carry.
    enum Container: String, CaseIterable {
        case vStack = "VStack"
        case lazyVStack = "LazyVStack"
        case list = "List"
        case lazyVGrid = "LazyVGrid"

        /// A screen of `count` rows in this container, inside a scroll view where SwiftUI
        /// needs one.
        @MainActor
        func screen(_ count: Int) -> AnyView {
            let rows = ForEach(0..<count, id: \.self) { _ in Rectangle().frame(height: 20) }
            switch self {
            case .vStack: return AnyView(ScrollView { VStack(spacing: 0) { rows } })
            case .lazyVStack: return AnyView(ScrollView { LazyVStack(spacing: 0) { rows } })
            case .list: return AnyView(List(0..<count, id: \.self) { _ in Text("Row") })
            case .lazyVGrid: return AnyView(ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { rows } })
            }
        }
    }

    /// Measured runs for the smallest count; larger ones get proportionally fewer (at least 3),
    /// so that a row costs about as much time as the next.
    let runs: Int
    /// Child counts.
    let counts: [Int]

    /// One row per container and count.
    func run() -> [Measurement] {
        var rows: [Measurement] = []
        let fewest = counts.min() ?? 1
        for container in Container.allCases {
            for count in counts {
                let window = Window(device: .iPhone13Pro)
                window.rootViewController = HostingController(rootView: container.screen(count))
                let scaled = max(3, runs * fewest / count)
                rows.append(
                    measure("Layout: \(container.rawValue), \(Self.label(count)) children", warmup: 1, runs: scaled) { window.layout() })
            }
        }
        return rows
    }

    /// `1k`, `100k`, `250`.
    static func label(_ count: Int) -> String {
        count >= 1000 && count.isMultiple(of: 1000) ? "\(count / 1000)k" : "\(count)"
    }
}
