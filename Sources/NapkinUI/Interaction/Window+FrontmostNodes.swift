extension Window {
    /// The laid-out nodes of type `Node` the frontmost controller shows (its content, its
    /// visible children but an embedded navigation stack's own, and its chrome), parents
    /// before their children: back to front, as elements are collected. Drags look for their
    /// gesture among them, touches for the UIKit view under the finger.
    func frontmostNodes<Node: LayoutNode>(of type: Node.Type) -> [Node] {
        var nodes: [Node] = []
        if let controller = frontmostController { Self.collect(type, of: controller, into: &nodes) }
        return nodes
    }

    /// The laid-out nodes of type `Node` in every controller shown: the root's and those presented over it, back to
    /// front, parents before their children. URL handlers look for themselves here: a handler under a sheet still
    /// gets the app's URLs.
    func shownNodes<Node: LayoutNode>(of type: Node.Type) -> [Node] {
        var nodes: [Node] = []
        for controller in [rootViewController].compactMap({ $0 }) + presentedChain { Self.collect(type, of: controller, into: &nodes) }
        return nodes
    }

    private static func collect<Node: LayoutNode>(_ type: Node.Type, of controller: ViewController, into nodes: inout [Node]) {
        controller.contentNode?.collect(type, into: &nodes)
        for child in controller.visibleChildren where child !== controller.bridge.embeddedNavigation?.controller {
            collect(type, of: child, into: &nodes)
        }
        controller.chromeNode?.collect(type, into: &nodes)
    }
}

extension LayoutNode {
    /// Appends the nodes of type `Node` in this subtree, parents before their children.
    func collect<Node: LayoutNode>(_ type: Node.Type, into nodes: inout [Node]) {
        if let node = self as? Node { nodes.append(node) }
        for child in children { child.collect(type, into: &nodes) }
    }
}
