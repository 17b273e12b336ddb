import Foundation
internal import Raster

/// iOS 17's inline calendar (UIDatePicker's `.inline` style, UICalendarView's month page), as
/// the graphical `DatePicker` and `MultiDatePicker` draw it.
///
/// Apple publishes no measurements for this view; these numbers are measured by eye from
/// public iOS 17 screenshots of an iPhone (390 points wide) and Apple's Human Interface
/// Guidelines pictures of the inline picker, so each is an estimate:
/// - header row: 44 points tall, "Month Year" in 17-point semibold (headline) 16 points in
///   from the leading edge, a 12-point-tall tint chevron 6 points after it, and the previous /
///   next month chevrons (about 11 × 19 points, stroked 2.6) in 40-point-wide targets ending
///   8 points from the trailing edge;
/// - weekday row: short uppercase standalone symbols in 13-point semibold, tertiary label
///   colour, 20 points tall, under the header by 2 points;
/// - day grid: 7 equal columns over the width less 8 points each side (8 points wider than
///   the content each side in a form row, the title then at the rows' text), always 6 rows of 44
///   points (iOS keeps the picker's height the same for every month), day numbers in
///   20-point regular (title3);
/// - the selected day: a 40-point circle of the tint at 12 % opacity (18 % in dark), its
///   number in the tint, semibold; "today" (only when the environment's `timelineDate` says
///   what now is) has its number in the tint; out-of-range days use the tertiary label colour.
enum CalendarMetrics {
    static let headerHeight: Double = 44
    static let headerLeading: Double = 16
    static let gridInset: Double = 8
    static let weekdayHeight: Double = 20
    static let rowHeight: Double = 44
    static let rows = 6
    static let circleDiameter: Double = 40
    static let navigationTargetWidth: Double = 40
    static let bottomPadding: Double = 8
    /// The month shown when nothing else says which: 1 January 2025 (a fixed, documented
    /// moment; napkin never reads the clock).
    static let fallbackDate = Date(timeIntervalSince1970: 1_735_689_600)
}

/// What a day of the displayed month is.
struct CalendarDay {
    /// The start of the day, in the calendar's time zone.
    let start: Date
    /// Its number ("4").
    let number: String
    /// What VoiceOver reads ("Friday, December 4").
    let accessibilityLabel: String
    let isSelected: Bool
    let isEnabled: Bool
    let isToday: Bool
}

/// The dates and words of one month page, computed from the environment's calendar, locale and
/// time zone: the page the graphical `DatePicker` and `MultiDatePicker` share.
struct CalendarPage {
    let calendar: Calendar
    let locale: Locale
    /// The first moment of the displayed month.
    let monthStart: Date

    /// The environment's calendar, in its locale and time zone, starting its weeks on the
    /// locale's first weekday unless the calendar was given another one.
    static func calendar(in environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        let chosenFirstWeekday = calendar.firstWeekday
        let defaultFirstWeekday = Calendar(identifier: calendar.identifier).firstWeekday
        calendar.locale = environment.locale
        calendar.timeZone = environment.timeZone
        if chosenFirstWeekday != defaultFirstWeekday {
            calendar.firstWeekday = chosenFirstWeekday
        } else {
            calendar.firstWeekday = weekdayNumber(environment.locale.firstDayOfWeek)
        }
        return calendar
    }

    private static func weekdayNumber(_ weekday: Locale.Weekday) -> Int {
        switch weekday {
        case .sunday: 1
        case .monday: 2
        case .tuesday: 3
        case .wednesday: 4
        case .thursday: 5
        case .friday: 6
        case .saturday: 7
        @unknown default: 1
        }
    }

    init(calendar: Calendar, locale: Locale, containing date: Date) {
        self.calendar = calendar
        self.locale = locale
        monthStart = calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
    }

    /// The page `offset` months after this one.
    func moved(by offset: Int) -> CalendarPage {
        let date = calendar.date(byAdding: .month, value: offset, to: monthStart) ?? monthStart
        return CalendarPage(calendar: calendar, locale: locale, containing: date)
    }

