internal import Raster

extension Path {
    /// The part of the path between fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: `0...0.5` is the first half of the outline, measured along
    /// it from where it starts (a `Circle` starts at its trailing point and runs clockwise on
    /// screen; a `Rectangle` at its top-leading corner). Fractions are clamped to 0...1; an
    /// empty range gives an empty path. Lines and arcs are cut exactly; curves at the point
    /// a fine polyline along them puts at that length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(Double(from), 0), 1), end = min(max(Double(to), 0), 1)
        if start == 0 && end == 1 { return self }
        let segments = PathSegment.segments(of: data)
        let total = segments.reduce(0) { $0 + $1.length }
        guard end > start, total > 0 else { return Path() }
        var result = Path()
        var position = 0.0
        var connected = false  // whether the last piece emitted ends where the next begins
        for segment in segments {
            if segment.startsSubpath { connected = false }
            let length = segment.length
            let low = max(start * total - position, 0), high = min(end * total - position, length)
            position += length
            guard length > 0, high > low else { continue }
            let piece = segment.piece(from: low / length, to: high / length)
            if !connected { result.data.elements.append(.move(to: piece.start)) }
            result.data.elements.append(piece.element)
            connected = high >= length
        }
        return result
    }
}

extension Shape {
    /// The part of the shape's outline between fractions `from` and `to` of its length, as
    /// SwiftUI's `trim(from:to:)`: stroke it to draw a progress ring
    /// (`Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 8)`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to a part of its outline (``Shape/trim(from:to:)``).
struct TrimmedShape<Base: Shape>: Shape, PrimitiveView, CircleInscribing {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    /// The base shape's outline in `rect`, trimmed; a circle stays inscribed in a square.
    func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// A trimmed circle is still drawn in the centred square of its frame.
    var inscribesCircle: Bool { base.isCircle }
}

/// A shape drawn in the centred square of its frame when what it wraps is a circle.
@MainActor
protocol CircleInscribing {
    /// True when the outline is inscribed in a square, as a ``Circle``'s.
    var inscribesCircle: Bool { get }
}
