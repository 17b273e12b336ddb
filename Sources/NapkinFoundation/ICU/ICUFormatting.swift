import Foundation
import _FoundationICU

// ICU, as swift-corelibs-foundation ships it (the `_FoundationICU` module of the toolchain, its C
// functions renamed with a `swift_` prefix). The formatters of this module call it where no
// public format style gives Apple's result: a measurement with a unit usage, a list of unit
// amounts. The types come from the module's
// headers; the functions are looked up in the library Foundation has already loaded
// (`ICUFunctions`), since the package cannot link `_FoundationICU` by name.

/// Formats numbers with an ICU number skeleton (`measure-unit/length-kilometer unit-width-short`,
/// `usage/road`, `precision-integer`…) in a locale.
struct ICUNumberFormatter {
    let skeleton: String
    let localeIdentifier: String

    /// The formatted number, or `nil` when ICU refuses the skeleton or the locale.
    func format(_ value: Double) -> String? {
        guard let icu = ICUFunctions.shared else { return nil }
        var status = U_ZERO_ERROR
        let units = Array(skeleton.utf16)
        guard
            let formatter = icu.openNumberFormatter(
                units, Int32(units.count), localeIdentifier, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { icu.closeNumberFormatter(formatter) }
        guard let result = icu.openNumberResult(&status) else { return nil }
        defer { icu.closeNumberResult(result) }
        icu.formatDouble(formatter, value, result, &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        return icuString { buffer, capacity, status in
            icu.numberResultToString(result, buffer, capacity, &status)
        }
    }
}

/// ICU's list of unit amounts ("1 hour, 1 minute, 40 seconds", "1h 1m 40s"): the list pattern
/// a locale uses for measures, which, unlike the "and" list, has no conjunction in English.
struct ICUUnitListFormatter {
    enum Width { case wide, short, narrow }

    let localeIdentifier: String
    let width: Width

    func format(_ items: [String]) -> String? {
        guard let icu = ICUFunctions.shared else { return nil }
        var status = U_ZERO_ERROR
        let icuWidth: UListFormatterWidth =
            switch width {
            case .wide: ULISTFMT_WIDTH_WIDE
            case .short: ULISTFMT_WIDTH_SHORT
            case .narrow: ULISTFMT_WIDTH_NARROW
            }
        guard
            let formatter = icu.openListFormatter(localeIdentifier, ULISTFMT_TYPE_UNITS, icuWidth, &status),
            status.rawValue <= U_ZERO_ERROR.rawValue
        else { return nil }
        defer { icu.closeListFormatter(formatter) }
        let utf16 = items.map { Array($0.utf16) }
        let lengths = utf16.map { Int32($0.count) }
        return withUTF16Pointers(utf16) { pointers in
            icuString { buffer, capacity, status in
                icu.formatList(formatter, pointers, lengths, Int32(pointers.count), buffer, capacity, &status)
            }
        }
    }

    private func withUTF16Pointers<Result>(
        _ strings: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> Result
    ) -> Result {
        let buffers = strings.map { string -> UnsafeMutablePointer<UChar> in
            let buffer = UnsafeMutablePointer<UChar>.allocate(capacity: max(string.count, 1))
            buffer.initialize(from: string, count: string.count)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        return body(buffers.map { UnsafePointer($0) })
    }
}

/// Runs an ICU function that writes UTF-16 into a caller's buffer, growing the buffer once when
/// the first one was too small.
private func icuString(
    _ write: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
) -> String? {
    var capacity: Int32 = 128
    for _ in 0..<2 {
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: Int(capacity))
        let length = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress!, capacity, &status) }
        if status == U_BUFFER_OVERFLOW_ERROR {
            capacity = length + 1
            continue
        }
        guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }
    return nil
}

extension Locale {
    /// The identifier ICU reads (`en_US`, `de_DE@calendar=…`).
    var icuIdentifier: String { identifier.isEmpty ? "en_US_POSIX" : identifier }
}
