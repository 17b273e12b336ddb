import Foundation
import NapkinUI

/// One stroke of a drawing, as PencilKit's `PKStroke`: its ink, its path, the transform placing
/// the path in the drawing, and an optional mask (what a pixel eraser left of it).
public struct PKStroke: @unchecked Sendable, Equatable {
    // Sound as far as PencilKit's own type is: every stored value is a value type except ``mask``, a
    // UIBezierPath the stroke only reads (to keep it); a caller mutating it from two threads races
    // as with UIKit's.
    /// The ink the stroke is drawn with.
    public var ink: PKInk
    /// The stroke's path, before ``transform``.
    public var path: PKStrokePath
    /// Places the path in the drawing.
    public var transform: CGAffineTransform
    /// The part of the stroke that is shown (in the path's coordinates), or `nil` for all of it.
    /// NapkinUI keeps it; it does not cut the drawn stroke by it.
    public var mask: UIBezierPath?
    /// The seed of the ink's texture (kept, as PencilKit keeps it; NapkinUI's inks have no texture).
    public var randomSeed: UInt32

    /// A stroke of `path` in `ink`, placed by `transform`, shown inside `mask` (all when `nil`).
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.init(ink: ink, path: path, transform: transform, mask: mask, randomSeed: 0)
    }

    /// A stroke with the seed of its ink's texture, as PencilKit's iOS 16 initializer.
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil, randomSeed: UInt32) {
        self.ink = ink
        self.path = path
        self.transform = transform
        self.mask = mask
        self.randomSeed = randomSeed
    }

    /// The rectangle the drawn stroke covers in the drawing: the curve's points, widened by half
    /// the brush at each, through ``transform``. `.null` for an empty path.
    public var renderBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in StrokeOutline.samples(of: path) {
            let half = Swift.max(point.size.width, point.size.height) / 2
            minX = Swift.min(minX, point.location.x - half)
            minY = Swift.min(minY, point.location.y - half)
            maxX = Swift.max(maxX, point.location.x + half)
            maxY = Swift.max(maxY, point.location.y + half)
        }
        guard minX.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).applying(transform)
    }

    /// The stroke's masked path ranges: the whole curve (NapkinUI does not split strokes by masks).
    public var maskedPathRanges: [ClosedRange<CGFloat>] {
        path.isEmpty ? [] : [0...CGFloat(path.count - 1)]
    }

    /// Whether two strokes have the same ink, path, transform and seed, and the same mask object.
    public static func == (lhs: PKStroke, rhs: PKStroke) -> Bool {
        lhs.ink == rhs.ink && lhs.path == rhs.path && lhs.transform == rhs.transform && lhs.randomSeed == rhs.randomSeed
            && lhs.mask === rhs.mask
    }
}
