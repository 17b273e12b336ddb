import Foundation
import Observation

/// A conversation with the model: instructions first, then prompts and the answers, kept in a
/// transcript. One prompt at a time (`isResponding` says when one is under way).
///
/// On Linux the answers come from the responder a test installed (`NapkinLanguageModel.respond`);
/// without one every request throws `GenerationError.assetsUnavailable`, as on a device whose model
/// is unavailable.
public final class LanguageModelSession: Observation.Observable, @unchecked Sendable {
    private let lock = NSLock()
    private let registrar = ObservationRegistrar()
    private var respondingNow = false
    private var entries: Transcript
    let model: SystemLanguageModel
    let tools: [any Tool]
    let instructionsText: String?

    private init(model: SystemLanguageModel, tools: [any Tool], instructionsText: String?, transcript: Transcript?) {
        self.model = model
        self.tools = tools
        self.instructionsText = instructionsText
        if let transcript {
            entries = transcript
        } else if instructionsText != nil || !tools.isEmpty {
            let segments = instructionsText.map { [Transcript.Segment.text(Transcript.TextSegment(content: $0))] } ?? []
            entries = Transcript(entries: [
                .instructions(
                    Transcript.Instructions(
                        segments: segments,
                        toolDefinitions: tools.map { Transcript.ToolDefinition(name: $0.name, description: $0.description) }))
            ])
        } else {
            entries = Transcript()
        }
    }

