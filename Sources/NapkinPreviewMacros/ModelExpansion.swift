/// What SwiftData's `@Model` and `@_PersistedProperty` expand to (the SwiftData stand-in), in
/// the shape of the toolchain's own Observation macros, by text:
///
/// ```swift
/// @Model final class Trip {                      // member: the registrar, the backing,
///     var name: String                           // access/withMutation and schemaMetadata;
///     @Attribute(.unique) var code = "LIS"       // memberAttribute: @_PersistedProperty on
///     @Relationship(deleteRule: .cascade)        // each stored `var` that is not @Transient;
///     var stops: [Stop] = []                     // extension: PersistentModel, Observable
///     var days: Int { stops.count }              // (computed: left alone)
/// }
/// ```
///
/// `@_PersistedProperty` turns `var name: String` into a computed property with an `init`
/// accessor (so `self.name = name` in an `init` initialises the storage), a getter that reports
/// the access and a setter that goes through `withMutation`, and adds the storage
/// `@Transient private var _name: String` as its peer.
enum ModelExpansion {
    /// A failure the compiler shows at the attribute.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The `@Model` expansion for `role`, or the error to report.
    static func model(
        role: String, declaration: String, parent: String?, extendedType: String?, conformances: String?
    ) -> Result<[String], Failure> {
        switch role {
        case "member":
            guard let type = parseType(declaration) else { return .failure(Failure(message: notAClass("this declaration"))) }
            guard type.keyword == "class" else { return .failure(Failure(message: notAClass("\(type.keyword) '\(type.name)'"))) }
            if let shared = type.properties.first(where: { $0.isStored && $0.names.count > 1 }) {
                return .failure(
                    Failure(
                        message:
                            "@Model needs one property per declaration: split '\(shared.keyword) \(shared.names.joined(separator: ", "))' into one '\(shared.keyword)' each"
                    ))
            }
            return .success(members(of: type))
        case "memberAttribute":
            guard let parent, let type = parseType(parent), type.keyword == "class" else { return .success([]) }
            let list = pieces(of: declaration)
            guard let property = parseProperty(list, text: Array(declaration)), isPersistedAndTracked(property) else {
                return .success([])
            }
            return .success(["@_PersistedProperty"])
        case "extension", "conformance":
            guard let type = parseType(declaration), type.keyword == "class" else { return .success([]) }
            let wanted = conformances ?? "PersistentModel, Observable"
            var protocols: [String] = []
            if wanted.contains("PersistentModel") { protocols.append("SwiftData.PersistentModel") }
            if wanted.contains("Observable") { protocols.append("Observation.Observable") }
            guard !protocols.isEmpty else { return .success([]) }
            let name = (extendedType ?? type.name).trimmingWhitespace
            return .success(["extension \(name): \(protocols.joined(separator: ", ")) {\n}"])
        default:
            return .success([])
        }
    }

    /// SwiftData's message, in spirit, for `@Model` on something that is not a class.
    static func notAClass(_ what: String) -> String {
        "@Model can only be applied to a class; \(what) is not one (SwiftData models are reference types: write 'class')"
    }

    /// True for a stored `var` the model persists and observes.
    static func isPersistedAndTracked(_ property: PropertyDeclaration) -> Bool {
        guard property.keyword == "var", property.isStored, property.accessorBlock == nil, let name = property.name else { return false }
        if name.hasPrefix("_$") { return false }
        if property.modifiers.contains(where: { ["lazy", "weak", "unowned"].contains($0) }) { return false }
        return !property.has("Transient") && !property.has("ObservationIgnored") && !property.has("_PersistedProperty")
    }

    /// True for a stored property the model's schema lists (`let`s too, `@Transient` not).
    static func isPersisted(_ property: PropertyDeclaration) -> Bool {
        guard property.isStored, let name = property.name, !name.hasPrefix("_$") else { return false }
        if property.modifiers.contains(where: { ["lazy", "weak", "unowned"].contains($0) }) { return false }
        return !property.has("Transient") && !property.has("ObservationIgnored")
    }

