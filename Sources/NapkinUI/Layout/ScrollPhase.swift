/// Where a scroll view is in a scroll, as SwiftUI's `ScrollPhase` (iOS 18).
///
/// NapkinUI draws still frames, at rest: every scroll view is `.idle`, and no gesture or
/// animation moves one, so `onScrollPhaseChange` actions never run (iOS runs them only when the
/// phase changes, not for the phase a scroll view starts in).
public enum ScrollPhase: Sendable, Hashable {
    /// Not scrolling.
    case idle
    /// A touch is down on the scroll view and may start a scroll.
    case tracking
    /// The person is dragging the content.
    case interacting
    /// The content moves on after the finger lifted.
    case decelerating
    /// The content moves by a programmatic scroll (`ScrollViewReader`, `ScrollPosition`).
    case animating

    /// True in every phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry` (iOS 18), in its content's
/// coordinates.
public struct ScrollGeometry: Sendable, Equatable {
    /// How far the content is scrolled: the visible region's origin in the content.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The margins around the content (safe area and content margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// A scroll view's geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll phase change knows besides the two phases, as SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// How fast the content moves, in points a second, when known.
    public var velocity: CGVector?
}

extension View {
    /// Runs `action` with the old and new phase when a scroll view in this view changes its
    /// scroll phase, as SwiftUI's `onScrollPhaseChange(_:)`. A NapkinUI frame is at rest
    /// (``ScrollPhase/idle``) and nothing scrolls it, so the action is kept but never runs, as on
    /// iOS before the first touch; the view draws as it would without it.
    public func onScrollPhaseChange(_ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View
    {
        self
    }

    /// Runs `action` with the old and new phase and the scroll view's geometry when a scroll view
    /// in this view changes its scroll phase, as SwiftUI's `onScrollPhaseChange(_:)`. Never runs
    /// in NapkinUI, whose frames are at rest (see the two-argument form).
    public func onScrollPhaseChange(
        _ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }
}

extension View {
    /// Runs `action` with the old and new value of `transform` applied to a scroll view's
    /// geometry when that value changes, as SwiftUI's `onScrollGeometryChange(for:of:action:)`
    /// (iOS 18). A NapkinUI frame is laid out once and at rest, so the geometry never changes
    /// after it and the action is kept but never runs; the view draws as it would without it.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` when the fraction of this view visible in its scroll view crosses
    /// `threshold` (0…1), as SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18): with
    /// true as the view comes on screen. In NapkinUI the view comes on screen when it appears
    /// (`onAppear(perform:)`), and a frame at rest never scrolls it away, so the action runs
    /// once with true.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping @MainActor (_ isVisible: Bool) -> Void) -> some View {
        onAppear { action(true) }
    }
}
