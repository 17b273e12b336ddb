import Foundation

/// A type of data, as UniformTypeIdentifiers' `UTType`: an identifier such as `public.png`, the
/// filename extensions and MIME types that name it, and the types it conforms to. On Linux the
/// system's declarations are a table in this module (the common types apps name, with Apple's
/// conformance: `.png` conforms to `.image`, which conforms to `.data` and `.content`, and `.data`
/// to `.item`); types an app declares with `init(exportedAs:)` or `init(importedAs:)`, and the
/// dynamic types made for unknown extensions and MIME types, are kept for the life of the process.
/// Identifiers compare without regard to case, as Apple's do.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String

    init(known identifier: String) { self.identifier = identifier }

    /// The type with `identifier`, or `nil` if neither the system nor this process declared it.
    public init?(_ identifier: String) {
        guard let declaration = UTTypeRegistry.shared.declaration(of: identifier) else { return nil }
        self.identifier = declaration.identifier
    }

    /// The type a file with `filenameExtension` has, among the types that conform to `supertype`
    /// (data by default). An extension no such type claims gets a dynamic type that conforms to
    /// `supertype` and carries the extension; `nil` if the extension is empty or holds a `/`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let type = UTTypeRegistry.shared.type(for: filenameExtension, in: .filenameExtension, conformingTo: supertype) else {
            return nil
        }
        self = type
    }

    /// The type with `mimeType`, among the types that conform to `supertype` (data by default):
    /// parameters such as `; charset=utf-8` are ignored unless a type names them. An unknown MIME type
    /// gets a dynamic type; `nil` if it is not of the form `type/subtype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let type = UTTypeRegistry.shared.type(for: mimeType, in: .mimeType, conformingTo: supertype) else { return nil }
        self = type
    }

    /// A type the app owns (its Info.plist's exported types): declared for this process, conforming
    /// to `parentType` when given. A type already declared keeps its declaration.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType, exported: true).identifier
    }

    /// A type another app owns that this app uses (its Info.plist's imported types); as
    /// ``init(exportedAs:conformingTo:)``, and the system's declaration wins when there is one.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType, exported: false).identifier
    }

    /// Every declared type that `tag` names in `tagClass` and that conforms to `supertype`, in the
    /// order the system prefers them; a dynamic type when none does.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let found = UTTypeRegistry.shared.declaredTypes(for: tag, in: tagClass, conformingTo: supertype)
        if !found.isEmpty { return found }
        return UTTypeRegistry.shared.type(for: tag, in: tagClass, conformingTo: supertype ?? .data).map { [$0] } ?? []
    }

    var declaration: UTTypeDeclaration {
        UTTypeRegistry.shared.declaration(of: identifier) ?? UTTypeDeclaration(identifier, [], description: nil)
    }

    /// The filename extension files of this type usually have, such as `png`.
    public var preferredFilenameExtension: String? { declaration.filenameExtensions.first }

    /// The MIME type data of this type usually has, such as `image/png`.
    public var preferredMIMEType: String? { declaration.mimeTypes.first }

    /// The filename extensions and MIME types of this type, by class.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// What the type is, for people: `PNG image`, `folder`. (In English: Linux has no system
    /// strings tables to look it up in another language.) `nil` for a type declared without one.
    public var localizedDescription: String? { declaration.description }

    /// Every type this one conforms to, directly or through another, itself not included.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = declaration.conformsTo
        while let next = pending.popLast() {
            let type = UTType(known: next)
            guard found.insert(type).inserted else { continue }
            pending += type.declaration.conformsTo
        }
        return found
    }

    /// Whether data of this type is also of `type`: the same type, or one of its ``supertypes``.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

    /// Whether this type conforms to `type` and is not `type` itself.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` conforms to this type and is not this type itself.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Whether the system or the app declares the type (a dynamic type is not declared).
    public var isDeclared: Bool { !isDynamic && UTTypeRegistry.shared.declaration(of: identifier) != nil }

    /// Whether the type was made for an extension or MIME type nobody declared (`dyn.` identifiers).
    public var isDynamic: Bool { identifier.lowercased().hasPrefix("dyn.") }

    /// Whether the type is one of the public types (`public.` identifiers).
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier and the description.
    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }

    /// Whether the two are the same.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier.caseInsensitiveCompare(rhs.identifier) == .orderedSame
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
}

/// A kind of tag that names types, as `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw value.
    public let rawValue: String
    /// A value with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions (`png`), without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// How the value prints.
    public var description: String { rawValue }
}

/// A type is encoded as its identifier, a single string; decoding an identifier neither the system
/// nor this process declared fails with `DecodingError.dataCorrupted`.
extension UTType: Codable {
    /// Decodes an identifier the system or this process declared.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "No type is declared with the identifier \(identifier)")
        }
        self = type
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
