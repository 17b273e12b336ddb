/// The view a phase or keyframe animator modifier was applied to, handed to its content
/// closure so that effects can be put on it, as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    /// No body: the placeholder builds the view it stands for.
    public typealias Body = Never
    let content: Value

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content, in: environment)
    }
}

/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator` (iOS 17): each phase is a step of the animation, and `content` draws the
/// view for a phase.
///
/// **At rest.** Without a trigger the animator starts in the first phase and cycles through
/// the phases for ever; with a trigger it rests in the first phase and runs through the
/// others, back to the first, each time the trigger changes. Either way the first frame, the
/// one a still render shows, is the content in the first phase. Empty phases draw nothing
/// (SwiftUI draws a warning there).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// True when a trigger starts each run, false when the phases cycle on their own.
    let isTriggered: Bool

    /// Cycles through `phases` continuously, drawing each with `content` and moving to the
    /// next phase with the animation `animation` gives for it.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        isTriggered = false
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
        isTriggered = true
    }

    /// The phase a still frame shows: the first.
    var restingPhase: Phase? { phases.first }

    /// The content in the first phase.
    public var body: some View {
        if let phase = restingPhase {
            content(phase)
        }
    }
}

extension View {
    /// Animates effects on this view through `phases` continuously, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`: `content` puts the effects of a phase on the
    /// view. A still frame shows the first phase (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }

    /// Animates effects on this view through `phases`, back to the first, each time `trigger`
    /// changes, as SwiftUI's `phaseAnimator(_:trigger:content:animation:)`. At rest, and so in
    /// a still frame, the view is in the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }
}
