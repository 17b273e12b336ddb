// SwiftUI's preview modifiers. Each wraps the view in a marker that lays out as the view
// itself; ``PreviewRegistry`` peels the markers off a PreviewProvider's views to read the
// preview's settings.

extension View {
    /// Names this preview (a view of a ``PreviewProvider``'s `previews`).
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewSettingsView(content: self) { $0.displayName = name }
    }

    /// Shows this preview on `device` (see ``PreviewDevice/device`` for the names understood);
    /// `nil` keeps the configuration's device.
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        PreviewSettingsView(content: self) { $0.device = device }
    }

    /// Sizes this preview: the whole device, the view's own size, or a fixed size.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewSettingsView(content: self) { $0.layout = layout }
    }

    /// Shows this preview with the device held in `orientation`.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        PreviewSettingsView(content: self) { $0.orientation = orientation }
    }

    /// NapkinUI's own modifier: `assertPreviewSnapshots()` skips this preview of a
    /// ``PreviewProvider`` (the gallery still shows it). See ``PreviewTrait/snapshotExcluded``.
    public func previewSnapshotExcluded() -> some View {
        PreviewSettingsView(content: self) { $0.isExcludedFromSnapshots = true }
    }
}

/// A view with preview settings attached: lays out as its content.
struct PreviewSettingsView<Content: View>: View, PrimitiveView, MultiView, PreviewSettingsCarrier {
    typealias Body = Never
    let content: Content
    let apply: (inout PreviewSettings) -> Void

    var wrapped: any View { content }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content, in: environment)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(content, in: environment)
    }
}

/// A marker that carries preview settings around a view.
@MainActor
protocol PreviewSettingsCarrier {
    /// Sets what the marker says.
    var apply: (inout PreviewSettings) -> Void { get }
    /// The view inside.
    var wrapped: any View { get }
}
