import Foundation

/// Dates as feeds write them, read as tolerantly as FeedKit 9 reads them: RFC 822 (RSS's `pubDate`, with or
/// without the weekday or seconds, a zone name or offset, a weekday spelled in any length), then RFC 3339 / ISO 8601
/// (Atom's `updated`, JSON Feed, Dublin Core's `dc:date`; fractional seconds of any length, `Z` or an offset, or
/// none: UTC). A string none of them reads is nil.
enum FeedDate {
    static func parse(_ string: String) -> Date? {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return rfc822(trimmed) ?? rfc3339(trimmed)
    }

    /// RFC 822 / RFC 1123 dates, e.g. `Tue, 03 Jun 2025 09:30:00 GMT` or `3 Jun 2025 09:30 +0200`.
    static func rfc822(_ string: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        // The weekday is redundant, and feeds spell it every way ("Tues", "Tuesday"): it is dropped before reading.
        var body = Substring(string)
        if let comma = body.firstIndex(of: ","), body[..<comma].allSatisfy(\.isLetter) {
            body = body[body.index(after: comma)...].drop(while: \.isWhitespace)
        }
        let formats = [
            "d MMM yyyy HH:mm:ss zzz", "d MMM yyyy HH:mm zzz", "d MMM yyyy HH:mm:ss Z", "d MMM yy HH:mm:ss zzz", "yyyy-MM-dd HH:mm:ss Z",
        ]
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: String(body)) { return date }
        }
        return nil
    }

    /// RFC 3339 / ISO 8601 date-times, e.g. `2025-06-03T09:30:00Z`, `2025-06-03T09:30:00.123+02:00`,
    /// `2025-06-03T09:30`; a bare date `2025-06-03` is midnight UTC.
    static func rfc3339(_ string: String) -> Date? {
        var scanner = Substring(string)
        func number(_ digits: Int) -> Int? {
            let prefix = scanner.prefix(digits)
            guard prefix.count == digits, prefix.allSatisfy(\.isASCII), let value = Int(prefix) else { return nil }
            scanner = scanner.dropFirst(digits)
            return value
        }
        func skip(_ character: Character) -> Bool {
            guard scanner.first == character else { return false }
            scanner = scanner.dropFirst()
            return true
        }
        var components = DateComponents()
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2) else { return nil }
        components.year = year
        components.month = month
        components.day = day
        var fraction = 0.0
        var offset = 0
        if skip("T") || skip("t") || skip(" ") {
            guard let hour = number(2), skip(":"), let minute = number(2) else { return nil }
            components.hour = hour
            components.minute = minute
            if skip(":") {
                guard let second = number(2) else { return nil }
                components.second = second
                if skip(".") || skip(",") {
                    let digits = scanner.prefix(while: \.isNumber)
                    guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
                    fraction = value
                    scanner = scanner.dropFirst(digits.count)
                }
            }
            if skip("Z") || skip("z") {
                offset = 0
            } else if let sign = scanner.first, sign == "+" || sign == "-" {
                scanner = scanner.dropFirst()
                guard let hours = number(2) else { return nil }
                _ = skip(":")
                let minutes = number(2) ?? 0
                offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
            }
        }
        guard scanner.isEmpty, (1...12).contains(month), (1...31).contains(day) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        guard let date = calendar.date(from: components) else { return nil }
        return date.addingTimeInterval(fraction - Double(offset))
    }

    /// `HH:MM:SS`, `MM:SS` or seconds, as iTunes' `duration` is written.
    static func duration(_ string: String) -> TimeInterval? {
        let parts = string.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3 else { return nil }
        var total = 0.0
        for part in parts {
            guard let value = Double(part), value.isFinite, value >= 0 else { return nil }
            total = total * 60 + value
        }
        return total
    }
}
