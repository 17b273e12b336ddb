import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// When a run started, as the report's page says it: `2 Dec 2026, 00:49:05 UTC`, in the
/// machine's time zone (or the one `TZ` names).
///
/// Written with the C library rather than `Date.formatted`: the report's page is rendered in
/// the first snapshot assertion of every test run, and Foundation's first localized date
/// loads ICU's locale, calendar and pattern data, about 5 ms of that assertion. The words are
/// fixed English, like the rest of the page.
package func reportTimestamp(_ date: Date) -> String {
    reportTimestamp(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)), brokenDown: localTime)
}

/// The timestamp of `seconds` after 1970, broken down into date, time and zone by `brokenDown`.
package func reportTimestamp(secondsSince1970 seconds: Int, brokenDown: (Int) -> tm?) -> String {
    guard let time = brokenDown(seconds) else { return "at \(seconds) s after 1970 (UTC)" }
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let month = months[Int(max(0, min(11, time.tm_mon)))]
    func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let zone = time.tm_zone.map { String(cString: $0) } ?? ""
    let clock = "\(twoDigits(time.tm_hour)):\(twoDigits(time.tm_min)):\(twoDigits(time.tm_sec))"
    return "\(time.tm_mday) \(month) \(Int(time.tm_year) + 1900), \(clock)" + (zone.isEmpty ? "" : " \(zone)")
}

/// `localtime_r`: the machine's (or `TZ`'s) time zone.
private func localTime(_ seconds: Int) -> tm? {
    var clock = time_t(seconds), result = tm()
    return localtime_r(&clock, &result) == nil ? nil : result
}