    /// A session with instructions written as text.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructionsText: instructions, transcript: nil)
    }

    /// A session with instructions built as `Instructions`.
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(model: model, tools: tools, instructionsText: instructions?.text, transcript: nil)
    }

    /// A session whose instructions the closure builds, one part a line.
    public convenience init(
        model: SystemLanguageModel = .default, tools: [any Tool] = [], @InstructionsBuilder instructions: () throws -> Instructions
    ) rethrows {
        self.init(model: model, tools: tools, instructionsText: try instructions().text, transcript: nil)
    }

    /// A session that goes on from an earlier conversation.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        var instructions: String?
        if case .instructions(let entry)? = transcript.first {
            instructions = entry.segments.map(\.description).joined(separator: "\n")
        }
        self.init(model: model, tools: tools, instructionsText: instructions, transcript: transcript)
    }

    /// True while the session answers a prompt.
    public var isResponding: Bool {
        registrar.access(self, keyPath: \.isResponding)
        return lock.withLock { respondingNow }
    }

    /// Everything said so far.
    public var transcript: Transcript {
        registrar.access(self, keyPath: \.transcript)
        return lock.withLock { entries }
    }

    /// Loads the model ahead of the first prompt. Linux has no model to load: nothing to do.
    public func prewarm(promptPrefix: Prompt? = nil) {}

    // MARK: Text

    /// The model's text answer to `prompt`.
    @discardableResult
    public nonisolated(nonsending) func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws
        -> Response<String>
    {
        try await respondText(Prompt(text: prompt), options: options)
    }

    /// The model's text answer to `prompt`.
    @discardableResult
    public nonisolated(nonsending) func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws
        -> Response<String>
    {
        try await respondText(prompt, options: options)
    }

    /// The model's text answer to the prompt the closure builds, one part a line.
    @discardableResult
    public nonisolated(nonsending) func respond(
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<String> {
        try await respondText(try prompt(), options: options)
    }

    // MARK: Generable content

    /// The model's answer to `prompt`, generated as `type` (following its schema).
    @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await respondGenerating(Prompt(text: prompt), includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The model's answer to `prompt`, generated as `type` (following its schema).
    @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        try await respondGenerating(prompt, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The model's answer to the prompt the closure builds, generated as `type`.
    @discardableResult
    public nonisolated(nonsending) func respond<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<Content> {
        try await respondGenerating(try prompt(), includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    // MARK: A schema built at run time

    /// The model's answer to `prompt`, generated following `schema`.
    @discardableResult
    public nonisolated(nonsending) func respond(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await respondSchema(Prompt(text: prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The model's answer to `prompt`, generated following `schema`.
    @discardableResult
    public nonisolated(nonsending) func respond(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        try await respondSchema(prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The model's answer to the prompt the closure builds, generated following `schema`.
    @discardableResult
    public nonisolated(nonsending) func respond(
        schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<GeneratedContent> {
        try await respondSchema(try prompt(), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    // MARK: Streaming

    /// The text answer to `prompt` as it is written, word by word.
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<String> {
        stream(Prompt(text: prompt), schema: nil, includeSchemaInPrompt: false, options: options)
    }

    /// The text answer to `prompt` as it is written, word by word.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<String> {
        stream(prompt, schema: nil, includeSchemaInPrompt: false, options: options)
    }

    /// The text answer to the prompt the closure builds, as it is written.
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows
        -> sending ResponseStream<String>
    {
        stream(try prompt(), schema: nil, includeSchemaInPrompt: false, options: options)
    }

    /// The answer to `prompt`, generated as `type`, in partial snapshots.
    public func streamResponse<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        stream(Prompt(text: prompt), schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The answer to `prompt`, generated as `type`, in partial snapshots.
    public func streamResponse<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        stream(prompt, schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The answer to the prompt the closure builds, generated as `type`, in partial snapshots.
    public func streamResponse<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> sending ResponseStream<Content> {
        stream(try prompt(), schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The answer to `prompt`, generated following `schema`, in partial snapshots.
    public func streamResponse(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<GeneratedContent> {
        stream(Prompt(text: prompt), schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    /// The answer to `prompt`, generated following `schema`, in partial snapshots.
    public func streamResponse(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<GeneratedContent> {
        stream(prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    // MARK: Generation

    private nonisolated(nonsending) func respondText(_ prompt: Prompt, options: GenerationOptions) async throws -> Response<String> {
        let (raw, entries) = try await generate(prompt, schema: nil, includeSchemaInPrompt: false, options: options)
        return Response(content: try String(raw), rawContent: raw, transcriptEntries: entries)
    }

    private nonisolated(nonsending) func respondGenerating<Content: Generable>(
        _ prompt: Prompt, includeSchemaInPrompt: Bool, options: GenerationOptions
    ) async throws -> Response<Content> {
        let (raw, entries) = try await generate(
            prompt, schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
        return Response(content: try Content(raw), rawContent: raw, transcriptEntries: entries)
    }

    private nonisolated(nonsending) func respondSchema(
        _ prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool, options: GenerationOptions
    ) async throws -> Response<GeneratedContent> {
        let (raw, entries) = try await generate(prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
        return Response(content: raw, rawContent: raw, transcriptEntries: entries)
    }

    private func stream<Content: Generable>(
        _ prompt: Prompt, schema: GenerationSchema?, includeSchemaInPrompt: Bool, options: GenerationOptions
    ) -> ResponseStream<Content> {
        ResponseStream(
            state: ResponseStreamState { [self] in
                try await self.generate(prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
            })
    }

    private func setResponding(_ value: Bool) {
        registrar.withMutation(of: self, keyPath: \.isResponding) { lock.withLock { respondingNow = value } }
    }

    private func append(_ added: [Transcript.Entry]) -> ArraySlice<Transcript.Entry> {
        registrar.withMutation(of: self, keyPath: \.transcript) {
            lock.withLock {
                entries.entries.append(contentsOf: added)
                return entries.entries[(entries.entries.count - added.count)...]
            }
        }
    }

    /// Appends a tool call and its output (a responder called a tool).
    func recordToolCall(_ call: Transcript.ToolCall, output: String) {
        _ = append([
            .toolCalls(Transcript.ToolCalls([call])),
            .toolOutput(
                Transcript.ToolOutput(id: call.id, toolName: call.toolName, segments: [.text(Transcript.TextSegment(content: output))])),
        ])
    }

    /// Asks the responder for the answer to `prompt` and records both in the transcript.
    func generate(_ prompt: Prompt, schema: GenerationSchema?, includeSchemaInPrompt: Bool, options: GenerationOptions) async throws
        -> (GeneratedContent, ArraySlice<Transcript.Entry>)
    {
        guard let responder = NapkinLanguageModel.responder(for: model) else {
            let reason: String
            switch model.availability {
            case .unavailable(.appleIntelligenceNotEnabled): reason = "Apple Intelligence is not enabled"
            case .unavailable(.modelNotReady): reason = "the model is not ready"
            default: reason = "Linux has no on-device language model (the device is not eligible)"
            }
            throw GenerationError.assetsUnavailable(
                GenerationError.Context(
                    debugDescription:
                        "The model is unavailable: \(reason). Check SystemLanguageModel.default.availability before prompting; in a test, install answers with NapkinLanguageModel.respond { prompt, schema in … } (and NapkinLanguageModel.reset() afterwards)."
                ))
        }
        let wasResponding = lock.withLock {
            defer { respondingNow = true }
            return respondingNow
        }
        guard !wasResponding else {
            throw GenerationError.concurrentRequests(
                GenerationError.Context(
                    debugDescription: "The session is still responding to an earlier prompt; wait for it (isResponding) first."))
        }
        registrar.withMutation(of: self, keyPath: \.isResponding) {}
        defer { setResponding(false) }
        let before = transcript
        let format = schema.map { Transcript.ResponseFormat(schema: $0) }
        let promptEntry = Transcript.Entry.prompt(
            Transcript.Prompt(segments: [.text(Transcript.TextSegment(content: prompt.text))], options: options, responseFormat: format))
        // The prompt first: tool calls the responder makes come after it, as the model's do.
        _ = append([promptEntry])
        let request = NapkinLanguageModel.Request(
            prompt: prompt.text, instructions: instructionsText, schema: schema, includesSchemaInPrompt: includeSchemaInPrompt,
            options: options,
            transcript: before, tools: tools, session: self)
        NapkinLanguageModel.record(request)
        let reply = try await responder(request)
        let content: GeneratedContent
        switch reply {
        case .text(let text):
            if let schema, schema.root != .string, schema.root != .any {
                do {
                    content = try GeneratedContent(json: text)
                } catch let error as GenerationError {
                    throw GenerationError.decodingFailure(
                        GenerationError.Context(
                            debugDescription:
                                "The responder's text is not the JSON the schema asks for (\(error.context.debugDescription)): \(text)"))
                }
            } else {
                content = GeneratedContent(kind: .string(text))
            }
        case .content(let value):
            content = value
        }
        let segment: Transcript.Segment =
            if case .string(let text) = content.kind, schema == nil || schema?.root == .string {
                .text(Transcript.TextSegment(content: text))
            } else {
                .structure(Transcript.StructuredSegment(source: format?.name ?? "GeneratedContent", content: content))
            }
        _ = append([.response(Transcript.Response(assetIDs: [], segments: [segment]))])
        let all = transcript.entries
        let added = all[(all.lastIndex { $0.id == promptEntry.id } ?? all.startIndex)...]
        return (content, added)
    }

    // MARK: Answers and errors

    /// The model's answer to one prompt.
    public struct Response<Content> {
        /// The answer, read as `Content`.
        public let content: Content
        /// The content as generated, before it was read as `Content`.
        public let rawContent: GeneratedContent
        /// The entries the prompt added to the transcript.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// Why a request failed.
    public enum GenerationError: Error, LocalizedError {
        /// What happened, in words.
        public struct Context: Sendable {
            /// What happened, in words.
            public let debugDescription: String
            /// A context with the description of what happened.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model declined to answer.
        public struct Refusal: Sendable {
            let reason: String
            /// The transcript's entries.
            public let transcriptEntries: [Transcript.Entry]
            /// A refusal explained by these entries.
            public init(transcriptEntries: [Transcript.Entry]) {
                self.transcriptEntries = transcriptEntries
                reason = transcriptEntries.map(\.description).joined(separator: "\n")
            }
            /// The model's explanation of the refusal.
            public var explanation: Response<String> {
                get async throws {
                    Response(
                        content: reason, rawContent: GeneratedContent(kind: .string(reason)),
                        transcriptEntries: ArraySlice(transcriptEntries))
                }
            }
        }

        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                context
            }
        }

        /// What went wrong, in words.
        public var errorDescription: String? { context.debugDescription }

        /// Why the request failed.
        public var failureReason: String? {
            switch self {
            case .exceededContextWindowSize: "The conversation is longer than the model's context window."
            case .assetsUnavailable: "The model's assets are unavailable."
            case .guardrailViolation: "The prompt or the answer was caught by the safety guardrails."
            case .unsupportedGuide: "A generation guide is not supported."
            case .unsupportedLanguageOrLocale: "The model does not write this language."
            case .decodingFailure: "The answer could not be read as the requested type."
            case .rateLimited: "Too many requests."
            case .concurrentRequests: "The session was asked again before it finished answering."
            case .refusal: "The model refused to answer."
            }
        }

        /// What to do about it.
        public var recoverySuggestion: String? {
            switch self {
            case .assetsUnavailable: "Check SystemLanguageModel.default.availability and try again later."
            case .exceededContextWindowSize: "Start a new session with a shorter transcript."
            case .concurrentRequests: "Wait until isResponding is false."
            default: nil
            }
        }
    }

    /// A tool failed while the model was calling it.
    public struct ToolCallError: Error, LocalizedError {
        /// The tool that failed.
        public var tool: any Tool
        /// The error it threw.
        public var underlyingError: any Error
        /// The failure of `tool`, with the error it threw.
        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }
        /// What went wrong, in words.
        public var errorDescription: String? { "The tool '\(tool.name)' failed: \(underlyingError.localizedDescription)" }
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}

/// The snapshots of an answer as the model writes it, ending with the whole answer.
struct ResponseStreamState: @unchecked Sendable {
    private let box: Box

    init(_ run: @escaping @Sendable () async throws -> (GeneratedContent, ArraySlice<Transcript.Entry>)) { box = Box(run) }

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        let run: @Sendable () async throws -> (GeneratedContent, ArraySlice<Transcript.Entry>)
        var task: Task<(GeneratedContent, ArraySlice<Transcript.Entry>), any Error>?
        init(_ run: @escaping @Sendable () async throws -> (GeneratedContent, ArraySlice<Transcript.Entry>)) { self.run = run }
    }

    /// The whole answer (generated once, however many iterate).
    func result() async throws -> (GeneratedContent, ArraySlice<Transcript.Entry>) {
        let task = box.lock.withLock {
            if let task = box.task { return task }
            let run = box.run
            let task = Task { try await run() }
            box.task = task
            return task
        }
        return try await task.value
    }
}

extension LanguageModelSession {
    /// An answer arriving in snapshots: each a partial value (`Content.PartiallyGenerated`), the last the whole.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        /// Each element is a snapshot.
        public typealias Element = Snapshot
        /// Any error the session or the responder throws.
        public typealias Failure = any Error

        let state: ResponseStreamState

        /// The answer so far.
        public struct Snapshot {
            /// The answer so far: properties not yet written are `nil`.
            public var content: Content.PartiallyGenerated
            /// The content as generated, before it was read as `Content`.
            public var rawContent: GeneratedContent
            /// The prompt's and the response's entries, on the last snapshot (empty before).
            public var transcriptEntries: ArraySlice<Transcript.Entry>
        }

        /// Generates the answer on the first `next()`, then gives the snapshots in order.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Any error the session or the responder throws.
            public typealias Failure = any Error
            let state: ResponseStreamState
            var states: [GeneratedContent]?
            var entries: ArraySlice<Transcript.Entry> = []
            var position = 0

            /// The next snapshot, or `nil` after the whole answer.
            public mutating func next() async throws -> Snapshot? {
                try await next(isolation: nil)
            }

            /// The next snapshot, or `nil` after the whole answer.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Snapshot? {
                if states == nil {
                    let (raw, added) = try await state.result()
                    states = raw.growth()
                    entries = added
                }
                guard let states else { return nil }
                while position < states.count {
                    let raw = states[position]
                    position += 1
                    let isLast = position == states.count
                    do {
                        let content = try Content.PartiallyGenerated(raw)
                        return Snapshot(content: content, rawContent: raw, transcriptEntries: isLast ? entries : [])
                    } catch {
                        // A snapshot the partial form cannot read yet is skipped, as the model's are;
                        // the whole answer must read.
                        if isLast { throw error }
                    }
                }
                return nil
            }
        }

        /// An iterator over the snapshots (the answer is generated once, however many iterate).
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(state: state) }

        /// Waits for the whole answer.
        public nonisolated(nonsending) func collect() async throws -> sending Response<Content> {
            let (raw, entries) = try await state.result()
            return Response(content: try Content(raw), rawContent: raw, transcriptEntries: entries)
        }
    }
}

extension GeneratedContent {
    /// The content with an identity on every structure, so snapshots of the same element keep it.
    func identified() -> GeneratedContent {
        var copy = self
        switch kind {
        case .array(let elements):
            copy.kind = .array(elements.map { $0.identified() })
        case .structure(let properties, let keys):
            copy.kind = .structure(properties: properties.mapValues { $0.identified() }, orderedKeys: keys)
            if copy.id == nil { copy.id = GenerationID() }
        default:
            break
        }
        return copy
    }

    /// The states of the content as a model writes it: strings word by word, arrays element by element,
    /// structures property by property; the last state is the content itself, complete.
    func growth() -> [GeneratedContent] {
        let whole = identified()
        var states = whole.partialStates()
        for index in states.indices { states[index].markIncomplete() }
        if states.last != whole || states.isEmpty { states.append(whole) } else { states[states.count - 1] = whole }
        return states
    }

    private mutating func markIncomplete() {
        isComplete = false
        switch kind {
        case .array(var elements):
            if !elements.isEmpty { elements[elements.count - 1].markIncomplete() }
            kind = .array(elements)
        case .structure(var properties, let keys):
            if let last = keys.last { properties[last]?.markIncomplete() }
            kind = .structure(properties: properties, orderedKeys: keys)
        default:
            break
        }
    }

    private func partialStates() -> [GeneratedContent] {
        switch kind {
        case .string(let text):
            var states: [GeneratedContent] = []
            var prefix = ""
            for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                prefix += (index > 0 ? " " : "") + word
                var state = self
                state.kind = .string(prefix)
                states.append(state)
            }
            return states
        case .array(let elements):
            var empty = self
            empty.kind = .array([])
            var states = [empty]
            for (index, element) in elements.enumerated() {
                for partial in element.partialStates() {
                    var state = self
                    state.kind = .array(Array(elements[..<index]) + [partial])
                    states.append(state)
                }
            }
            return states
        case .structure(let properties, let keys):
            var empty = self
            empty.kind = .structure(properties: [:], orderedKeys: [])
            var states = [empty]
            for (index, key) in keys.enumerated() {
                guard let value = properties[key] else { continue }
                var written: [String: GeneratedContent] = [:]
                for earlier in keys[..<index] { written[earlier] = properties[earlier] }
                for partial in value.partialStates() {
                    var state = self
                    written[key] = partial
                    state.kind = .structure(properties: written, orderedKeys: Array(keys[...index]))
                    states.append(state)
                }
            }
            return states
        default:
            return [self]
        }
    }
}
