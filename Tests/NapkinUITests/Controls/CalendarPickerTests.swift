import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The graphical `DatePicker` and `MultiDatePicker`: iOS's inline month page, its days as
/// elements, taps on days and month chevrons, and snapshots in light and dark.
@MainActor
@Suite("Calendar pickers: graphical DatePicker and MultiDatePicker")
struct CalendarPickerTests {
    /// Friday 4 December 2026, 10:30 UTC.
    static let friday = Date(timeIntervalSince1970: 1_796_380_200)
    static let day: TimeInterval = 86_400

    func element(_ window: Window, _ label: String) throws -> InteractiveElement {
        try #require(window.interactiveElements().first { $0.label == label })
    }

    func graphical(_ date: Box<Date>, in range: ClosedRange<Date>? = nil, components: DatePicker.Components = .date) -> some View {
        Group {
            if let range {
                DatePicker("Date", selection: date.binding, in: range, displayedComponents: components)
            } else {
                DatePicker("Date", selection: date.binding, displayedComponents: components)
            }
        }
        .datePickerStyle(.graphical)
    }

    @Test("The graphical style draws the selected date's month: a heading, every day a button, the selected one selected")
    func monthPage() throws {
        let date = Box(Self.friday)
        let window = window(showing: graphical(date).padding())
        let days = window.interactiveElements().filter { $0.label.contains("December") }
        #expect(days.count == 31)
        let accessibility = window.accessibilityElements()
        let heading = try #require(accessibility.first { $0.label == "December 2026" })
        #expect(heading.traits.contains(.isHeader))
        let selected = try #require(accessibility.first { $0.label == "Friday, December 4" })
        #expect(selected.traits.contains(.isSelected) && selected.traits.contains(.isButton))
        let other = try #require(accessibility.first { $0.label == "Saturday, December 5" })
        #expect(!other.traits.contains(.isSelected))
        #expect(accessibility.contains { $0.label == "Next Month" } && accessibility.contains { $0.label == "Previous Month" })
        // Seven equal columns and 44-point rows.
        let first = try element(window, "Tuesday, December 1").frame
        let second = try element(window, "Wednesday, December 2").frame
        let nextWeek = try element(window, "Tuesday, December 8").frame
        #expect(abs(nextWeek.midY - first.midY - 44) < 0.01)
        #expect(abs(nextWeek.midX - first.midX) < 0.01 && second.midX > first.midX)
        // The picker itself is still the date picker element.
        #expect(try element(window, "Date").kind == .datePicker)
        #expect(try element(window, "Date").value == "Dec 4, 2026")
    }

    @Test("Weeks start on the locale's first weekday: Sunday for en_US, Monday for en_GB and de_DE")
    func firstWeekday() throws {
        let date = Box(Self.friday)
        let us = window(showing: graphical(date))
        #expect(try element(us, "Sunday, December 6").frame.minX < element(us, "Monday, December 7").frame.minX)
        #expect(us.layoutDescription().contains("\"SUN\""))
        for identifier in ["en_GB", "de_DE"] {
            let window = window(showing: graphical(date).environment(\.locale, Locale(identifier: identifier)))
            let monday = try #require(window.interactiveElements().first { $0.label.contains("7") && $0.kind == .button }).frame
            let sunday = try #require(window.interactiveElements().first { $0.label.contains("6") && $0.kind == .button }).frame
            #expect(monday.minX < sunday.minX && monday.midY > sunday.midY, "\(identifier)")
        }
        let german = window(showing: graphical(date).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.accessibilityElements().contains { $0.label == "Dezember 2026" })
    }

