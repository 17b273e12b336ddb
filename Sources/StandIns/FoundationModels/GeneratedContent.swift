import Foundation

/// A value the model generated, or is generating: JSON's shapes (null, booleans, numbers, strings,
/// arrays and structures whose keys keep the order they were written in), with the identity
/// streaming uses to tell elements apart between snapshots.
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    /// The shape of a generated value.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The value's shape.
    public var kind: Kind
    /// The identity of the value across the snapshots of a stream, when it has one.
    public var id: GenerationID?
    /// False for a snapshot the model is still adding to.
    public var isComplete: Bool

    /// Content of this shape.
    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
        self.isComplete = true
    }

    /// The value's content.
    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    /// The value's content, with this identity.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// A structure with the properties in the order written.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values[key] == nil { keys.append(key) }
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// An array of the elements' contents.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element: ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Parses JSON text (as a model writes it for a schema). Keys keep their order.
    ///
    /// - Throws: `LanguageModelSession.GenerationError.decodingFailure` saying where the text stops being JSON.
    public init(json: String) throws {
        var parser = JSONTextParser(json)
        self = try parser.document()
    }

    /// The content as JSON text (keys in order; whole numbers without a fraction).
    public var jsonString: String {
        var text = ""
        writeJSON(into: &text)
        return text
    }

    /// The content as JSON text.
    public var debugDescription: String { jsonString }

    /// Equal when the values are, whatever their identities.
    public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool { lhs.kind == rhs.kind }

    // MARK: Generable (GeneratedContent is its own content)

    /// Any content.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .any) }

    /// The content itself.
    public init(_ content: GeneratedContent) throws { self = content }

    /// The content itself.
    public var generatedContent: GeneratedContent { self }

    // MARK: Reading values

    /// The content read as `type`.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// The named property read as `type`; throws when the content is not a structure or lacks it.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws
        -> Value
    {
        guard case .structure(let properties, _) = kind else {
            throw GeneratedContent.failure("expected a structure with a property '\(property)', found \(kindName)")
        }
        guard let value = properties[property] else {
            throw GeneratedContent.failure("the structure has no property '\(property)' (it has \(properties.keys.sorted()))")
        }
        do {
            return try Value(value)
        } catch let error as LanguageModelSession.GenerationError {
            throw GeneratedContent.failure("property '\(property)': \(error.context.debugDescription)")
        }
    }

    /// The named property read as `type`, or `nil` when it is missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws
        -> Value?
    {
        guard case .structure(let properties, _) = kind else {
            throw GeneratedContent.failure("expected a structure with a property '\(property)', found \(kindName)")
        }
        guard let value = properties[property], value.kind != .null else { return nil }
        do {
            return try Value(value)
        } catch let error as LanguageModelSession.GenerationError {
            throw GeneratedContent.failure("property '\(property)': \(error.context.debugDescription)")
        }
    }

    /// The kind's name, for messages.
    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .structure: "a structure"
        }
    }

    /// The decoding failure a type's initializer throws for content of the wrong shape.
    static func failure(_ message: String) -> LanguageModelSession.GenerationError {
        .decodingFailure(LanguageModelSession.GenerationError.Context(debugDescription: message))
    }

    func writeJSON(into text: inout String) {
        switch kind {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                text += String(Int64(value))
            } else if value.isFinite {
                text += "\(value)"
            } else {
                text += "null"
            }
        case .string(let value): text += jsonQuoted(value)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.writeJSON(into: &text)
            }
            text += "]"
        case .structure(let properties, let keys):
            text += "{"
            for (index, key) in keys.enumerated() {
                if index > 0 { text += ", " }
                text += jsonQuoted(key) + ": "
                (properties[key] ?? GeneratedContent(kind: .null)).writeJSON(into: &text)
            }
            text += "}"
        }
    }
}

