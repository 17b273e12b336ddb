/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait`: `#Preview("Wide", traits: .landscapeLeft) { … }`.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    let apply: @Sendable (inout PreviewSettings) -> Void
    /// What the trait wraps the preview's view in (``PreviewTrait/modifier(_:)``), if anything.
    var modify: (@MainActor @Sendable (AnyView) -> AnyView)? = nil
    /// What must be made before the wrapped view is drawn (a modifier's shared context), if anything.
    var prepare: (@MainActor @Sendable () async throws -> Void)? = nil
}

/// The namespace of `#Preview`'s trait kinds, as SwiftUI's.
public enum Preview {
    /// Traits of previews of views.
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at its own size, as SwiftUI's trait.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The whole device (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// The view centred in `width`×`height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// Upright.
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// Upside down (drawn upright).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// On its side, home button left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// On its side, home button right.
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }
    /// NapkinUI's own trait: `assertPreviewSnapshots()` skips this preview without making its
    /// view (the gallery still shows it). Not one of SwiftUI's: in code that also builds for
    /// iOS, pass `excluding:` to the assertion instead.
    public static var snapshotExcluded: PreviewTrait { PreviewTrait { $0.isExcludedFromSnapshots = true } }
}
