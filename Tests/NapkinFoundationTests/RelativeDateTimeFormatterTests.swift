import Foundation
import NapkinFoundation
import Testing

/// `RelativeDateTimeFormatter` as feeds use it ("2 hours ago", "yesterday"), in en_US on a
/// Gregorian calendar in UTC, relative to a fixed date.
@Suite("RelativeDateTimeFormatter")
struct RelativeDateTimeFormatterTests {
    /// 2024-06-15 12:00 UTC, a Saturday.
    private let now = Date(timeIntervalSince1970: 1_718_452_800)

    private func formatter(locale: String = "en_US") -> RelativeDateTimeFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = RelativeDateTimeFormatter()
        formatter.calendar = calendar
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    private func string(_ formatter: RelativeDateTimeFormatter, _ seconds: TimeInterval) -> String {
        formatter.localizedString(for: now.addingTimeInterval(seconds), relativeTo: now)
    }

    @Test("Numeric: the largest unit that differs, its whole value alone")
    func numeric() {
        let numeric = formatter()
        #expect(numeric.dateTimeStyle == .numeric && numeric.unitsStyle == .full)
        #expect(string(numeric, -7200) == "2 hours ago")
        #expect(string(numeric, -5400) == "1 hour ago")
        #expect(string(numeric, 180) == "in 3 minutes")
        #expect(string(numeric, -30) == "30 seconds ago")
        #expect(string(numeric, 0) == "in 0 seconds")
        #expect(string(numeric, -86_400) == "1 day ago")
        #expect(string(numeric, -14 * 86_400) == "2 weeks ago")
        #expect(string(numeric, 40 * 86_400) == "in 1 month")
        #expect(string(numeric, -400 * 86_400) == "1 year ago")
    }

    @Test("Named: yesterday, tomorrow, last week, now; numbers where there is no name")
    func named() {
        let named = formatter()
        named.dateTimeStyle = .named
        #expect(string(named, -86_400) == "yesterday")
        #expect(string(named, 86_400) == "tomorrow")
        #expect(string(named, -7 * 86_400) == "last week")
        #expect(string(named, 0) == "now")
        #expect(string(named, -7200) == "2 hours ago")
        #expect(string(named, -3 * 86_400) == "3 days ago")
    }

    @Test("Units styles: spelled out, short, abbreviated")
    func unitsStyles() {
        let styled = formatter()
        styled.unitsStyle = .spellOut
        #expect(string(styled, -7200) == "two hours ago")
        styled.unitsStyle = .short
        #expect(string(styled, -7200) == "2 hr. ago")
        #expect(string(styled, -70 * 86_400) == "2 mo. ago")
        #expect(string(styled, -60 * 86_400) == "1 mo. ago")  // 1 month and 30 days: the whole month
        styled.unitsStyle = .abbreviated
        #expect(string(styled, -7200) == "2h ago")
    }

    @Test("Date components: the largest non-zero one; negative is the past")
    func dateComponents() {
        let numeric = formatter()
        #expect(numeric.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(numeric.localizedString(from: DateComponents(hour: 1, minute: 30)) == "in 1 hour")
        numeric.dateTimeStyle = .named
        #expect(numeric.localizedString(from: DateComponents(day: -1)) == "yesterday")
        #expect(numeric.localizedString(from: DateComponents(weekOfMonth: 1)) == "next week")
    }

    @Test("formattingContext capitalizes the start of a sentence")
    func formattingContext() {
        let named = formatter()
        named.dateTimeStyle = .named
        named.formattingContext = .beginningOfSentence
        #expect(string(named, -86_400) == "Yesterday")
    }

    @Test("A time interval is relative to now; string(for:) takes a date")
    func intervalsAndObjects() {
        let numeric = formatter()
        #expect(numeric.localizedString(fromTimeInterval: -7200) == "2 hours ago")
        #expect(numeric.localizedString(fromTimeInterval: 3 * 86_400 + 60) == "in 3 days")
        #expect(numeric.string(for: Date().addingTimeInterval(-7200)) == "2 hours ago")
        #expect(numeric.string(for: "yesterday") == nil)
    }

    @Test("Other locales through ICU: German and French")
    func otherLocales() {
        let german = formatter(locale: "de_DE")
        #expect(string(german, -7200) == "vor 2 Stunden")
        german.dateTimeStyle = .named
        #expect(string(german, -2 * 86_400) == "vorgestern")
        let french = formatter(locale: "fr_FR")
        #expect(string(french, 3 * 86_400) == "dans 3 jours")
    }
}
