extension View {
    /// Sets the colour of dividers inside.
    public func separatorColor(_ color: Color) -> some View {
        EnvironmentModifiedView(content: self) { $0.separatorColor = color }
    }
}
