/// How a view comes in and goes out when it is inserted or removed, as SwiftUI's
/// `AnyTransition`: `.opacity`, `.move(edge: .top)`, `.scale.combined(with: .opacity)`.
///
/// A still frame shows a view that is there fully in (the transition's identity state) and
/// shows nothing of a view that was removed, so a transition never changes what is drawn;
/// its description says what it would do.
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
    /// What the transition does, in words.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition("identity")
    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Grows from nothing and shrinks back, about the centre.
    public static let scale = AnyTransition("scale")
    /// Comes in from the leading edge and leaves by the trailing one.
    public static let slide = AnyTransition("slide")
    /// Comes in sharpening from a blur and growing, and goes out blurring, as iOS 17's
    /// `.blurReplace` (its `.downUp` configuration).
    public static let blurReplace = AnyTransition.blurReplace(.downUp)

    /// Comes in and goes out through a blur, scaling as `configuration` says (iOS 17's
    /// `.blurReplace(_:)`).
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration) -> AnyTransition {
        AnyTransition("blurReplace(\(configuration))")
    }

    /// Grows from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale), anchor: (\(anchor.x), \(anchor.y)))")
    }

    /// Grows from `scale` about `anchor`, as iOS 17's `.scale(_:anchor:)`.
    public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        .scale(scale: scale, anchor: anchor)
    }

    /// Comes in from, and goes out towards, `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition("move(edge: .\(edge))")
    }

    /// Pushes in from `edge`, as iOS 16's `push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition("push(from: .\(edge))")
    }

    /// Comes in from, and goes out to, the offset `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition("offset(\(offset.width), \(offset.height))")
    }

    /// Comes in from, and goes out to, the offset (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        .offset(CGSize(width: x, height: y))
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// A transition between a modifier's `active` state (out) and its `identity` state (in);
    /// a still frame shows the identity state.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(E.self))")
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(self) + \(other)")
    }

    /// This transition, run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(self).animation(\(animation.map(String.init(describing:)) ?? "nil"))")
    }
}

extension View {
    /// How the view comes in and goes out when a change inserts or removes it, as SwiftUI's
    /// `transition(_:)`. A still frame shows it fully in (see ``AnyTransition``).
    public func transition(_ transition: AnyTransition) -> some View {
        settled()
    }
}

/// iOS 17's blur-and-replace transition's settings, for `.transition(.blurReplace(.upUp))`.
public struct BlurReplaceTransition: Sendable, Hashable {
    /// Which way the views scale as one replaces the other.
    public struct Configuration: Sendable, Hashable, CustomStringConvertible {
        /// The words for the configuration.
        public let description: String
        /// The incoming view scales up, the outgoing one down.
        public static let downUp = Configuration(description: "downUp")
        /// Both views scale up.
        public static let upUp = Configuration(description: "upUp")
    }

    /// How the views scale.
    public var configuration: Configuration

    /// The transition with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }
}
