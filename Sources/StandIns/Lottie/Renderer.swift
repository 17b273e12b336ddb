import Foundation
import NapkinUI

/// An sRGB colour with alpha, 0...1.
struct LottieRGBA: Sendable, Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// A Bodymovin colour array (0...1, or 0...255 in old files), with alpha multiplied by `opacity`.
    init(_ components: [Double], opacity: Double) {
        let scale = components.prefix(3).contains { $0 > 1 } ? 255.0 : 1.0
        func component(_ index: Int, _ fallback: Double) -> Double {
            min(max((index < components.count ? components[index] : fallback) / (index < 3 ? scale : 1), 0), 1)
        }
        red = component(0, 0)
        green = component(1, 0)
        blue = component(2, 0)
        alpha = component(3, 1) * min(max(opacity, 0), 1)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// One fill or stroke of a frame: a path in animation coordinates, the transform to the view's, the paint and
/// the clips (precompositions' rectangles) it is limited to.
struct LottieDrawOperation {
    enum Paint {
        case fill(LottieRGBA, evenOdd: Bool)
        case stroke(LottieRGBA, StrokeStyle)
        /// A gradient filling the path (`stroke` nil) or stroking it.
        case gradient(LottieResolvedGradient, evenOdd: Bool, stroke: StrokeStyle?)
    }

    var path: Path
    var transform: CGAffineTransform
    var paint: Paint
    var clips: [(rect: CGRect, transform: CGAffineTransform)]
}

/// Draws an animation's frame as a list of fills and strokes, which ``LottieDrawOperation/draw(in:)-graphics``
/// (SwiftUI's `Canvas`) and ``LottieDrawOperation/draw(in:)-cg`` (a view's `draw(_:)`) paint alike.
struct LottieRenderer {
    let composition: LottieComposition
    /// Colour overrides by keypath (``LottieAnimationView/setValueProvider(_:keypath:)``).
    var colorProviders: [(keypath: AnimationKeypath, provider: ColorValueProvider)] = []
    private(set) var operations: [LottieDrawOperation] = []
    /// What the frame had that napkin does not draw (image and text layers, masks, mattes, effects...).
    private(set) var skipped: Set<String> = []

    init(composition: LottieComposition, colorProviders: [(keypath: AnimationKeypath, provider: ColorValueProvider)] = []) {
        self.composition = composition
        self.colorProviders = colorProviders
    }

    /// The operations drawing `frame` with the animation placed by `placement` (animation to view coordinates).
    mutating func render(frame: Double, placement: CGAffineTransform) -> [LottieDrawOperation] {
        operations = []
        skipped = []
        renderLayers(
            composition.layers, frame: frame, end: composition.endFrame, parent: placement, opacity: 1, clips: [], depth: 0, keyPath: [])
        return operations
    }

    /// Where an animation of `size` goes in `bounds` for `mode`, as UIKit places content (aspect fit for
    /// `.scaleAspectFit`, the default of an animation view).
    static func placement(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGAffineTransform {
        guard size.width > 0, size.height > 0 else { return .identity }
        let sx = bounds.width / size.width
        let sy = bounds.height / size.height
        func scaled(_ scale: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: scale, y: scale)
                .concatenating(
                    CGAffineTransform(
                        translationX: bounds.midX - size.width * scale / 2, y: bounds.midY - size.height * scale / 2))
        }
        func at(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y) }
        switch mode {
        case .scaleToFill, .redraw:
            return CGAffineTransform(scaleX: sx, y: sy).concatenating(at(bounds.minX, bounds.minY))
        case .scaleAspectFit: return scaled(min(sx, sy))
        case .scaleAspectFill: return scaled(max(sx, sy))
        case .center: return at(bounds.midX - size.width / 2, bounds.midY - size.height / 2)
        case .top: return at(bounds.midX - size.width / 2, bounds.minY)
        case .bottom: return at(bounds.midX - size.width / 2, bounds.maxY - size.height)
        case .left: return at(bounds.minX, bounds.midY - size.height / 2)
        case .right: return at(bounds.maxX - size.width, bounds.midY - size.height / 2)
        case .topLeft: return at(bounds.minX, bounds.minY)
        case .topRight: return at(bounds.maxX - size.width, bounds.minY)
        case .bottomLeft: return at(bounds.minX, bounds.maxY - size.height)
        case .bottomRight: return at(bounds.maxX - size.width, bounds.maxY - size.height)
        }
    }

    // MARK: Layers

    private mutating func renderLayers(
        _ layers: [LottieLayer], frame: Double, end: Double, parent: CGAffineTransform, opacity: Double,
        clips: [(rect: CGRect, transform: CGAffineTransform)], depth: Int, keyPath: [String]
    ) {
        guard depth <= LottieLimits.maximumPrecompDepth else {
            skipped.insert("precompositions nested deeper than \(LottieLimits.maximumPrecompDepth)")
            return
        }
        var byIndex: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() {
            if let index = layer.index, byIndex[index] == nil { byIndex[index] = position }
        }
        // The first layer is the front one: draw from the last.
        for layer in layers.reversed() {
            guard operations.count < LottieLimits.maximumDrawOperations else { return }
            // Shown from the in point until the out point, or to the end when the out point is the timeline's end (as
            // lottie-ios shows a layer through the last frame).
            guard !layer.hidden, frame >= layer.inPoint, frame < layer.outPoint || layer.outPoint >= end else { continue }
            if layer.isMatteSource {
                skipped.insert("track mattes")
                continue
            }
            let local = (frame - layer.startTime) / layer.stretch
            let matrix = worldMatrix(of: layer, frame: frame, layers: layers, byIndex: byIndex).concatenating(parent)
            let layerOpacity = opacity * layer.transform.opacity(at: local)
            guard layerOpacity > 0 else { continue }
            let path = keyPath + [layer.name]
            switch layer.type {
            case 4:
                renderItems(layer.shapes, frame: local, transform: matrix, opacity: layerOpacity, clips: clips, keyPath: path)
            case 1:
                add(
                    Path(CGRect(origin: .zero, size: layer.size)), transform: matrix,
                    paint: .fill(LottieRGBA(layer.solidColor, opacity: layerOpacity), evenOdd: false), clips: clips)
            case 0:
                guard let id = layer.referenceID, let children = composition.precomps[id] else { continue }
                var inner = clips
                if layer.size.width > 0, layer.size.height > 0 { inner.append((CGRect(origin: .zero, size: layer.size), matrix)) }
                renderLayers(
                    children, frame: local, end: (end - layer.startTime) / layer.stretch, parent: matrix, opacity: layerOpacity,
                    clips: inner,
                    depth: depth + 1, keyPath: path)
            case 3: continue
            case 2: skipped.insert("image layers")
            case 5: skipped.insert("text layers")
            default: skipped.insert("layers of type \(layer.type)")
            }
        }
    }

    /// The layer's transform followed by its parents' (`parent` names another layer's `ind`), each at its own
    /// local frame.
    private func worldMatrix(of layer: LottieLayer, frame: Double, layers: [LottieLayer], byIndex: [Int: Int]) -> CGAffineTransform {
        var matrix = layer.transform.matrix(at: (frame - layer.startTime) / layer.stretch)
        var current = layer
        var steps = 0
        while let parentIndex = current.parent, let position = byIndex[parentIndex], steps < layers.count {
            current = layers[position]
            matrix = matrix.concatenating(current.transform.matrix(at: (frame - current.startTime) / current.stretch))
            steps += 1
        }
        return matrix
    }

    // MARK: Shapes

    /// Draws a group's items: a fill or stroke paints every path above it in the group (nested groups' paths
    /// included, in the group's coordinates); items lower in the list are drawn first, behind.
    private mutating func renderItems(
        _ items: [ShapeItem], frame: Double, transform: CGAffineTransform, opacity: Double,
        clips: [(rect: CGRect, transform: CGAffineTransform)], keyPath: [String]
    ) {
        for position in items.indices.reversed() {
            guard operations.count < LottieLimits.maximumDrawOperations else { return }
            switch items[position] {
            case .group(let name, let children, let groupTransform):
                let matrix = (groupTransform?.matrix(at: frame) ?? .identity).concatenating(transform)
                let groupOpacity = opacity * (groupTransform?.opacity(at: frame) ?? 1)
                guard groupOpacity > 0 else { continue }
                renderItems(children, frame: frame, transform: matrix, opacity: groupOpacity, clips: clips, keyPath: keyPath + [name])
            case .fill(let name, let color, let fillOpacity, let evenOdd):
                let path = geometry(items[..<position], frame: frame)
                guard !path.isEmpty else { continue }
                let rgba = self.color(keyPath + [name, "Color"], frame: frame, default: color.value(at: frame))
                let alpha = opacity * (fillOpacity.value(at: frame).first ?? 100) / 100
                add(path, transform: transform, paint: .fill(LottieRGBA(rgba, opacity: alpha), evenOdd: evenOdd), clips: clips)
            case .stroke(let name, let color, let strokeOpacity, let width, let style):
                let path = geometry(items[..<position], frame: frame)
                let lineWidth = width.value(at: frame).first ?? 1
                guard !path.isEmpty, lineWidth > 0 else { continue }
                let rgba = self.color(keyPath + [name, "Color"], frame: frame, default: color.value(at: frame))
                let alpha = opacity * (strokeOpacity.value(at: frame).first ?? 100) / 100
                add(
                    path, transform: transform, paint: .stroke(LottieRGBA(rgba, opacity: alpha), Self.strokeStyle(style, width: lineWidth)),
                    clips: clips)
            case .gradientFill(_, let gradient, let fillOpacity, let evenOdd):
                let path = geometry(items[..<position], frame: frame)
                guard !path.isEmpty else { continue }
                let alpha = opacity * (fillOpacity.value(at: frame).first ?? 100) / 100
                add(
                    path, transform: transform,
                    paint: .gradient(LottieResolvedGradient(gradient, frame: frame, opacity: alpha), evenOdd: evenOdd, stroke: nil),
                    clips: clips)
            case .gradientStroke(_, let gradient, let strokeOpacity, let width, let style):
                let path = geometry(items[..<position], frame: frame)
                let lineWidth = width.value(at: frame).first ?? 1
                guard !path.isEmpty, lineWidth > 0 else { continue }
                let alpha = opacity * (strokeOpacity.value(at: frame).first ?? 100) / 100
                add(
                    path, transform: transform,
                    paint: .gradient(
                        LottieResolvedGradient(gradient, frame: frame, opacity: alpha), evenOdd: false,
                        stroke: Self.strokeStyle(style, width: lineWidth)),
                    clips: clips)
            case .trim: continue
            case .unsupported(let type): skipped.insert("shape items of type \(type)")
            case .rectangle, .ellipse, .path, .polystar: continue
            }
        }
    }

    private static func strokeStyle(_ style: LottieStrokeStyle, width: Double) -> StrokeStyle {
        StrokeStyle(
            lineWidth: width, lineCap: style.cap == 1 ? .butt : style.cap == 3 ? .square : .round,
            lineJoin: style.join == 1 ? .miter : style.join == 3 ? .bevel : .round, miterLimit: style.miterLimit)
    }

    /// The paths of `items` (nested groups' under their transforms) in the items' coordinates, trimmed by the
    /// trim paths among them.
    private func geometry(_ items: ArraySlice<ShapeItem>, frame: Double) -> Path {
        var result = Path()
        for piece in pieces(items, frame: frame) { result.addPath(piece) }
        return result
    }

    /// The paths of `items`, one per shape (a trim path shortens the shapes above it in its group).
    private func pieces(_ items: ArraySlice<ShapeItem>, frame: Double) -> [Path] {
        var result: [Path] = []
        for item in items {
            switch item {
            case .rectangle(let position, let size, let roundness):
                let center = position.value(at: frame)
                let extent = size.value(at: frame)
                let width = abs(extent.first ?? 0)
                let height = abs(extent.count > 1 ? extent[1] : 0)
                let rect = CGRect(
                    x: (center.first ?? 0) - width / 2, y: (center.count > 1 ? center[1] : 0) - height / 2, width: width, height: height)
                let radius = min(max(roundness.value(at: frame).first ?? 0, 0), width / 2, height / 2)
                result.append(radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect))
            case .ellipse(let position, let size):
                let center = position.value(at: frame)
                let extent = size.value(at: frame)
                let width = abs(extent.first ?? 0)
                let height = abs(extent.count > 1 ? extent[1] : 0)
                result.append(
                    Path(
                        ellipseIn: CGRect(
                            x: (center.first ?? 0) - width / 2, y: (center.count > 1 ? center[1] : 0) - height / 2, width: width,
                            height: height)))
            case .path(let animated):
                result.append(Self.path(animated.value(at: frame)))
            case .polystar(let star, let points, let position, let rotation, let outer, let inner):
                let count = min(max(Int((points.value(at: frame).first ?? 0).rounded()), 0), 1000)
                guard count >= 3 || (star && count >= 2) else { continue }
                let center = position.value(at: frame)
                let corners = star ? count * 2 : count
                let outerRadius = outer.value(at: frame).first ?? 0
                let innerRadius = inner.value(at: frame).first ?? 0
                let turn = (rotation.value(at: frame).first ?? 0) * .pi / 180
                var path = Path()
                for corner in 0..<corners {
                    // From the top, clockwise; a star alternates its outer and inner radius.
                    let angle = -Double.pi / 2 + turn + 2 * Double.pi * Double(corner) / Double(corners)
                    let radius = star && corner % 2 == 1 ? innerRadius : outerRadius
                    let point = CGPoint(
                        x: (center.first ?? 0) + radius * cos(angle), y: (center.count > 1 ? center[1] : 0) + radius * sin(angle))
                    if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                result.append(path)
            case .group(_, let children, let transform):
                let matrix = transform?.matrix(at: frame) ?? .identity
                for piece in pieces(children[...], frame: frame) {
                    var moved = Path()
                    moved.addPath(piece, transform: matrix)
                    result.append(moved)
                }
            case .trim(let start, let end, let offset, let individually):
                let range = Self.trimRange(
                    start: start.value(at: frame).first ?? 0, end: end.value(at: frame).first ?? 100,
                    offset: offset.value(at: frame).first ?? 0)
                if individually {
                    var whole = Path()
                    for piece in result { whole.addPath(piece) }
                    result = [Self.trim(whole, to: range)]
                } else {
                    result = result.map { Self.trim($0, to: range) }
                }
            default: continue
            }
        }
        return result
    }

    /// The stretches (fractions of the length) a trim keeps: from `start` to `end` percent, turned by `offset`
    /// degrees (a whole turn is the whole length), wrapping past the end.
    static func trimRange(start: Double, end: Double, offset: Double) -> [ClosedRange<Double>] {
        var from = min(start, end) / 100
        var to = max(start, end) / 100
        if to - from >= 1 { return [0...1] }
        if to - from <= 0 { return [] }
        let shift = offset / 360
        from += shift
        to += shift
        let turns = from.rounded(.down)
        from -= turns
        to -= turns
        if to <= 1 { return [from...to] }
        return [from...1, 0...(to - 1)]
    }

    private static func trim(_ path: Path, to ranges: [ClosedRange<Double>]) -> Path {
        if ranges == [0...1] { return path }
        var result = Path()
        for range in ranges where range.upperBound > range.lowerBound {
            result.addPath(path.trimmedPath(from: CGFloat(range.lowerBound), to: CGFloat(range.upperBound)))
        }
        return result
    }

    /// A Bodymovin bezier path as a path: each segment a cubic curve from a vertex's out tangent to the next
    /// vertex's in tangent.
    static func path(_ shape: ShapePath) -> Path {
        var path = Path()
        guard let first = shape.vertices.first else { return path }
        func plus(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
        path.move(to: first)
        let count = shape.vertices.count
        for index in 1..<max(count, 1) where count > 1 {
            path.addCurve(
                to: shape.vertices[index], control1: plus(shape.vertices[index - 1], shape.outTangents[index - 1]),
                control2: plus(shape.vertices[index], shape.inTangents[index]))
        }
        if shape.closed {
            path.addCurve(
                to: first, control1: plus(shape.vertices[count - 1], shape.outTangents[count - 1]),
                control2: plus(first, shape.inTangents[0]))
            path.closeSubpath()
        }
        return path
    }

    /// The colour at `keyPath`: the last matching colour provider's, else the animation's.
    private func color(_ keyPath: [String], frame: Double, default value: [Double]) -> [Double] {
        for entry in colorProviders.reversed() where entry.keypath.matches(keyPath) {
            let color = entry.provider.resolvedColor(at: frame)
            return [color.r, color.g, color.b, color.a]
        }
        return value
    }

    private mutating func add(
        _ path: Path, transform: CGAffineTransform, paint: LottieDrawOperation.Paint, clips: [(rect: CGRect, transform: CGAffineTransform)]
    ) {
        guard operations.count < LottieLimits.maximumDrawOperations else { return }
        operations.append(LottieDrawOperation(path: path, transform: transform, paint: paint, clips: clips))
    }
}

// MARK: - Back ends

extension LottieDrawOperation {
    /// Paints the operation into a `Canvas`'s context.
    @MainActor
    func draw(in context: GraphicsContext) {
        var context = context
        let base = context.transform
        for clip in clips {
            context.transform = clip.transform.concatenating(base)
            context.clip(to: Path(clip.rect))
        }
        context.transform = transform.concatenating(base)
        switch paint {
        case .fill(let color, let evenOdd):
            context.fill(path, with: .color(color.swiftUIColor), style: FillStyle(eoFill: evenOdd))
        case .stroke(let color, let style):
            context.stroke(path, with: .color(color.swiftUIColor), style: style)
        case .gradient(let gradient, let evenOdd, let stroke):
            let stops = Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.swiftUIColor, location: $0.location) })
            let shading: GraphicsContext.Shading =
                gradient.radial
                ? .radialGradient(stops, center: gradient.start, startRadius: 0, endRadius: gradient.radius)
                : .linearGradient(stops, startPoint: gradient.start, endPoint: gradient.end)
            if let stroke {
                context.stroke(path, with: shading, style: stroke)
            } else {
                context.fill(path, with: shading, style: FillStyle(eoFill: evenOdd))
            }
        }
    }

    /// Paints the operation into a Core Graphics context (a view's `draw(_:)`).
    @MainActor
    func draw(in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        for clip in clips where abs(clip.transform.a * clip.transform.d - clip.transform.b * clip.transform.c) > 1e-12 {
            context.concatenate(clip.transform)
            context.clip(to: clip.rect)
            context.concatenate(clip.transform.inverted())
        }
        context.concatenate(transform)
        context.beginPath()
        context.addPath(path.cgPath)
        switch paint {
        case .fill(let color, let evenOdd):
            context.setFillColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
        case .stroke(let color, let style):
            context.setStrokeColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            context.setLineWidth(style.lineWidth)
            context.setLineCap(style.lineCap)
            context.setLineJoin(style.lineJoin)
            context.setMiterLimit(style.miterLimit)
            context.strokePath()
        case .gradient(let gradient, let evenOdd, let stroke):
            drawBands(of: gradient, evenOdd: evenOdd, stroke: stroke, in: context)
        }
    }

    /// Core Graphics here has no gradient drawing: the path is painted once per band of the gradient (64 bands,
    /// the end colours extended), each clipped to its band (translucent bands may show faint seams).
    @MainActor
    private func drawBands(of gradient: LottieResolvedGradient, evenOdd: Bool, stroke: StrokeStyle?, in context: CGContext) {
        let box = path.boundingRect
        let reach = Double(hypot(box.width, box.height)) + Double(stroke?.lineWidth ?? 0) * 2 + 1
        let start = gradient.start
        let bands = 64
        let length =
            gradient.radial ? Double(gradient.radius) : Double(hypot(gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y))
        let far = reach + Double(hypot(box.midX - start.x, box.midY - start.y)) + length
        let axis =
            length > 0 ? CGPoint(x: (gradient.end.x - start.x) / length, y: (gradient.end.y - start.y) / length) : CGPoint(x: 1, y: 0)
        let normal = CGPoint(x: -axis.y, y: axis.x)
        for band in 0..<bands {
            // The band's stretch along the gradient, the first and last reaching beyond its ends.
            let from = band == 0 ? -far : length * Double(band) / Double(bands)
            let color = gradient.color(at: (Double(band) + 0.5) / Double(bands))
            // An opaque band reaches half into the next, which paints over it, so no seam of the background shows
            // between antialiased band edges.
            let overlap = color.alpha >= 0.999 ? length / Double(bands) / 2 : 0
            let to = band == bands - 1 ? far : length * Double(band + 1) / Double(bands) + overlap
            context.saveGState()
            context.beginPath()
            if gradient.radial {
                let inner = max(from, 0)
                context.addEllipse(in: CGRect(x: start.x - to, y: start.y - to, width: 2 * to, height: 2 * to))
                if inner > 0 { context.addEllipse(in: CGRect(x: start.x - inner, y: start.y - inner, width: 2 * inner, height: 2 * inner)) }
                context.clip(using: .evenOdd)
            } else {
                func point(_ along: Double, _ across: Double) -> CGPoint {
                    CGPoint(x: start.x + axis.x * along + normal.x * across, y: start.y + axis.y * along + normal.y * across)
                }
                context.addLines(between: [point(from, -far), point(to, -far), point(to, far), point(from, far)])
                context.closePath()
                context.clip()
            }
            context.beginPath()
            context.addPath(path.cgPath)
            if let stroke {
                context.setStrokeColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                context.setLineWidth(stroke.lineWidth)
                context.setLineCap(stroke.lineCap)
                context.setLineJoin(stroke.lineJoin)
                context.setMiterLimit(stroke.miterLimit)
                context.strokePath()
            } else {
                context.setFillColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                context.fillPath(using: evenOdd ? .evenOdd : .winding)
            }
            context.restoreGState()
        }
    }
}

