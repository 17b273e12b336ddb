import Foundation
import Synchronization

/// napkin's stand-in for the on-device model, for tests: install a responder and every session's
/// prompts go to it (and `SystemLanguageModel.default.availability` becomes `.available`); without
/// one the model is unavailable (`.deviceNotEligible`), as Linux has no model.
///
/// ```swift
/// NapkinLanguageModel.respond { prompt, schema in
///     .content(GeneratedContent([Flashcard(question: "2 + 2?", answer: "4")]))
/// }
/// defer { NapkinLanguageModel.reset() }
/// ```
///
/// The responder is shared by the whole process: suites that install one should be `.serialized`.
public enum NapkinLanguageModel {
    /// A prompt as a session sends it.
    public struct Request: Sendable {
        /// The prompt's text (the parts of a `Prompt { }` one a line).
        public let prompt: String
        /// The session's instructions' text.
        public let instructions: String?
        /// The schema the answer must follow (`nil` for text).
        public let schema: GenerationSchema?
        /// Whether the session asked for the schema to be put in the prompt.
        public let includesSchemaInPrompt: Bool
        /// The sampling options given.
        public let options: GenerationOptions
        /// The transcript before this prompt.
        public let transcript: Transcript
        let tools: [any Tool]
        let session: LanguageModelSession

        /// The names of the session's tools.
        public var toolNames: [String] { tools.map(\.name) }

        /// Calls the session's tool `name` with `arguments` (read as its `Arguments`), records the call and
        /// its output in the transcript, and returns the output's prompt text — what the model would read.
        public func callTool(named name: String, arguments: GeneratedContent) async throws -> String {
            guard let tool = tools.first(where: { $0.name == name }) else {
                throw ResponderError.unknownTool(name, available: toolNames)
            }
            let output: String
            do {
                output = try await Request.call(tool, with: arguments)
            } catch {
                throw LanguageModelSession.ToolCallError(tool: tool, underlyingError: error)
            }
            session.recordToolCall(Transcript.ToolCall(toolName: name, arguments: arguments), output: output)
            return output
        }

        private static func call<T: Tool>(_ tool: T, with arguments: GeneratedContent) async throws -> String {
            let output = try await tool.call(arguments: try T.Arguments(arguments))
            return Prompt.text(of: output)
        }
    }

    /// What a responder answers: text, or content (for a schema; text for a schema is read as JSON).
    public enum Reply: Sendable, ExpressibleByStringLiteral {
        case text(String)
        case content(GeneratedContent)

        /// A text answer, written as a string literal.
        public init(stringLiteral value: String) { self = .text(value) }
    }

    /// A responder's mistake.
    public enum ResponderError: Error, LocalizedError, Equatable {
        case unknownTool(String, available: [String])
        /// What went wrong, in words.
        public var errorDescription: String? {
            switch self {
            case .unknownTool(let name, let available):
                "The session has no tool named '\(name)' (its tools: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
            }
        }
    }

    private struct State: Sendable {
        var responder: (@Sendable (Request) async throws -> Reply)?
        var unavailableReason: SystemLanguageModel.Availability.UnavailableReason?
        var requests: [Request] = []
    }

    private static let state = Mutex(State())

    /// Answers every prompt with `responder(prompt, schema)`.
    public static func respond(_ responder: @escaping @Sendable (_ prompt: String, _ schema: GenerationSchema?) async throws -> Reply) {
        state.withLock { $0.responder = { request in try await responder(request.prompt, request.schema) } }
    }

    /// Answers every prompt with `responder(request)` (instructions, options, transcript and tools included).
    public static func respondToRequests(_ responder: @escaping @Sendable (Request) async throws -> Reply) {
        state.withLock { $0.responder = responder }
    }

    /// Makes the model unavailable for `reason`, responder or not (`.appleIntelligenceNotEnabled`, `.modelNotReady`).
    public static func makeUnavailable(_ reason: SystemLanguageModel.Availability.UnavailableReason) {
        state.withLock { $0.unavailableReason = reason }
    }

    /// Removes the responder, the chosen unavailability and the recorded requests.
    public static func reset() {
        state.withLock { $0 = State() }
    }

    /// The prompts sessions sent since the last reset, in order.
    public static var requests: [Request] { state.withLock { $0.requests } }

    static var availability: SystemLanguageModel.Availability {
        state.withLock { state in
            if let reason = state.unavailableReason { return .unavailable(reason) }
            return state.responder == nil ? .unavailable(.deviceNotEligible) : .available
        }
    }

    /// The responder, when `model` is available.
    static func responder(for model: SystemLanguageModel) -> (@Sendable (Request) async throws -> Reply)? {
        state.withLock { $0.unavailableReason == nil ? $0.responder : nil }
    }

    static func record(_ request: Request) {
        state.withLock { $0.requests.append(request) }
    }
}
