import Foundation
import NapkinUI

/// A drawing, as PencilKit's `PKDrawing`: the strokes a canvas view captured, which an app keeps
/// (``dataRepresentation()`` and ``init(data:)``), edits, or renders to an image.
///
/// The data representation is napkin's own format, not Apple's: a drawing saved on iOS does not
/// open here, nor one saved here on iOS. It is a header (`napkin.pkdrawing`, a format version)
/// followed by JSON of the strokes, their inks (colours as sRGB components), paths, points and
/// transforms; masks are not kept. Reading anything else throws ``PKDrawingDataError``.
public struct PKDrawing: Sendable, Equatable {
    /// The strokes, in drawing order (later ones over earlier ones).
    public var strokes: [PKStroke]

    /// An empty drawing.
    public init() {
        strokes = []
    }

    /// A drawing of `strokes`, in order.
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke {
        self.strokes = Array(strokes)
    }

    /// The drawing saved by ``dataRepresentation()``.
    ///
    /// - Throws: ``PKDrawingDataError`` when `data` is not a drawing napkin saved, or was saved by
    ///   a newer version, or is damaged.
    public init(data: Data) throws {
        self = try DrawingArchive.decode(data)
    }

    /// The drawing as data that ``init(data:)`` reads back (napkin's format, see the type's documentation).
    public func dataRepresentation() -> Data {
        DrawingArchive.encode(self)
    }

    /// The rectangle every stroke's ``PKStroke/renderBounds`` lies in; `.null` for an empty drawing.
    public var bounds: CGRect {
        strokes.reduce(CGRect.null) { $0.union($1.renderBounds) }
    }

    /// The part `rect` of the drawing (in its coordinates) as an image `scale` pixels per point,
    /// transparent where nothing is drawn, in the appearance current where it is called (dark
    /// mode adapts the inks' colours; `UITraitCollection(userInterfaceStyle:).performAsCurrent`
    /// chooses one).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale.isFinite && scale > 0 ? scale : 1
        format.opaque = false
        let size = CGSize(width: Swift.max(rect.width, 0), height: Swift.max(rect.height, 0))
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { context in
            context.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
            for stroke in strokes { StrokeOutline.draw(stroke, in: context.cgContext) }
        }
    }

    /// The drawing with `transform` applied after each stroke's own.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var copy = self
        copy.transform(using: transform)
        return copy
    }

    /// Applies `transform` after each stroke's own.
    public mutating func transform(using transform: CGAffineTransform) {
        for index in strokes.indices { strokes[index].transform = strokes[index].transform.concatenating(transform) }
    }

    /// This drawing with `drawing`'s strokes after its own.
    public func appending(_ drawing: PKDrawing) -> PKDrawing {
        PKDrawing(strokes: strokes + drawing.strokes)
    }

    /// Adds `drawing`'s strokes after this drawing's.
    public mutating func append(_ drawing: PKDrawing) {
        strokes += drawing.strokes
    }

    /// This drawing with `strokes` after its own.
    public func appendingStrokes(_ strokes: [PKStroke]) -> PKDrawing {
        PKDrawing(strokes: self.strokes + strokes)
    }
}

extension PKDrawing: Codable {
    /// Reads a drawing stored as its ``dataRepresentation()``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        try self.init(data: try container.decode(Data.self))
    }

    /// Stores the drawing as its ``dataRepresentation()``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dataRepresentation())
    }
}

/// Why ``PKDrawing/init(data:)`` could not read a drawing.
public enum PKDrawingDataError: Error, Equatable, CustomStringConvertible {
    /// The data does not start with napkin's drawing header: it is not a drawing napkin saved
    /// (a drawing saved by Apple's PencilKit is in Apple's format, which napkin does not read).
    case notANapkinDrawing
    /// The drawing was saved in a newer version of napkin's format than this one reads.
    case unsupportedVersion(Int)
    /// The header is right but what follows is damaged; the description says where.
    case corrupted(String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .notANapkinDrawing:
            "The data is not a drawing saved by napkin's PencilKit (PKDrawing.dataRepresentation()); drawings saved by Apple's "
                + "PencilKit use Apple's format, which napkin does not read. Save the drawing with napkin and load that data."
        case .unsupportedVersion(let version):
            "The drawing was saved in version \(version) of napkin's drawing format; this napkin reads version "
                + "\(DrawingArchive.version). Load it with a napkin at least as new as the one that saved it."
        case .corrupted(let detail):
            "The drawing data is damaged (\(detail)); save the drawing again and load the new data."
        }
    }
}