/// A gradient at one frame: its ends (or centre and radius) and colour stops, opacity stops folded in.
struct LottieResolvedGradient {
    var radial: Bool
    var start: CGPoint
    var end: CGPoint
    var stops: [(location: Double, color: LottieRGBA)]

    var radius: CGFloat { hypot(end.x - start.x, end.y - start.y) }

    init(_ gradient: LottieGradient, frame: Double, opacity: Double) {
        radial = gradient.kind == 2
        let start = gradient.start.value(at: frame)
        let end = gradient.end.value(at: frame)
        self.start = CGPoint(x: start.first ?? 0, y: start.count > 1 ? start[1] : 0)
        self.end = CGPoint(x: end.first ?? 0, y: end.count > 1 ? end[1] : 0)
        let values = gradient.stops.value(at: frame)
        let count = min(gradient.colorStopCount, values.count / 4)
        var alphas: [(Double, Double)] = []
        var index = count * 4
        while index + 1 < values.count {
            alphas.append((values[index], values[index + 1]))
            index += 2
        }
        func alpha(at location: Double) -> Double {
            guard let first = alphas.first else { return 1 }
            if location <= first.0 { return first.1 }
            for (a, b) in zip(alphas, alphas.dropFirst()) where location <= b.0 {
                return b.0 > a.0 ? a.1 + (b.1 - a.1) * (location - a.0) / (b.0 - a.0) : b.1
            }
            return alphas[alphas.count - 1].1
        }
        stops = (0..<count).map { stop in
            let location = min(max(values[stop * 4], 0), 1)
            let rgb = Array(values[(stop * 4 + 1)...(stop * 4 + 3)])
            return (location, LottieRGBA(rgb + [alpha(at: location)], opacity: opacity))
        }
        if stops.isEmpty { stops = [(0, LottieRGBA([0, 0, 0, 1], opacity: opacity))] }
    }

    /// The colour at `location`, 0...1, blended between the stops.
    func color(at location: Double) -> LottieRGBA {
        guard let first = stops.first else { return LottieRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let amount = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            return LottieRGBA(
                red: a.color.red + (b.color.red - a.color.red) * amount, green: a.color.green + (b.color.green - a.color.green) * amount,
                blue: a.color.blue + (b.color.blue - a.color.blue) * amount, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * amount
            )
        }
        return stops[stops.count - 1].color
    }
}

extension LottieRGBA {
    var swiftUIColor: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha) }
}
