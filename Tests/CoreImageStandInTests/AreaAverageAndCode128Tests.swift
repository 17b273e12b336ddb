import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import Testing

/// The widths of the runs of black and white pixels along `row` of `pixels`, from `start` to `end`.
private func runWidths(_ pixels: Pixels, row: Int, from start: Int, to end: Int) -> [Int] {
    var widths: [Int] = []
    var last: RGBA?
    for column in start..<end {
        let pixel = pixels[column, row]
        if pixel == last { widths[widths.count - 1] += 1 } else { widths.append(1) }
        last = pixel
    }
    return widths
}

/// The module widths of Code 128 characters written out, as ISO/IEC 15417's table gives them.
private func widths(_ patterns: String...) -> [Int] {
    patterns.joined().map { $0.wholeNumberValue! }
}

@Suite("CoreImage stand-in: area average and Code 128")
struct AreaAverageAndCode128Tests {
    @Test("The area average of half red, half blue is their mean in linear light, at the extent's origin")
    func averagesInLinearLight() throws {
        let image = try makeImage(width: 8, height: 4) { column, _ in column < 4 ? RGBA(255, 0, 0) : RGBA(0, 0, 255) }
        let filter = CIFilter.areaAverage()
        filter.inputImage = image
        filter.extent = image.extent
        #expect(filter.extent == CGRect(x: 0, y: 0, width: 8, height: 4))
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 1, height: 1))
        let pixel = try render(output)[0, 0]
        // Half of full light on each of red and blue: 0.5 linear is 188 in sRGB, not 128.
        #expect(pixel.isClose(to: RGBA(byte(0.5), 0, byte(0.5))))
    }

    @Test("With colour management off, the average is of the encoded values, as a context without a working space gives")
    func averagesEncodedValuesWithoutWorkingSpace() throws {
        let image = try makeImage(width: 2, height: 1) { column, _ in column == 0 ? RGBA(200, 100, 0) : RGBA(100, 50, 250) }
        let filter = CIFilter.areaAverage()
        filter.inputImage = image
        filter.extent = image.extent
        let context = CIContext(options: [.workingColorSpace: NSNull()])
        var bitmap = [UInt8](repeating: 0, count: 4)
        context.render(
            try #require(filter.outputImage), toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1),
            format: .RGBA8, colorSpace: nil)
        #expect(bitmap == [150, 75, 125, 255])
    }

    @Test("The extent picks the region averaged; the default is Core Image's 640 × 80 at the origin")
    func extentPicksTheRegion() throws {
        let image = try makeImage(width: 4, height: 4) { column, _ in column < 2 ? RGBA(0, 0, 0) : RGBA(255, 255, 255) }
        let filter = CIFilter.areaAverage()
        #expect(filter.extent == CGRect(x: 0, y: 0, width: 640, height: 80))
        filter.inputImage = image
        filter.extent = CGRect(x: 2, y: 0, width: 2, height: 4)
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(try render(output)[0, 0] == RGBA(255, 255, 255))
        filter.extent = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        #expect(filter.outputImage == nil)
    }

    @Test("A Code 128 barcode of digits is set C: start, the pairs, the check character and the stop, with the quiet space around")
    func digitsAreEncodedInSetC() throws {
        let filter = CIFilter.code128BarcodeGenerator()
        #expect(filter.quietSpace == 7)
        #expect(filter.barcodeHeight == 32)
        filter.message = Data("12345678".utf8)
        let output = try #require(filter.outputImage)
        // Start C (105), 12, 34, 56, 78, check (105 + 12·1 + 34·2 + 56·3 + 78·4) mod 103 = 47, stop.
        let expected = widths("211232", "112232", "131123", "331121", "241112", "133121", "2331112")
        let modules = expected.reduce(0, +)
        #expect(modules == 6 * 11 + 13)
        #expect(output.extent == CGRect(x: 0, y: 0, width: modules + 14, height: 32 + 14))
        let pixels = try render(output)
        #expect(runWidths(pixels, row: 23, from: 7, to: 7 + modules) == expected)
        #expect(pixels[7, 23] == RGBA(0, 0, 0))
        #expect(pixels[6, 23] == RGBA(255, 255, 255))
        #expect(pixels[7 + modules, 23] == RGBA(255, 255, 255))
        // The quiet space above and below the bars is white.
        #expect(pixels[7, 6] == RGBA(255, 255, 255))
        #expect(pixels[7, 7] == RGBA(0, 0, 0))
        #expect(pixels[7, 38] == RGBA(0, 0, 0))
        #expect(pixels[7, 39] == RGBA(255, 255, 255))
    }

    @Test("Letters are set B, and a run of four digits switches to set C; height and quiet space are the filter's inputs")
    func lettersThenDigitsSwitchSets() throws {
        let filter = CIFilter.code128BarcodeGenerator()
        filter.message = Data("AB1234".utf8)
        filter.quietSpace = 2
        filter.barcodeHeight = 10
        let output = try #require(filter.outputImage)
        // Start B (104), A (33), B (34), Code C (99), 12, 34, check (104 + 33 + 68 + 297 + 48 + 170) mod 103 = 102, stop.
        let expected = widths("211214", "111323", "131123", "113141", "112232", "131123", "411131", "2331112")
        let modules = expected.reduce(0, +)
        #expect(output.extent == CGRect(x: 0, y: 0, width: modules + 4, height: 14))
        #expect(runWidths(try render(output), row: 7, from: 2, to: 2 + modules) == expected)
    }

    @Test("A message beyond ASCII, or an empty one, has no barcode")
    func nonASCIIHasNoBarcode() {
        let filter = CIFilter.code128BarcodeGenerator()
        filter.message = Data("café".utf8)
        #expect(filter.outputImage == nil)
        filter.message = Data()
        #expect(filter.outputImage == nil)
        let byName = CIFilter(name: "CICode128BarcodeGenerator")
        byName?.setValue(Data("OK".utf8), forKey: "inputMessage")
        #expect(byName?.outputImage != nil)
    }
}
