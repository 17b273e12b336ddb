/// What VoiceOver reads for an image, as SwiftUI decides it from how the image was made.
enum ImageAccessibility: Sendable, Hashable {
    /// `Image(_:bundle:)`: read by its asset name, as SwiftUI does (the audit reports it:
    /// a file name is rarely what the picture shows).
    case named(String)
    /// `Image(_:bundle:label:)`, `Image(_:scale:label:)`: read by its label.
    case labelled(String)
    /// `Image(decorative:bundle:)`: not read at all.
    case decorative
    /// `Image(systemName:)`: read by the symbol's name, its dots as spaces ("chevron
    /// backward"). SwiftUI reads Apple's description of a symbol where it has one; NapkinUI
    /// has no such table, so the name stands in.
    case symbol(String)
    /// `Image(bitmap:scale:)`, `Image(contentsOf:scale:)`: an image with no label, read as
    /// "Image" alone (the audit reports it).
    case unlabelled
}

extension ImageNode: AccessibilitySource {
    /// One image element, labelled as ``ImageAccessibility`` says; none when decorative.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        var draft = AccessibilityDraft(role: .image, label: "", traits: .isImage, frame: frame)
        switch accessibility {
        case .decorative:
            return []
        case .named(let name):
            draft.label = name
            draft.labelIsFileName = true
        case .labelled(let label):
            draft.label = label
        case .symbol(let name):
            draft.label = name.split(separator: ".").joined(separator: " ")
        case .unlabelled:
            break
        }
        return [.element(draft)]
    }
}
