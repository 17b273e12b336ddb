internal import Raster

// The one place where NapkinUI's public geometry (SwiftUI's `CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`) meets the renderer's (`Double`, `Point`, `Size`, `Rect`), which layout and drawing
// use inside. Public signatures convert here, at the boundary, and nowhere else.

extension Point {
    /// The same point in the renderer's type.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The same size in the renderer's type.
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The same rectangle in the renderer's type.
    init(_ rect: CGRect) { self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) }

    /// The rectangle shrunk by `insets` on each edge (never to a negative size).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom)
        )
    }
}

extension CGPoint {
    /// The same point in SwiftUI's type.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size in SwiftUI's type.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle in SwiftUI's type.
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension Optional where Wrapped == CGFloat {
    /// The length as the `Double` layout computes with (`nil` stays `nil`): optional values do
    /// not convert between `CGFloat` and `Double` implicitly, as plain ones do.
    var points: Double? { map { Double($0) } }
}

extension Optional where Wrapped == Double {
    /// The length as SwiftUI's `CGFloat` (`nil` stays `nil`).
    var cgFloat: CGFloat? { map { CGFloat($0) } }
}
