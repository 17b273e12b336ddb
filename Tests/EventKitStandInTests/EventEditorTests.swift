import EventKit
import EventKitUI
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// Records how the editor closed.
@MainActor
final class EditorDelegate: NSObject, EKEventEditViewDelegate {
    var actions: [EKEventEditViewAction] = []
    var calendar: EKCalendar?
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
        actions.append(action)
    }
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        calendar ?? controller.eventStore.defaultCalendarForNewEventsInEditorForTests
    }
}

extension EKEventStore {
    /// The database's default calendar, reached as a test must (through the seeding store).
    var defaultCalendarForNewEventsInEditorForTests: EKCalendar { EKEventStore.seed { $0.defaultCalendarForNewEvents! } }
}

/// An event as corpus screens hand one to the editor: title, dates and notes, no calendar.
@MainActor
func conferenceEvent(in store: EKEventStore) -> EKEvent {
    let event = EKEvent(eventStore: store)
    event.title = "Swift meetup"
    event.location = "Community hall"
    event.startDate = december3(18, 30)
    event.endDate = december3(20)
    event.notes = "Bring the slides on concurrency."
    event.url = URL(string: "https://www.swift.org")
    event.addAlarm(EKAlarm(relativeOffset: -900))
    return event
}

/// The editor wrapped as apps wrap it: its coordinator is the delegate.
struct EventEditView: UIViewControllerRepresentable {
    let store: EKEventStore
    let event: EKEvent?
    let onComplete: @MainActor (EKEventEditViewAction) -> Void

    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let editor = EKEventEditViewController()
        editor.eventStore = store
        editor.event = event
        editor.editViewDelegate = context.coordinator
        return editor
    }

    func updateUIViewController(_ editor: EKEventEditViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onComplete: onComplete) }

    final class Coordinator: NSObject, EKEventEditViewDelegate {
        let onComplete: @MainActor (EKEventEditViewAction) -> Void
        init(onComplete: @escaping @MainActor (EKEventEditViewAction) -> Void) { self.onComplete = onComplete }
        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            onComplete(action)
        }
    }
}

extension EventKitStandInTests {
    @MainActor
    @Suite("The event editor") struct Editor {
        init() { EKEventStore.resetCalendarDatabase() }

        @Test("Add saves the event into the delegate's default calendar without any access, and tells the delegate")
        func add() throws {
            let store = EKEventStore()
            let editor = EKEventEditViewController()
            let delegate = EditorDelegate()
            editor.eventStore = store
            editor.event = conferenceEvent(in: store)
            editor.editViewDelegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = editor
            window.layout()
            #expect(window.layoutDescription().contains("New Event"))
            try window.tap(label: "Add")
            #expect(delegate.actions == [.saved])
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
            let saved = try #require(editor.event)
            #expect(saved.eventIdentifier != nil && saved.calendar?.title == "Calendar")
            let stored = EKEventStore.seed { $0.event(withIdentifier: saved.eventIdentifier) }
            #expect(stored?.title == "Swift meetup" && stored?.notes == "Bring the slides on concurrency.")
        }

        @Test("Cancel saves nothing; an untitled event cannot be added; a saved event is edited and deleted")
        func cancelAndDelete() throws {
            let store = EKEventStore()
            let delegate = EditorDelegate()
            let editor = EKEventEditViewController()
            editor.eventStore = store
            editor.editViewDelegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = editor
            window.layout()
            // Given no event, the editor made an untitled hour-long one; Add is disabled until it has a title.
            let made = try #require(editor.event)
            #expect(made.title == nil && made.endDate.timeIntervalSince(made.startDate) == 3600)
            try? window.tap(label: "Add")
            #expect(delegate.actions.isEmpty)
            try window.tap(label: "Cancel")
            #expect(delegate.actions == [.canceled] && made.eventIdentifier == nil)

            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let saved = conferenceEvent(in: store)
            saved.calendar = store.defaultCalendarForNewEvents
            try store.save(saved, span: .thisEvent)
            let again = EKEventEditViewController()
            again.eventStore = store
            again.event = saved
            again.editViewDelegate = delegate
            window.rootViewController = again
            window.layout()
            #expect(window.layoutDescription().contains("Edit Event"))
            try window.tap(label: "Delete Event")
            #expect(delegate.actions == [.canceled, .deleted])
            #expect(EKEventStore.seed { $0.event(withIdentifier: saved.calendarItemIdentifier) } == nil)
        }

