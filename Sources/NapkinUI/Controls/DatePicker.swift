import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker`, drawn closed as iOS's compact
/// style draws it at rest: the label leading, then the date (and the time) each in a grey
/// rounded pill.
///
/// ```swift
/// DatePicker("Arrival", selection: $arrival, displayedComponents: .date)
/// ```
/// The date is written with the environment's `locale` and `timeZone` (medium date, short
/// time), never the machine's, and the picker never reads the clock, so a render depends only
/// on its inputs. `Window.setDate(_:of:)` chooses a date, clamped to the picker's range.
///
/// `.datePickerStyle(.graphical)` draws iOS's inline calendar instead (see
/// ``GraphicalDatePickerStyle``): the selected date's month, its day in a tinted circle, a
/// "Time" row under it when the picker shows the time; tapping a day (by its label,
/// "Friday, December 4") chooses it and the chevrons move the month. The other styles draw the
/// closed compact form: a still frame shows no open wheel.
public struct DatePicker: View, PrimitiveView {
    /// No body: a date picker is primitive.
    public typealias Body = Never

    /// Which parts of a date the picker shows, as SwiftUI's `DatePickerComponents`.
    public struct Components: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Components from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Day, month and year.
        public static let date = Components(rawValue: 1)
        /// Hour and minute.
        public static let hourAndMinute = Components(rawValue: 2)
    }

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: Components
    let label: any View

    /// A date picker bound to `selection`, named by `label`.
    public init<Label: View>(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection, nil, displayedComponents, label())
    }

    /// A date picker limited to `range`, named by `label`.
    public init<Label: View>(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection, range, displayedComponents, label())
    }

    /// A date picker from `range`'s start on, named by `label`.
    public init<Label: View>(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection, range.lowerBound...Date.distantFuture, displayedComponents, label())
    }

    /// A date picker up to `range`'s end, named by `label`.
    public init<Label: View>(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection, Date.distantPast...range.upperBound, displayedComponents, label())
    }

    /// A date picker with a text label (read as Markdown, like `Text`'s literals).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, nil, displayedComponents, Text(titleKey))
    }

    /// A date picker with a text label, limited to `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, range, displayedComponents, Text(titleKey))
    }

    /// A date picker with a text label, from `range`'s start on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, range.lowerBound...Date.distantFuture, displayedComponents, Text(titleKey))
    }

    /// A date picker with a text label, up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, Date.distantPast...range.upperBound, displayedComponents, Text(titleKey))
    }

    /// A date picker with a run-time text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection, nil, displayedComponents, Text(title))
    }

    /// A date picker with a run-time text label, limited to `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, range, displayedComponents, Text(title))
    }

    /// A date picker with a run-time text label, from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, range.lowerBound...Date.distantFuture, displayedComponents, Text(title))
    }

    /// A date picker with a run-time text label, up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection, Date.distantPast...range.upperBound, displayedComponents, Text(title))
    }

    private init(_ selection: Binding<Date>, _ range: ClosedRange<Date>?, _ components: Components, _ label: any View) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        if environment.datePickerIsGraphical, components.contains(.date) {
            return GraphicalDatePicker(picker: self).makeNode(in: environment)
        }
        let parts = DatePickerFormat(environment: environment).parts(of: selection.wrappedValue, components: components)
        let palette = ControlPalette(environment)
        let pills = HStack(spacing: 6) {
            ForEach(parts.indices, id: \.self) { index in
                Text(verbatim: parts[index])
                    .foregroundStyle(Color(palette.label))
                    .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
                    .background(RoundedRectangle(cornerRadius: DatePickerMetrics.pillCornerRadius).fill(Color(palette.fill)))
            }
        }
        let body: any View = environment.labelsHidden ? pills : LabeledRow(label: AnyView(erasing: label), trailing: AnyView(pills))
        let selection = self.selection, range = self.range
        return ControlNode(
            child: buildNode(body, in: environment), kind: .datePicker, label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled, value: parts.joined(separator: " "),
            action: .dateEntry { date in
                selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
            }
        )
    }
}

/// The compact date picker's pills.
enum DatePickerMetrics {
    /// The corner radius of a pill.
    static let pillCornerRadius: Double = 6
}

/// How a date picker writes a date: medium date and short time in the environment's locale,
/// time zone and calendar.
struct DatePickerFormat {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar

    init(environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        calendar = environment.calendar
    }

    /// The date part and/or the time part, as the pills show them.
    func parts(of date: Date, components: DatePicker.Components) -> [String] {
        var parts: [String] = []
        if components.contains(.date) { parts.append(format(date, date: .medium, time: .none)) }
        if components.contains(.hourAndMinute) { parts.append(format(date, date: .none, time: .short)) }
        return parts
    }

    private func format(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        var calendar = self.calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

/// A date picker's look, as SwiftUI's `DatePickerStyle`. NapkinUI draws every style closed
/// (the compact form), since a still frame shows no open calendar or wheel.
public protocol DatePickerStyle: Sendable {}

/// The compact style: pills that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// The platform's default (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// The graphical calendar: iOS's inline month page (header, weekday symbols, a grid of days,
/// the selected one in a tinted circle) and, when the picker shows the time, a "Time" row.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Wheels (drawn closed, as the compact style).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Pills that open a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of date pickers inside: `.graphical` draws the inline calendar, every
    /// other style the closed compact form.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let graphical = style is GraphicalDatePickerStyle
        return EnvironmentModifiedView(content: self) { $0.datePickerIsGraphical = graphical }
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }
}

private struct DatePickerGraphicalKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

extension EnvironmentValues {
    /// The time zone dates are shown in: UTC unless set, so renders do not depend on the
    /// machine (SwiftUI's default is the device's zone).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether date pickers draw the graphical calendar (`.datePickerStyle(.graphical)`).
    var datePickerIsGraphical: Bool {
        get { self[DatePickerGraphicalKey.self] }
        set { self[DatePickerGraphicalKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
