import CCairo
import CPixelKernels
import Foundation

/// A projective transform of the plane, as a 3×3 matrix acting on columns (x, y, 1): a point
/// (x, y) goes to ((m11 x + m12 y + m13) / w, (m21 x + m22 y + m23) / w), where
/// w = m31 x + m32 y + m33. An affine transform has m31 = m32 = 0 and m33 = 1; a perspective view
/// of a turned plane (SwiftUI's `rotation3DEffect`) has a w that varies across it.
public struct Projection: Sendable, Hashable {
    /// The matrix, row by row: the first row gives x's numerator, the second y's, the third w.
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    /// The transform of the matrix given row by row.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The identity.
    public static let identity = Projection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// Where `point` goes, or `nil` when it goes behind the eye (w ≤ 0) or to infinity.
    public func apply(to point: Point) -> Point? {
        let w = m31 * point.x + m32 * point.y + m33
        guard w > 1e-9 else { return nil }
        return Point(x: (m11 * point.x + m12 * point.y + m13) / w, y: (m21 * point.x + m22 * point.y + m23) / w)
    }

    /// This transform applied after `other` (self · other).
    public func after(_ other: Projection) -> Projection {
        let a = self, b = other
        return Projection(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The inverse (the adjugate: any multiple of a projective matrix is the same transform),
    /// or `nil` when the transform flattens the plane to a line.
    public var inverse: Projection? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        // Divided by the determinant, so that an affine transform's inverse keeps m33 = 1 and
        // w keeps its sign (in front of the eye stays positive).
        return Projection(
            m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant, m21: c21 / determinant, m22: c22 / determinant,
            m23: c23 / determinant, m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant)
    }

    /// The affine transform `m` (Cairo's user-to-device matrix) as a projection.
    init(_ m: cairo_matrix_t) {
        self.init(m11: m.xx, m12: m.xy, m13: m.x0, m21: m.yx, m22: m.yy, m23: m.y0, m31: 0, m32: 0, m33: 1)
    }
}

extension Canvas {
    /// Draws what `body` draws within `region` (points, under the current transform) as seen
    /// through `projection` (from points of this user space to points of it): how SwiftUI's
    /// `rotation3DEffect` shows a view turned in depth.
    ///
    /// The content is drawn on a layer of device pixels covering the region (nothing of it
    /// outside the region is kept), then each device pixel the projected region covers, within
    /// the clip, takes the layer at its centre's preimage, bilinearly, in C
    /// (`napkin_projective_warp`): edges antialiased over about a pixel, the same pixels in every
    /// build. Where the projection sends a point behind the eye nothing is drawn.
    public func drawProjected(region: Rect, projection: Projection, _ body: () -> Void) {
        if let recorder {
            // Each pixel is computed alone, but the layer is drawn whole: one band draws it.
            // A region partly behind the eye has no box: then no band boundary is allowed at all.
            noteBandSensitive(projectedBox(of: region, projection) ?? Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), outset: 1)
            cairo_save(cr)
            let content = recorder.nested(body)
            cairo_restore(cr)
            return recorder.append(.projected(region: region, body: content, projection))
        }
        prepareToDraw()
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let userToDevice = Projection(matrix)
        guard let deviceToUser = userToDevice.inverse, let source = Self.deviceBox(of: region, userToDevice) else { return }
        // The layer of the content: device pixels, as the canvas would draw them.
        let left = Int(source.minX.rounded(.down)), top = Int(source.minY.rounded(.down))
        let width = Int(source.maxX.rounded(.up)) - left, height = Int(source.maxY.rounded(.up)) - top
        guard width > 0, height > 0, width <= 4 * max(pixelWidth, 1), height <= 4 * max(pixelHeight, 1),
            let layer = FilterLayer(alphaOnly: false, width: width, height: height)
        else { return }
        cairo_surface_set_device_offset(layer.surface, -Double(left), -Double(top))
        let layerContext = cairo_create(layer.surface)!
        cairo_set_matrix(layerContext, &matrix)
        FontRegistry.applyFontOptions(to: layerContext)
        cairo_set_antialias(layerContext, CAIRO_ANTIALIAS_GRAY)
        let canvasContext = cr
        cr = layerContext
        body()
        cr = canvasContext
        cairo_destroy(layerContext)
        cairo_surface_flush(layer.surface)

        // Layer pixels → device pixels: to user space, through the projection, back to device.
        let shift = Projection(m11: 1, m12: 0, m13: Double(left), m21: 0, m22: 1, m23: Double(top), m31: 0, m32: 0, m33: 1)
        let layerToDevice = userToDevice.after(projection).after(deviceToUser).after(shift)
        guard let deviceToLayer = layerToDevice.inverse,
            let target = targetBox(of: region, through: userToDevice.after(projection))
        else { return }
        let targetLeft = Int(target.minX.rounded(.down)), targetTop = Int(target.minY.rounded(.down))
        let targetWidth = Int(target.maxX.rounded(.up)) - targetLeft, targetHeight = Int(target.maxY.rounded(.up)) - targetTop
        guard targetWidth > 0, targetHeight > 0, let drawn = FilterLayer(alphaOnly: false, width: targetWidth, height: targetHeight)
        else { return }
        let inverse = deviceToLayer.after(
            Projection(m11: 1, m12: 0, m13: Double(targetLeft), m21: 0, m22: 1, m23: Double(targetTop), m31: 0, m32: 0, m33: 1))
        let m = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33]
        UnsafeRawPointer(layer.bytes).withMemoryRebound(to: UInt32.self, capacity: layer.height * layer.stride / 4) { sourcePixels in
            UnsafeMutableRawPointer(drawn.bytes).withMemoryRebound(to: UInt32.self, capacity: drawn.height * drawn.stride / 4) {
                napkin_projective_warp(
                    sourcePixels, layer.stride, Int32(layer.width), Int32(layer.height), $0, drawn.stride, Int32(drawn.width),
                    Int32(drawn.height), m)
            }
        }
        cairo_surface_mark_dirty(drawn.surface)
        withSavedState {
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, drawn.surface, Double(targetLeft), Double(targetTop))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            cairo_paint(cr)
        }
    }

    /// The device pixels the projected region may cover within the clip: the box of its
    /// projected corners when all four are in front of the eye, else the clip's.
    private func targetBox(of region: Rect, through userToDevice: Projection) -> Rect? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let clip = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard let box = Self.deviceBox(of: region, userToDevice) else { return clip.width > 0 && clip.height > 0 ? clip : nil }
        let left = max(box.minX, clip.minX), top = max(box.minY, clip.minY)
        let right = min(box.maxX, clip.maxX), bottom = min(box.maxY, clip.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The box (in this canvas's user space) of `region` seen through `projection`, for the
    /// band bookkeeping of a recording canvas.
    private func projectedBox(of region: Rect, _ projection: Projection) -> Rect? {
        Self.deviceBox(of: region, projection)
    }

    /// The box of `rect`'s four corners through `transform`, or `nil` when one goes behind
    /// the eye or the box is not finite.
    private static func deviceBox(of rect: Rect, _ transform: Projection) -> Rect? {
        var xs: [Double] = [], ys: [Double] = []
        for corner in [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ] {
            guard let point = transform.apply(to: corner) else { return nil }
            xs.append(point.x)
            ys.append(point.y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 })
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
