import Foundation
import Testing

/// The plugin's file brings NapkinFoundation: `WorkoutModel.swift`, which imports only
/// Foundation, formats with DateComponentsFormatter, Measurement.formatted and
/// RelativeDateTimeFormatter as on iOS. This file too imports only Foundation and Testing.
@Suite("AppleImports: Apple's formatters in a Foundation-only file")
struct WorkoutFormattingTests {
    @Test("A workout model's clock, words, distance and start, formatted as on iOS")
    func workoutSummary() {
        let now = Date(timeIntervalSince1970: 1_718_452_800)
        let workout = WorkoutModel(
            elapsed: 3909, distance: Measurement(value: 10.5, unit: .kilometers), start: now.addingTimeInterval(-7200))
        #expect(workout.elapsedText == "1:05:09")
        #expect(workout.elapsedAccessibilityText == "1 hour, 5 minutes, 9 seconds")
        #expect(workout.distanceText(locale: Locale(identifier: "en_US")) == "10.5 km")
        #expect(workout.startText(relativeTo: now) == "2 hours ago")
    }
}
