import Foundation

/// A calendar on which any number of days are chosen, as SwiftUI's `MultiDatePicker` (iOS 16).
///
/// ```swift
/// MultiDatePicker("Days", selection: $days, in: start...)
/// ```
/// It draws the same inline month page as the graphical `DatePicker` (iOS shows no label):
/// every selected day in a tinted circle. A tap on a day toggles it in the set; an added day is
/// `DateComponents` with the calendar, era, year, month and day, as iOS writes them. Days
/// outside the bounds are drawn in the tertiary colour and cannot be tapped.
///
/// The month shown at first is the month of the earliest selected day; with none, the month of
/// the bounds' lower end; with none, the month of the environment's `timelineDate` (napkin's
/// "now", which a test or preview sets); with none, the month before an upper bound; else
/// January 2025, a fixed month, since napkin never reads the clock. The chevrons move from
/// there, the moves kept in the controller's view state (by the picker's label, so two
/// pickers with the same label on one screen move together). `Window.setDate(_:of:)` toggles
/// the day of the date it is given, when the bounds allow it.
public struct MultiDatePicker: View, PrimitiveView {
    /// No body: the picker is primitive.
    public typealias Body = Never

    let selection: Binding<Set<DateComponents>>
    let bounds: CalendarBounds
    let hasLower: Bool
    let hasUpper: Bool
    let label: any View

    /// A multi-date picker bound to `selection`, named by `label`.
    public init<Label: View>(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection, CalendarBounds(), label())
    }

    /// A multi-date picker limited to `bounds`, named by `label`.
    public init<Label: View>(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound, upper: bounds.upperBound, upperIsOpen: true), label())
    }

    /// A multi-date picker from `bounds`' start on, named by `label`.
    public init<Label: View>(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound), label())
    }

    /// A multi-date picker before `bounds`' end, named by `label`.
    public init<Label: View>(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection, CalendarBounds(upper: bounds.upperBound, upperIsOpen: true), label())
    }

    /// A multi-date picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection, CalendarBounds(), Text(titleKey))
    }

    /// A multi-date picker with a text label, limited to `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound, upper: bounds.upperBound, upperIsOpen: true), Text(titleKey))
    }

    /// A multi-date picker with a text label, from `bounds`' start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound), Text(titleKey))
    }

    /// A multi-date picker with a text label, before `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection, CalendarBounds(upper: bounds.upperBound, upperIsOpen: true), Text(titleKey))
    }

    /// A multi-date picker with a run-time text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection, CalendarBounds(), Text(title))
    }

    /// A multi-date picker with a run-time text label, limited to `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound, upper: bounds.upperBound, upperIsOpen: true), Text(title))
    }

    /// A multi-date picker with a run-time text label, from `bounds`' start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection, CalendarBounds(lower: bounds.lowerBound), Text(title))
    }

    /// A multi-date picker with a run-time text label, before `bounds`' end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection, CalendarBounds(upper: bounds.upperBound, upperIsOpen: true), Text(title))
    }

    private init(_ selection: Binding<Set<DateComponents>>, _ bounds: CalendarBounds, _ label: any View) {
        self.selection = selection
        self.bounds = bounds
        hasLower = bounds.lower != .distantPast
        hasUpper = bounds.upper != .distantFuture
        self.label = label
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let calendar = CalendarPage.calendar(in: environment)
        let selection = self.selection
        let chosen = Self.dayStarts(of: selection.wrappedValue, in: calendar)
        let label = labelText(of: self.label, in: environment)
        let anchor = CalendarPage(calendar: calendar, locale: environment.locale, containing: firstShown(chosen, environment))
        let state = CalendarMonthState(key: "MultiDatePicker:" + label, anchor: anchor.monthStart, in: environment)
        let page = anchor.moved(by: state.offset)
        let days = page.days(isSelected: { chosen.contains($0) }, isEnabled: bounds.allows, today: environment.timelineDate)
        let month = CalendarMonthView(
            page: page, days: days, colors: CalendarColors(environment), rightToLeft: environment.layoutDirection == .rightToLeft,
            inset: environment.isFormRow ? -CalendarMetrics.gridInset : CalendarMetrics.gridInset,
            scale: CalendarMonthView.scale(in: environment),
            onDay: { day in selection.wrappedValue = Self.toggling(day, in: selection.wrappedValue, calendar: calendar) },
            onMove: { state.move(by: $0) })
        let bounds = self.bounds
        let value = chosen.sorted().map { page.dayLabel($0) }.joined(separator: "; ")
        return CalendarControlNode(
            child: buildNode(month, in: environment), label: label, isEnabled: environment.isEnabled, value: value,
            action: .dateEntry { date in
                let day = calendar.startOfDay(for: date)
                guard let end = calendar.date(byAdding: .day, value: 1, to: day), bounds.allows(DateInterval(start: day, end: end)) else {
                    return
                }
                selection.wrappedValue = Self.toggling(day, in: selection.wrappedValue, calendar: calendar)
            })
    }

    /// The moment whose month is shown before any move (see the type's notes).
    private func firstShown(_ chosen: Set<Date>, _ environment: EnvironmentValues) -> Date {
        if let earliest = chosen.min() { return earliest }
        if hasLower { return bounds.lower }
        if let now = environment.timelineDate { return now }
        if hasUpper { return bounds.upper.addingTimeInterval(-1) }
        return CalendarMetrics.fallbackDate
    }

    /// The start of each selected day (components without a day are skipped).
    static func dayStarts(of selection: Set<DateComponents>, in calendar: Calendar) -> Set<Date> {
        Set(selection.compactMap { dayStart(of: $0, in: calendar) })
    }

    private static func dayStart(of components: DateComponents, in calendar: Calendar) -> Date? {
        guard components.year != nil, components.month != nil, components.day != nil else { return nil }
        var day = DateComponents()
        day.era = components.era
        day.year = components.year
        day.month = components.month
        day.day = components.day
        return calendar.date(from: day).map { calendar.startOfDay(for: $0) }
    }

    /// The selection with `day` removed when it holds it, added (as iOS writes a day) when not.
    static func toggling(_ day: Date, in selection: Set<DateComponents>, calendar: Calendar) -> Set<DateComponents> {
        let matching = selection.filter { dayStart(of: $0, in: calendar) == day }
        if !matching.isEmpty { return selection.subtracting(matching) }
        var components = calendar.dateComponents([.era, .year, .month, .day], from: day)
        components.calendar = calendar
        return selection.union([components])
    }
}