    /// The members `@Model` adds to `type`.
    static func members(of type: TypeDeclaration) -> [String] {
        let name = type.name
        let visibility = type.modifiers.contains("public") || type.modifiers.contains("open") ? "public " : ""
        var entries: [String] = []
        for property in type.properties where isPersisted(property) {
            guard let propertyName = property.name else { continue }
            var metadata = ""
            if let relationship = property.attribute("Relationship") {
                metadata = ", relationship: SwiftData.Schema.Relationship(\(relationship.arguments ?? ""))"
            } else if let attribute = property.attribute("Attribute") {
                metadata = ", attribute: SwiftData.Schema.Attribute(\(attribute.arguments ?? ""))"
            }
            entries.append(
                "SwiftData.Schema.PropertyMetadata(name: \"\(propertyName)\", keyPath: \\\(name).\(escaped(propertyName))\(metadata))")
        }
        let list = entries.isEmpty ? "[]" : "[\n            " + entries.joined(separator: ",\n            ") + ",\n        ]"
        var constraints: [String] = []
        if !type.uniqueConstraints.isEmpty {
            constraints.append(
                """
                \(visibility)static var _uniquenessConstraints: [[AnyKeyPath]] {
                    let constraints: [[PartialKeyPath<\(name)>]] = [\(type.uniqueConstraints.joined(separator: ", "))]
                    return constraints
                }
                """)
        }
        return constraints + [
            "private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "public let _$persistentBacking = SwiftData._PersistentBacking(entityName: \"\(name)\")",
            """
            internal func access<_Member>(keyPath: KeyPath<\(name), _Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal func withMutation<_Member, _Result>(keyPath: KeyPath<\(name), _Member>, _ mutation: () throws -> _Result) rethrows -> _Result {
                _$persistentBacking.willChange(self, keyPath: keyPath)
                defer { _$persistentBacking.didChange(self, keyPath: keyPath) }
                return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            \(visibility)static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                \(list)
            }
            """,
        ]
    }

    /// A name as it must be written after `.` in a key path.
    static func escaped(_ name: String) -> String {
        ["default", "class", "self", "Type", "init", "func", "var", "let", "in", "is", "as", "case", "return"].contains(name)
            ? "`\(name)`" : name
    }

    /// The `@_PersistedProperty` expansion for `role` (`accessor` or `peer`).
    static func persistedProperty(role: String, declaration: String) -> [String] {
        let list = pieces(of: declaration)
        guard let property = parseProperty(list, text: Array(declaration)), property.keyword == "var", property.isStored,
            property.accessorBlock == nil, let name = property.name
        else { return [] }
        let storage = "_" + name.replacingBackquotes
        let path = "\\.\(escaped(name))"
        switch role {
        case "accessor":
            return [
                """
                @storageRestrictions(initializes: \(storage))
                init(initialValue) {
                    \(storage) = initialValue
                }
                """,
                """
                get {
                    access(keyPath: \(path))
                    return \(storage)
                }
                """,
                """
                set {
                    withMutation(keyPath: \(path)) {
                        \(storage) = newValue
                    }
                }
                """,
            ]
        case "peer":
            var text = "@Transient private var \(storage)"
            if let type = property.type { text += ": \(type)" }
            if let value = property.initializer { text += " = \(value)" }
            return [text]
        default:
            return []
        }
    }

    /// The `@Query` expansion (the form without arguments, `@Query var trips: [Trip]`), whose
    /// model type only the property's type says: storage `_trips` of `Query<Trip, [Trip]>`,
    /// which an `init` may replace (`_trips = Query(filter: …)`), and a getter that reads it.
    ///
    /// A local `@Query` (`@Previewable @Query var notes: [Note]` in a `#Preview`'s closure, which the compiler checks as the
    /// macro's argument) gets a getter that does not name its storage: the compiler does not find a peer's names from a
    /// local variable's accessor. The `#Preview` expansion writes the property out as a stored query
    /// (`PreviewExpansion.inlinedQuery`), so that getter is never what runs.
    static func query(role: String, attribute: String, declaration: String, isLocal: Bool = false) -> Result<[String], Failure> {
        let list = pieces(of: declaration)
        guard let property = parseProperty(list, text: Array(declaration)), let name = property.name, property.keyword == "var",
            property.accessorBlock == nil
        else {
            return .failure(Failure(message: "@Query applies to a stored 'var' whose type is an array of models: @Query var trips: [Trip]"))
        }
        guard let type = property.type?.trimmingWhitespace, let element = arrayElement(type) else {
            return .failure(
                Failure(message: "@Query needs the property's type, an array of models: @Query var \(name): [Trip]"))
        }
        let storage = "_" + name.replacingBackquotes
        var prefix: [WrittenAttribute] = []
        var modifiers: [String] = []
        _ = readPrefix(pieces(of: attribute), from: 0, attributes: &prefix, modifiers: &modifiers)
        let arguments = prefix.first?.arguments ?? ""
        switch role {
        case "accessor" where isLocal:
            return .success(["get {\n    SwiftData.Query<\(element), \(type)>(\(arguments)).wrappedValue\n}"])
        case "accessor":
            return .success(["get {\n    \(storage).wrappedValue\n}"])
        case "peer":
            return .success(["var \(storage) = SwiftData.Query<\(element), \(type)>(\(arguments))"])
        default:
            return .success([])
        }
    }

    /// `Trip` for `[Trip]` or `Array<Trip>`, else `nil`.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()).trimmingWhitespace }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()).trimmingWhitespace }
        return nil
    }
}