    /// "December 2026".
    var title: String { format(monthStart, template: "MMMMy") }

    /// The weekday symbols from the calendar's first weekday, uppercased as iOS shows them.
    var weekdaySymbols: [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        let symbols = formatter.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: locale) }
    }

    /// The leading empty cells before day 1.
    var leadingBlanks: Int {
        (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
    }

    /// The month's days, described by the predicates.
    func days(
        isSelected: (Date) -> Bool, isEnabled: (DateInterval) -> Bool, today: Date?
    ) -> [CalendarDay] {
        let count = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        let todayStart = today.map { calendar.startOfDay(for: $0) }
        let numberFormatter = NumberFormatter()
        numberFormatter.locale = locale
        return (0..<count).compactMap { index in
            guard let start = calendar.date(byAdding: .day, value: index, to: monthStart),
                let end = calendar.date(byAdding: .day, value: 1, to: start)
            else { return nil }
            let number = calendar.component(.day, from: start)
            return CalendarDay(
                start: start, number: numberFormatter.string(from: NSNumber(value: number)) ?? "\(number)",
                accessibilityLabel: format(start, template: "EEEEMMMMd"), isSelected: isSelected(start),
                isEnabled: isEnabled(DateInterval(start: start, end: end)), isToday: start == todayStart)
        }
    }

    /// A day as a multi-date picker's value lists it ("Dec 4, 2026").
    func dayLabel(_ date: Date) -> String { format(date, template: "yMMMd") }

    private func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}

/// The bounds a picker allows, the upper one closed (`DatePicker`'s `ClosedRange`) or open
/// (`MultiDatePicker`'s `Range` and `PartialRangeUpTo`).
struct CalendarBounds {
    var lower: Date = .distantPast
    var upper: Date = .distantFuture
    var upperIsOpen = false

    /// Whether any moment of `day` is allowed.
    func allows(_ day: DateInterval) -> Bool {
        (upperIsOpen ? day.start < upper : day.start <= upper) && day.end > lower
    }
}

/// Which month page a calendar shows: the page of its anchor (the selection's month) moved by
/// the months the user went with the chevrons, kept in the controller's view state as a
/// `DisclosureGroup` keeps its expansion. A new anchor (the selection moved to another month,
/// say by `Window.setDate(_:of:)`) starts again from its own page, as iOS shows the month of a
/// date set from code.
@MainActor
struct CalendarMonthState {
    let key: String
    let anchor: Date
    let bridge: ContentBridge?

    init(key: String, anchor: Date, in environment: EnvironmentValues) {
        self.key = "CalendarMonth:" + key
        self.anchor = anchor
        bridge = environment.controllerContext?.controller?.bridge
    }

    /// Months moved from the anchor's page.
    var offset: Int {
        guard let stored = bridge?.viewState[key]?.base as? [Double], stored.count == 2, stored[0] == anchor.timeIntervalSinceReferenceDate
        else { return 0 }
        return Int(stored[1])
    }

    /// Moves the shown page by `months`.
    func move(by months: Int) {
        bridge?.viewState[key] = AnyHashable([anchor.timeIntervalSinceReferenceDate, Double(offset + months)])
    }

    /// Forgets the moves (the selection moved into the shown month).
    func reset(to newAnchor: Date, offset: Int) {
        bridge?.viewState[key] = AnyHashable([newAnchor.timeIntervalSinceReferenceDate, Double(offset)])
    }
}

/// The colours a month page draws with.
struct CalendarColors {
    let label: SRGBColor
    let tint: SRGBColor
    let weekday: SRGBColor
    let disabled: SRGBColor
    let selectedFill: SRGBColor
    let separator: SRGBColor

    init(_ environment: EnvironmentValues) {
        let palette = ControlPalette(environment)
        label = palette.label
        tint = palette.tint(environment)
        weekday = palette.tertiaryLabel
        disabled = palette.tertiaryLabel
        selectedFill = tint.opacity(palette.isDark ? 0.18 : 0.12)
        separator = palette.separator
    }
}

