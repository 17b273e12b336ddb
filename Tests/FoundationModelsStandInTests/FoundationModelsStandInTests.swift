import Foundation
import FoundationModels
import Testing

/// The responder is shared by the process: these run one at a time.
@Suite("FoundationModels stand-in", .serialized)
struct FoundationModelsStandInTests {
    init() { NapkinLanguageModel.reset() }

    static let cardsJSON = """
        [{"question": "What is the capital of Portugal?", "answer": "Lisbon"},
         {"question": "Which river flows through Lisbon?", "answer": "The Tagus"}]
        """

    @Test("without a responder the model is unavailable because the device is not eligible, as Linux has no model")
    func unavailableWithoutResponder() {
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
        #expect(!SystemLanguageModel.default.isAvailable)
        #expect(SystemLanguageModel(useCase: .contentTagging).availability == .unavailable(.deviceNotEligible))
        NapkinLanguageModel.respond { _, _ in "ok" }
        #expect(SystemLanguageModel.default.availability == .available)
        NapkinLanguageModel.makeUnavailable(.appleIntelligenceNotEnabled)
        #expect(SystemLanguageModel.default.availability == .unavailable(.appleIntelligenceNotEnabled))
        NapkinLanguageModel.reset()
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    }

    @Test("respond without a responder throws assetsUnavailable, saying how a test installs answers")
    func respondThrowsWhenUnavailable() async {
        let session = LanguageModelSession(instructions: "You write flashcards.")
        await #expect {
            try await session.respond(to: "Five cards about Lisbon")
        } throws: { error in
            guard let error = error as? LanguageModelSession.GenerationError, case .assetsUnavailable(let context) = error else {
                return false
            }
            return context.debugDescription.contains("NapkinLanguageModel.respond") && error.errorDescription == context.debugDescription
        }
        #expect(!session.isResponding)
        #expect(session.transcript.count == 1)  // the instructions only
    }

    @Test("with a responder, respond(to:generating:) decodes [Flashcard] from the JSON it answers, and records the prompt")
    func respondGeneratingFlashcards() async throws {
        NapkinLanguageModel.respond { prompt, schema in
            #expect(schema?.debugDescription.contains("\"type\": \"array\"") == true)
            return .text(FoundationModelsStandInTests.cardsJSON)
        }
        let session = LanguageModelSession(instructions: "You write flashcards.")
        let topic = "Lisbon"
        let response = try await session.respond(to: "Five cards about \(topic)", generating: [Flashcard].self)
        #expect(
            response.content == [
                Flashcard(question: "What is the capital of Portugal?", answer: "Lisbon"),
                Flashcard(question: "Which river flows through Lisbon?", answer: "The Tagus"),
            ])
        #expect(NapkinLanguageModel.requests.map(\.prompt) == ["Five cards about Lisbon"])
        #expect(NapkinLanguageModel.requests.first?.instructions == "You write flashcards.")
        // instructions, prompt, response
        #expect(session.transcript.count == 3)
        #expect(response.transcriptEntries.count == 2)
        if case .prompt(let prompt)? = response.transcriptEntries.first {
            #expect(prompt.responseFormat?.name == "Array<Flashcard>")
        } else {
            Issue.record("the first entry of the response is not its prompt")
        }
    }

    @Test("an answer that does not fit the type throws decodingFailure naming what is missing")
    func decodingFailure() async throws {
        NapkinLanguageModel.respond { _, _ in .text(#"[{"question": "Where?"}]"#) }
        let session = LanguageModelSession()
        await #expect {
            try await session.respond(to: "Cards", generating: [Flashcard].self)
        } throws: { error in
            guard case .decodingFailure(let context)? = error as? LanguageModelSession.GenerationError else { return false }
            return context.debugDescription.contains("answer")
        }
        NapkinLanguageModel.respond { _, _ in "not json" }
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond(to: "Cards", generating: [Flashcard].self)
        }
    }

    @Test("a schema lists the properties in order, with their @Guide descriptions and guides")
    func schemaListsGuidedProperties() throws {
        let card = Flashcard.generationSchema
        #expect(card.properties.map(\.name) == ["question", "answer"])
        #expect(card.properties.map(\.description) == ["The question", nil])
        let quiz = Quiz.generationSchema
        #expect(quiz.description == "A short quiz about one topic")
        #expect(quiz.properties.map(\.name) == ["title", "difficulty", "cards", "level", "note"])
        #expect(quiz.properties[1].guideDescriptions == ["minimum: 1", "maximum: 5"])
        #expect(quiz.properties[2].guideDescriptions == ["minItems: 3", "maxItems: 3"])
        let json = try GeneratedContent(json: quiz.debugDescription)
        let required: [String] = try json.value(forProperty: "required")
        #expect(required == ["title", "difficulty", "cards", "level"])  // `note` is optional
        #expect(quiz.debugDescription.contains(#""enum": ["beginner", "intermediate", "expert"]"#))
        #expect(quiz.debugDescription.contains(#""description": "The question""#))
        // Codable as JSON Schema, and back
        let data = try JSONEncoder().encode(quiz)
        let decoded = try JSONDecoder().decode(GenerationSchema.self, from: data)
        #expect(decoded.debugDescription == quiz.debugDescription)
    }

    @Test("@Generable types read and write their content; an enum reads its case names")
    func generableRoundTrip() throws {
        let quiz = Quiz(
            title: "Lisbon", difficulty: 2, cards: [Flashcard(question: "Q", answer: "A")], level: .expert, note: nil)
        let content = quiz.generatedContent
        #expect(
            content.jsonString.hasPrefix(
                #"{"title": "Lisbon", "difficulty": 2, "cards": [{"question": "Q", "answer": "A"}], "level": "expert""#))
        let back = try Quiz(GeneratedContent(json: content.jsonString))
        #expect(back.cards == quiz.cards && back.level == .expert && back.note == nil && back.difficulty == 2)
        #expect(try Level(GeneratedContent("beginner")) == .beginner)
        #expect(throws: LanguageModelSession.GenerationError.self) { try Level(GeneratedContent("master")) }
        #expect(throws: LanguageModelSession.GenerationError.self) { try Int(GeneratedContent(2.5)) }
    }

    @Test("GeneratedContent parses JSON keeping the order of keys, and rejects what is not JSON")
    func generatedContentJSON() throws {
        let content = try GeneratedContent(json: #" {"b": [1, 2.5, true, null], "a": {"x": "y\n\u00e9"}} "#)
        guard case .structure(let properties, let keys) = content.kind else {
            Issue.record("not a structure")
            return
        }
        #expect(keys == ["b", "a"])
        #expect(
            properties["b"]?.kind
                == .array([
                    GeneratedContent(kind: .number(1)), GeneratedContent(kind: .number(2.5)), GeneratedContent(kind: .bool(true)),
                    GeneratedContent(kind: .null),
                ]))
        #expect(try content.value(GeneratedContent.self, forProperty: "a").value(String.self, forProperty: "x") == "y\né")
        #expect(content.jsonString == #"{"b": [1, 2.5, true, null], "a": {"x": "y\né"}}"#)
        let built = GeneratedContent(properties: ["name": "Ana", "age": 31])
        #expect(built.jsonString == #"{"name": "Ana", "age": 31}"#)
        for bad in ["{", "[1,]", #"{"a" 1}"#, "tru", "1 2", ""] {
            #expect(throws: LanguageModelSession.GenerationError.self) { try GeneratedContent(json: bad) }
        }
    }

    @Test("streaming yields partial snapshots, element by element and word by word, then the whole value")
    func streamingSnapshots() async throws {
        NapkinLanguageModel.respond { _, _ in .text(FoundationModelsStandInTests.cardsJSON) }
        let session = LanguageModelSession()
        let stream = session.streamResponse(to: "Two cards", generating: [Flashcard].self)
        var snapshots: [[Flashcard.PartiallyGenerated]] = []
        for try await snapshot in stream {
            snapshots.append(snapshot.content)
        }
        #expect(snapshots.count > 4)
        #expect(snapshots.first?.isEmpty == true)
        #expect(snapshots.contains { $0.count == 1 && $0[0].question == "What is" && $0[0].answer == nil })
        let last = try #require(snapshots.last)
        #expect(last.map(\.question) == ["What is the capital of Portugal?", "Which river flows through Lisbon?"])
        #expect(last.map(\.answer) == ["Lisbon", "The Tagus"])
        // an element keeps its identity while it is written
        let firstIDs = Set(snapshots.compactMap { $0.first?.id })
        #expect(firstIDs.count == 1)
        let collected = try await stream.collect()
        #expect(collected.content.count == 2)
        #expect(NapkinLanguageModel.requests.count == 1)  // generated once
        #expect(!session.isResponding)
    }

    @Test("a text stream grows word by word")
    func textStreaming() async throws {
        NapkinLanguageModel.respond { prompt, schema in
            #expect(schema == nil)
            return "Lisbon sits on seven hills."
        }
        var texts: [String] = []
        for try await snapshot in LanguageModelSession().streamResponse(to: "Describe Lisbon") {
            texts.append(snapshot.content)
        }
        #expect(texts == ["Lisbon", "Lisbon sits", "Lisbon sits on", "Lisbon sits on seven", "Lisbon sits on seven hills."])
    }

    @Test("a responder can call the session's tools; the call and its output go into the transcript")
    func toolCalls() async throws {
        NapkinLanguageModel.respondToRequests { request in
            #expect(request.toolNames == ["LookUpWord"])
            let meaning = try await request.callTool(named: "LookUpWord", arguments: GeneratedContent(properties: ["word": "napkin"]))
            await #expect(throws: NapkinLanguageModel.ResponderError.self) {
                try await request.callTool(named: "Weather", arguments: GeneratedContent(properties: [:]))
            }
            return .text("A napkin is \(meaning).")
        }
        let session = LanguageModelSession(tools: [LookUpWord()]) {
            "You explain words."
            "Use the dictionary."
        }
        let response = try await session.respond(to: "What is a napkin?")
        #expect(response.content == "A napkin is a small cloth for wiping the mouth.")
        #expect(NapkinLanguageModel.requests.first?.instructions == "You explain words.\nUse the dictionary.")
        let kinds = session.transcript.map { entry -> String in
            switch entry {
            case .instructions: "instructions"
            case .prompt: "prompt"
            case .toolCalls: "toolCalls"
            case .toolOutput: "toolOutput"
            case .response: "response"
            }
        }
        #expect(kinds == ["instructions", "prompt", "toolCalls", "toolOutput", "response"])
        #expect(LookUpWord().parameters.properties.map(\.name) == ["word"])
    }

    @Test("a second prompt while the first is answered throws concurrentRequests")
    func concurrentRequests() async throws {
        let gate = AsyncGate()
        NapkinLanguageModel.respond { _, _ in
            await gate.wait()
            return "done"
        }
        let session = LanguageModelSession()
        async let first = session.respond(to: "One")
        while !session.isResponding { await Task.yield() }
        await #expect {
            try await session.respond(to: "Two")
        } throws: { error in
            if case .concurrentRequests? = error as? LanguageModelSession.GenerationError { return true }
            return false
        }
        await gate.open()
        #expect(try await first.content == "done")
    }
}

/// Holds a responder until the test lets it answer.
actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
