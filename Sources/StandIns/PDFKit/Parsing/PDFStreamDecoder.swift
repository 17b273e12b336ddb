import CZlib
import Foundation

/// Decodes a stream's data through its filters: `FlateDecode` (zlib, with PNG and TIFF
/// predictors) and `ASCIIHexDecode`, the filters cross-reference and object streams use. The
/// output never grows past ``PDFLimits/decodedStream``.
enum PDFStreamDecoder {
    /// The decoded bytes of `stream`.
    static func decode(_ stream: PDFStreamValue, limit: Int = PDFLimits.decodedStream) throws(PDFParseError) -> [UInt8] {
        let filters: [String]
        switch stream.dictionary["Filter"] {
        case .name(let name)?: filters = [name]
        case .array(let names)?: filters = names.compactMap(\.name)
        default: filters = []
        }
        let parameters: [[String: PDFValue]?]
        switch stream.dictionary["DecodeParms"] {
        case .dictionary(let dictionary)?: parameters = [dictionary]
        case .array(let list)?: parameters = list.map(\.dictionary)
        default: parameters = []
        }
        guard filters.count <= 8 else { throw PDFParseError(.badStream("too many filters")) }
        var data = stream.data
        for (index, filter) in filters.enumerated() {
            let parms = index < parameters.count ? parameters[index] : nil
            switch filter {
            case "FlateDecode", "Fl":
                data = try inflate(data, limit: limit)
                if let parms { data = try unpredict(data, parameters: parms) }
            case "ASCIIHexDecode", "AHx":
                data = try asciiHex(data)
            default:
                throw PDFParseError(.unsupportedFilter(filter))
            }
        }
        return data
    }

    /// zlib's inflate of `data`, stopping with an error past `limit` bytes. A stream cut short
    /// (as damaged files often are) gives what was decoded before the damage, as readers do.
    static func inflate(_ data: [UInt8], limit: Int) throws(PDFParseError) -> [UInt8] {
        var stream = z_stream()
        guard napkin_inflate_init_zlib(&stream) == Z_OK else { throw PDFParseError(.badStream("zlib could not start")) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = data
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = buffer.count - Int(stream.avail_out)
                    output.append(contentsOf: buffer[0..<produced])
                }
            } while status == Z_OK && output.count <= limit && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        guard output.count <= limit else { throw PDFParseError(.badStream("decodes to more than \(limit) bytes")) }
        if status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR { return output }
        if !output.isEmpty { return output }
        throw PDFParseError(.badStream("corrupt zlib data"))
    }

    /// Undoes a PNG (10-15) or TIFF (2) predictor (7.4.4.4).
    static func unpredict(_ data: [UInt8], parameters: [String: PDFValue]) throws(PDFParseError) -> [UInt8] {
        let predictor = parameters["Predictor"]?.integer ?? 1
        guard predictor > 1 else { return data }
        let colors = min(max(parameters["Colors"]?.integer ?? 1, 1), 32)
        let bits = min(max(parameters["BitsPerComponent"]?.integer ?? 8, 1), 16)
        let columns = min(max(parameters["Columns"]?.integer ?? 1, 1), 1 << 20)
        let bytesPerPixel = max(1, (colors * bits + 7) / 8)
        let rowLength = (colors * bits * columns + 7) / 8
        if predictor == 2 {
            guard bits == 8 else { throw PDFParseError(.badStream("TIFF predictor with \(bits) bits")) }
            var out = data
            var index = 0
            while index < out.count {
                let rowEnd = min(index + rowLength, out.count)
                var i = index + bytesPerPixel
                while i < rowEnd {
                    out[i] = out[i] &+ out[i - bytesPerPixel]
                    i += 1
                }
                index = rowEnd
            }
            return out
        }
        guard predictor >= 10 else { throw PDFParseError(.badStream("unknown predictor \(predictor)")) }
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var row = [UInt8](repeating: 0, count: rowLength)
        var index = 0
        while index < data.count {
            let type = data[index]
            index += 1
            let available = min(rowLength, data.count - index)
            for i in 0..<rowLength { row[i] = i < available ? data[index + i] : 0 }
            index += available
            for i in 0..<rowLength {
                let left = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
                let up = previous[i]
                let upLeft = i >= bytesPerPixel ? previous[i - bytesPerPixel] : 0
                switch type {
                case 0: break
                case 1: row[i] = row[i] &+ left
                case 2: row[i] = row[i] &+ up
                case 3: row[i] = row[i] &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: row[i] = row[i] &+ paeth(left, up, upLeft)
                default: throw PDFParseError(.badStream("unknown PNG row filter \(type)"))
                }
            }
            out.append(contentsOf: row[0..<available])
            swap(&previous, &row)
        }
        return out
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Hexadecimal digits up to `>`.
    static func asciiHex(_ data: [UInt8]) throws(PDFParseError) -> [UInt8] {
        var out: [UInt8] = []
        var high: UInt8?
        for byte in data {
            if byte == UInt8(ascii: ">") { break }
            if PDFSyntaxReader.isWhitespace(byte) { continue }
            guard let digit = PDFSyntaxReader.hexDigit(byte) else { throw PDFParseError(.badStream("bad hex digit")) }
            if let pending = high {
                out.append(pending << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        if let high { out.append(high << 4) }
        return out
    }
}
