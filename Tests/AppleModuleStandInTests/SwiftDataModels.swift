import Foundation
import SwiftData

// Model shapes real apps write: defaults and none, optionals, arrays of models, a `let`, computed
// properties, a nested enum, `@Attribute`, `@Relationship` and `@Transient` properties, `init`s.

@Model
final class Folder {
    @Attribute(.unique) var name: String
    var createdAt: Date = Date(timeIntervalSince1970: 0)
    /// A folder's notes go with it.
    @Relationship(deleteRule: .cascade, inverse: \Note.folder)
    var notes: [Note] = []
    var kind: Kind = Kind.personal

    enum Kind: String, Codable, CaseIterable {
        case personal, work
    }

    /// Computed: not persisted, not tracked.
    var pinnedCount: Int { notes.filter { $0.isPinned }.count }

    init(name: String, kind: Kind = .personal) {
        self.name = name
        self.kind = kind
    }
}

@Model
final class Note {
    var title: String
    var body = ""
    var isPinned = false
    var priority: Int? = nil
    var folder: Folder?
    @Relationship(deleteRule: .nullify) var tags: [Tag] = []
    @Transient var isExpanded = false
    let serial: Int

    init(title: String, serial: Int, folder: Folder? = nil) {
        self.title = title
        self.serial = serial
        self.folder = folder
    }

    var summary: String {
        get { "\(title): \(body)" }
        set { body = newValue }
    }
}

@Model
class Tag {
    var label: String
    /// A tag in use cannot be deleted.
    @Relationship(deleteRule: .deny) var notes: [Note]? = []
    @Relationship(deleteRule: .noAction) var related: [Tag] = []

    init(label: String) {
        self.label = label
    }
}

/// Versioned models, as apps that migrate declare them: `@Model` classes nested in the schema.
enum LibrarySchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Book.self] }

    @Model
    final class Book {
        var title: String
        var pages: Int = 0

        init(title: String) {
            self.title = title
        }
    }
}

enum LibraryMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self] }
    static var stages: [MigrationStage] { [] }
}

/// A constraint over two properties together (`#Unique`) and an index (`#Index`).
@Model
final class Visit {
    #Unique<Visit>([\.city, \.day])
    #Index<Visit>([\.city])

    var city: String
    var day: Int
    var note = ""

    init(city: String, day: Int, note: String = "") {
        self.city = city
        self.day = day
        self.note = note
    }
}

/// A unique attribute that may have no value.
@Model
final class Ticket {
    @Attribute(.unique) var code: String?
    var seat: Int

    init(code: String?, seat: Int) {
        self.code = code
        self.seat = seat
    }
}