/// `text` as a JSON string literal.
func jsonQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                result += String(format: "\\u%04x", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// The identity of a generated value, stable across the snapshots of one stream.
public struct GenerationID: Sendable, Hashable {
    private let value: UUID
    /// A new identity.
    public init() { value = UUID() }
}

/// A strict JSON reader that keeps the order of keys (JSONSerialization does not).
struct JSONTextParser {
    let characters: [Unicode.Scalar]
    var index = 0
    var depth = 0

    init(_ text: String) { characters = Array(text.unicodeScalars) }

    mutating func document() throws -> GeneratedContent {
        let value = try parseValue()
        skipSpace()
        guard index == characters.count else { throw error("text after the JSON value") }
        return value
    }

    func error(_ what: String) -> LanguageModelSession.GenerationError {
        GeneratedContent.failure("not JSON: \(what) at offset \(index)")
    }

    mutating func skipSpace() {
        while index < characters.count, [" ", "\n", "\r", "\t"].contains(characters[index]) { index += 1 }
    }

    mutating func parseValue() throws -> GeneratedContent {
        skipSpace()
        guard index < characters.count else { throw error("the text ends where a value should be") }
        switch characters[index] {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return GeneratedContent(kind: .string(try parseString()))
        case "t": try expectWord("true"); return GeneratedContent(kind: .bool(true))
        case "f": try expectWord("false"); return GeneratedContent(kind: .bool(false))
        case "n": try expectWord("null"); return GeneratedContent(kind: .null)
        default: return GeneratedContent(kind: .number(try parseNumber()))
        }
    }

    mutating func expectWord(_ word: String) throws {
        for scalar in word.unicodeScalars {
            guard index < characters.count, characters[index] == scalar else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= 256 else { throw error("nesting deeper than 256 levels") }
    }

    mutating func parseObject() throws -> GeneratedContent {
        try enter()
        defer { depth -= 1 }
        index += 1
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        skipSpace()
        if index < characters.count, characters[index] == "}" {
            index += 1
            return GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
        }
        while true {
            skipSpace()
            guard index < characters.count, characters[index] == "\"" else { throw error("expected a quoted key") }
            let key = try parseString()
            skipSpace()
            guard index < characters.count, characters[index] == ":" else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            let value = try parseValue()
            if properties[key] == nil { keys.append(key) }
            properties[key] = value
            skipSpace()
            guard index < characters.count else { throw error("the object is not closed") }
            if characters[index] == "," {
                index += 1
            } else if characters[index] == "}" {
                index += 1
                return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    mutating func parseArray() throws -> GeneratedContent {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [GeneratedContent] = []
        skipSpace()
        if index < characters.count, characters[index] == "]" {
            index += 1
            return GeneratedContent(kind: .array([]))
        }
        while true {
            elements.append(try parseValue())
            skipSpace()
            guard index < characters.count else { throw error("the array is not closed") }
            if characters[index] == "," {
                index += 1
            } else if characters[index] == "]" {
                index += 1
                return GeneratedContent(kind: .array(elements))
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    mutating func parseString() throws -> String {
        index += 1
        var result = String.UnicodeScalarView()
        while index < characters.count {
            let scalar = characters[index]
            index += 1
            switch scalar {
            case "\"": return String(result)
            case "\\":
                guard index < characters.count else { throw error("the string is not closed") }
                let escape = characters[index]
                index += 1
                switch escape {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code), index + 1 < characters.count, characters[index] == "\\",
                        characters[index + 1] == "u"
                    {
                        index += 2
                        let low = try hexQuad()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw error("unknown escape '\\\(escape)'")
                }
            default:
                guard scalar.value >= 0x20 else { throw error("a control character inside a string") }
                result.append(scalar)
            }
        }
        throw error("the string is not closed")
    }

    mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= characters.count, let value = UInt32(String(String.UnicodeScalarView(characters[index..<index + 4])), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }

    mutating func parseNumber() throws -> Double {
        let start = index
        while index < characters.count, "+-0123456789.eE".unicodeScalars.contains(characters[index]) { index += 1 }
        guard index > start, let value = Double(String(String.UnicodeScalarView(characters[start..<index]))) else {
            throw error("expected a value")
        }
        return value
    }
}