/// napkin's drawing format: a header line and JSON.
enum DrawingArchive {
    static let magic = Data("napkin.pkdrawing ".utf8)
    static let version = 1

    struct Archive: Codable {
        var strokes: [Stroke]
    }

    struct Stroke: Codable {
        var ink: String
        var color: [Double]
        var transform: [Double]
        var randomSeed: UInt32
        var created: Double
        var points: [[Double]]
    }

    static func encode(_ drawing: PKDrawing) -> Data {
        let strokes = drawing.strokes.map { stroke in
            let light = stroke.ink.color.resolvedColor(with: Traits(userInterfaceStyle: .light))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            light.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            let t = stroke.transform
            return Stroke(
                ink: stroke.ink.inkType.rawValue, color: [red, green, blue, alpha].map(Double.init),
                transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), randomSeed: stroke.randomSeed,
                created: stroke.path.creationDate.timeIntervalSinceReferenceDate,
                points: stroke.path.map { point in
                    [
                        point.location.x, point.location.y, CGFloat(point.timeOffset), point.size.width, point.size.height, point.opacity,
                        point.force, point.azimuth, point.altitude, point.secondaryScale,
                    ].map(Double.init)
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain numbers and strings cannot fail; non-finite values never reach here (the
        // points and transforms keep finite values).
        let json = (try? encoder.encode(Archive(strokes: strokes))) ?? Data("{\"strokes\":[]}".utf8)
        return magic + Data("\(version)\n".utf8) + json
    }

    static func decode(_ data: Data) throws(PKDrawingDataError) -> PKDrawing {
        guard data.starts(with: magic) else { throw .notANapkinDrawing }
        let rest = data.dropFirst(magic.count)
        guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")),
            let version = Int(String(decoding: rest[rest.startIndex..<newline], as: UTF8.self))
        else { throw .corrupted("no format version after the header") }
        guard version <= Self.version else { throw .unsupportedVersion(version) }
        guard version >= 1 else { throw .corrupted("format version \(version)") }
        let archive: Archive
        do {
            archive = try JSONDecoder().decode(Archive.self, from: Data(rest[rest.index(after: newline)...]))
        } catch {
            throw .corrupted("the strokes are not readable JSON: \(error)")
        }
        var strokes: [PKStroke] = []
        for (index, stroke) in archive.strokes.enumerated() {
            guard let type = PKInk.InkType(rawValue: stroke.ink) else {
                throw .corrupted("stroke \(index) has an unknown ink \"\(stroke.ink)\"")
            }
            guard stroke.color.count == 4, stroke.transform.count == 6 else {
                throw .corrupted("stroke \(index) needs 4 colour components and 6 transform values")
            }
            let values = stroke.color + stroke.transform + [stroke.created] + stroke.points.flatMap { $0 }
            guard values.allSatisfy(\.isFinite) else { throw .corrupted("stroke \(index) holds a value that is not a finite number") }
            var points: [PKStrokePoint] = []
            for (pointIndex, p) in stroke.points.enumerated() {
                guard p.count == 10 else { throw .corrupted("point \(pointIndex) of stroke \(index) has \(p.count) values, not 10") }
                let v = p.map { CGFloat($0) }
                points.append(
                    PKStrokePoint(
                        location: CGPoint(x: v[0], y: v[1]), timeOffset: p[2], size: CGSize(width: v[3], height: v[4]), opacity: v[5],
                        force: v[6], azimuth: v[7], altitude: v[8], secondaryScale: v[9]))
            }
            let c = stroke.color.map { CGFloat($0) }, t = stroke.transform.map { CGFloat($0) }
            strokes.append(
                PKStroke(
                    ink: PKInk(type, color: UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])),
                    path: PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: stroke.created)),
                    transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]), randomSeed: stroke.randomSeed))
        }
        return PKDrawing(strokes: strokes)
    }
}
