/// What FoundationModels' `@Generable` expands to (the FoundationModels stand-in), by text:
///
/// ```swift
/// @Generable(description: "A study card")          // member: generationSchema, PartiallyGenerated
/// struct Flashcard {                               // extension: Generable, init(_:), generatedContent
///     @Guide(description: "The question") var question: String
///     @Guide(.count(3)) var hints: [String]
/// }
/// @Generable enum Level { case easy, hard }        // schema: the case names as choices
/// ```
///
/// The schema lists the stored properties in the order declared, each `@Guide`'s description and guides
/// copied as written (they are type-checked there, against the property's type). `PartiallyGenerated` has
/// the same properties, optional and partial, and a `GenerationID` (unless the type has its own `id`).
/// `@Guide` itself adds nothing.
enum GenerableExpansion {
    /// A stored property `@Generable` reads and writes.
    struct Field {
        var name: String
        var type: String
        var description: String?
        var guides: [String]

        /// `String` for `String?` or `Optional<String>`, else `nil`.
        var wrappedType: String? {
            if type.hasSuffix("?") { return String(type.dropLast()).trimmingWhitespace }
            if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()).trimmingWhitespace }
            return nil
        }
    }

    /// The `@Generable` expansion for `role`, or the error to report.
    static func expand(role: String, declaration: String, attribute: String, extendedType: String?, conformances: String?) -> Result<
        [String], ModelExpansion.Failure
    > {
        guard let type = parseType(declaration), type.keyword == "struct" || type.keyword == "enum" else {
            return .failure(
                ModelExpansion.Failure(
                    message: "@Generable applies to a struct or an enum (the model generates values, not objects): write 'struct' or 'enum'"
                ))
        }
        let visibility = type.modifiers.contains("public") ? "public " : ""
        let description = arguments(of: attribute).first { $0.label == "description" }?.value ?? "nil"
        let name = (extendedType ?? type.name).trimmingWhitespace
        // `nonisolated`: an app built with main-actor default isolation (Xcode 26's new projects)
        // would otherwise get a main-actor conformance, which a model's session cannot use.
        let conformance = (conformances ?? "Generable").contains("Generable") ? ": nonisolated FoundationModels.Generable" : ""
        if type.keyword == "enum" {
            let cases: [String]
            switch enumCases(declaration) {
            case .success(let names): cases = names
            case .failure(let failure): return .failure(failure)
            }
            let list = "[" + cases.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            switch role {
            case "member":
                return .success([
                    """
                    \(visibility)nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                        FoundationModels.GenerationSchema(type: Self.self, description: \(description), anyOf: \(list))
                    }
                    """
                ])
            case "extension":
                let reads = cases.map { "case \"\($0)\": self = .\(ModelExpansion.escaped($0))" }.joined(separator: "\n        ")
                let writes = cases.map { "case .\(ModelExpansion.escaped($0)): FoundationModels.GeneratedContent(\"\($0)\")" }
                    .joined(separator: "\n        ")
                return .success([
                    """
                    extension \(name)\(conformance) {
                        \(visibility)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                            let name = try content.value(Swift.String.self)
                            switch name {
                            \(reads)
                            default: throw FoundationModels._generableUnknownCase(name, of: Self.self, cases: \(list))
                            }
                        }
                        \(visibility)nonisolated var generatedContent: FoundationModels.GeneratedContent {
                            switch self {
                            \(writes)
                            }
                        }
                    }
                    """
                ])
            default:
                return .success([])
            }
        }
        var fields: [Field] = []
        for property in type.properties where property.isStored {
            guard let propertyName = property.name else {
                return .failure(
                    ModelExpansion.Failure(
                        message:
                            "@Generable needs one property per declaration: split '\(property.keyword) \(property.names.joined(separator: ", "))'"
                    ))
            }
            if property.keyword == "let", property.initializer != nil { continue }  // a constant: not generated
            guard let propertyType = property.type else {
                return .failure(
                    ModelExpansion.Failure(
                        message:
                            "@Generable needs the type of '\(propertyName)' written (the schema is made from it): var \(propertyName): String"
                    ))
            }
            var field = Field(name: propertyName, type: propertyType, description: nil, guides: [])
            if let guide = property.attribute("Guide") {
                for argument in arguments(of: "@Guide(\(guide.arguments ?? ""))") {
                    if argument.label == "description" { field.description = argument.value } else { field.guides.append(argument.value) }
                }
            }
            fields.append(field)
        }
        switch role {
        case "member":
            let properties = fields.map { field -> String in
                let typeExpression = field.wrappedType.map { "Swift.Optional<\($0)>.self" } ?? "\(field.type).self"
                let guides = field.guides.isEmpty ? "" : ", guides: [\(field.guides.joined(separator: ", "))]"
                return
                    "FoundationModels.GenerationSchema.Property(name: \"\(field.name)\", description: \(field.description ?? "nil"), type: \(typeExpression)\(guides))"
            }
            let list = properties.isEmpty ? "[]" : "[\n            " + properties.joined(separator: ",\n            ") + ",\n        ]"
            let hasID = fields.contains { $0.name == "id" }
            var partialProperties: [String] = []
            var partialReads: [String] = []
            if !hasID {
                partialProperties.append("\(visibility)var id: FoundationModels.GenerationID")
                partialReads.append("self.id = content.id ?? FoundationModels.GenerationID()")
            }
            for field in fields {
                let partial = "FoundationModels._PartiallyGeneratedOf<\(field.wrappedType ?? field.type)>?"
                partialProperties.append("\(visibility)var \(ModelExpansion.escaped(field.name)): \(partial)")
                partialReads.append("self.\(ModelExpansion.escaped(field.name)) = try content.value(forProperty: \"\(field.name)\")")
            }
            return .success([
                """
                \(visibility)nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self, description: \(description), properties: \(list))
                }
                """,
                """
                \(visibility)nonisolated struct PartiallyGenerated: Identifiable, FoundationModels.ConvertibleFromGeneratedContent {
                    \(partialProperties.joined(separator: "\n    "))
                    \(visibility)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                        \(partialReads.joined(separator: "\n        "))
                    }
                }
                """,
            ])
        case "extension":
            let reads = fields.map { "self.\(ModelExpansion.escaped($0.name)) = try content.value(forProperty: \"\($0.name)\")" }
            let writes = fields.map { "\"\($0.name)\": self.\(ModelExpansion.escaped($0.name))" }
            let pairs = writes.isEmpty ? "[:]" : "[" + writes.joined(separator: ", ") + "]"
            return .success([
                """
                extension \(name)\(conformance) {
                    \(visibility)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {
                        \(reads.isEmpty ? "_ = content" : reads.joined(separator: "\n        "))
                    }
                    \(visibility)nonisolated var generatedContent: FoundationModels.GeneratedContent {
                        FoundationModels.GeneratedContent(properties: \(pairs))
                    }
                }
                """
            ])
        default:
            return .success([])
        }
    }

    /// The arguments of an attribute's text (`@Guide(description: "x", .count(3))`), labels apart.
    static func arguments(of attribute: String) -> [(label: String?, value: String)] {
        let outer = pieces(of: attribute)
        guard let group = outer.first(where: { $0.kind == .group && $0.text.hasPrefix("(") }) else { return [] }
        let inner = String(group.text.dropFirst().dropLast())
        let text = Array(inner)
        let list = pieces(of: inner)
        var result: [(label: String?, value: String)] = []
        var start = 0
        func flush(_ end: Int) {
            guard start < end else { return }
            var label: String?
            var first = start
            if end - start >= 2, list[start].kind == .word, list[start + 1].text == ":" {
                label = list[start].name
                first = start + 2
            }
            guard first < end else { return }
            let from = list[first].start
            let to = end < list.count ? list[end].start : text.count
            result.append((label, String(text[from..<to]).trimmingWhitespace))
        }
        for (index, piece) in list.enumerated() where piece.kind == .punctuation && piece.text == "," {
            flush(index)
            start = index + 1
        }
        flush(list.count)
        return result
    }

    /// The names of an enumeration's cases, or the error for cases with associated values.
    static func enumCases(_ declaration: String) -> Result<[String], ModelExpansion.Failure> {
        let outer = pieces(of: declaration)
        guard let body = outer.first(where: { $0.kind == .group && $0.text.hasPrefix("{") }) else { return .success([]) }
        let list = pieces(of: String(body.text.dropFirst().dropLast()))
        var names: [String] = []
        var i = 0
        while i < list.count {
            guard list[i].kind == .word, list[i].text == "case" else {
                i += 1
                continue
            }
            i += 1
            while i < list.count, list[i].kind == .word {
                let name = list[i].name
                i += 1
                if i < list.count, list[i].kind == .group, list[i].text.hasPrefix("("), !list[i].afterLineBreak {
                    return .failure(
                        ModelExpansion.Failure(
                            message:
                                "napkin's @Generable reads enums whose cases have no associated values ('\(name)' has some): use a @Generable struct for the values"
                        ))
                }
                names.append(name)
                if i < list.count, list[i].text == "=" { i += 2 }  // a raw value
                guard i < list.count, list[i].text == "," else { break }
                i += 1
            }
        }
        return .success(names)
    }
}
