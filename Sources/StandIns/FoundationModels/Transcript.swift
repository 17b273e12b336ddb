import Foundation

/// What a session said and heard, in order: its instructions, each prompt, tool calls and outputs, and
/// each response. (napkin keeps the entries' text and content; tool definitions list names and descriptions.)
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    var entries: [Entry]

    /// A transcript of these entries.
    public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

    /// The position of the first entry.
    public var startIndex: Int { entries.startIndex }
    /// The position after the last entry.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `index`.
    public subscript(index: Int) -> Entry { entries[index] }

    /// One entry of a transcript.
    public enum Entry: Sendable, Equatable, Identifiable, CustomStringConvertible {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case toolCalls(Transcript.ToolCalls)
        case toolOutput(Transcript.ToolOutput)
        case response(Transcript.Response)

        /// The entry's identity.
        public var id: String {
            switch self {
            case .instructions(let entry): entry.id
            case .prompt(let entry): entry.id
            case .toolCalls(let entry): entry.id
            case .toolOutput(let entry): entry.id
            case .response(let entry): entry.id
            }
        }

        /// The entry in words: its kind, then its text.
        public var description: String {
            switch self {
            case .instructions(let entry): "Instructions: " + entry.segments.map(\.description).joined(separator: "\n")
            case .prompt(let entry): "Prompt: " + entry.segments.map(\.description).joined(separator: "\n")
            case .toolCalls(let entry):
                "Tool calls: " + entry.calls.map { "\($0.toolName)(\($0.arguments.jsonString))" }.joined(separator: ", ")
            case .toolOutput(let entry): "Tool output (\(entry.toolName)): " + entry.segments.map(\.description).joined(separator: "\n")
            case .response(let entry): "Response: " + entry.segments.map(\.description).joined(separator: "\n")
            }
        }
    }

    /// A piece of an entry: text, or structured content.
    public enum Segment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        case text(TextSegment)
        case structure(StructuredSegment)

        /// The entry's identity.
        public var id: String {
            switch self {
            case .text(let segment): segment.id
            case .structure(let segment): segment.id
            }
        }

        /// The segment's text, or its content as JSON.
        public var description: String {
            switch self {
            case .text(let segment): segment.content
            case .structure(let segment): segment.content.jsonString
            }
        }
    }

    /// Text.
    public struct TextSegment: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The text.
        public var content: String
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    /// Structured content, as generated for a schema.
    public struct StructuredSegment: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The type's name the content was generated for.
        public var source: String
        /// The content.
        public var content: GeneratedContent
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }

    /// A tool as the instructions describe it.
    public struct ToolDefinition: Sendable, Equatable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String
        /// A tool definition.
        public init(name: String, description: String) {
            self.name = name
            self.description = description
        }
        /// The definition of `tool`.
        public init(tool: some Tool) {
            name = tool.name
            description = tool.description
        }
    }

    /// The instructions entry.
    public struct Instructions: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The entry's text and content.
        public var segments: [Segment]
        /// The tools the session offers.
        public var toolDefinitions: [ToolDefinition]
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }
    }

    /// A prompt entry.
    public struct Prompt: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The entry's text and content.
        public var segments: [Segment]
        /// The sampling options given.
        public var options: GenerationOptions
        /// The schema the answer was asked to follow.
        public var responseFormat: ResponseFormat?
        /// Made of these parts (with a new identity unless one is given).
        public init(
            id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(),
            responseFormat: ResponseFormat? = nil
        ) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The schema a prompt asked the answer to follow.
    public struct ResponseFormat: Sendable, Equatable, CustomStringConvertible {
        /// The schema's title (the type's name).
        public var name: String
        let schemaText: String
        /// The format of `schema`.
        public init(schema: GenerationSchema) {
            name = schema.root.title
            schemaText = schema.debugDescription
        }
        /// The format of `Content`'s schema.
        public init<Content: Generable>(type: Content.Type) { self.init(schema: Content.generationSchema) }
        /// The format's name.
        public var description: String { name }
    }

    /// One call of a tool.
    public struct ToolCall: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The tool's name.
        public var toolName: String
        /// The arguments the tool was called with.
        public var arguments: GeneratedContent
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String = UUID().uuidString, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    /// The tools the model called at once.
    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
        /// The entry's identity.
        public var id: String
        var calls: [ToolCall]
        /// The calls the model made at once.
        public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == ToolCall {
            self.id = id
            self.calls = Array(calls)
        }
        /// The position of the first entry.
        public var startIndex: Int { calls.startIndex }
        /// The position after the last entry.
        public var endIndex: Int { calls.endIndex }
        /// The entry at `index`.
        public subscript(index: Int) -> ToolCall { calls[index] }
    }

    /// What a tool returned.
    public struct ToolOutput: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The tool's name.
        public var toolName: String
        /// The entry's text and content.
        public var segments: [Segment]
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    /// A response entry.
    public struct Response: Sendable, Equatable, Identifiable {
        /// The entry's identity.
        public var id: String
        /// The model assets that wrote the response (none on Linux).
        public var assetIDs: [String]
        /// The entry's text and content.
        public var segments: [Segment]
        /// Made of these parts (with a new identity unless one is given).
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }
}
