import Foundation

/// Reads a Bodymovin JSON tree into a ``LottieComposition``, counting what it reads against ``LottieLimits``.
struct LottieParser {
    private var layerCount = 0
    private var itemCount = 0
    private var keyframeCount = 0
    private var vertexCount = 0

    static func composition(from json: LottieJSON) throws(LottieDecodingError) -> LottieComposition {
        var parser = LottieParser()
        return try parser.composition(json)
    }

    private mutating func composition(_ json: LottieJSON) throws(LottieDecodingError) -> LottieComposition {
        guard json.isObject else { throw .invalidAnimation(field: "the top-level object") }
        guard let inPoint = json["ip"]?.double else { throw .invalidAnimation(field: "ip") }
        guard let outPoint = json["op"]?.double else { throw .invalidAnimation(field: "op") }
        guard let width = json["w"]?.double, width >= 0 else { throw .invalidAnimation(field: "w") }
        guard let height = json["h"]?.double, height >= 0 else { throw .invalidAnimation(field: "h") }
        guard let layersJSON = json["layers"]?.array else { throw .invalidAnimation(field: "layers") }
        let framerate = json["fr"]?.double ?? 30
        guard framerate > 0 else { throw .invalidAnimation(field: "fr") }
        let layers = try self.layers(layersJSON)
        var precomps: [String: [LottieLayer]] = [:]
        for asset in json["assets"]?.array ?? [] {
            guard let id = asset["id"]?.string, let assetLayers = asset["layers"]?.array else { continue }
            precomps[id] = try self.layers(assetLayers)
        }
        var markers: [(name: String, frame: Double, duration: Double)] = []
        for marker in json["markers"]?.array ?? [] {
            guard let name = marker["cm"]?.string, let frame = marker["tm"]?.double else { continue }
            markers.append((name, frame, marker["dr"]?.double ?? 0))
        }
        return LottieComposition(
            startFrame: inPoint, endFrame: outPoint, framerate: framerate, width: width, height: height, layers: layers,
            precomps: precomps, markers: markers)
    }

    private mutating func layers(_ json: [LottieJSON]) throws(LottieDecodingError) -> [LottieLayer] {
        var result: [LottieLayer] = []
        for layerJSON in json {
            layerCount += 1
            if layerCount > LottieLimits.maximumLayers { throw .tooMany(what: "layers", limit: LottieLimits.maximumLayers) }
            guard layerJSON.isObject else { throw .invalidAnimation(field: "a layer") }
            let type = layerJSON["ty"]?.int ?? -1
            let size: CGSize
            if type == 1 {
                size = CGSize(width: layerJSON["sw"]?.double ?? 0, height: layerJSON["sh"]?.double ?? 0)
            } else {
                size = CGSize(width: layerJSON["w"]?.double ?? 0, height: layerJSON["h"]?.double ?? 0)
            }
            result.append(
                LottieLayer(
                    name: layerJSON["nm"]?.string ?? "", index: layerJSON["ind"]?.int, parent: layerJSON["parent"]?.int, type: type,
                    inPoint: layerJSON["ip"]?.double ?? -Double.infinity, outPoint: layerJSON["op"]?.double ?? Double.infinity,
                    startTime: layerJSON["st"]?.double ?? 0, stretch: max(layerJSON["sr"]?.double ?? 1, 0.0001),
                    transform: try transform(layerJSON["ks"]), shapes: try shapeItems(layerJSON["shapes"]?.array ?? []),
                    referenceID: layerJSON["refId"]?.string, size: size, solidColor: Self.hexColor(layerJSON["sc"]?.string),
                    hidden: layerJSON["hd"]?.double == 1, isMatteSource: (layerJSON["td"]?.double ?? 0) != 0))
        }
        return result
    }

