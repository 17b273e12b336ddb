/// A view that builds its content with a node wrapped around it (the shape of every
/// layout modifier).
struct ModifiedView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let makeWrapper: @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeWrapper(buildNode(content, in: environment), environment)
    }
}

/// A view whose content sees a changed environment.
struct EnvironmentModifiedView: View, PrimitiveView, MultiView {
    typealias Body = Never
    let content: any View
    let change: @MainActor (inout EnvironmentValues) -> Void

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var changed = environment
        change(&changed)
        return marked(buildNode(content, in: changed), from: environment, to: changed)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var changed = environment
        change(&changed)
        return buildNodes(content, in: changed).map { marked($0, from: environment, to: changed) }
    }

    /// `node`, marked when the change set another colour scheme (see ContentColorScheme.swift).
    private func marked(_ node: LayoutNode, from environment: EnvironmentValues, to changed: EnvironmentValues) -> LayoutNode {
        if changed.colorScheme != environment.colorScheme { node.markScheme(changed.colorScheme) }
        return node
    }
}
