import EventKit
import Foundation
import NapkinUI

/// The event editor's sheet: its bar and the form, which edits `event`.
struct EventEditorSheet: View {
    let event: EKEvent
    let calendar: EKCalendar
    let isNew: Bool
    let cancel: @MainActor () -> Void
    let add: @MainActor () -> Void
    let delete: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            EventEditorForm(event: event, calendar: calendar, isNew: isNew, delete: delete)
                .navigationTitle(isNew ? "New Event" : "Edit Event")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: cancel) }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(isNew ? "Add" : "Done", action: add).fontWeight(.semibold).disabled((event.title ?? "").isEmpty)
                    }
                }
        }
    }
}

/// The editor's sections, in iOS's order.
struct EventEditorForm: View {
    let event: EKEvent
    let calendar: EKCalendar
    let isNew: Bool
    let delete: @MainActor () -> Void

    var body: some View {
        Form {
            Section {
                TextField("Title", text: text(\.title))
                TextField("Location or Video Call", text: text(\.location))
            }
            EventDatesSection(event: event)
            Section {
                EditorValueRow(label: "Repeat", value: "Never")
                EditorValueRow(label: "Travel Time", value: "None")
            }
            Section { EditorCalendarRow(calendar: calendar) }
            Section { EditorValueRow(label: "Invitees", value: "None") }
            Section {
                EditorValueRow(label: "Alert", value: EventEditorText.alert(event.alarms, allDay: event.isAllDay))
                EditorValueRow(label: "Show As", value: event.availability == .free ? "Free" : "Busy")
            }
            Section {
                TextField("URL", text: Binding(get: { event.url?.absoluteString ?? "" }, set: { event.url = URL(string: $0) }))
                TextField("Notes", text: text(\.notes), axis: .vertical).lineLimit(3...)
            }
            if !isNew {
                Section { Button("Delete Event", role: .destructive, action: delete).frame(maxWidth: .infinity) }
            }
        }
    }

    /// A binding to one of the event's optional strings (an empty field clears it).
    private func text(_ keyPath: ReferenceWritableKeyPath<EKCalendarItem, String?>) -> Binding<String> {
        let event = event
        return Binding(get: { event[keyPath: keyPath] ?? "" }, set: { event[keyPath: keyPath] = $0.isEmpty ? nil : $0 })
    }
}

/// All-day, Starts and Ends: dates only for an all-day event.
struct EventDatesSection: View {
    let event: EKEvent

    var body: some View {
        let event = event
        let components: DatePicker.Components = event.isAllDay ? [.date] : [.date, .hourAndMinute]
        Section {
            Toggle("All-day", isOn: Binding(get: { event.isAllDay }, set: { event.isAllDay = $0 }))
            DatePicker(
                "Starts", selection: Binding(get: { event.startDate ?? Date() }, set: { event.startDate = $0 }),
                displayedComponents: components)
            DatePicker(
                "Ends", selection: Binding(get: { event.endDate ?? Date() }, set: { event.endDate = $0 }), displayedComponents: components)
        }
    }
}

/// A row that opens a choice: its label, the value chosen, a chevron.
struct EditorValueRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            Text(value).foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
        }
    }
}

/// The calendar row: its colour's dot and its title.
struct EditorCalendarRow: View {
    let calendar: EKCalendar

    var body: some View {
        HStack {
            Text("Calendar")
            Spacer()
            Circle().fill(calendar.cgColor.map { Color(uiColor: UIColor(cgColor: $0)) } ?? .blue).frame(width: 10, height: 10)
            Text(calendar.title).foregroundStyle(.secondary)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
        }
    }
}

/// The words the editor shows for an event's values, as iOS writes them in English.
enum EventEditorText {
    /// The first alarm: "None", "At time of event", "15 minutes before", "1 hour before", "2 days before", or
    /// its date.
    static func alert(_ alarms: [EKAlarm]?, allDay: Bool) -> String {
        guard let alarm = alarms?.first else { return "None" }
        if let date = alarm.absoluteDate {
            return date.formatted(date: .abbreviated, time: .shortened)
        }
        let before = Int((-alarm.relativeOffset).rounded())
        if before == 0 { return allDay ? "On day of event" : "At time of event" }
        if before < 0 { return "\(count(-before / 60, "minute")) after" }
        if before % 604_800 == 0 { return "\(count(before / 604_800, "week")) before" }
        if before % 86_400 == 0 { return "\(count(before / 86_400, "day")) before" }
        if before % 3_600 == 0 { return "\(count(before / 3_600, "hour")) before" }
        return "\(count(before / 60, "minute")) before"
    }

    private static func count(_ number: Int, _ unit: String) -> String {
        "\(number) \(unit)\(number == 1 ? "" : "s")"
    }
}
