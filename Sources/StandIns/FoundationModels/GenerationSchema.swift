import Foundation

/// The shape the model generates a type in: a structure's properties (with their descriptions and
/// guides), a choice among strings or types, an array, or a primitive. It encodes as JSON Schema,
/// the form put into prompts (`includeSchemaInPrompt`).
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
    /// One node of a schema.
    indirect enum Node: Sendable, Equatable {
        case string, integer, number, boolean
        /// Any content (`GeneratedContent`'s own schema).
        case any
        case array(Node)
        case object(name: String, description: String?, properties: [Property])
        /// One of these strings (an enumeration's cases, or `anyOf:` choices).
        case choices(name: String, description: String?, [String])
        /// One of these types.
        case union(name: String, description: String?, [Node])
        /// A type already being described further up (a recursive type).
        case reference(String)

        /// The type's name as Swift writes it (`Array<Flashcard>`, `String`).
        var title: String {
            switch self {
            case .string: "String"
            case .integer: "Int"
            case .number: "Double"
            case .boolean: "Bool"
            case .any: "GeneratedContent"
            case .array(let element): "Array<\(element.title)>"
            case .object(let name, _, _), .choices(let name, _, _), .union(let name, _, _), .reference(let name): name
            }
        }
    }

    /// A property of a structure.
    public struct Property: Sendable, Equatable {
        /// The property's name.
        public let name: String
        /// The property's description (its `@Guide`'s).
        public let description: String?
        let node: Node
        let isOptional: Bool
        let constraints: [GenerationGuideConstraint]

        /// A property of type `Value`, generated following `guides`.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            self.description = description
            node = GenerationSchema.node(for: Value.self)
            isOptional = false
            constraints = guides.flatMap(\.constraints)
        }

        /// An optional property: the model may leave it out.
        public init<Value: Generable>(
            name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []
        ) {
            self.name = name
            self.description = description
            node = GenerationSchema.node(for: Value.self)
            isOptional = true
            constraints = guides.flatMap(\.constraints)
        }

        init(name: String, description: String?, node: Node, isOptional: Bool, constraints: [GenerationGuideConstraint]) {
            self.name = name
            self.description = description
            self.node = node
            self.isOptional = isOptional
            self.constraints = constraints
        }

        /// The guides, as JSON Schema keywords would name them (`minItems: 3`, `enum: ["a", "b"]`).
        public var guideDescriptions: [String] { constraints.map(\.summary) }
    }

    let root: Node

    init(node: Node) { root = node }

    /// A structure with these properties.
    public init(type: any Generable.Type, description: String? = nil, properties: [GenerationSchema.Property]) {
        root = .object(name: GenerationSchema.name(of: type), description: description, properties: properties)
    }

    /// One of these strings.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        root = .choices(name: GenerationSchema.name(of: type), description: description, choices)
    }

    /// One of these types.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        root = .union(name: GenerationSchema.name(of: type), description: description, types.map { GenerationSchema.node(for: $0) })
    }

    /// The structure's properties (empty for other schemas).
    public var properties: [Property] {
        if case .object(_, _, let properties) = root { return properties }
        return []
    }

    /// The schema's description, when the type was given one.
    public var description: String? {
        switch root {
        case .object(_, let description, _), .choices(_, let description, _), .union(_, let description, _): description
        default: nil
        }
    }

    /// The type's name as the schema titles it (`Flashcard` for `Quiz.Flashcard`).
    static func name(of type: Any.Type) -> String {
        String(describing: type)
    }

    /// The types whose schemas are being built on this task, so a recursive type refers to itself.
    @TaskLocal static var building: Set<ObjectIdentifier> = []

    /// `type`'s schema node, or a reference to it when it is already being described (recursion).
    static func node(for type: any Generable.Type) -> Node {
        let key = ObjectIdentifier(type)
        if building.contains(key) { return .reference(name(of: type)) }
        return $building.withValue(building.union([key])) { type.generationSchema.root }
    }

    // MARK: JSON Schema

    /// The schema as JSON Schema, as a value.
    var jsonSchema: GeneratedContent { GenerationSchema.json(for: root, constraints: []) }

    /// The schema as JSON Schema text.
    public var debugDescription: String { jsonSchema.jsonString }

    static func json(for node: Node, constraints: [GenerationGuideConstraint]) -> GeneratedContent {
        var keys: [(String, GeneratedContent)] = []
        func add(_ key: String, _ value: some ConvertibleToGeneratedContent) { keys.append((key, value.generatedContent)) }
        switch node {
        case .string: add("type", "string")
        case .integer: add("type", "integer")
        case .number: add("type", "number")
        case .boolean: add("type", "boolean")
        case .any: break
        case .array(let element):
            add("type", "array")
            let elementConstraints = constraints.flatMap { constraint -> [GenerationGuideConstraint] in
                if case .element(let inner) = constraint { return inner }
                return []
            }
            keys.append(("items", json(for: element, constraints: elementConstraints)))
        case .object(let name, let description, let properties):
            add("title", name)
            if let description { add("description", description) }
            add("type", "object")
            var values: [String: GeneratedContent] = [:]
            for property in properties {
                var value = json(for: property.node, constraints: property.constraints)
                if let description = property.description, case .structure(var entries, var order) = value.kind {
                    entries["description"] = description.generatedContent
                    order.insert("description", at: 0)
                    value = GeneratedContent(kind: .structure(properties: entries, orderedKeys: order))
                }
                values[property.name] = value
            }
            keys.append(("properties", GeneratedContent(kind: .structure(properties: values, orderedKeys: properties.map(\.name)))))
            add("required", properties.filter { !$0.isOptional }.map(\.name))
            add("x-order", properties.map(\.name))
            add("additionalProperties", false)
        case .choices(let name, let description, let choices):
            add("title", name)
            if let description { add("description", description) }
            add("type", "string")
            add("enum", choices)
        case .union(let name, let description, let nodes):
            add("title", name)
            if let description { add("description", description) }
            keys.append(("anyOf", GeneratedContent(kind: .array(nodes.map { json(for: $0, constraints: []) }))))
        case .reference(let name):
            add("$ref", "#/$defs/\(name)")
        }
        for constraint in constraints {
            switch constraint {
            case .anyOf(let values): add("enum", values)
            case .constant(let value): add("const", value)
            case .pattern(let pattern): add("pattern", pattern)
            case .minimum(let value): add("minimum", value)
            case .maximum(let value): add("maximum", value)
            case .minimumCount(let count): add("minItems", count)
            case .maximumCount(let count): add("maxItems", count)
            case .element: break
            }
        }
        var values: [String: GeneratedContent] = [:]
        var order: [String] = []
        for (key, value) in keys {
            if values[key] == nil { order.append(key) }
            values[key] = value
        }
        return GeneratedContent(kind: .structure(properties: values, orderedKeys: order))
    }

    /// Reads a node back from JSON Schema (the form `encode(to:)` writes).
    static func node(from json: GeneratedContent) throws -> (Node, [GenerationGuideConstraint]) {
        guard case .structure(let entries, _) = json.kind else { throw SchemaError.notASchema("expected a JSON Schema object") }
        func string(_ key: String) -> String? {
            if case .string(let value)? = entries[key]?.kind { return value }
            return nil
        }
        func strings(_ key: String) -> [String]? {
            guard case .array(let elements)? = entries[key]?.kind else { return nil }
            return elements.compactMap { if case .string(let value) = $0.kind { value } else { nil } }
        }
        func number(_ key: String) -> Double? {
            if case .number(let value)? = entries[key]?.kind { return value }
            return nil
        }
        var constraints: [GenerationGuideConstraint] = []
        if let value = string("const") { constraints.append(.constant(value)) }
        if let value = string("pattern") { constraints.append(.pattern(value)) }
        if let value = number("minimum") { constraints.append(.minimum(value)) }
        if let value = number("maximum") { constraints.append(.maximum(value)) }
        if let value = number("minItems") { constraints.append(.minimumCount(Int(value))) }
        if let value = number("maxItems") { constraints.append(.maximumCount(Int(value))) }
        if let reference = string("$ref") {
            return (.reference(String(reference.split(separator: "/").last ?? "")), constraints)
        }
        let title = string("title")
        let description = string("description")
        if case .array(let options)? = entries["anyOf"]?.kind {
            return (.union(name: title ?? "", description: description, try options.map { try node(from: $0).0 }), constraints)
        }
        switch string("type") {
        case "string":
            if let choices = strings("enum") {
                if let title { return (.choices(name: title, description: description, choices), constraints) }
                constraints.insert(.anyOf(choices), at: 0)
            }
            return (.string, constraints)
        case "integer": return (.integer, constraints)
        case "number": return (.number, constraints)
        case "boolean": return (.boolean, constraints)
        case "array":
            guard let items = entries["items"] else { throw SchemaError.notASchema("an array schema without 'items'") }
            let (element, elementConstraints) = try node(from: items)
            if !elementConstraints.isEmpty { constraints.append(.element(elementConstraints)) }
            return (.array(element), constraints)
        case "object":
            guard case .structure(let propertyEntries, let keys)? = entries["properties"]?.kind else {
                return (.object(name: title ?? "", description: description, properties: []), constraints)
            }
            let required = Set(strings("required") ?? keys)
            let order = strings("x-order") ?? keys
            var properties: [Property] = []
            for key in order {
                guard let value = propertyEntries[key] else { continue }
                let (node, propertyConstraints) = try node(from: value)
                var propertyDescription: String?
                if case .structure(let fields, _) = value.kind, case .string(let text)? = fields["description"]?.kind {
                    propertyDescription = text
                }
                let innerDescription: String? = {
                    switch node {
                    case .object(_, let d, _), .choices(_, let d, _), .union(_, let d, _): d
                    default: nil
                    }
                }()
                properties.append(
                    Property(
                        name: key,
                        description: innerDescription == propertyDescription && innerDescription != nil ? nil : propertyDescription,
                        node: node, isOptional: !required.contains(key), constraints: propertyConstraints))
            }
            return (.object(name: title ?? "", description: description, properties: properties), constraints)
        default:
            return (.any, constraints)
        }
    }

    /// A JSON Schema document this schema cannot be read from.
    public enum SchemaError: Error, LocalizedError, Sendable {
        case notASchema(String)
        /// What went wrong, in words.
        public var errorDescription: String? {
            switch self {
            case .notASchema(let message): "Not a generation schema: \(message)"
            }
        }
    }

    /// Reads the schema from its JSON Schema text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        root = try GenerationSchema.node(from: GeneratedContent(json: text)).0
    }

    /// Encodes the JSON Schema text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonSchema.jsonString)
    }
}

