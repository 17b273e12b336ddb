internal import Raster

/// Whether people can use the screen behind a sheet, as SwiftUI's
/// `PresentationBackgroundInteraction` (iOS 16.4). Where they can, iOS leaves that screen
/// undimmed; where they cannot, it dims it.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind

    /// The system's choice: for a sheet on iPhone, the screen behind is dimmed and takes no taps.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The screen behind is dimmed and takes no taps.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The screen behind is not dimmed, at every detent.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)

    /// The screen behind is not dimmed while the sheet rests at `detent` or below it.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

extension View {
    /// Fills the sheet showing this view with `style`, as SwiftUI's `presentationBackground(_:)`
    /// (iOS 16.4): the whole card, under its rounded corners and into the safe area, instead of
    /// the system's white (dark grey in dark mode). A translucent style lets the dimmed screen
    /// behind show through.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let fill = AnyView(Rectangle().fill(style))
        return sheetPreference { $0.background = fill }
    }

    /// Draws `content` behind the sheet showing this view, as SwiftUI's
    /// `presentationBackground(alignment:content:)`: laid out in the whole card, placed by
    /// `alignment`, instead of the system's background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return sheetPreference { $0.background = background }
    }

    /// Whether people can use the screen behind the sheet showing this view, as SwiftUI's
    /// `presentationBackgroundInteraction(_:)`: where it is enabled, a sheet below its full
    /// height leaves the screen behind undimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        sheetPreference { $0.backgroundInteraction = interaction }
    }
}

extension ViewController {
    /// Draws the sheet's `presentationBackground` in `card` and returns true, or returns false
    /// when the content sets none (the controller's own background is then the card's).
    func drawPresentationBackground(in card: Rect, canvas: Raster.Canvas) -> Bool {
        guard let background = sheetPreferences.background else { return false }
        var environment = bridge.lastEnvironment
        if let scheme = contentNode?.rootColorScheme { environment.colorScheme = scheme }
        let node = buildNode(background, in: environment)
        _ = node.size(for: SizeProposal(card.size))
        node.place(in: card, context: PlacementContext(bounds: card, safeRect: card))
        node.draw(in: canvas)
        return true
    }

    /// True when the screen behind this partial sheet is dimmed: unless its content enables
    /// interaction with it at the height the sheet rests at.
    func dimsScreenBehind(in bounds: Rect, insets: EdgeInsets) -> Bool {
        let large = bounds.maxY - (bounds.minY + insets.top + SheetMetrics.topGap)
        if sheetPreferences.backgroundInteraction == nil, let uikit = configuredSheetController {
            // A UIKit sheet: undimmed up through its `largestUndimmedDetentIdentifier`.
            return uikit.dimsScreenBehind(
                atHeight: sheetHeight(large: large, screen: bounds.height), large: large, screen: bounds.height)
        }
        switch sheetPreferences.backgroundInteraction?.kind ?? .automatic {
        case .automatic, .disabled: return true
        case .enabled: return false
        case .enabledUpThrough(let detent):
            let limit = detent.resolved(large: large, screen: bounds.height, environment: bridge.lastEnvironment) ?? large
            return sheetHeight(large: large, screen: bounds.height) > limit + 0.001
        }
    }
}
