/// How a view's content animates when it changes in place, as SwiftUI's `ContentTransition`
/// (iOS 16): a text's digits rolling, a symbol replaced by another. It only acts during an
/// animation, so a still frame draws the new content settled (see ``Animation``); the value is
/// kept in the environment (``EnvironmentValues/contentTransition``) for what reads it.
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
    /// The transition's name and arguments: `numericText(countsDown: true)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// No animation: the new content replaces the old at once (the environment's default).
    public static let identity = ContentTransition("identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition("opacity")
    /// Matching glyphs move, resize and recolour to their new state.
    public static let interpolate = ContentTransition("interpolate")

    /// Digits roll up, or down when `countsDown`, to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition("numericText(countsDown: \(countsDown))")
    }

    /// Digits roll in the direction `value` moved since the last change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition("numericText(value: \(value))")
    }

    /// A symbol changes to another with the system's symbol transition.
    public static var symbolEffect: ContentTransition { ContentTransition("symbolEffect") }

    /// A symbol changes to another with `effect` (`.replace`, `.replace.downUp`…).
    public static func symbolEffect<Effect: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: Effect, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition("symbolEffect(\(effect))")
    }
}

/// A symbol effect that can change one symbol into another, as `.replace`.
public protocol ContentTransitionSymbolEffect {}

/// Replaces one symbol with another, as iOS 17's `.replace`: the old symbol leaves and the new
/// one arrives (down then up, up then up, or off then up).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, CustomStringConvertible {
    enum Style: String, Sendable, Hashable { case automatic, downUp, upUp, offUp }
    let style: Style
    let scope: SymbolEffectScope
    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp, scope: scope) }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp, scope: scope) }
    /// The old symbol vanishes, the new one scales up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp, scope: scope) }
    /// The effect on each layer in turn.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(style: style, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(style: style, scope: .wholeSymbol) }
    /// `replace` with its style: `replace.downUp`.
    public var description: String { style == .automatic ? "replace" : "replace.\(style.rawValue)" }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .automatic, scope: .automatic) }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How content changes animate in place (`.identity` unless ``View/contentTransition(_:)``
    /// says otherwise).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Animates changes of this view's content with `transition`, as SwiftUI's
    /// `contentTransition(_:)`. A still frame shows the content settled: the view draws as it
    /// is, and the views inside read `transition` from the environment.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        EnvironmentModifiedView(content: self) { $0.contentTransition = transition }
    }
}
