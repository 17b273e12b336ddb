import RasterCore
import Testing

@testable import PixelComparison

/// Tall images are compared in bands of rows at once; the verdict must be what one pass over
/// every pixel gives, wherever the differences fall.
@Suite("Image comparison in bands")
struct ImageComparisonBandsTests {
    /// One pass over every pixel, the definition the banded comparison must meet.
    private struct Expected {
        var states: [UInt8] = []
        var failing = 0, tolerated = 0
        var largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    }

    private func onePass(_ reference: Bitmap, _ new: Bitmap, tolerance: Double) -> Expected {
        var expected = Expected()
        var colors = PixelColorDifference()
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let a = reference[x, y], b = new[x, y]
                guard a != b else { expected.states.append(ImageComparison.PixelState.equal.rawValue); continue }
                let difference = colors.deltaE(a, b)
                expected.largest = max(expected.largest, difference)
                if difference <= tolerance {
                    expected.states.append(ImageComparison.PixelState.tolerated.rawValue)
                    expected.tolerated += 1
                } else {
                    expected.states.append(ImageComparison.PixelState.failing.rawValue)
                    expected.failing += 1
                    expected.minX = min(expected.minX, x); expected.maxX = max(expected.maxX, x)
                    expected.minY = min(expected.minY, y); expected.maxY = max(expected.maxY, y)
                }
            }
        }
        return expected
    }

    @Test("Differences in the first, a middle and the last band give the one-pass verdict")
    func bandsAgreeWithOnePass() throws {
        let width = 40, height = 1_200
        let reference = Bitmap(width: width, height: height, color: SRGBColor(hex: 0xF3EDE1))
        var new = reference
        // A failing block near the top, a tolerated nudge in the middle, single failing pixels
        // on band edges (rows 299/300, 599/600, 899/900 for up to four bands) and the last row.
        for y in 3..<7 { for x in 5..<9 { new[x, y] = SRGBColor(hex: 0x1C1A17).premultipliedARGB } }
        new[20, 610] = SRGBColor(hex: 0xF2EDE1).premultipliedARGB
        for y in [299, 300, 599, 600, 899, 900, height - 1] { new[y % width, y] = SRGBColor(hex: 0xC0392B).premultipliedARGB }
        let comparison = try #require(ImageComparison.compare(reference: reference, new: new, tolerance: 2))
        let expected = onePass(reference, new, tolerance: 2)
        #expect(comparison.failingCount == expected.failing)
        #expect(comparison.failingCount == 16 + 7)
        #expect(comparison.toleratedCount == expected.tolerated && expected.tolerated == 1)
        #expect(comparison.largestDeltaE == expected.largest)
        #expect(comparison.failingBounds == PixelBounds(minX: expected.minX, minY: expected.minY, maxX: expected.maxX, maxY: expected.maxY))
        #expect(comparison.failingBounds == PixelBounds(minX: 0, minY: 3, maxX: 39, maxY: height - 1))
        // Every state, including the equal rows the comparison never wrote (zeroed memory).
        let states = comparison.states.withUnsafeBufferPointer { Array($0) }
        #expect(states == expected.states)
        // Exactly the rows with a difference are flagged, and the first failing pixel is found
        // through them.
        let changed = Set(comparison.states.changedRows.indices.filter { comparison.states.changedRows[$0] })
        #expect(changed == [3, 4, 5, 6, 299, 300, 599, 600, 610, 899, 900, height - 1])
        #expect(comparison.states.firstIndex(of: ImageComparison.PixelState.failing.rawValue) == 3 * width + 5)
        #expect(comparison.states.firstIndex(of: ImageComparison.PixelState.tolerated.rawValue) == 610 * width + 20)
    }

    @Test("States past 64 KB come from a fresh mapping: all equal but the rows written")
    func mappedStates() throws {
        let reference = Bitmap(width: 1_170, height: 600, color: .white)
        var new = reference
        new[1_000, 437] = SRGBColor(hex: 0xC0392B).premultipliedARGB
        for _ in 0..<3 {
            let comparison = try #require(ImageComparison.compare(reference: reference, new: new, tolerance: 0))
            let states = comparison.states.withUnsafeBufferPointer { Array($0) }
            #expect(states.count == 1_170 * 600)
            #expect(states.indices.filter { states[$0] != 0 } == [437 * 1_170 + 1_000])
            #expect(comparison.states.changedRows.indices.filter { comparison.states.changedRows[$0] } == [437])
            #expect(comparison.states[437 * 1_170 + 1_000] == ImageComparison.PixelState.failing.rawValue)
        }
    }

    @Test("A band with no difference reports none, and sizes that differ fail the rows outside")
    func sizesDiffer() throws {
        let reference = Bitmap(width: 30, height: 700, color: .white)
        let new = Bitmap(width: 30, height: 650, color: .white)
        let comparison = try #require(ImageComparison.compare(reference: reference, new: new, tolerance: 0))
        #expect(!comparison.sizesMatch)
        #expect(comparison.failingCount == 30 * 50)
        #expect(comparison.failingBounds == PixelBounds(minX: 0, minY: 650, maxX: 29, maxY: 699))
        #expect(comparison.toleratedCount == 0 && comparison.largestDeltaE == 0)
    }
}