    @Test("Tapping a day writes it, keeping the time of day; days outside the range are disabled")
    func tapDay() throws {
        let date = Box(Self.friday)
        let range = Self.friday.addingTimeInterval(-Self.day)...Self.friday.addingTimeInterval(10 * Self.day)
        let window = window(showing: graphical(date, in: range, components: [.date, .hourAndMinute]))
        try window.tap(label: "Tuesday, December 8")
        #expect(date.value == Self.friday.addingTimeInterval(4 * Self.day))
        #expect(try !element(window, "Wednesday, December 2").isEnabled)
        #expect(try element(window, "Thursday, December 3").isEnabled)
        #expect(try !element(window, "Tuesday, December 15").isEnabled)
        #expect(throws: InteractionError.self) { try window.tap(label: "Tuesday, December 15") }
        #expect(date.value == Self.friday.addingTimeInterval(4 * Self.day))
        // The range's last day is clamped to its upper bound's moment.
        try window.tap(label: "Monday, December 14")
        #expect(date.value == range.upperBound)
        #expect(window.accessibilityElements().first { $0.label == "Monday, December 14" }?.traits.contains(.isSelected) == true)
        // setDate still drives the picker, clamped.
        try window.setDate(.distantFuture, of: "Date")
        #expect(date.value == range.upperBound)
        #expect(window.layoutDescription().contains("\"Time\"") && window.layoutDescription().contains("10:30"))
    }

    @Test("The chevrons move the month; a day tapped there selects it and the page follows the selection")
    func chevrons() throws {
        let date = Box(Self.friday)
        let window = window(showing: graphical(date))
        try window.tap(label: "Next Month")
        #expect(window.accessibilityElements().contains { $0.label == "January 2027" })
        #expect(window.interactiveElements().filter { $0.label.contains("January") }.count == 31)
        try window.tap(label: "Previous Month")
        try window.tap(label: "Previous Month")
        #expect(window.accessibilityElements().contains { $0.label == "November 2026" })
        try window.tap(label: "Monday, November 30")
        #expect(date.value == Self.friday.addingTimeInterval(-4 * Self.day))
        #expect(window.accessibilityElements().contains { $0.label == "November 2026" })
        // A date set from code shows its own month.
        try window.setDate(Self.friday.addingTimeInterval(60 * Self.day), of: "Date")
        #expect(window.accessibilityElements().contains { $0.label == "February 2027" })
    }

    @Test("Right to left: the grid runs from the right and the chevrons swap sides")
    func rightToLeft() throws {
        let date = Box(Self.friday)
        let window = window(showing: graphical(date).environment(\.layoutDirection, .rightToLeft))
        #expect(try element(window, "Tuesday, December 1").frame.minX > element(window, "Wednesday, December 2").frame.minX)
        #expect(try element(window, "Next Month").frame.minX < element(window, "Previous Month").frame.minX)
    }

    @Test("Larger Dynamic Type keeps seven columns")
    func dynamicType() throws {
        let date = Box(Self.friday)
        let window = window(showing: graphical(date).environment(\.dynamicTypeSize, .xxxLarge))
        let sunday = try element(window, "Sunday, December 6").frame
        let saturday = try element(window, "Saturday, December 12").frame
        #expect(abs(sunday.midY - saturday.midY) < 0.01 && saturday.minX > sunday.minX)
        // Rows grow with the text (title3 is 26 points at xxxLarge, 20 at the default size).
        let nextWeek = try element(window, "Sunday, December 13").frame
        #expect(abs(nextWeek.midY - sunday.midY - 44 * 26 / 20) < 0.01)
    }

    @Test("MultiDatePicker: every selected day selected; a tap toggles a day as calendar, era, year, month and day")
    func multiToggle() throws {
        let calendar = Calendar(identifier: .gregorian)
        let days = Box<Set<DateComponents>>([
            DateComponents(calendar: calendar, era: 1, year: 2026, month: 12, day: 10),
            DateComponents(calendar: calendar, era: 1, year: 2026, month: 12, day: 4),
        ])
        let window = window(showing: MultiDatePicker("Days", selection: days.binding))
        let selected = window.accessibilityElements().filter { $0.traits.contains(.isSelected) }.map(\.label)
        #expect(selected == ["Friday, December 4", "Thursday, December 10"])
        try window.tap(label: "Friday, December 4")
        #expect(days.value.map(\.day) == [10])
        try window.tap(label: "Saturday, December 12")
        let added = try #require(days.value.first { $0.day == 12 })
        #expect(added.year == 2026 && added.month == 12 && added.era == 1 && added.calendar != nil)
        #expect(try element(window, "Days").value == "Dec 10, 2026; Dec 12, 2026")
        try window.setDate(Self.friday.addingTimeInterval(Self.day), of: "Days")
        #expect(days.value.count == 3)
    }

