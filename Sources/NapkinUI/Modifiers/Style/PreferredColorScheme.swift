internal import Raster

/// `.preferredColorScheme(_:)`: as in SwiftUI, a view states the scheme it wants for the whole
/// screen it is presented on, not only for itself. The modifier leaves a marker node in the
/// tree; the view controller that finds one lays itself (content, children and bars) out again
/// in that scheme, and the window behind it follows.

extension View {
    /// Asks for `colorScheme` for the screen this view is on (`nil` asks for nothing, and the
    /// device's scheme stays), as SwiftUI's `preferredColorScheme(_:)`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, colorScheme: colorScheme)
    }
}

struct PreferredColorSchemeView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let colorScheme: ColorScheme?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        if let colorScheme { inner.colorScheme = colorScheme }
        return PreferredColorSchemeNode(child: buildNode(content, in: inner), colorScheme: colorScheme)
    }
}

/// Marks where a preferred colour scheme was asked for; lays out as its child.
@MainActor
final class PreferredColorSchemeNode: WrapperNode {
    let colorScheme: ColorScheme?

    init(child: LayoutNode, colorScheme: ColorScheme?) {
        self.colorScheme = colorScheme
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: proposal)
    }
}

extension LayoutNode {
    /// The first colour scheme asked for in this subtree, depth first.
    var preferredColorScheme: ColorScheme? {
        if let marker = self as? PreferredColorSchemeNode, let scheme = marker.colorScheme { return scheme }
        for child in children {
            if let scheme = child.preferredColorScheme { return scheme }
        }
        return nil
    }
}
