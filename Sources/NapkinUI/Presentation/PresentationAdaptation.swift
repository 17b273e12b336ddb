/// How a presentation adapts to a compact size class, as SwiftUI's `PresentationAdaptation`
/// (iOS 16.4): an iPhone in portrait is compact in width, so this chooses what a sheet or a
/// popover looks like there.
public struct PresentationAdaptation: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The system's adaptation: a sheet stays a sheet, a popover becomes a sheet.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    /// No adaptation where possible: each presentation keeps its own appearance.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    /// A popover appearance.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    /// A sheet appearance.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    /// A full-screen-cover appearance.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

extension View {
    /// Sets how the presentation showing this content adapts to compact size classes, as
    /// SwiftUI's `presentationCompactAdaptation(_:)`. Applied inside a sheet's or a popover's
    /// content, as in SwiftUI. `.fullScreenCover` draws the sheet or popover over the whole
    /// screen; `.sheet` and `.automatic` draw a sheet. `.popover` (and `.none` on a popover)
    /// asks iOS for a popover bubble by its source view: NapkinUI does not draw popover
    /// bubbles yet, so such a presentation is still drawn as a sheet.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        sheetPreference { $0.compactAdaptation = adaptation }
    }

    /// Sets the adaptation for a horizontally compact and a vertically compact size class, as
    /// SwiftUI's `presentationCompactAdaptation(horizontal:vertical:)`. An iPhone in portrait,
    /// which NapkinUI draws, is compact only horizontally, so `horizontalAdaptation` applies.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        presentationCompactAdaptation(horizontalAdaptation)
    }
}

extension ViewController {
    /// Whether this presented controller is drawn as a sheet card: a sheet style, unless its
    /// content adapts it to a full-screen cover (`presentationCompactAdaptation(.fullScreenCover)`).
    var drawsAsSheet: Bool {
        guard modalPresentationStyle.isSheet else { return false }
        return sheetPreferences.compactAdaptation?.kind != .fullScreenCover
    }
}
