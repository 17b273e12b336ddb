import Foundation

/// A type a value can be read from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// Reads the value; throws `LanguageModelSession.GenerationError.decodingFailure` for content of another shape.
    init(_ content: GeneratedContent) throws
}

/// A type whose values can be written as generated content (and so given in prompts and instructions).
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The content's JSON text as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
    /// The content's JSON text as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
}

/// A type the model can generate: a schema it is generated from, and a way to read and write it.
/// `@Generable` writes the conformance for structures and enumerations.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// What a stream shows while the value is generated (properties that have not arrived are `nil`).
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// The schema the model follows when generating values of this type.
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// The value as a complete snapshot of itself.
    public func asPartiallyGenerated() -> PartiallyGenerated {
        if let same = self as? PartiallyGenerated { return same }
        do {
            return try PartiallyGenerated(generatedContent)
        } catch {
            // Only a hand-written conformance whose partial form cannot read its own content gets here.
            fatalError("\(Self.self).PartiallyGenerated cannot read \(Self.self)'s generated content: \(error)")
        }
    }
}

/// `T.PartiallyGenerated`, spelled so that `@Generable`'s expansion can write it for any property type.
public typealias _PartiallyGeneratedOf<T: Generable> = T.PartiallyGenerated

// MARK: The standard types

extension String: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .string) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.failure("expected a string, found \(content.kindName)") }
        self = value
    }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
    /// The text as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: self) }
    /// The text as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: self) }
}

extension Bool: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .boolean) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.failure("expected a boolean, found \(content.kindName)") }
        self = value
    }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

/// Reads a number from `content` for `type` (for messages).
private func number(_ content: GeneratedContent, as type: String) throws -> Double {
    guard case .number(let value) = content.kind else { throw GeneratedContent.failure("expected \(type), found \(content.kindName)") }
    return value
}

extension Int: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .integer) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws {
        let value = try number(content, as: "an integer")
        guard value == value.rounded(), let exact = Int(exactly: value) else {
            throw GeneratedContent.failure("expected an integer, found \(value)")
        }
        self = exact
    }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .number) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws { self = try number(content, as: "a number") }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .number) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws { self = Float(try number(content, as: "a number")) }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .number) }
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws { self = Decimal(try number(content, as: "a number")) }
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue)) }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    /// The elements' instructions, one a line.
    public var instructionsRepresentation: Instructions {
        Instructions(text: map { Instructions.text(of: $0) }.joined(separator: "\n"))
    }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    /// The elements' prompts, one a line.
    public var promptRepresentation: Prompt { Prompt(text: map { Prompt.text(of: $0) }.joined(separator: "\n")) }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    /// The value as generated content.
    public var generatedContent: GeneratedContent { GeneratedContent(elements: self) }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    /// Reads the value from generated content; throws `GenerationError.decodingFailure` for another shape.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else {
            throw GeneratedContent.failure("expected an array, found \(content.kindName)")
        }
        var values: [Element] = []
        for (index, element) in elements.enumerated() {
            do {
                values.append(try Element(element))
            } catch let error as LanguageModelSession.GenerationError {
                throw GeneratedContent.failure("element \(index): \(error.context.debugDescription)")
            }
        }
        self = values
    }
}

extension Array: Generable where Element: Generable {
    /// A partial array: the elements written so far, each partial.
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]
    /// The schema of this type's values.
    public static var generationSchema: GenerationSchema { GenerationSchema(node: .array(GenerationSchema.node(for: Element.self))) }
}

extension Optional: InstructionsRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value's content, or null.
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

// MARK: Instructions and prompts

/// A type that can be written in a session's instructions.
public protocol InstructionsRepresentable {
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// A type that can be written in a prompt.
public protocol PromptRepresentable {
    @PromptBuilder var promptRepresentation: Prompt { get }
}

/// What the model is told to do for a whole session, before any prompt.
public struct Instructions: Sendable, InstructionsRepresentable {
    /// The text the parts are joined into (one part a line).
    let text: String

    init(text: String) { self.text = text }

    /// The text of `content`. Instructions and strings give theirs directly: their
    /// `instructionsRepresentation` is built by `InstructionsBuilder`, which comes back here.
    static func text(of content: some InstructionsRepresentable) -> String {
        if let instructions = content as? Instructions { return instructions.text }
        if let string = content as? String { return string }
        return content.instructionsRepresentation.text
    }

    /// Instructions of `content`'s text.
    public init(_ content: some InstructionsRepresentable) { text = Instructions.text(of: content) }

    /// Instructions the closure builds, one part a line.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { text = try content().text }

    /// The text as instructions.
    public var instructionsRepresentation: Instructions { self }
}

/// One request to the model.
public struct Prompt: Sendable, PromptRepresentable {
    /// The text the parts are joined into (one part a line).
    let text: String

    init(text: String) { self.text = text }

    /// The text of `content`. Prompts and strings give theirs directly: their `promptRepresentation`
    /// is built by `PromptBuilder`, which comes back here.
    static func text(of content: some PromptRepresentable) -> String {
        if let prompt = content as? Prompt { return prompt.text }
        if let string = content as? String { return string }
        return content.promptRepresentation.text
    }

    /// A prompt of `content`'s text.
    public init(_ content: some PromptRepresentable) { text = Prompt.text(of: content) }

    /// A prompt the closure builds, one part a line.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { text = try content().text }

    /// The text as a prompt.
    public var promptRepresentation: Prompt { self }
}

/// Joins its parts into instructions, one part a line (empty parts left out).
@resultBuilder
public struct InstructionsBuilder {
    /// Joins the parts written one after another.
    public static func buildBlock<each I: InstructionsRepresentable>(_ components: repeat each I) -> Instructions {
        var parts: [String] = []
        for component in repeat each components { parts.append(Instructions.text(of: component)) }
        return Instructions(text: parts.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
    /// Joins the parts a `for` loop wrote.
    public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
        Instructions(text: instructions.map { Instructions.text(of: $0) }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
    /// The part an `if` or a `switch` chose.
    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions { Instructions(component) }
    /// The part an `else` or a `switch` chose.
    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions { Instructions(component) }
    /// The part an `if` without `else` wrote, or nothing.
    public static func buildOptional(_ instructions: Instructions?) -> Instructions { instructions ?? Instructions(text: "") }
    /// A part written under `if #available`.
    public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
        Instructions(instructions)
    }
    /// One part, as written.
    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I { expression }
    /// One part, as written.
    public static func buildExpression(_ expression: Instructions) -> Instructions { expression }
}

/// Joins its parts into a prompt, one part a line (empty parts left out).
@resultBuilder
public struct PromptBuilder {
    /// Joins the parts written one after another.
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        var parts: [String] = []
        for component in repeat each components { parts.append(Prompt.text(of: component)) }
        return Prompt(text: parts.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
    /// Joins the parts a `for` loop wrote.
    public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt {
        Prompt(text: prompts.map { Prompt.text(of: $0) }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }
    /// The part an `if` or a `switch` chose.
    public static func buildEither(first component: some PromptRepresentable) -> Prompt { Prompt(component) }
    /// The part an `else` or a `switch` chose.
    public static func buildEither(second component: some PromptRepresentable) -> Prompt { Prompt(component) }
    /// The part an `if` without `else` wrote, or nothing.
    public static func buildOptional(_ prompt: Prompt?) -> Prompt { prompt ?? Prompt(text: "") }
    /// A part written under `if #available`.
    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt { Prompt(prompt) }
    /// One part, as written.
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P { expression }
    /// One part, as written.
    public static func buildExpression(_ expression: Prompt) -> Prompt { expression }
}
