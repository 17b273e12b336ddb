extension View {
    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View {
        EnvironmentModifiedView(content: self) { if let font { $0.font = font } }
    }

    /// Sets the weight of the text inside, as SwiftUI's `fontWeight(_:)`; `nil` leaves it.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentModifiedView(content: self) { if let weight { $0.fontWeight = weight } }
    }

    /// Draws the text inside in bold, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { if isActive { $0.fontWeight = .bold } }
    }

    /// Sets the design (sans, serif, monospaced) of the text inside, as SwiftUI's `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        EnvironmentModifiedView(content: self) { if let design { $0.fontDesign = design } }
    }

    /// Draws the text inside in the monospaced family, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { if isActive { $0.fontDesign = .monospaced } }
    }

    /// Gives the digits of the text inside one width, as SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> some View {
        EnvironmentModifiedView(content: self) { $0.monospacedDigits = true }
    }

    /// Draws the text inside in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { $0.isItalic = isActive }
    }

    /// Sets the preferred text size for the views inside, as SwiftUI's `dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of the views inside within `range`, as SwiftUI's
    /// `dynamicTypeSize(_:)` with a range (`...DynamicTypeSize.xxxLarge` for text that must
    /// stay inside a fixed shape, such as an avatar's initials): a size outside it becomes the
    /// nearest size within it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentModifiedView(content: self) { environment in
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let first = allowed.first, let last = allowed.last, !range.contains(environment.dynamicTypeSize) else { return }
            environment.dynamicTypeSize = environment.dynamicTypeSize < first ? first : last
        }
    }
}
