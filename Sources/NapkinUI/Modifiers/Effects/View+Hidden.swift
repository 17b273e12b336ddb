internal import Raster

extension View {
    /// Keeps the view's space but draws nothing and takes no taps, as SwiftUI's `hidden()`.
    public func hidden() -> some View {
        ModifiedView(content: self) { node, _ in HiddenNode(child: node) }
    }
}

/// Takes its child's space and draws nothing.
@MainActor
final class HiddenNode: WrapperNode {
    override func draw(in canvas: Raster.Canvas) {}
    override func collectElements(into elements: inout [InteractiveElement]) {}
    override func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "View " + frame.description + " hidden")
    }
}