/// One month page of iOS's inline calendar: header, weekday symbols, the grid of days. The
/// stacks flip in a right-to-left layout by themselves; the chevrons are drawn mirrored.
struct CalendarMonthView: View {
    let page: CalendarPage
    let days: [CalendarDay]
    let colors: CalendarColors
    let rightToLeft: Bool
    /// The grid's inset from each side: 8 points, or -8 in a form row, whose own 16-point
    /// margins iOS's calendar partly overlaps (its title aligns with the other rows' text).
    let inset: Double
    /// How much larger than at the default size the day numbers are (1 at and below it):
    /// rows, circles and the header grow with them, the grid keeps its seven columns.
    let scale: Double
    let onDay: @MainActor (Date) -> Void
    let onMove: @MainActor (Int) -> Void

    /// The scale for `environment`'s Dynamic Type size.
    static func scale(in environment: EnvironmentValues) -> Double {
        max(1, Double(Font.title3.scaled(for: environment.dynamicTypeSize).size) / 20)
    }

    var body: some View {
        VStack(spacing: 0) {
            CalendarHeader(
                title: page.title, colors: colors, rightToLeft: rightToLeft, height: CalendarMetrics.headerHeight * scale, onMove: onMove)
            CalendarRow(cells: page.weekdaySymbols.map { AnyView(CalendarWeekday(symbol: $0, color: colors.weekday)) })
                .frame(height: CalendarMetrics.weekdayHeight * scale)
                .padding(.top, 2)
            ForEach(0..<CalendarMetrics.rows, id: \.self) { week in
                CalendarRow(cells: cells(ofWeek: week))
                    .frame(height: CalendarMetrics.rowHeight * scale)
            }
        }
        .padding(.horizontal, inset)
        .padding(.bottom, CalendarMetrics.bottomPadding)
    }

    private func cells(ofWeek week: Int) -> [AnyView] {
        (0..<7).map { column in
            let index = week * 7 + column - page.leadingBlanks
            guard days.indices.contains(index) else { return AnyView(Color.clear) }
            return AnyView(
                CalendarDayCell(day: days[index], colors: colors, diameter: CalendarMetrics.circleDiameter * scale, onDay: onDay))
        }
    }
}

