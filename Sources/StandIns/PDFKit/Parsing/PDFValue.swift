import Foundation

/// Where an indirect object is: its object number and generation (`12 0 R`).
struct PDFReference: Hashable, Sendable, CustomStringConvertible {
    let number: Int
    let generation: Int

    var description: String { "\(number) \(generation) R" }
}

/// A stream: its dictionary and its bytes as stored (still encoded by its filters).
struct PDFStreamValue: Equatable, Sendable {
    let dictionary: [String: PDFValue]
    let data: [UInt8]
}

/// One value of PDF's object syntax (ISO 32000-1, 7.3), as the parser reads it from a file.
indirect enum PDFValue: Equatable, Sendable {
    case null
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    /// A literal or hexadecimal string, as bytes (its meaning depends on where it is used).
    case string([UInt8])
    /// A name, without its slash, its `#xx` escapes decoded.
    case name(String)
    case array([PDFValue])
    case dictionary([String: PDFValue])
    case reference(PDFReference)
    case stream(PDFStreamValue)

    /// The dictionary of a dictionary or of a stream.
    var dictionary: [String: PDFValue]? {
        switch self {
        case .dictionary(let dictionary): dictionary
        case .stream(let stream): stream.dictionary
        default: nil
        }
    }

    /// The number of an integer or a real.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The value of an integer (or of a real with no fraction, as some writers put them).
    var integer: Int? {
        switch self {
        case .integer(let value): value
        case .real(let value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    var name: String? {
        if case .name(let name) = self { return name }
        return nil
    }

    var array: [PDFValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    var reference: PDFReference? {
        if case .reference(let reference) = self { return reference }
        return nil
    }

    var stringBytes: [UInt8]? {
        if case .string(let bytes) = self { return bytes }
        return nil
    }
}