/// One rule a guide adds to a property's schema.
indirect enum GenerationGuideConstraint: Sendable, Equatable {
    case anyOf([String])
    case constant(String)
    case pattern(String)
    case minimum(Double)
    case maximum(Double)
    case minimumCount(Int)
    case maximumCount(Int)
    case element([GenerationGuideConstraint])

    var summary: String {
        switch self {
        case .anyOf(let values): "enum: \(values)"
        case .constant(let value): "const: \(jsonQuoted(value))"
        case .pattern(let pattern): "pattern: \(pattern)"
        case .minimum(let value): "minimum: \(GeneratedContent(kind: .number(value)).jsonString)"
        case .maximum(let value): "maximum: \(GeneratedContent(kind: .number(value)).jsonString)"
        case .minimumCount(let count): "minItems: \(count)"
        case .maximumCount(let count): "maxItems: \(count)"
        case .element(let inner): "items: [\(inner.map(\.summary).joined(separator: ", "))]"
        }
    }
}

/// A rule for how the model generates one property (a range, a count, a set of choices).
public struct GenerationGuide<Value>: Sendable {
    let constraints: [GenerationGuideConstraint]
    init(_ constraints: [GenerationGuideConstraint]) { self.constraints = constraints }
}

extension GenerationGuide where Value == String {
    /// Always this string.
    public static func constant(_ value: String) -> GenerationGuide<String> { GenerationGuide([.constant(value)]) }
    /// One of these strings.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { GenerationGuide([.anyOf(values)]) }
    /// A pattern, written as the regular expression's source text.
    public static func pattern(_ pattern: String) -> GenerationGuide<String> { GenerationGuide([.pattern(pattern)]) }
}

