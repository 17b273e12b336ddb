import CQREncode
import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// The modules of `message`'s QR code as libqrencode encodes it on its own (row by row from the top).
func referenceModules(_ message: String, level: QRecLevel) throws -> (size: Int, dark: [Bool]) {
    let bytes = Array(message.utf8)
    let code = try #require(QRcode_encodeData(Int32(bytes.count), bytes, 0, level))
    defer { QRcode_free(code) }
    let size = Int(code.pointee.width)
    let data = try #require(code.pointee.data)
    return (size, (0..<(size * size)).map { data[$0] & 1 == 1 })
}

/// Whether the 7 × 7 finder pattern (a dark ring, a light ring, a dark 3 × 3 core) has its top-left
/// module at `column`, `row` of `pixels`.
func hasFinderPattern(_ pixels: Pixels, column: Int, row: Int) -> Bool {
    for y in 0..<7 {
        for x in 0..<7 {
            let ring = min(x, y, 6 - x, 6 - y)
            let dark = ring != 1
            if (pixels[column + x, row + y] == RGBA(0, 0, 0)) != dark { return false }
        }
    }
    return true
}

@Suite("CoreImage stand-in: QR codes")
struct QRCodeTests {
    @Test("A QR code has one pixel a module and a one-module quiet zone; its modules are libqrencode's for the message")
    func modulesMatchTheEncoder() throws {
        let message = "https://example.com/tickets/4711"
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.correctionLevel == "M")
        filter.message = Data(message.utf8)
        let output = try #require(filter.outputImage)
        let reference = try referenceModules(message, level: QR_ECLEVEL_M)
        #expect((reference.size - 21) % 4 == 0)
        #expect(output.extent == CGRect(x: 0, y: 0, width: reference.size + 2, height: reference.size + 2))
        let pixels = try render(output)
        for index in 0..<(reference.size + 2) {
            // The quiet zone: the outer ring of pixels is white.
            for pixel in [pixels[index, 0], pixels[0, index], pixels[index, reference.size + 1], pixels[reference.size + 1, index]] {
                #expect(pixel == RGBA(255, 255, 255))
            }
        }
        var mismatches = 0
        for row in 0..<reference.size {
            for column in 0..<reference.size {
                let expected = reference.dark[row * reference.size + column] ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
                if pixels[column + 1, row + 1] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        let far = reference.size + 1 - 7
        #expect(hasFinderPattern(pixels, column: 1, row: 1))
        #expect(hasFinderPattern(pixels, column: far, row: 1))
        #expect(hasFinderPattern(pixels, column: 1, row: far))
        #expect(!hasFinderPattern(pixels, column: far, row: far))
        // Scaled up ten times, as QR screens do, each module is a 10 × 10 square with hard edges.
        let scaled = try render(output.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        #expect(scaled.width == (reference.size + 2) * 10)
        var blurred = 0
        for row in 0..<scaled.height {
            for column in 0..<scaled.width where scaled[column, row] != pixels[column / 10, row / 10] { blurred += 1 }
        }
        #expect(blurred == 0)
    }

    @Test("The correction level picks the symbol size: a short message is version 1 (21 modules) at L, larger at H")
    func correctionLevels() throws {
        let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
        filter.setValue(Data("HELLO".utf8), forKey: "inputMessage")
        filter.setValue("L", forKey: "inputCorrectionLevel")
        #expect(filter.outputImage?.extent.width == 23)
        let long = String(repeating: "napkin ", count: 12)
        filter.setValue(Data(long.utf8), forKey: "inputMessage")
        let low = try #require(filter.outputImage).extent.width
        filter.setValue("H", forKey: "inputCorrectionLevel")
        let high = try #require(filter.outputImage).extent.width
        #expect(high > low)
        #expect(Int(high) - 2 == (try referenceModules(long, level: QR_ECLEVEL_H)).size)
    }

    @Test("Bad input gives no image: an unknown level, an empty message, a message too long for any symbol")
    func badInput() {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("napkin".utf8)
        filter.correctionLevel = "X"
        #expect(filter.outputImage == nil)
        filter.correctionLevel = "Q"
        #expect(filter.outputImage != nil)
        filter.message = Data()
        #expect(filter.outputImage == nil)
        filter.message = Data(repeating: 0x41, count: 3000)
        #expect(filter.outputImage == nil)
    }
}

/// A QR code screen as iOS apps write it (a ticket to show at the door), with its generator as a
/// stored filter and context: `import CoreImage.CIFilterBuiltins` and nothing else changed.
struct TicketQRCodeScreen: View {
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()
    var code = "TICKET-4711-ROW-F-SEAT-12"

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Text("Show this code at the door")
                    .font(.headline)
                Image(uiImage: generateQRCode(from: code))
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 220, height: 220)
                    .padding(12)
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                Text(code)
                    .font(.system(.footnote, design: .monospaced))
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("My Ticket")
        }
    }

    func generateQRCode(from string: String) -> UIImage {
        filter.message = Data(string.utf8)
        if let outputImage = filter.outputImage {
            let scaled = outputImage.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
            if let cgImage = context.createCGImage(scaled, from: scaled.extent) {
                return UIImage(cgImage: cgImage)
            }
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}

@MainActor
@Suite("CoreImage stand-in: screens")
struct CoreImageScreenTests {
    @Test("A ticket screen shows its QR code, scaled up ten times and drawn without smoothing, light and dark")
    func ticketScreen() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(TicketQRCodeScreen()),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }

    @Test("UIImage(ciImage:) renders the image's extent; CIImage(image:) reads a UIImage's pixels back")
    func uiImageBridges() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("napkin".utf8)
        let output = try #require(filter.outputImage)
        let image = UIImage(ciImage: output)
        #expect(image.size == CGSize(width: output.extent.width, height: output.extent.height))
        let back = try #require(CIImage(image: image))
        #expect(back.extent == output.extent)
        #expect(try render(back).values == (try render(output)).values)
        #expect(CIImage(image: try #require(UIImage(systemName: "star"))) == nil)
    }
}
