import Foundation
internal import Raster

/// Where a view is in a transition, as SwiftUI's `TransitionPhase` (iOS 17): about to appear, shown, or gone.
public enum TransitionPhase: Sendable, Hashable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is shown.
    case identity
    /// The view has been removed.
    case didDisappear

    /// True when the view is shown.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the view appears, 0 while shown, 1 after it disappears.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// Where a view is relative to the visible area of the scroll view it is in, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Beyond the top (or leading) edge, partly or wholly.
    case topLeading
    /// Inside the visible area.
    case identity
    /// Beyond the bottom (or trailing) edge, partly or wholly.
    case bottomTrailing

    /// True inside the visible area.
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top (leading) edge, 0 inside, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    /// When a view counts as inside the visible area, as SwiftUI's `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable, Hashable {
        /// The share of the view that must be visible (0…1) for it to be inside; `visible` is 0.5 here.
        let share: Double

        /// The view is inside while any of it shows.
        public static let visible = Threshold(share: 0)
        /// The view is inside only while wholly hidden is not the case: as `visible`.
        public static let hidden = Threshold(share: 0)
        /// The view is inside while its centre is.
        public static let centered = Threshold(share: 0.5)
        /// The view is inside while `amount` of it (0…1) shows.
        public static func visible(_ amount: Double) -> Threshold { Threshold(share: min(max(amount, 0), 1)) }
        /// The threshold moved toward `other` by `amount` (0…1).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(share: share + (other.share - share) * min(max(amount, 0), 1))
        }
        /// The threshold with the visible area inset by `length` points (kept: the area is not inset here).
        public func inset(by length: Double) -> Threshold { self }
    }

    let threshold: Threshold
    /// Whether the phase's value follows the view continuously (`.interactive`) or snaps (`.animated`).
    let interactive: Bool
    /// True for `.identity`: the view is always in the identity phase.
    let alwaysIdentity: Bool

    /// The value follows the view's position.
    public static let interactive = ScrollTransitionConfiguration(threshold: .visible(1), interactive: true, alwaysIdentity: false)
    /// The phase changes at once as the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(threshold: .visible(1), interactive: false, alwaysIdentity: false)
    /// The view stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration(threshold: .visible, interactive: false, alwaysIdentity: true)
    /// The phase changes at once, animated with `animation` (a render shows where it settles).
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }

    /// The configuration with another threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(threshold: threshold, interactive: interactive, alwaysIdentity: alwaysIdentity)
    }
    /// The configuration with an animation (a render shows where it settles).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

extension View {
    /// Applies effects as the view moves into and out of the visible area of the scroll view it is in, as SwiftUI's
    /// `scrollTransition(_:axis:transition:)` (iOS 17): `transition` gets ``EmptyVisualEffect`` and the view's
    /// ``ScrollTransitionPhase``, worked out from where the view is placed at rest (or where the scroll position puts
    /// it) along `axis` (the scroll view's axis when `nil`). With `.interactive`, a view part-way out gets the phase of
    /// its edge; its `value` is then the share of it that is out (0…1, negative at the top or leading edge), as SwiftUI
    /// gives it while the view crosses the edge.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffectSteps { proxy in
            ScrollTransitionGeometry.steps(of: proxy, axis: axis, configuration: configuration) {
                transition(EmptyVisualEffect(), $0).steps
            }
        }
    }

    /// As `scrollTransition(_:axis:transition:)`, with separate configurations for the top (leading) and bottom
    /// (trailing) edges.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffectSteps { proxy in
            let (phase, _) = ScrollTransitionGeometry.phase(of: proxy, axis: axis, configuration: topLeading)
            return ScrollTransitionGeometry.steps(
                of: proxy, axis: axis, configuration: phase == .topLeading ? topLeading : bottomTrailing
            ) { transition(EmptyVisualEffect(), $0).steps }
        }
    }
}

/// Where a placed view is relative to its scroll view's visible area.
enum ScrollTransitionGeometry {
    /// The effects for the view where it is: the edge phase's, or, with an interactive configuration, the identity's
    /// moved toward the edge phase's by the share of the view that is out (as SwiftUI interpolates the effect while the
    /// view crosses the edge).
    static func steps(
        of proxy: GeometryProxy, axis: Axis?, configuration: ScrollTransitionConfiguration,
        effect: (ScrollTransitionPhase) -> [VisualEffectStep]
    ) -> [VisualEffectStep] {
        let (phase, out) = self.phase(of: proxy, axis: axis, configuration: configuration)
        guard phase != .identity else { return effect(.identity) }
        let edge = effect(phase)
        guard configuration.interactive, out < 1 else { return edge }
        let identity = effect(.identity)
        guard identity.count == edge.count else { return out < 0.5 ? identity : edge }
        return zip(identity, edge).map { VisualEffectStep.interpolate($0, $1, out) }
    }

    /// The view's phase and how much of it is out (0…1), from its frame in the nearest scroll view's space.
    static func phase(of proxy: GeometryProxy, axis: Axis?, configuration: ScrollTransitionConfiguration) -> (ScrollTransitionPhase, Double)
    {
        guard !configuration.alwaysIdentity else { return (.identity, 0) }
        let key =
            CoordinateSpace.scrollViewKeys(axis == .horizontal ? .horizontal : axis == .vertical ? .vertical : [])
            .last ?? AnyHashable(0)
        guard let viewport = proxy.namedSpaces[key] else { return (.identity, 0) }
        let frame = proxy.globalFrame
        let horizontal = axis == .horizontal
        let (start, end, low, high) =
            horizontal
            ? (frame.minX, frame.maxX, viewport.minX, viewport.maxX) : (frame.minY, frame.maxY, viewport.minY, viewport.maxY)
        let length = max(end - start, 0.0001)
        let outBefore = min(max(low - start, 0), length) / length
        let outAfter = min(max(end - high, 0), length) / length
        let needed = configuration.threshold.share
        if outBefore > 0, 1 - outBefore < max(needed, 0.0001) || (configuration.interactive && outBefore > 0.001) {
            return (.topLeading, outBefore)
        }
        if outAfter > 0, 1 - outAfter < max(needed, 0.0001) || (configuration.interactive && outAfter > 0.001) {
            return (.bottomTrailing, outAfter)
        }
        return (.identity, 0)
    }
}

extension VisualEffectStep {
    /// The step `fraction` (0…1) of the way from `start` to `end`; `end` when they are different kinds of step.
    static func interpolate(_ start: VisualEffectStep, _ end: VisualEffectStep, _ fraction: Double) -> VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (start, end) {
        case (.offset(let x0, let y0), .offset(let x1, let y1)): return .offset(x: mix(x0, x1), y: mix(y0, y1))
        case (.scale(let x0, let y0, _), .scale(let x1, let y1, let anchor)): return .scale(x: mix(x0, x1), y: mix(y0, y1), anchor: anchor)
        case (.rotation(let a0, _), .rotation(let a1, let anchor)): return .rotation(radians: mix(a0, a1), anchor: anchor)
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.blur(let a), .blur(let b)): return .blur(radius: mix(a, b))
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(radians: mix(a, b))
        default: return fraction < 0.5 ? start : end
        }
    }
}
