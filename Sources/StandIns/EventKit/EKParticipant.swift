import Foundation

/// Someone invited to an event, or its organizer, as EventKit's `EKParticipant`. EventKit makes them from a calendar
/// account's invitations; napkin's ``init(url:name:status:role:type:isCurrentUser:)`` lets a test make the ones it
/// seeds (``EKCalendarItem/seedAttendees(_:organizer:)``). Participants are read-only, as EventKit's.
public final class EKParticipant: EKObject, NSCopying, @unchecked Sendable {
    // Sound: every stored property is a `let`.
    /// The participant's address, usually a `mailto:` URL.
    public let url: URL
    /// The participant's name, if the invitation gives one.
    public let name: String?
    /// Whether the participant has answered, and how.
    public let participantStatus: EKParticipantStatus
    /// The participant's role in the event.
    public let participantRole: EKParticipantRole
    /// What kind of participant it is.
    public let participantType: EKParticipantType
    /// Whether the participant is the person using the device.
    public let isCurrentUser: Bool

    /// A participant (napkin's addition, for the attendees a test seeds).
    public init(
        url: URL, name: String? = nil, status: EKParticipantStatus = .pending, role: EKParticipantRole = .required,
        type: EKParticipantType = .person, isCurrentUser: Bool = false
    ) {
        self.url = url
        self.name = name
        participantStatus = status
        participantRole = role
        participantType = type
        self.isCurrentUser = isCurrentUser
    }

    /// The same participant (participants do not change).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The name and address.
    public override var description: String { "EKParticipant \(name ?? "") <\(url.absoluteString)> \(participantStatus)" }
}

/// Whether a participant has answered an invitation, as EventKit's `EKParticipantStatus`.
public enum EKParticipantStatus: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Not answered yet.
    case pending = 1
    /// Accepted.
    case accepted = 2
    /// Declined.
    case declined = 3
    /// Accepted tentatively.
    case tentative = 4
    /// Delegated to someone else.
    case delegated = 5
    /// Completed (a to-do).
    case completed = 6
    /// Under way (a to-do).
    case inProcess = 7
}

/// A participant's role in an event, as EventKit's `EKParticipantRole`.
public enum EKParticipantRole: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Needed.
    case required = 1
    /// Welcome but not needed.
    case optional = 2
    /// Chairs the event.
    case chair = 3
    /// Told of the event, not attending.
    case nonParticipant = 4
}

/// What kind of participant it is, as EventKit's `EKParticipantType`.
public enum EKParticipantType: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// A person.
    case person = 1
    /// A room.
    case room = 2
    /// Equipment.
    case resource = 3
    /// A group of people.
    case group = 4
}
