/// Two images are equal when they show the same thing in the same way, as SwiftUI's `Image` is
/// `Equatable`: the same source (the same symbol name; the same asset image set, by name and
/// pixels; the same pixels at the same scale for a bitmap, a file or a `UIImage`, however it was
/// made; the same missing name) with the same modifiers (resizing, rendering mode,
/// interpolation, tint) and the same accessibility label. Two `Image(uiImage:)` of one `UIImage`
/// are equal; two decodings of one PNG are equal too, since they hold the same pixels.
extension Image: Equatable {
    /// Whether `lhs` and `rhs` draw the same thing the same way.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.resizing?.capInsets == rhs.resizing?.capInsets && lhs.resizing?.mode == rhs.resizing?.mode
            && lhs.renderingMode == rhs.renderingMode && lhs.interpolation == rhs.interpolation && lhs.fixedTint == rhs.fixedTint
            && lhs.fixedSymbolPointSize == rhs.fixedSymbolPointSize && lhs.fixedSymbolScale == rhs.fixedSymbolScale
            && lhs.accessibility == rhs.accessibility
    }
}

extension Image.Source: Equatable {
    static func == (lhs: Image.Source, rhs: Image.Source) -> Bool {
        switch (lhs, rhs) {
        case (.bitmap(let a, let aScale, _), .bitmap(let b, let bScale, _)):
            // The file name a bitmap was read from is not what it shows: pixels and scale are.
            return aScale == bScale && a == b
        case (.asset(let a), .asset(let b)):
            return a.name == b.name && a.isTemplate == b.isTemplate && a.light.1 == b.light.1 && a.light.0 == b.light.0
                && a.dark?.1 == b.dark?.1 && a.dark?.0 == b.dark?.0
        case (.symbol(let a), .symbol(let b)):
            return a == b
        case (.missing(let a, let aReason), .missing(let b, let bReason)):
            return a == b && aReason == bReason
        default:
            return false
        }
    }
}
