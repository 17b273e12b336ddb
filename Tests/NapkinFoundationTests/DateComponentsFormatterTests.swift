import Foundation
import NapkinFoundation
import Testing

/// `DateComponentsFormatter` as timers, players and workout screens use it: the strings Apple's
/// documentation and apps show, in en_US.
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    /// A formatter in en_US on a Gregorian calendar in UTC, so months and days do not depend on
    /// the machine.
    private func formatter(
        _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle = .positional,
        locale: String = "en_US"
    ) -> DateComponentsFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateComponentsFormatter()
        formatter.calendar = calendar
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        return formatter
    }

    @Test("Positional: leading zero units dropped, the others padded to two digits")
    func positional() {
        let hms = formatter([.hour, .minute, .second])
        #expect(hms.string(from: 3700) == "1:01:40")
        #expect(hms.string(from: 3610) == "1:00:10")
        #expect(hms.string(from: 4200) == "1:10:00")
        #expect(hms.string(from: 5) == "0:05")
        #expect(hms.string(from: 0) == "0:00")
        #expect(hms.string(from: 36_000) == "10:00:00")
        let ms = formatter([.minute, .second])
        #expect(ms.string(from: 100) == "1:40")
        #expect(ms.string(from: 3700) == "61:40")
        #expect(ms.string(from: 59.9) == "0:59")
    }

    @Test("Positional with .pad: the first unit has two digits too (a stopwatch's 00:05)")
    func positionalPad() {
        let ms = formatter([.minute, .second])
        ms.zeroFormattingBehavior = .pad
        #expect(ms.string(from: 5) == "00:05")
        #expect(ms.string(from: 100) == "01:40")
        let hms = formatter([.hour, .minute, .second])
        hms.zeroFormattingBehavior = .pad
        #expect(hms.string(from: 100) == "00:01:40")
    }

    @Test("The word styles of 1 hour, 1 minute and 40 seconds")
    func wordStyles() {
        let units: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(formatter(units, .abbreviated).string(from: 3700) == "1h 1m 40s")
        #expect(formatter(units, .short).string(from: 3700) == "1 hr, 1 min, 40 sec")
        #expect(formatter(units, .full).string(from: 3700) == "1 hour, 1 minute, 40 seconds")
        #expect(formatter(units, .spellOut).string(from: 3700) == "one hour, one minute, forty seconds")
        #expect(formatter(units, .brief).string(from: 3700) == "1hr 1min 40sec")
        #expect(formatter([.minute, .second], .full).string(from: 543) == "9 minutes, 3 seconds")
        #expect(formatter([.minute, .second], .short).string(from: 123) == "2 min, 3 sec")
        let sentence = formatter(units, .spellOut)
        sentence.formattingContext = .beginningOfSentence
        #expect(sentence.string(from: 3700) == "One hour, one minute, forty seconds")
    }

    @Test("Word styles drop every zero unit by default; .pad and .none keep them")
    func wordStylesZeros() {
        let abbreviated = formatter([.day, .hour, .minute, .second], .abbreviated)
        #expect(abbreviated.string(from: 3610) == "1h 10s")
        #expect(abbreviated.string(from: 0) == "0s")
        abbreviated.zeroFormattingBehavior = .dropLeading
        #expect(abbreviated.string(from: 600) == "10m 0s")
        abbreviated.zeroFormattingBehavior = .dropTrailing
        #expect(abbreviated.string(from: 4200) == "0d 1h 10m")
        abbreviated.zeroFormattingBehavior = .dropMiddle
        #expect(abbreviated.string(from: 3610) == "0d 1h 10s")
        abbreviated.zeroFormattingBehavior = .dropAll
        #expect(abbreviated.string(from: 90_000) == "1d 1h")
        abbreviated.zeroFormattingBehavior = .pad
        #expect(abbreviated.string(from: 3610) == "0d 1h 0m 10s")
        abbreviated.zeroFormattingBehavior = .none
        #expect(abbreviated.string(from: 60) == "0d 0h 1m 0s")
    }

    @Test("maximumUnitCount keeps the largest units from the first non-zero one")
    func maximumUnitCount() {
        let full = formatter([.day, .hour, .minute, .second], .full)
        full.maximumUnitCount = 2
        #expect(full.string(from: 3700) == "1 hour, 1 minute")
        full.maximumUnitCount = 1
        #expect(full.string(from: 5400) == "1 hour")
        #expect(full.string(from: 93_784) == "1 day")
    }

    @Test("collapsesLargestUnit folds a largest unit of 1 into the next (65s)")
    func collapsesLargestUnit() {
        let abbreviated = formatter([.minute, .second], .abbreviated)
        abbreviated.collapsesLargestUnit = true
        #expect(abbreviated.string(from: 65) == "65s")
        #expect(abbreviated.string(from: 125) == "2m 5s")
    }

    @Test("allowsFractionalUnits keeps what is below the smallest unit as a fraction (1.5h)")
    func fractionalUnits() {
        let abbreviated = formatter([.hour], .abbreviated)
        #expect(abbreviated.string(from: 5400) == "1h")
        abbreviated.allowsFractionalUnits = true
        #expect(abbreviated.string(from: 5400) == "1.5h")
        let full = formatter([.hour, .minute], .full)
        full.allowsFractionalUnits = true
        #expect(full.string(from: 3690) == "1 hour, 1.5 minutes")
    }

    @Test("The approximation and time remaining phrases")
    func phrases() {
        let full = formatter([.minute], .full)
        full.includesApproximationPhrase = true
        #expect(full.string(from: 300) == "About 5 minutes")
        full.includesTimeRemainingPhrase = true
        #expect(full.string(from: 300) == "About 5 minutes remaining")
        let brief = formatter([.minute, .second], .brief)
        brief.includesApproximationPhrase = true
        brief.includesTimeRemainingPhrase = true
        #expect(brief.string(from: 123) == "About 2min 3sec remaining")
    }

    @Test("Date components are counted in the allowed units; dates by the calendar, months included")
    func componentsAndDates() {
        let hm = formatter([.hour, .minute])
        #expect(hm.string(from: DateComponents(minute: 90)) == "1:30")
        let dh = formatter([.day, .hour], .abbreviated)
        #expect(dh.string(from: DateComponents(hour: 25)) == "1d 1h")
        let months = formatter([.month, .day], .full)
        let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC
        let end = Date(timeIntervalSince1970: 1_709_337_600)  // 2024-03-02 00:00 UTC
        #expect(months.string(from: start, to: end) == "2 months, 1 day")
        months.referenceDate = start
        #expect(months.string(from: DateComponents(month: 1, day: 3)) == "1 month, 3 days")
        #expect(formatter([.hour, .minute, .second]).string(from: start, to: start.addingTimeInterval(3700)) == "1:01:40")
    }

    @Test("string(for:) takes date components and time intervals, nothing else")
    func stringForObject() {
        let ms = formatter([.minute, .second])
        #expect(ms.string(for: 100.0) == "1:40")
        #expect(ms.string(for: DateComponents(second: 100)) == "1:40")
        #expect(ms.string(for: "100") == nil)
        #expect(ms.string(from: .infinity) == nil)
    }

    @Test("localizedString(from:unitsStyle:) uses the default units")
    func localizedString() {
        let string = DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .positional)
        #expect(string == "2:05:00")
        let full = formatter([.hour, .minute], .full)
        #expect(full.unitsStyle == .full && DateComponentsFormatter().unitsStyle == .positional)
        #expect(DateComponentsFormatter().zeroFormattingBehavior == .default)
        #expect(DateComponentsFormatter().maximumUnitCount == 0)
    }

    @Test("The calendar's locale words the units: German and French")
    func otherLocales() {
        let german = formatter([.hour, .minute, .second], .full, locale: "de_DE")
        #expect(german.string(from: 3700) == "1 Stunde, 1 Minute und 40 Sekunden")
        let french = formatter([.hour, .minute], .abbreviated, locale: "fr_FR")
        #expect(french.string(from: 5400) == "1h 30min")
    }
}
