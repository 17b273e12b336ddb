import Foundation

/// A `DatePicker` in `.datePickerStyle(.graphical)`: iOS's inline calendar showing the
/// selected date's month (or the month the chevrons moved to), and a "Time" row with the time
/// pill under it when the picker shows hours and minutes. iOS shows no label in this style.
///
/// A tap on a day keeps the selection's time of day and is clamped to the picker's range;
/// days wholly outside the range are drawn in the tertiary colour and cannot be tapped.
/// "Today" is marked only when the environment's `timelineDate` says what now is: the picker
/// never reads the clock.
struct GraphicalDatePicker: View, PrimitiveView {
    typealias Body = Never
    let picker: DatePicker

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let calendar = CalendarPage.calendar(in: environment)
        let selection = picker.selection, range = picker.range
        let selected = selection.wrappedValue
        let label = labelText(of: picker.label, in: environment)
        let anchor = CalendarPage(calendar: calendar, locale: environment.locale, containing: selected)
        let state = CalendarMonthState(key: "DatePicker:" + label, anchor: anchor.monthStart, in: environment)
        let page = anchor.moved(by: state.offset)
        let bounds = CalendarBounds(lower: range?.lowerBound ?? .distantPast, upper: range?.upperBound ?? .distantFuture)
        let selectedDay = calendar.startOfDay(for: selected)
        let days = page.days(isSelected: { $0 == selectedDay }, isEnabled: bounds.allows, today: environment.timelineDate)
        let clamp: @MainActor (Date) -> Date = { date in range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date }
        let month = CalendarMonthView(
            page: page, days: days, colors: CalendarColors(environment), rightToLeft: environment.layoutDirection == .rightToLeft,
            inset: environment.isFormRow ? -CalendarMetrics.gridInset : CalendarMetrics.gridInset,
            scale: CalendarMonthView.scale(in: environment),
            onDay: { day in
                let time = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
                let date = calendar.date(
                    bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
                selection.wrappedValue = clamp(date ?? day)
            },
            onMove: { state.move(by: $0) })
        let format = DatePickerFormat(environment: environment)
        let parts = format.parts(of: selected, components: picker.components)
        var body: any View = month
        if picker.components.contains(.hourAndMinute) {
            let time = format.parts(of: selected, components: .hourAndMinute).joined()
            body = VStack(spacing: 0) {
                month
                GraphicalTimeRow(
                    time: time, palette: ControlPalette(environment), inset: environment.isFormRow ? 0 : CalendarMetrics.headerLeading)
            }
        }
        return CalendarControlNode(
            child: buildNode(body, in: environment), label: label, isEnabled: environment.isEnabled, value: parts.joined(separator: " "),
            action: .dateEntry { date in selection.wrappedValue = clamp(date) })
    }
}

/// The "Time" row under a graphical picker's calendar: a hairline, the word leading and the
/// time in a grey pill trailing, as the compact style draws its pill.
private struct GraphicalTimeRow: View {
    let time: String
    let palette: ControlPalette
    /// 16 points from each side, none in a form row (its margins are the row's).
    let inset: Double

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color(palette.separator)).frame(height: 1.0 / 3.0).padding(.horizontal, inset)
            LabeledRow(
                label: AnyView(Text(verbatim: "Time").foregroundStyle(Color(palette.label))),
                trailing: AnyView(
                    Text(verbatim: time)
                        .foregroundStyle(Color(palette.label))
                        .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
                        .background(RoundedRectangle(cornerRadius: DatePickerMetrics.pillCornerRadius).fill(Color(palette.fill))))
            )
            .padding(.horizontal, inset)
            .frame(minHeight: 52)
        }
    }
}
