internal import Raster

extension PathData {
    /// The box around the path's points and control points (an arc's whole circle), which holds
    /// everything the path can paint before a stroke's width; nil for a path without a finite
    /// point. Non-finite points are left out.
    var controlPointBox: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point, _ r: Double = 0) {
            guard p.x.isFinite, p.y.isFinite, r.isFinite else { return }
            minX = min(minX, p.x - r)
            minY = min(minY, p.y - r)
            maxX = max(maxX, p.x + r)
            maxY = max(maxY, p.y + r)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .arc(let center, let radius, _, _, _): add(center, abs(radius))
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