        @Test("An event ending before it starts is not saved: an alert says why and the editor stays")
        func invertedDates() throws {
            let store = EKEventStore()
            let delegate = EditorDelegate()
            let editor = EKEventEditViewController()
            let event = conferenceEvent(in: store)
            event.endDate = december3(17)
            editor.eventStore = store
            editor.event = event
            editor.editViewDelegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = editor
            window.layout()
            try window.tap(label: "Add")
            window.layout()
            #expect(delegate.actions.isEmpty && event.eventIdentifier == nil)
            #expect(window.layoutDescription().contains("Cannot Save Event"))
        }

        @Test("The editor draws iOS's New Event sheet filled from the event, light and dark")
        func newEventSheet() {
            for scheme in [ColorScheme.light, .dark] {
                let store = EKEventStore()
                let editor = EKEventEditViewController()
                editor.eventStore = store
                editor.event = conferenceEvent(in: store)
                assertSnapshot(
                    of: editor, as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("In a UIViewControllerRepresentable the editor fills the view and a tap on Cancel reaches the coordinator's delegate")
        func representable() throws {
            let store = EKEventStore()
            let window = Window(device: .iPhone13Pro)
            let delegate = EditorDelegate()
            let view = EventEditView(store: store, event: conferenceEvent(in: store)) { delegate.actions.append($0) }
            window.rootViewController = HostingController(rootView: view)
            window.layout()
            #expect(window.layoutDescription().contains("UIViewControllerRepresentable"))
            #expect(window.layoutDescription().contains("Swift meetup"))
            try window.tap(label: "Cancel")
            #expect(delegate.actions == [.canceled])
        }
    }
}

/// A screen that offers "Add to calendar" and shows the editor in a sheet, which its coordinator closes through
/// `presentationMode`, as apps write it.
private struct AddToCalendarScreen: View {
    @State private var showsEditor = false
    let store: EKEventStore
    let delegate: EditorDelegate

    var body: some View {
        Button("Add to calendar") { showsEditor = true }
            .sheet(isPresented: $showsEditor) { SheetEditor(store: store, delegate: delegate) }
    }
}

/// The editor in the sheet: a coordinator that dismisses the sheet when the editor closes.
private struct SheetEditor: UIViewControllerRepresentable {
    @Environment(\.presentationMode) var presentationMode
    let store: EKEventStore
    let delegate: EditorDelegate

    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let editor = EKEventEditViewController()
        editor.eventStore = store
        editor.event = conferenceEvent(in: store)
        editor.editViewDelegate = context.coordinator
        return editor
    }

    func updateUIViewController(_ editor: EKEventEditViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, EKEventEditViewDelegate {
        let parent: SheetEditor
        init(_ parent: SheetEditor) { self.parent = parent }
        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            parent.delegate.actions.append(action)
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}

extension EventKitStandInTests.Editor {
    @Test("In a sheet: Add saves the event and the coordinator's dismiss closes the sheet")
    func sheet() throws {
        let store = EKEventStore()
        let delegate = EditorDelegate()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: AddToCalendarScreen(store: store, delegate: delegate))
        window.layout()
        try window.tap(label: "Add to calendar")
        window.layout()
        #expect(window.layoutDescription().contains("New Event"))
        try window.tap(label: "Add")
        window.layout()
        #expect(delegate.actions == [.saved])
        #expect(!window.layoutDescription().contains("New Event"))
        let day = EKEventStore.seed { $0.predicateForEvents(withStart: december3(0), end: december3(23), calendars: nil) }
        #expect(EKEventStore.seed { $0.events(matching: day).map(\.title) } == ["Swift meetup"])
    }
}
