import Foundation
import NapkinUI

/// What every EventKit object is, as EventKit's `EKObject`.
open class EKObject: NSObject {
    /// Whether the object has changes not saved yet: true from the first change after it was made or fetched
    /// until it is saved.
    public var hasChanges: Bool { changed }
    var changed = false

    /// Forgets the unsaved changes' flag (the store's `reset()` and `save` call it).
    func markSaved() { changed = false }
}

/// An account that holds calendars, as EventKit's `EKSource`. The in-memory database has one: the device's
/// local source, titled "Default" as on a device without accounts.
public final class EKSource: EKObject, @unchecked Sendable {
    // Sound: a source's values never change after it is made.
    /// Its identifier.
    public let sourceIdentifier: String
    /// Its kind.
    public let sourceType: EKSourceType
    /// Its name.
    public let title: String

    init(identifier: String, type: EKSourceType, title: String) {
        sourceIdentifier = identifier
        sourceType = type
        self.title = title
    }

    /// The calendars of this source holding `entityType`, as the shared database has them (regardless of
    /// authorization, as EventKit answers for a source already obtained).
    public func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        Set(
            CalendarDatabase.shared.allCalendars().filter { $0.source === self && $0.allowedEntityTypes.contains(EKEntityMask(entityType)) }
        )
    }
}

/// A calendar, as EventKit's `EKCalendar`: a title, a colour, a kind and what it holds. Calendars are shared by
/// every store of the process (they are the database's), compared by identity.
public final class EKCalendar: EKObject {
    /// Its identifier, unique in the database.
    public let calendarIdentifier: String
    /// Its name.
    public var title: String { didSet { changed = true } }
    /// Its colour, as the Calendar app draws its dot.
    public var cgColor: CGColor! { didSet { changed = true } }
    /// Where it lives: ``EKCalendarType/local`` for calendars made on Linux.
    public internal(set) var type: EKCalendarType
    /// Its account: set it before saving a new calendar.
    public var source: EKSource!
    /// What it holds.
    public let allowedEntityTypes: EKEntityMask
    /// Whether items may be added, changed or removed.
    public internal(set) var allowsContentModifications = true
    /// Whether it is a subscribed (read-only) calendar.
    public var isSubscribed: Bool { type == .subscription }
    /// Whether its own properties (title, colour) may be changed.
    public internal(set) var isImmutable = false

    init(
        identifier: String = UUID().uuidString, title: String, color: CGColor, type: EKCalendarType, source: EKSource?,
        entities: EKEntityMask
    ) {
        calendarIdentifier = identifier
        self.title = title
        cgColor = color
        self.type = type
        self.source = source
        allowedEntityTypes = entities
    }

    /// A new local calendar for `entityType`, untitled, to be given a source and saved with
    /// ``EKEventStore/saveCalendar(_:commit:)``.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(
            title: "", color: CGColor(red: 0, green: 0.48, blue: 1, alpha: 1), type: .local, source: nil, entities: EKEntityMask(entityType)
        )
    }

    /// The calendar's title.
    public override var description: String { "EKCalendar \(title)" }
}

/// A reminder of an item, as EventKit's `EKAlarm`: at a date, or at an offset from the item's start.
public final class EKAlarm: EKObject, NSCopying {
    /// When it goes off, for an absolute alarm (setting it clears ``relativeOffset``).
    public var absoluteDate: Date? {
        didSet {
            changed = true
            if absoluteDate != nil { relativeOffset = 0 }
        }
    }
    /// Seconds from the item's start (negative: before), for a relative alarm (setting it clears
    /// ``absoluteDate``).
    public var relativeOffset: TimeInterval {
        didSet {
            changed = true
            if relativeOffset != 0, absoluteDate != nil { absoluteDate = nil }
        }
    }

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
        absoluteDate = date
        relativeOffset = 0
    }

    /// An alarm `offset` seconds from the item's start.
    public init(relativeOffset offset: TimeInterval) {
        absoluteDate = nil
        relativeOffset = offset
    }

    /// An alarm with the same values.
    public func copy(with zone: NSZone? = nil) -> Any {
        absoluteDate.map { EKAlarm(absoluteDate: $0) } ?? EKAlarm(relativeOffset: relativeOffset)
    }
}
