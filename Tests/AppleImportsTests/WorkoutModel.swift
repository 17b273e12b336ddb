import Foundation

// A workout summary as iOS teams write one: its file imports only Foundation, and formats the
// elapsed time with DateComponentsFormatter, the distance with Measurement.formatted and the
// start with RelativeDateTimeFormatter. On Linux, Foundation marks DateComponentsFormatter
// unavailable and has neither of the others; the AppleImports plugin brings NapkinFoundation's.

/// A finished workout and the strings its summary shows.
struct WorkoutModel {
    let elapsed: TimeInterval
    let distance: Measurement<UnitLength>
    let start: Date

    /// The clock's formatter, made once per model (a formatter is not `Sendable`, so it is not a
    /// `static let` in Swift 6).
    private let clock: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .positional
        return formatter
    }()

    /// The elapsed time as a clock shows it ("1:05:09").
    var elapsedText: String {
        clock.string(from: elapsed) ?? ""
    }

    /// The elapsed time in words, as VoiceOver should read it.
    var elapsedAccessibilityText: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .full
        formatter.calendar?.locale = Locale(identifier: "en_US")
        return formatter.string(from: elapsed) ?? ""
    }

    /// The distance as run, in the summary's locale.
    func distanceText(locale: Locale) -> String {
        distance.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale))
    }

    /// When the workout started, relative to `now` ("2 hours ago").
    func startText(relativeTo now: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: start, relativeTo: now)
    }
}