    private mutating func shapeItems(_ json: [LottieJSON]) throws(LottieDecodingError) -> [ShapeItem] {
        var result: [ShapeItem] = []
        for item in json {
            itemCount += 1
            if itemCount > LottieLimits.maximumShapeItems { throw .tooMany(what: "shape items", limit: LottieLimits.maximumShapeItems) }
            if item["hd"]?.double == 1 { continue }
            let name = item["nm"]?.string ?? ""
            switch item["ty"]?.string ?? "" {
            case "gr":
                let children = item["it"]?.array ?? []
                var transformJSON: LottieJSON?
                var contents: [LottieJSON] = []
                for child in children {
                    if child["ty"]?.string == "tr" { transformJSON = child } else { contents.append(child) }
                }
                result.append(
                    .group(
                        name: name, items: try shapeItems(contents), transform: transformJSON == nil ? nil : try transform(transformJSON)))
            case "rc":
                result.append(
                    .rectangle(
                        position: try vector(item["p"], default: [0, 0]), size: try vector(item["s"], default: [0, 0]),
                        roundness: try vector(item["r"], default: [0])))
            case "el":
                result.append(.ellipse(position: try vector(item["p"], default: [0, 0]), size: try vector(item["s"], default: [0, 0])))
            case "sr":
                result.append(
                    .polystar(
                        star: item["sy"]?.int != 2, points: try vector(item["pt"], default: [5]),
                        position: try vector(item["p"], default: [0, 0]),
                        rotation: try vector(item["r"], default: [0]), outerRadius: try vector(item["or"], default: [0]),
                        innerRadius: try vector(item["ir"], default: [0])))
            case "sh":
                result.append(.path(try path(item["ks"])))
            case "fl":
                result.append(
                    .fill(
                        name: name, color: try vector(item["c"], default: [0, 0, 0, 1]), opacity: try vector(item["o"], default: [100]),
                        evenOdd: item["r"]?.int == 2))
            case "st":
                result.append(
                    .stroke(
                        name: name, color: try vector(item["c"], default: [0, 0, 0, 1]), opacity: try vector(item["o"], default: [100]),
                        width: try vector(item["w"], default: [1]), style: strokeStyle(item)))
            case "gf":
                result.append(
                    .gradientFill(
                        name: name, gradient: try gradient(item), opacity: try vector(item["o"], default: [100]),
                        evenOdd: item["r"]?.int == 2))
            case "gs":
                result.append(
                    .gradientStroke(
                        name: name, gradient: try gradient(item), opacity: try vector(item["o"], default: [100]),
                        width: try vector(item["w"], default: [1]), style: strokeStyle(item)))
            case "tm":
                result.append(
                    .trim(
                        start: try vector(item["s"], default: [0]), end: try vector(item["e"], default: [100]),
                        offset: try vector(item["o"], default: [0]), individually: item["m"]?.int == 2))
            case let other:
                result.append(.unsupported(type: other))
            }
        }
        return result
    }

    private func strokeStyle(_ item: LottieJSON) -> LottieStrokeStyle {
        LottieStrokeStyle(cap: item["lc"]?.int ?? 2, join: item["lj"]?.int ?? 2, miterLimit: item["ml"]?.double ?? 4)
    }

    private mutating func gradient(_ item: LottieJSON) throws(LottieDecodingError) -> LottieGradient {
        LottieGradient(
            kind: item["t"]?.int ?? 1, start: try vector(item["s"], default: [0, 0]), end: try vector(item["e"], default: [0, 0]),
            colorStopCount: max(item["g"]?["p"]?.int ?? 0, 0), stops: try vector(item["g"]?["k"], default: []))
    }

    private mutating func transform(_ json: LottieJSON?) throws(LottieDecodingError) -> LottieTransform {
        var transform = LottieTransform()
        guard let json else { return transform }
        transform.anchor = try vector(json["a"], default: [0, 0])
        if let position = json["p"], position["s"]?.double == 1 || (position["x"] != nil && position["k"] == nil) {
            transform.positionX = try vector(position["x"], default: [0])
            transform.positionY = try vector(position["y"], default: [0])
        } else {
            transform.position = try vector(json["p"], default: [0, 0])
        }
        transform.scale = try vector(json["s"], default: [100, 100])
        transform.rotation = try vector(json["r"] ?? json["rz"], default: [0])
        transform.opacity = try vector(json["o"], default: [100])
        return transform
    }

