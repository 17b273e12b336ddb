import Foundation

/// What a session said and heard, in order: its instructions, each prompt, tool calls and outputs, and
/// each response. (napkin keeps the entries' text and content; tool definitions list names and descriptions.)
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    var entries: [Entry]

    public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(index: Int) -> Entry { entries[index] }

    /// One entry of a transcript.
    public enum Entry: Sendable, Equatable, Identifiable, CustomStringConvertible {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case toolCalls(Transcript.ToolCalls)
        case toolOutput(Transcript.ToolOutput)
        case response(Transcript.Response)

        public var id: String {
            switch self {
            case .instructions(let entry): entry.id
            case .prompt(let entry): entry.id
            case .toolCalls(let entry): entry.id
            case .toolOutput(let entry): entry.id
            case .response(let entry): entry.id
            }
        }

        public var description: String {
            switch self {
            case .instructions(let entry): "Instructions: " + entry.segments.map(\.description).joined(separator: "\n")
            case .prompt(let entry): "Prompt: " + entry.segments.map(\.description).joined(separator: "\n")
            case .toolCalls(let entry): "Tool calls: " + entry.calls.map { "\($0.toolName)(\($0.arguments.jsonString))" }.joined(separator: ", ")
            case .toolOutput(let entry): "Tool output (\(entry.toolName)): " + entry.segments.map(\.description).joined(separator: "\n")
            case .response(let entry): "Response: " + entry.segments.map(\.description).joined(separator: "\n")
            }
        }
    }

    /// A piece of an entry: text, or structured content.
    public enum Segment: Sendable, Equatable, Identifiable, CustomStringConvertible {
        case text(TextSegment)
        case structure(StructuredSegment)

        public var id: String {
            switch self {
            case .text(let segment): segment.id
            case .structure(let segment): segment.id
            }
        }

        public var description: String {
            switch self {
            case .text(let segment): segment.content
            case .structure(let segment): segment.content.jsonString
            }
        }
    }

    public struct TextSegment: Sendable, Equatable, Identifiable {
        public var id: String
        public var content: String
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    public struct StructuredSegment: Sendable, Equatable, Identifiable {
        public var id: String
        /// The type's name the content was generated for.
        public var source: String
        public var content: GeneratedContent
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }

    /// A tool as the instructions describe it.
    public struct ToolDefinition: Sendable, Equatable {
        public var name: String
        public var description: String
        public init(name: String, description: String) {
            self.name = name
            self.description = description
        }
        public init(tool: some Tool) {
            name = tool.name
            description = tool.description
        }
    }

    public struct Instructions: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var toolDefinitions: [ToolDefinition]
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }
    }

    public struct Prompt: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var options: GenerationOptions
        public var responseFormat: ResponseFormat?
        public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(), responseFormat: ResponseFormat? = nil) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The schema a prompt asked the answer to follow.
    public struct ResponseFormat: Sendable, Equatable, CustomStringConvertible {
        public var name: String
        let schemaText: String
        public init(schema: GenerationSchema) {
            name = {
                switch schema.root {
                case .object(let name, _, _), .choices(let name, _, _), .union(let name, _, _): name
                default: "\(schema.root)"
                }
            }()
            schemaText = schema.debugDescription
        }
        public init<Content: Generable>(type: Content.Type) { self.init(schema: Content.generationSchema) }
        public var description: String { name }
    }

    public struct ToolCall: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var arguments: GeneratedContent
        public init(id: String = UUID().uuidString, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
        public var id: String
        var calls: [ToolCall]
        public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == ToolCall {
            self.id = id
            self.calls = Array(calls)
        }
        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(index: Int) -> ToolCall { calls[index] }
    }

    public struct ToolOutput: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var segments: [Segment]
        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    public struct Response: Sendable, Equatable, Identifiable {
        public var id: String
        public var assetIDs: [String]
        public var segments: [Segment]
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }
}
