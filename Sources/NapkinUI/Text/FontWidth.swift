extension Font {
    /// How wide a font's letters are, as SwiftUI's `Font.Width` (iOS 16): `.compressed`,
    /// `.condensed`, `.standard` or `.expanded`, or a value from -1 (narrowest) to 1 (widest).
    ///
    /// On iOS these pick the narrow and wide cuts of San Francisco. NapkinUI draws only its
    /// bundled faces, which come in one width each, so every width draws the standard one, as
    /// an unknown `.custom` name draws Inter: the layout stays that of the standard face.
    public struct Width: Sendable, Hashable {
        /// The width, from -1 (narrowest) to 1 (widest); 0 is the standard width.
        public var value: CGFloat

        /// A width of `value`, from -1 to 1.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest cut.
        public static let compressed = Width(-0.4)
        /// A narrow cut.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide cut.
        public static let expanded = Width(0.2)
    }

    /// The font in `width`, as SwiftUI's `Font.width(_:)`; drawn at the standard width (see
    /// ``Width``).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// The text in `width`, for parts that set none, as SwiftUI's `Text.fontWidth(_:)`; drawn at
    /// the standard width (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Sets the width of the text inside, as SwiftUI's `fontWidth(_:)`; drawn at the standard
    /// width (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
