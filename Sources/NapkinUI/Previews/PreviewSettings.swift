/// What a preview asks of whatever shows it: from a `#Preview`'s traits, or from the preview
/// modifiers on one of a ``PreviewProvider``'s views.
///
/// A colour scheme is not among them: `.preferredColorScheme(_:)` stays part of the view,
/// and the window honours it as it does on a screen.
public struct PreviewSettings: Sendable, Hashable {
    /// `previewDisplayName(_:)`, if any.
    public var displayName: String?
    /// `previewLayout(_:)` or a layout trait: the whole device unless set.
    public var layout: PreviewLayout = .device
    /// `previewDevice(_:)`, if any: the configuration's device otherwise.
    public var device: PreviewDevice?
    /// `previewInterfaceOrientation(_:)` or an orientation trait, if any: the configuration's
    /// device as it is held otherwise.
    public var orientation: InterfaceOrientation?
    /// True when the preview opted out of snapshot tests (``PreviewTrait/snapshotExcluded``,
    /// ``View/previewSnapshotExcluded()``): `assertPreviewSnapshots()` skips it without making
    /// its view, and reports any reference left from before.
    public var isExcludedFromSnapshots = false

    /// No settings: the whole device, as the configuration gives it.
    public init() {}
}
