import Foundation

/// How a value is shown in Shortcuts and Siri, as App Intents' `DisplayRepresentation`: a title, a subtitle and an
/// image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// An image beside a value, as App Intents' `DisplayRepresentation.Image`.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol's name, for a symbol.
        public let systemName: String?
        /// The asset's name, for an image in the app's catalog.
        public let name: String?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
            name = nil
        }

        /// An image from the app's asset catalog.
        public init(named name: String, isTemplate: Bool = false) {
            systemName = nil
            self.name = name
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?
    /// Other names Siri understands for the value.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a title, and a subtitle and an image if given.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose title is the literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation whose title is the interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named in Shortcuts, as App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of the type reads (`"\(placeholder: .int) timers"`).
    public var numericFormat: LocalizedStringResource?

    /// A type named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A type named by the literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A type named by the interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A fixed set of values an intent's parameter takes, as App Intents' `AppEnum`: an enum with a raw value, a name
/// for the type and one for each case.
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    /// The type's name in Shortcuts.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's name in Shortcuts.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// How the case is shown: its entry in ``caseDisplayRepresentations``, or its raw value.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(rawValue)")
    }
}

/// Something of the app's an intent acts on, as App Intents' `AppEntity`: an identified value with a name, found by
/// its ``EntityQuery``.
public protocol AppEntity: Identifiable, _IntentValue, Sendable {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The type's name in Shortcuts.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query Shortcuts and Siri use.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds an app's entities, as App Intents' `EntityQuery`.
public protocol EntityQuery: _SupportsAppDependencies, Sendable {
    /// The entities found.
    associatedtype Entity: AppEntity
    /// A query.
    init()
    /// The entities with these identifiers (the ones that still exist).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered before the person types anything (none by default).
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by text, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities with these identifiers, among all of them.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
