extension View {
    /// Makes stacks offer space to this view before views of lower priority.
    public func layoutPriority(_ priority: Double) -> some View {
        ModifiedView(content: self) { node, _ in
            let wrapper = WrapperNode(child: node)
            wrapper.layoutPriority = GeometryInput.number(priority, "layoutPriority", fallback: 0)
            return wrapper
        }
    }
}
