import Testing

@testable import PixelComparison

/// The comparison's per-pixel states: zeroed memory of three kinds (heap, a mapping, a mapping
/// of huge pages), of which a comparison writes only the rows that changed.
@Suite struct PixelStatesTests {
    /// States for `width × height` pixels with `failing` written at the given pixels.
    private func states(width: Int, height: Int, failing pixels: [(x: Int, y: Int)]) -> PixelStates {
        PixelStates(count: width * height, width: width) { memory, changed in
            for (x, y) in pixels {
                memory[y * width + x] = ImageComparison.PixelState.failing.rawValue
                changed[y] = true
            }
        }
    }

    @Test(
        "Unwritten states read as equal, written ones as written, whatever memory holds them",
        arguments: [
            (16, 16),  // 256 bytes: the heap
            (300, 400),  // 120,000 bytes: an ordinary mapping
            (1170, 2532),  // an iPhone screen, 2.96 MB: huge pages, whole 2 MB pages mapped
            (2048, 1024),  // exactly 2 MB
        ])
    func zeroedExceptWhatIsWritten(width: Int, height: Int) {
        let marks = [(x: width - 1, y: 0), (x: width / 2, y: height / 2), (x: 0, y: height - 1)]
        let result = states(width: width, height: height, failing: marks)
        #expect(result.count == width * height)
        let failing = ImageComparison.PixelState.failing.rawValue
        let nonzero = result.withUnsafeBufferPointer { buffer in buffer.indices.filter { buffer[$0] != 0 } }
        #expect(nonzero == marks.map { $0.y * width + $0.x }.sorted())
        #expect(result[width - 1] == failing)
        #expect(result[width] == 0)
        #expect(result.changedRows.count == height)
        #expect(result.changedRows.indices.filter { result.changedRows[$0] } == [0, height / 2, height - 1])
        #expect(result.firstIndex(of: failing) == width - 1)
        #expect(result.firstIndex(of: ImageComparison.PixelState.tolerated.rawValue) == nil)
        #expect(result.firstIndex(of: ImageComparison.PixelState.equal.rawValue) == 0)
    }

    @Test("Many large states in a row map and unmap cleanly, each starting zeroed")
    func reuse() {
        for round in 0..<4 {
            let result = states(width: 1170, height: 2532, failing: [(x: round, y: round * 100)])
            #expect(result.withUnsafeBufferPointer { $0.reduce(0) { $0 + Int($1) } } == Int(ImageComparison.PixelState.failing.rawValue))
        }
    }
}
