/// A view that builds its content with a node wrapped around it (the shape of every
/// layout modifier).
struct ModifiedView: View, PrimitiveView, MultiView {
    typealias Body = Never
    let content: any View
    let makeWrapper: @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeWrapper(buildNode(content, in: environment), environment)
    }

    /// In a stack, a modified `Group` is each of its children modified, as in SwiftUI; any
    /// other content is one modified node.
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        guard distributes(content) else { return [makeNode(in: environment)] }
        return buildNodes(content, in: environment).map { makeWrapper($0, environment) }
    }

    /// True when `view` is a group, or a modified group (modifiers distribute through each other).
    private func distributes(_ view: any View) -> Bool {
        if view is DistributesModifiers { return true }
        if let modified = view as? ModifiedView { return distributes(modified.content) }
        if let modified = view as? EnvironmentModifiedView { return distributes(modified.content) }
        return false
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
