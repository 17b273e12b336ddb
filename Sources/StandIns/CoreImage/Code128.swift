import Foundation
import NapkinUI

/// A Code 128 symbol: the bar and space widths of an ASCII message, as ISO/IEC 15417 lays them out
/// (start character, data, modulo-103 check character, stop pattern).
struct Code128Symbol: Equatable {
    /// The symbol's characters by value (start, data and shift codes, check), without the stop.
    let values: [Int]

    /// The widths in modules of each of the 107 characters: bar, space, bar, space, bar, space
    /// (the stop, 106, adds its final bar).
    static let patterns: [String] = [
        "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
        "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
        "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
        "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
        "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
        "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
        "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
        "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
        "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
        "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
        "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
    ]

    private enum CodeSet { case a, b, c }
    private static let start: [CodeSet: Int] = [.a: 103, .b: 104, .c: 105]
    private static let switchTo: [CodeSet: Int] = [.a: 101, .b: 100, .c: 99]

    /// The symbol of `message`, or `nil` when a byte is not ASCII (Code 128 encodes 0-127 without
    /// its function-4 extension, which Core Image does not document using) or the message is empty.
    ///
    /// Runs of four digits or more go in code set C (two digits a character), control characters
    /// in set A, everything else in set B: a common encoder's choice. The standard allows other
    /// sequences for the same message (all read back the same); which one iOS picks is not
    /// documented, so the bars may differ from iOS's while the message they encode does not.
    init?(message: Data) {
        let bytes = [UInt8](message)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 128 }) else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        func digitRun(from index: Int) -> Int {
            var end = index
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            return end - index
        }
        var values: [Int] = []
        var current: CodeSet?
        func enter(_ set: CodeSet) {
            guard current != set else { return }
            values.append(current == nil ? Self.start[set]! : Self.switchTo[set]!)
            current = set
        }
        var index = 0
        while index < bytes.count {
            let run = digitRun(from: index)
            // Set C pays for its switch from four digits on, or from two when they are the whole message.
            if run >= 4 || (current == nil && run == bytes.count && run % 2 == 0) {
                enter(.c)
                for pair in stride(from: index, to: index + run / 2 * 2, by: 2) {
                    values.append(Int(bytes[pair] - 48) * 10 + Int(bytes[pair + 1] - 48))
                }
                index += run / 2 * 2
                continue
            }
            let byte = bytes[index]
            let set: CodeSet = byte < 32 ? .a : byte >= 96 ? .b : (current == .a ? .a : .b)
            enter(set)
            values.append(set == .a && byte < 32 ? Int(byte) + 64 : Int(byte) - 32)
            index += 1
        }
        let weighted = values.enumerated().reduce(0) { sum, item in sum + item.element * max(item.offset, 1) }
        self.values = values + [weighted % 103]
    }

    /// The bars and spaces left to right, each as (is a bar, width in modules), stop included.
    var runs: [(isBar: Bool, width: Int)] {
        (values + [106]).flatMap { value in
            Self.patterns[value].enumerated().map { (isBar: $0.offset % 2 == 0, width: $0.element.wholeNumberValue!) }
        }
    }

    /// The width of the symbol in modules, quiet zones not included.
    var moduleCount: Int { values.count * 11 + 13 }

    /// Whether the module at `column` (0 on the left) is a bar.
    func bars() -> [Bool] {
        runs.flatMap { Array(repeating: $0.isBar, count: $0.width) }
    }
}

extension FilterDefinition {
    /// CICode128BarcodeGenerator: the Code 128 barcode of `inputMessage` (ASCII bytes), one pixel
    /// per module, black bars on white, `inputBarcodeHeight` pixels tall (default 32) with
    /// `inputQuietSpace` white pixels (default 7) on every side, its extent's origin at zero. A
    /// message with a byte beyond ASCII, or an empty one, has no output, as on iOS. The quiet
    /// space on the top and bottom edges follows Apple's "surround" and is not confirmed against
    /// iOS's output; which code sets encode the message is napkin's choice (see the symbol).
    /// Heights and quiet spaces are clamped to 1...2000 and 0...500 pixels.
    static let code128BarcodeGenerator = FilterDefinition(
        name: "CICode128BarcodeGenerator", displayName: "Code 128 Barcode Generator", categories: [kCICategoryGenerator],
        inputs: [FilterInput("inputMessage"), FilterInput("inputQuietSpace", .number(7)), FilterInput("inputBarcodeHeight", .number(32))]
    ) { inputs in
        guard let message = inputs.data("inputMessage"), let symbol = Code128Symbol(message: message) else { return nil }
        func clampedWhole(_ value: Double?, _ fallback: Int, _ range: ClosedRange<Int>) -> Int {
            guard let value, value.isFinite else { return fallback }
            return min(max(Int(value.rounded()), range.lowerBound), range.upperBound)
        }
        let quiet = clampedWhole(inputs.number("inputQuietSpace"), 7, 0...500)
        let height = clampedWhole(inputs.number("inputBarcodeHeight"), 32, 1...2000)
        let bars = symbol.bars()
        let size = PixelRect(x: 0, y: 0, width: bars.count + 2 * quiet, height: height + 2 * quiet)
        return CIImage(
            extent: size.cgRect, samplesNearest: true,
            recipe: ImageRecipe { region, space in
                var plane = PixelPlane(rect: region)
                let overlap = region.intersection(size)
                guard !overlap.isEmpty else { return plane }
                let black = space.pixel(red: 0, green: 0, blue: 0, alpha: 1), white = space.pixel(red: 1, green: 1, blue: 1, alpha: 1)
                for y in overlap.y..<overlap.maxY {
                    let inBars = y >= quiet && y < quiet + height
                    for x in overlap.x..<overlap.maxX {
                        let module = x - quiet
                        plane[x, y] = inBars && module >= 0 && module < bars.count && bars[module] ? black : white
                    }
                }
                return plane
            })
    }
}
