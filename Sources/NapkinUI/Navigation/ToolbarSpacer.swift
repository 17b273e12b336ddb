/// How much room a ``ToolbarSpacer`` takes, as SwiftUI's `SpacerSizing` (iOS 26).
public struct SpacerSizing: Sendable, Hashable {
    let isFlexible: Bool

    /// All the room the bar has left.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// One item's spacing.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// Room between toolbar items, as SwiftUI's `ToolbarSpacer` (iOS 26), which splits the items into groups:
/// `ToolbarSpacer(.flexible, placement: .bottomBar)` pushes the bottom toolbar's items after it to the far end;
/// a fixed spacer, or any spacer in the navigation bar, adds one item's spacing (NapkinUI draws iOS 17's bar,
/// where items are not grouped on glass).
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    /// A spacer has no body.
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// The spacer as a view at its placement.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] {
        if sizing.isFlexible && placement == .bottomBar {
            return [(placement, AnyView(FlexibleToolbarSpace()))]
        }
        return [(placement, AnyView(Color.clear.frame(width: 0, height: 0).accessibilityHidden(true)))]
    }
}

/// A flexible ``ToolbarSpacer`` in the bottom toolbar: the bar stops spreading its items evenly and this takes the room.
struct FlexibleToolbarSpace: View {
    var body: some View { Spacer(minLength: 0) }
}

extension AnyView {
    /// True for a flexible ``ToolbarSpacer`` placed in a bar.
    var isFlexibleToolbarSpace: Bool { wrapped is FlexibleToolbarSpace }
}
