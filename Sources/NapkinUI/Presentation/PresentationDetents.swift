/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Sendable, Hashable {
    enum Height: Sendable, Hashable {
        case large, medium, fraction(Double), points(Double), custom(CustomDetentType)
    }

    let height: Height

    /// The full sheet, its top 10 points below the status bar.
    public static let large = PresentationDetent(height: .large)
    /// About half the screen.
    public static let medium = PresentationDetent(height: .medium)

    /// `fraction` of the full sheet's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(Double(fraction)))
    }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(Double(height)))
    }

    /// A detent whose height `type` computes, as SwiftUI's `PresentationDetent.custom(_:)`.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(height: .custom(CustomDetentType(type)))
    }

    /// The sheet's height at this detent, for a full sheet `large` points tall on a screen
    /// `screen` points tall, where `environment` applies; `nil` when a custom detent is not
    /// available there (its `height(in:)` returned `nil`).
    func resolved(large: Double, screen: Double, environment: EnvironmentValues) -> Double? {
        switch height {
        case .large: large
        case .medium: (screen / 2).rounded()
        case .fraction(let fraction): min(large, max(0, large * fraction))
        case .points(let points): min(large, max(0, points))
        case .custom(let custom):
            custom.type.height(in: Context(maxDetentValue: CGFloat(large), environment: environment)).map {
                min(large, max(0, Double($0)))
            }
        }
    }

    /// What a ``CustomPresentationDetent`` is told to compute its height: the full sheet's
    /// height and the environment's values, read as its members (`context.colorScheme`).
    @dynamicMemberLookup
    public struct Context {
        /// The height of the largest detent (`.large`), in points.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment's value at `keyPath` (`context.verticalSizeClass`).
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// A sheet height an app computes, as SwiftUI's `CustomPresentationDetent`:
/// ```swift
/// struct AlmostFull: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { context.maxDetentValue - 1 }
/// }
/// .presentationDetents([.custom(AlmostFull.self)])
/// ```
/// The sheet rests at the height returned (within 0 and the full height); `nil` leaves the
/// detent out where that context applies.
public protocol CustomPresentationDetent {
    /// What ``height(in:)`` is told.
    typealias Context = PresentationDetent.Context
    /// The sheet's height at this detent, or `nil` when it is not available in `context`.
    static func height(in context: Context) -> CGFloat?
}

/// A custom detent's type, compared by identity.
struct CustomDetentType: Hashable, @unchecked Sendable {
    // Sound: a metatype holds no state; only its static `height(in:)` is called, on the main actor.
    let type: any CustomPresentationDetent.Type

    init(_ type: any CustomPresentationDetent.Type) { self.type = type }

    static func == (lhs: CustomDetentType, rhs: CustomDetentType) -> Bool { ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}

extension View {
    /// The heights the sheet showing this view rests at; NapkinUI draws it at the smallest,
    /// as iOS opens it. Below the full height the screen behind is dimmed but not shrunk.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        sheetPreference { $0.detents = detents }
    }

    /// The heights the sheet showing this view rests at, the one shown following
    /// `selection` (as SwiftUI's `presentationDetents(_:selection:)`); a selection outside
    /// `detents` shows the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        sheetPreference {
            $0.detents = detents
            $0.selectedDetent = selection
        }
    }

    /// Shows or hides the grabber at the top of the sheet showing this view.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        sheetPreference { $0.showsGrabber = visibility == .visible }
    }

    /// Accepted for compatibility: NapkinUI renders still frames, so no drag can dismiss a
    /// sheet anyway.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }

    /// Hands a change of the sheet settings up to the presented controller.
    func sheetPreference(_ apply: @escaping @MainActor (inout SheetPreferences) -> Void) -> some View {
        writingPreferences { $0.prepend(apply, to: SheetKey.self) }
    }
}

/// How the sheet showing some content is drawn: its detents, grabber, corners and background.
struct SheetPreferences: Equatable {
    var detents: Set<PresentationDetent> = []
    var showsGrabber = false
    /// The radius of the card's top corners (`presentationCornerRadius`); `nil` is the system's.
    var cornerRadius: CGFloat?
    /// The binding of `presentationDetents(_:selection:)`, if any.
    var selectedDetent: Binding<PresentationDetent>?
    /// What fills the card (`presentationBackground`); `nil` is the system's background.
    var background: AnyView?
    /// Whether the screen behind takes taps and is left undimmed (`presentationBackgroundInteraction`).
    var backgroundInteraction: PresentationBackgroundInteraction?
    /// How the presentation adapts to an iPhone's compact size classes (`presentationCompactAdaptation`).
    var compactAdaptation: PresentationAdaptation?

    /// Equal settings; two selections, and two backgrounds, compare as present or absent (a
    /// binding and a view have no identity).
    static func == (lhs: SheetPreferences, rhs: SheetPreferences) -> Bool {
        lhs.detents == rhs.detents && lhs.showsGrabber == rhs.showsGrabber && lhs.cornerRadius == rhs.cornerRadius
            && (lhs.selectedDetent == nil) == (rhs.selectedDetent == nil) && (lhs.background == nil) == (rhs.background == nil)
            && lhs.backgroundInteraction == rhs.backgroundInteraction && lhs.compactAdaptation == rhs.compactAdaptation
    }
}
