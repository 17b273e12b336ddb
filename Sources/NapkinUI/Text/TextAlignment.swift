internal import Raster

/// How the lines of multi-line text align with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing

    /// The renderer's alignment of lines in left-to-right coordinates.
    var lines: LineAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