    /// A numeric property: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}` (or a bare value).
    private mutating func vector(_ json: LottieJSON?, default fallback: [Double]) throws(LottieDecodingError) -> Animated<[Double]> {
        guard let json else { return .fixed(fallback) }
        guard json.isObject else { return .fixed(json.numbers ?? fallback) }
        guard let value = json["k"] else { return .fixed(fallback) }
        if let frames = value.array, frames.first?.isObject == true {
            return try keyframes(frames, fallback: fallback) { json in json.numbers }
        }
        return .fixed(value.numbers ?? fallback)
    }

    /// A path property, fixed or keyframed.
    private mutating func path(_ json: LottieJSON?) throws(LottieDecodingError) -> Animated<ShapePath> {
        let empty = ShapePath(closed: false, vertices: [], inTangents: [], outTangents: [])
        guard let value = json?["k"] else { return .fixed(empty) }
        if value.isObject {
            let path = Self.shapePath(value)
            try countVertices(path.vertices.count)
            return .fixed(path)
        }
        guard let frames = value.array, !frames.isEmpty else { return .fixed(empty) }
        var vertices = 0
        let result = try keyframes(frames, fallback: empty) { json in
            let path = Self.shapePath(json.array?.first ?? json)
            vertices += path.vertices.count
            return path
        }
        try countVertices(vertices)
        return result
    }

    private mutating func countVertices(_ count: Int) throws(LottieDecodingError) {
        vertexCount += count
        if vertexCount > LottieLimits.maximumVertices { throw .tooMany(what: "path vertices", limit: LottieLimits.maximumVertices) }
    }

    private static func shapePath(_ json: LottieJSON) -> ShapePath {
        func points(_ key: String) -> [CGPoint] {
            (json[key]?.array ?? []).map { point in
                let numbers = point.numbers ?? []
                return CGPoint(x: numbers.first ?? 0, y: numbers.count > 1 ? numbers[1] : 0)
            }
        }
        let vertices = points("v")
        var inTangents = points("i")
        var outTangents = points("o")
        inTangents += Array(repeating: .zero, count: max(vertices.count - inTangents.count, 0))
        outTangents += Array(repeating: .zero, count: max(vertices.count - outTangents.count, 0))
        return ShapePath(
            closed: json["c"]?.double == 1, vertices: vertices, inTangents: Array(inTangents.prefix(vertices.count)),
            outTangents: Array(outTangents.prefix(vertices.count)))
    }

    /// Keyframes of a property; `value` reads a keyframe's `s`/`e`.
    private mutating func keyframes<Value>(
        _ frames: [LottieJSON], fallback: Value, value: (LottieJSON) -> Value?
    ) throws(LottieDecodingError) -> Animated<Value> {
        keyframeCount += frames.count
        if keyframeCount > LottieLimits.maximumKeyframes { throw .tooMany(what: "keyframes", limit: LottieLimits.maximumKeyframes) }
        var result: [LottieKeyframe<Value>] = []
        for frame in frames {
            guard let time = frame["t"]?.double else { throw .invalidAnimation(field: "a keyframe's t") }
            let previous = result.last
            let start = frame["s"].flatMap(value) ?? previous?.end ?? previous?.value ?? fallback
            result.append(
                LottieKeyframe(
                    time: time, value: start, end: frame["e"].flatMap(value), hold: frame["h"]?.double == 1,
                    outEase: Self.ease(frame["o"], fallback: CGPoint(x: 0, y: 0)),
                    inEase: Self.ease(frame["i"], fallback: CGPoint(x: 1, y: 1)), spatialOut: frame["to"]?.numbers,
                    spatialIn: frame["ti"]?.numbers))
        }
        result.sort { $0.time < $1.time }
        guard !result.isEmpty else { return .fixed(fallback) }
        return .keyframes(result)
    }

    private static func ease(_ json: LottieJSON?, fallback: CGPoint) -> CGPoint {
        guard let json, let x = json["x"]?.double, let y = json["y"]?.double else { return fallback }
        return CGPoint(x: x, y: y)
    }

    /// `#rrggbb` as red, green, blue 0...1.
    static func hexColor(_ string: String?) -> [Double] {
        guard var hex = string else { return [0, 0, 0] }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count >= 6, let value = UInt32(hex.prefix(6), radix: 16) else { return [0, 0, 0] }
        return [Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255]
    }
}