/// Seven equal cells (the stack lays them from the right in a right-to-left layout).
private struct CalendarRow: View {
    let cells: [AnyView]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(cells.indices, id: \.self) { index in
                cells[index].frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

/// A weekday symbol ("SUN").
private struct CalendarWeekday: View {
    let symbol: String
    let color: SRGBColor

    var body: some View {
        Text(verbatim: symbol).font(.footnote).fontWeight(.semibold).foregroundStyle(Color(color)).lineLimit(1)
    }
}

/// "Month Year" with its chevron, and the previous / next month buttons.
private struct CalendarHeader: View {
    let title: String
    let colors: CalendarColors
    let rightToLeft: Bool
    let height: Double
    let onMove: @MainActor (Int) -> Void

    var body: some View {
        let tint = colors.tint, rtl = rightToLeft
        HStack(spacing: 0) {
            HStack(spacing: 6) {
                Text(verbatim: title).font(.headline).foregroundStyle(Color(colors.label)).accessibilityAddTraits(.isHeader)
                Drawing(width: 8, height: 14, name: "MonthChevron") { canvas, rect in
                    CalendarChevron.draw(in: rect, pointingRight: !rtl, depth: 3.4, half: 5.6, width: 2.2, color: tint, on: canvas)
                }
            }
            .padding(.leading, CalendarMetrics.headerLeading - CalendarMetrics.gridInset)
            Spacer(minLength: 8)
            CalendarMoveButton(label: "Previous Month", pointingRight: rtl, tint: tint, height: height) { onMove(-1) }
            CalendarMoveButton(label: "Next Month", pointingRight: !rtl, tint: tint, height: height) { onMove(1) }
        }
        .frame(height: height)
    }
}

/// A month chevron button.
private struct CalendarMoveButton: View {
    let label: String
    let pointingRight: Bool
    let tint: SRGBColor
    let height: Double
    let action: @MainActor () -> Void

    var body: some View {
        let right = pointingRight, tint = tint
        Button(action: action) {
            Drawing(width: CalendarMetrics.navigationTargetWidth, height: height, name: "MonthMoveChevron") {
                canvas, rect in
                CalendarChevron.draw(in: rect, pointingRight: right, depth: 5.6, half: 9.5, width: 2.6, color: tint, on: canvas)
            }
        }
        .buttonStyle(CalendarPlainButtonStyle())
        .accessibilityLabel(label)
    }
}

/// A day: its number, and the tinted circle when selected.
private struct CalendarDayCell: View {
    let day: CalendarDay
    let colors: CalendarColors
    let diameter: Double
    let onDay: @MainActor (Date) -> Void

    var body: some View {
        let start = day.start, onDay = onDay
        Button {
            onDay(start)
        } label: {
            number.frame(width: diameter, height: diameter).background(circle)
        }
        .buttonStyle(CalendarPlainButtonStyle())
        .disabled(!day.isEnabled)
        .accessibilityLabel(day.accessibilityLabel)
        .accessibilityAddTraits(day.isSelected ? .isSelected : [])
    }

    private var number: Text {
        let color: SRGBColor
        if !day.isEnabled {
            color = colors.disabled
        } else if day.isSelected && day.isToday {
            color = .white
        } else if day.isSelected || day.isToday {
            color = colors.tint
        } else {
            color = colors.label
        }
        return Text(verbatim: day.number).font(.title3).fontWeight(day.isSelected ? .semibold : .regular).foregroundColor(Color(color))
    }

    @ViewBuilder private var circle: some View {
        if day.isSelected {
            Circle().fill(Color(day.isToday ? colors.tint : colors.selectedFill))
        }
    }
}

/// A button drawn as its label, neither tinted nor dimmed: the calendar colours its days.
private struct CalendarPlainButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The calendar's chevrons, stroked.
enum CalendarChevron {
    @MainActor
    static func draw(
        in rect: Rect, pointingRight: Bool, depth: Double, half: Double, width: Double, color: SRGBColor, on canvas: Raster.Canvas
    ) {
        let x = rect.midX, y = rect.midY, d = pointingRight ? depth : -depth
        canvas.strokePolyline(
            [Point(x: x - d / 2, y: y - half), Point(x: x + d / 2, y: y), Point(x: x - d / 2, y: y + half)], with: color, lineWidth: width)
    }
}

/// The node of a calendar picker: the picker's own element (for `Window.setDate(_:of:)`) and,
/// inside it, the header and the day buttons as elements of their own, as VoiceOver reads
/// iOS's inline calendar day by day.
@MainActor
final class CalendarControlNode: WrapperNode, AccessibilitySource {
    let label: String
    let isEnabled: Bool
    let value: String
    let action: InteractiveElement.Action

    init(child: LayoutNode, label: String, isEnabled: Bool, value: String, action: InteractiveElement.Action) {
        self.label = label
        self.isEnabled = isEnabled
        self.value = value
        self.action = action
        super.init(child: child)
    }

    override var interactiveElement: InteractiveElement? {
        InteractiveElement(
            kind: .datePicker, label: accessibilityLabel ?? label, frame: frame, isEnabled: isEnabled, value: value, action: action)
    }

    func makeAccessibilityItems() -> [AccessibilityItem] {
        childAccessibilityItems()
    }

    override func draw(in canvas: Raster.Canvas) {
        if isEnabled {
            super.draw(in: canvas)
        } else {
            canvas.drawGroup(opacity: disabledOpacity) { super.draw(in: canvas) }
        }
    }

    override var kind: String? { isEnabled ? "Calendar" : "Calendar (disabled)" }
    override var detail: String? { "\"\(label)\" value=\"\(value)\"" }
}
