import Foundation

/// PDF's text strings (7.9.2.2): UTF-16BE after its byte order mark, UTF-8 after its mark
/// (PDF 2.0), else PDFDocEncoding; and its dates (7.9.4).
enum PDFTextString {
    /// The text `bytes` spell.
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        return String(String.UnicodeScalarView(bytes.map(docEncodingScalar)))
    }

    /// PDFDocEncoding: Latin-1 except 0x18-0x1F and 0x80-0x9F (Annex D.2), undefined codes as U+FFFD.
    static func docEncodingScalar(_ byte: UInt8) -> Unicode.Scalar {
        let low: [UInt32] = [0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC]
        let high: [UInt32] = [
            0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044, 0x2039, 0x203A, 0x2212, 0x2030, 0x201E, 0x201C, 0x201D,
            0x2018, 0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141, 0x0152, 0x0160, 0x0178, 0x017D, 0x0131, 0x0142, 0x0153, 0x0161,
            0x017E, 0xFFFD,
        ]
        switch byte {
        case 0x18...0x1F: return Unicode.Scalar(low[Int(byte - 0x18)])!
        case 0x80...0x9F: return Unicode.Scalar(high[Int(byte - 0x80)])!
        case 0xA0: return "\u{20AC}"
        case 0xAD: return "\u{FFFD}"
        default: return Unicode.Scalar(byte)
        }
    }

    /// The bytes that spell `text`: PDFDocEncoding's ASCII when it is plain ASCII, else UTF-16BE
    /// with its byte order mark.
    static func encode(_ text: String) -> [UInt8] {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return Array(text.utf8) }
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return bytes
    }

    /// The date `D:YYYYMMDDHHmmSSOHH'mm'` spells (every field after the year optional); nil
    /// when it is not a date.
    static func date(_ text: String) -> Date? {
        var scalars = Substring(text)
        if scalars.hasPrefix("D:") { scalars = scalars.dropFirst(2) }
        func take(_ count: Int, default value: Int) -> Int? {
            let digits = scalars.prefix(count)
            guard digits.count == count, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
                return digits.isEmpty || !(digits.first?.isNumber ?? false) ? value : nil
            }
            scalars = scalars.dropFirst(count)
            return Int(digits)
        }
        guard scalars.prefix(4).count == 4, let year = take(4, default: 0), let month = take(2, default: 1), let day = take(2, default: 1),
            let hour = take(2, default: 0), let minute = take(2, default: 0), let second = take(2, default: 0),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var offset = 0
        if let sign = scalars.first, sign == "+" || sign == "-" {
            scalars = scalars.dropFirst()
            let hours = take(2, default: 0) ?? 0
            if scalars.first == "'" { scalars = scalars.dropFirst() }
            let minutes = take(2, default: 0) ?? 0
            offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? TimeZone(secondsFromGMT: 0)!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    /// `date` as PDF writes it, in UTC: `D:20250303120000Z`.
    static func string(from date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "D:" + String(format: "%04d", c.year ?? 0) + two(c.month) + two(c.day) + two(c.hour) + two(c.minute) + two(c.second) + "Z"
    }
}