    @Test("MultiDatePicker: the month shown is the earliest day's, else the lower bound's, else the timeline date's; bounds disable days")
    func multiMonthShown() throws {
        let empty = Box<Set<DateComponents>>([])
        let bounded = window(
            showing: MultiDatePicker("Days", selection: empty.binding, in: Self.friday..<Self.friday.addingTimeInterval(30 * Self.day)))
        #expect(bounded.accessibilityElements().contains { $0.label == "December 2026" })
        #expect(try !element(bounded, "Thursday, December 3").isEnabled)
        #expect(try element(bounded, "Friday, December 4").isEnabled)
        let now = window(
            showing: MultiDatePicker("Days", selection: empty.binding).environment(
                \.timelineDate, Self.friday.addingTimeInterval(40 * Self.day)))
        #expect(now.accessibilityElements().contains { $0.label == "January 2027" })
        let upTo = window(showing: MultiDatePicker("Days", selection: empty.binding, in: ..<Self.friday))
        #expect(upTo.accessibilityElements().contains { $0.label == "December 2026" })
        #expect(try !element(upTo, "Saturday, December 5").isEnabled)
        let unbounded = window(showing: MultiDatePicker(selection: empty.binding) { Text("Days") })
        #expect(unbounded.accessibilityElements().contains { $0.label == "January 2025" })
        let title = "Trips"
        let from = window(showing: MultiDatePicker(title, selection: empty.binding, in: Self.friday...))
        #expect(try !element(from, "Thursday, December 3").isEnabled)
    }

    @Test("Two renders of a calendar are identical")
    func deterministic() {
        let date = Box(Self.friday)
        #expect(
            renderView(graphical(date, components: [.date, .hourAndMinute]))
                == renderView(graphical(date, components: [.date, .hourAndMinute])))
    }

    /// An event form with a graphical date-and-time picker.
    struct EventForm: View {
        @State var date = CalendarPickerTests.friday
        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        TextField("Title", text: .constant("Team lunch"))
                    }
                    Section {
                        DatePicker("Starts", selection: $date, displayedComponents: [.date, .hourAndMinute])
                            .datePickerStyle(.graphical)
                    }
                }
                .navigationTitle("New Event")
                .navigationBarTitleDisplayMode(.inline)
            }
            .environment(\.timelineDate, CalendarPickerTests.friday.addingTimeInterval(-2 * CalendarPickerTests.day))
        }
    }

    /// A screen choosing several days, as held-out screen 806 does.
    struct DaysScreen: View {
        @State var days: Set<DateComponents> = [
            DateComponents(calendar: Calendar(identifier: .gregorian), era: 1, year: 2026, month: 12, day: 4),
            DateComponents(calendar: Calendar(identifier: .gregorian), era: 1, year: 2026, month: 12, day: 11),
            DateComponents(calendar: Calendar(identifier: .gregorian), era: 1, year: 2026, month: 12, day: 12),
        ]
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 12) {
                    MultiDatePicker(
                        "Days", selection: $days, in: CalendarPickerTests.friday.addingTimeInterval(-CalendarPickerTests.day)...)
                    Text("\(days.count) days selected").foregroundStyle(.secondary).padding(.horizontal)
                    Spacer()
                }
                .navigationTitle("Availability")
            }
        }
    }

    @Test("Snapshot: a form with a graphical date-and-time picker, light and dark")
    func formSnapshot() {
        assertScreenLightAndDark(EventForm())
    }

    @Test("Snapshot: a MultiDatePicker screen, light and dark")
    func multiSnapshot() {
        assertScreenLightAndDark(DaysScreen())
    }

    @Test("Snapshot: a right-to-left graphical picker in Arabic-style layout, light")
    func rightToLeftSnapshot() {
        let date = Box(Self.friday)
        assertSnapshot(
            of: window(showing: graphical(date).environment(\.layoutDirection, .rightToLeft)), as: .image, named: "light")
    }
}
