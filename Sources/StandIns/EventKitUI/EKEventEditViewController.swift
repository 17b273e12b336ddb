import EventKit
import Foundation
import NapkinUI

/// How the event editor closed, as EventKitUI's `EKEventEditViewAction`, with its numbers.
public enum EKEventEditViewAction: Int, Sendable, Hashable {
    /// The person tapped Cancel: nothing was saved.
    case canceled = 0
    /// The person tapped Add (or Done): the event was saved.
    case saved = 1
    /// The person deleted the event.
    case deleted = 2

    /// The older spelling of ``canceled``.
    @available(*, deprecated, renamed: "canceled")
    public static var cancelled: EKEventEditViewAction { .canceled }
}

/// What the event editor tells its delegate, as EventKitUI's protocol.
@MainActor @preconcurrency
public protocol EKEventEditViewDelegate: NSObjectProtocol {
    /// The editor closed with `action`; the delegate dismisses it.
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    /// The calendar a new event goes to (optional in Objective-C: by default the store's default calendar for
    /// new events).
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    /// The store's calendar for new events, unless the delegate implements it.
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        controller.eventStore.defaultCalendarForNewEventsInSystemEditor
    }
}

/// The system's event editor, as EventKitUI's `EKEventEditViewController`.
///
/// It draws iOS's sheet for the ``event`` it is given: "New Event" (or "Edit Event" for an event already saved)
/// with Cancel and Add (Done) in its bar, then the title and location, All-day, Starts and Ends, Repeat and Travel
/// Time, the calendar, invitees, the alert and availability, the URL and the notes, and for a saved event
/// "Delete Event". The fields edit the event. Add saves it to ``eventStore`` (into the delegate's default calendar
/// when it has none) whatever access the app has, as iOS's editor adds events for apps without access, and tells
/// the delegate ``EKEventEditViewAction/saved``; when the event cannot be saved (its end before its start) an
/// alert says why and the editor stays. Cancel tells it ``EKEventEditViewAction/canceled``; Delete Event removes
/// the event and tells it ``EKEventEditViewAction/deleted``. Add is disabled while the title is empty.
///
/// Given no event, the editor makes one when it loads, as iOS's does: untitled, starting at the next whole hour
/// and lasting an hour. Given no store, it uses a store on the process's database.
/// Repeat, Travel Time and Invitees show what this event store keeps: never, none, none.
open class EKEventEditViewController: UIViewController {
    /// The store the event is saved to.
    open var eventStore: EKEventStore!
    /// The event edited (made when the editor loads if none was set).
    open var event: EKEvent?
    /// Told when the editor closes. Weak, as EventKitUI's.
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    /// The navigation controller's delegate (the editor is a navigation controller on iOS).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// An editor; set ``eventStore`` and ``event`` before showing it.
    public override init() { super.init() }

    /// Makes the event when none was set.
    open override func viewDidLoad() {
        super.viewDidLoad()
        prepareEvent()
    }

    /// The form over the whole frame, in the grouped background.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemGroupedBackground) }
        set {}
    }

    /// The editor's sheet.
    open override var contentView: AnyView? {
        get {
            let event = prepareEvent()
            let calendar = event.calendar ?? defaultCalendar()
            return AnyView(
                EventEditorSheet(
                    event: event, calendar: calendar, isNew: event.isNew,
                    cancel: { [weak self] in self?.finish(.canceled) },
                    add: { [weak self] in self?.add() },
                    delete: { [weak self] in self?.delete() }))
        }
        set {}
    }

    /// The event, made if none was set.
    @discardableResult
    func prepareEvent() -> EKEvent {
        if eventStore == nil { eventStore = EKEventStore() }
        if let event { return event }
        let made = EKEvent(eventStore: eventStore)
        let hour = Calendar.current.dateInterval(of: .hour, for: Date())?.end ?? Date()
        made.startDate = hour
        made.endDate = hour.addingTimeInterval(3600)
        event = made
        return made
    }

    /// The calendar a new event goes to.
    func defaultCalendar() -> EKCalendar {
        editViewDelegate?.eventEditViewControllerDefaultCalendar(forNewEvents: self)
            ?? eventStore.defaultCalendarForNewEventsInSystemEditor
    }

    /// Add (Done): saves the event and closes, or says why it cannot be saved.
    func add() {
        let event = prepareEvent()
        if event.calendar == nil { event.calendar = defaultCalendar() }
        do {
            try eventStore.saveFromSystemEditor(event)
            finish(.saved)
        } catch {
            let alert = UIAlertController(
                title: "Cannot Save Event", message: (error as? LocalizedError)?.errorDescription ?? "\(error)", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }

    /// Delete Event: removes the event and closes.
    func delete() {
        // The editor removes whatever access the app has, so the removal cannot be refused.
        try? eventStore.removeFromSystemEditor(prepareEvent())
        finish(.deleted)
    }

    /// Tells the delegate how the editor closed.
    func finish(_ action: EKEventEditViewAction) {
        editViewDelegate?.eventEditViewController(self, didCompleteWith: action)
    }
}
