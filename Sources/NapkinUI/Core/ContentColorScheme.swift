/// The colour scheme a controller's content sets at its root: the README's promise that
/// `.environment(\.colorScheme, .dark)` on a screen's root darkens the screen.
///
/// The controller fills its background before its content is drawn, in the environment it
/// was given, which the content's own modifiers never reach; without this, a root set dark
/// draws white text on the controller's white background. A node built in a colour scheme
/// other than its surroundings' carries it (``LayoutNode/schemeSetAbove``); when that node is
/// the content's root (under nothing but modifiers), the controller fills in its scheme.
extension LayoutNode {
    /// Notes that this node was built in `scheme` where its surroundings have another (the
    /// innermost `.environment(\.colorScheme, …)` decides, as for the content itself).
    func markScheme(_ scheme: ColorScheme) {
        if schemeSetAbove == nil { schemeSetAbove = scheme }
    }

    /// The colour scheme of this content's root: the one set on the first node, through the
    /// single-child modifiers at the top of the tree (padding, frames, titles, mirroring), that
    /// was built in a scheme of its own; or `nil`. A scroll view, button or control is content,
    /// not a modifier, so a scheme set inside one is not the root's.
    var rootColorScheme: ColorScheme? {
        var node: LayoutNode = self
        while true {
            if let scheme = node.schemeSetAbove { return scheme }
            guard let wrapper = node as? WrapperNode, !(wrapper is ScrollNode || wrapper is ButtonNode || wrapper is ControlNode) else {
                return nil
            }
            node = wrapper.child
        }
    }
}
