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

    /// Keeps the text size inside within `range`, as SwiftUI's `dynamicTypeSize(_:)` given a
    /// range (`...DynamicTypeSize.xxxLarge`): a size outside it becomes its nearest end.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in size = size.clamped(to: range) }
    }
}

extension DynamicTypeSize {
    /// This size moved into `range`: below it, its smallest size; above it, its largest.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let sizes = Self.allCases.filter { range.contains($0) }
        guard let smallest = sizes.first, let largest = sizes.last else { return self }
        return self < smallest ? smallest : largest
    }
}
