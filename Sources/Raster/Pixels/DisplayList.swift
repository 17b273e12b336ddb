import Foundation

/// What was drawn on a recording canvas (``Canvas/record(size:scale:_:)``), kept as values:
/// replayed, it makes the same Cairo calls in the same order as the drawing did, so it draws
/// the same pixels.
///
/// It is `Sendable`: a frame laid out and recorded where its views live (NapkinUI's main
/// actor) can be drawn on any thread, and several frames at once, each on its own canvas.
/// The fonts, glyph caches and shaped text it refers to are shared safely (immutable, or
/// behind locks; Cairo locks its own font caches).
public struct DisplayList: Sendable {
    /// The size of the drawing area in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The drawing, in order.
    let operations: [DisplayOperation]
    /// The device rows no band boundary may cross (``DisplayListRecorder/bandSensitiveRows``).
    let bandSensitiveRows: [Range<Int>]?

    /// The number of drawing operations recorded, groups and their contents counted.
    public var operationCount: Int { DisplayOperation.count(operations) }

    /// Draws the list into a new bitmap of `size` at `scale`, as
    /// ``Canvas/render(size:scale:background:_:)`` with the same drawing would: the same
    /// pixels, drawn in ``bands`` bands of rows at once.
    public func render(background: SRGBColor? = nil) -> Bitmap {
        render(background: background, bands: Self.bands)
    }

    /// How many bands of rows ``render(background:)`` draws at the same time: two, whatever
    /// the machine (on one core they are drawn one after the other), or what the environment
    /// variable `NAPKIN_DRAW_BANDS` says (1 to 8; 1 draws every frame on one canvas, as
    /// before bands, for comparing). A snapshot assertion draws on the thread that laid the
    /// frame out, and the other core had nothing to do meanwhile. The pixels are the same.
    public static let bands: Int = {
        guard let value = ProcessInfo.processInfo.environment["NAPKIN_DRAW_BANDS"] else { return 2 }
        guard let count = Int(value), (1...8).contains(count) else {
            warn("napkin: NAPKIN_DRAW_BANDS=\(value) is not a number from 1 to 8; frames are drawn in 2 bands.")
            return 2
        }
        return count
    }()

    /// Draws the list as ``render(background:)`` does, in at most `bands` bands of rows (1:
    /// on one canvas), each split at the row nearest an even one that no picture, gradient,
    /// text, symbol, filter, stroke or curved outline straddles (one fewer band where there is
    /// none within a band's half-height). The pixels are the same.
    public func render(background: SRGBColor? = nil, bands: Int) -> Bitmap {
        let operations = operations
        return Canvas.render(size: size, scale: scale, background: background, splits: bandSplits(bands)) { canvas, whole in
            DisplayOperation.replay(operations, on: canvas, mirroringStateOn: whole)
        }
    }

    /// The rows at which ``render(background:bands:)`` starts each band after the first: for
    /// each of the `bands - 1` even splits, the nearest row within a band's half-height that
    /// no call the recorder noted (``DisplayListRecorder/noteBandSensitive(top:bottom:)``:
    /// pictures, gradients, text, symbols, filters) straddles; a split with no such row is
    /// left out, so a picture as tall as the screen is drawn on one canvas. Solid fills,
    /// strokes and clips draw the same pixels however they are split.
    func bandSplits(_ bands: Int) -> [Int] {
        let height = Int((size.height * scale).rounded(.up))
        guard bands > 1, height >= 2 * bands, let sensitive = bandSensitiveRows else { return [] }
        // How many noted calls straddle the boundary above each row.
        var change = [Int](repeating: 0, count: height + 2)
        for rows in sensitive where rows.upperBound - rows.lowerBound > 1 {
            let first = min(max(rows.lowerBound + 1, 0), height + 1), end = min(max(rows.upperBound, 0), height + 1)
            guard first < end else { continue }
            change[first] += 1
            change[end] -= 1
        }
        var straddled = [Bool](repeating: false, count: height + 1)
        var running = 0
        for row in 0...height {
            running += change[row]
            straddled[row] = running > 0
        }
        var splits: [Int] = []
        let reach = height / (2 * bands)
        for band in 1..<bands {
            let even = height * band / bands
            let lowest = (splits.last ?? 0) + 1
            for distance in 0...reach {
                if let row = [even - distance, even + distance].first(where: { $0 >= lowest && $0 < height && !straddled[$0] }) {
                    splits.append(row)
                    break
                }
            }
        }
        return splits
    }

    /// Draws the list on `canvas`, over what it holds.
    public func replay(on canvas: Canvas) {
        DisplayOperation.replay(operations, on: canvas)
    }
}

/// Collects what a recording canvas is asked to draw; groups, masks and filters collect their
/// contents in a nested list.
final class DisplayListRecorder {
    private var lists: [[DisplayOperation]] = [[]]
    /// False for a band's ``Canvas/clipReference``, which only follows the state: what it is
    /// asked to draw is not kept.
    private let keepsOperations: Bool

    /// A recorder that keeps what it is asked to draw, or (`keepsOperations` false) only lets
    /// its canvas follow transforms and clips.
    init(keepsOperations: Bool = true) {
        self.keepsOperations = keepsOperations
    }
    /// The device rows, widened, of each call whose pixels may depend on how far its drawing
    /// reaches beyond a band of rows (see ``DisplayList/bandSplits(_:)``); nil once a call's
    /// reach could not be told (a transform that is not finite).
    private(set) var bandSensitiveRows: [Range<Int>]? = []

    /// Notes that a call drawing within `top`...`bottom` (device rows) must not be split
    /// between bands.
    func noteBandSensitive(top: Double, bottom: Double) {
        guard top.isFinite, bottom.isFinite, abs(top) < 1e9, abs(bottom) < 1e9 else {
            bandSensitiveRows = nil
            return
        }
        // Two rows more each way than the call's own extents: Cairo rounds extents out to
        // whole pixels, and a filter samples one pixel beyond them.
        bandSensitiveRows?.append((Int(top.rounded(.down)) - 2)..<(Int(bottom.rounded(.up)) + 2))
    }

    /// Everything recorded at the top level.
    var operations: [DisplayOperation] { lists[0] }

    /// Appends `operation` to the innermost list.
    func append(_ operation: DisplayOperation) {
        guard keepsOperations else { return }
        lists[lists.count - 1].append(operation)
    }

    /// What `body` records, collected apart.
    func nested(_ body: () -> Void) -> [DisplayOperation] {
        guard keepsOperations else {
            body()
            return []
        }
        lists.append([])
        body()
        return lists.removeLast()
    }
}

extension Canvas {
    /// Records what `draw` draws on a canvas of `size` points at `scale` pixels per point,
    /// without drawing it: ``DisplayList/render(background:)`` draws it later, on any thread.
    ///
    /// The canvas answers ``snap(_:)`` and ``hairline(from:to:y:)`` as a drawing canvas of
    /// that size and scale would, under the same transforms.
    public static func record(size: Size, scale: Double, _ draw: (Canvas) throws -> Void) rethrows -> DisplayList {
        let recorder = DisplayListRecorder()
        let canvas = Canvas(recordingSize: size, scale: scale, into: recorder)
        try draw(canvas)
        return DisplayList(size: size, scale: scale, operations: recorder.operations, bandSensitiveRows: recorder.bandSensitiveRows)
    }
}