extension GenerationGuide where Value == Int {
    /// At least this value.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide([.minimum(Double(value))]) }
    /// At most this value.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide([.maximum(Double(value))]) }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> {
        GenerationGuide([.minimum(Double(range.lowerBound)), .maximum(Double(range.upperBound))])
    }
}

extension GenerationGuide where Value == Double {
    /// At least this value.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide([.minimum(value)]) }
    /// At most this value.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide([.maximum(value)]) }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> {
        GenerationGuide([.minimum(range.lowerBound), .maximum(range.upperBound)])
    }
}

extension GenerationGuide where Value == Float {
    /// At least this value.
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide([.minimum(Double(value))]) }
    /// At most this value.
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide([.maximum(Double(value))]) }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> {
        GenerationGuide([.minimum(Double(range.lowerBound)), .maximum(Double(range.upperBound))])
    }
}

extension GenerationGuide where Value == Decimal {
    /// At least this value.
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> {
        GenerationGuide([.minimum(NSDecimalNumber(decimal: value).doubleValue)])
    }
    /// At most this value.
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> {
        GenerationGuide([.maximum(NSDecimalNumber(decimal: value).doubleValue)])
    }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> {
        GenerationGuide([
            .minimum(NSDecimalNumber(decimal: range.lowerBound).doubleValue),
            .maximum(NSDecimalNumber(decimal: range.upperBound).doubleValue),
        ])
    }
}

extension GenerationGuide {
    /// Exactly `count` elements.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>([.minimumCount(count), .maximumCount(count)])
    }
    /// Exactly this many elements (or a number in this range).
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>([.minimumCount(range.lowerBound), .maximumCount(range.upperBound)])
    }
    /// At least this many elements.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>([.minimumCount(count)])
    }
    /// At most this many elements.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>([.maximumCount(count)])
    }
    /// A guide for every element.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>([.element(guide.constraints)])
    }
}
