/// The padding that spaces a view from the scene holding it, as SwiftUI's `ScenePadding`.
///
/// Apple documents the amounts only for macOS (a window's root view) and watchOS (aligning
/// with a navigation title); for an iPhone scene NapkinUI pads by 16 points, the iPhone's
/// standard layout margin and SwiftUI's own default `padding()`. That iOS resolves
/// `scenePadding` to exactly 16 points on every iPhone could not be confirmed from Apple's
/// documentation.
public struct ScenePadding: Sendable, Equatable {
    /// The points on each padded edge in an iPhone scene.
    let points: CGFloat

    /// The minimum scene padding: the recommended space between a scene's edge and its content.
    public static let minimum = ScenePadding(points: 16)

    /// The padding that lines content up with a navigation bar's content. Apple's SDK offers it
    /// on watchOS only; NapkinUI pads by the same 16 points as ``minimum`` (an iPhone's
    /// navigation bar keeps its title 16 points from the screen's edge).
    public static let navigationBar = ScenePadding(points: 16)
}

extension View {
    /// Pads `edges` by the amount the scene calls for, as SwiftUI's `scenePadding(_:)`
    /// (``ScenePadding/minimum``: 16 points in an iPhone scene).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Pads `edges` by `padding`'s amount for the scene, as SwiftUI's `scenePadding(_:edges:)`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.points)
    }
}
