extension LayoutNode {
    /// The default description: a line with the node's kind, frame, label and detail (a
    /// modifier node is shown only when it was given a label, under the name "View"), then the
    /// children, indented under it when it has a line.
    func describeAsNode(into lines: inout [String], depth: Int) {
        var childDepth = depth
        if let kind = kind ?? (accessibilityLabel == nil ? nil : "View") {
            var line = String(repeating: "  ", count: depth) + kind + " " + frame.description
            if let label = accessibilityLabel { line += " label=\"\(label)\"" }
            if let detail { line += " " + detail }
            lines.append(line)
            childDepth += 1
        }
        for child in children { child.describe(into: &lines, depth: childDepth) }
    }
}
