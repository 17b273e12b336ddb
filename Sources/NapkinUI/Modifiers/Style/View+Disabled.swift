extension View {
    /// Disables the controls inside: they draw dimmed and ignore taps.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifiedView(content: self) { if disabled { $0.isEnabled = false } }
    }
}
