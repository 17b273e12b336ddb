import Foundation

/// Which of a page's boxes (ISO 32000-1, 14.11.2) is meant, as PDFKit's `PDFDisplayBox`.
public enum PDFDisplayBox: Int, Sendable, Hashable, CaseIterable {
    /// The whole medium the page is printed on.
    case mediaBox = 0
    /// The visible region: what a viewer shows (the default box everywhere).
    case cropBox = 1
    /// The region to clip to in production, with the bleed.
    case bleedBox = 2
    /// The finished page after trimming.
    case trimBox = 3
    /// The meaningful content, as the page's author intends.
    case artBox = 4
}
