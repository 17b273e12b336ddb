import Foundation
import FoundationModels
import NapkinUI
import SnapshotTesting
import Testing

/// A flashcard screen's model, written as iOS 26 apps write one for the on-device model.
@MainActor @Observable
final class FlashcardModel {
    var cards: [Flashcard] = []
    var partialCards: [Flashcard.PartiallyGenerated] = []
    var errorMessage: String?
    private let session = LanguageModelSession(instructions: "You write flashcards.")

    var isAvailable: Bool {
        switch SystemLanguageModel.default.availability {
        case .available: true
        case .unavailable(.deviceNotEligible), .unavailable(.appleIntelligenceNotEnabled), .unavailable(.modelNotReady): false
        }
    }

    func generate(topic: String) async {
        do {
            let response = try await session.respond(to: "Five cards about \(topic)", generating: [Flashcard].self)
            cards = response.content
        } catch let error as LanguageModelSession.GenerationError {
            errorMessage = error.localizedDescription
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// The other shapes apps use: builders, options and a text stream.
    func explain(_ topic: String, level: Int) async throws -> String {
        let session = LanguageModelSession {
            "You explain topics to students."
            if level > 2 { "Use technical terms." }
        }
        session.prewarm()
        let stream = session.streamResponse(options: GenerationOptions(temperature: 0.4)) {
            "Explain \(topic)"
            "In two sentences."
        }
        var text = ""
        for try await snapshot in stream { text = snapshot.content }
        return text
    }

    func streamCards(topic: String) async throws {
        let stream = session.streamResponse(
            to: Prompt { "Five cards about \(topic)" }, generating: [Flashcard].self,
            options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 400))
        for try await snapshot in stream { partialCards = snapshot.content }
    }

    func tagTopics(in text: String) async throws -> [String] {
        let instructions = Instructions {
            "You tag study notes."
            "Answer with at most three topics."
        }
        let session = LanguageModelSession(model: SystemLanguageModel(useCase: .contentTagging), instructions: instructions)
        return try await session.respond(to: text, generating: [String].self).content
    }
}

/// The screen: the cards, or why there are none.
struct FlashcardScreen: View {
    let model: FlashcardModel

    var body: some View {
        NavigationStack {
            Group {
                switch SystemLanguageModel.default.availability {
                case .available:
                    List(model.cards, id: \.question) { card in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(card.question).font(.headline)
                            Text(card.answer).foregroundStyle(.secondary)
                        }
                    }
                case .unavailable:
                    ContentUnavailableView(
                        "Apple Intelligence is unavailable", systemImage: "sparkles",
                        description: Text("Flashcards are written on this device by Apple Intelligence."))
                }
            }
            .navigationTitle("Flashcards")
        }
    }
}

/// Nested in the stand-in's suite, which is serialized: the responder is shared by the process.
extension FoundationModelsStandInTests {
    @MainActor
    @Suite("a flashcard screen")
    struct FlashcardScreenTests {
        init() { NapkinLanguageModel.reset() }

        @Test("the screen shows the cards a responder generated, in light and dark")
        func generatedCards() async {
            NapkinLanguageModel.respond { _, _ in
                .content(
                    GeneratedContent([
                        Flashcard(question: "What is the capital of Portugal?", answer: "Lisbon"),
                        Flashcard(question: "Which river flows through Lisbon?", answer: "The Tagus"),
                        Flashcard(question: "What is Lisbon's famous tram number?", answer: "28"),
                    ]))
            }
            defer { NapkinLanguageModel.reset() }
            let model = FlashcardModel()
            #expect(model.isAvailable)
            await model.generate(topic: "Lisbon")
            #expect(model.cards.count == 3)
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: FlashcardScreen(model: model),
                    as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("without a model the screen says Apple Intelligence is unavailable, in light and dark")
        func unavailable() async {
            let model = FlashcardModel()
            #expect(!model.isAvailable)
            await model.generate(topic: "Lisbon")
            #expect(model.cards.isEmpty)
            #expect(model.errorMessage?.contains("unavailable") == true)
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: FlashcardScreen(model: model),
                    as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("the builder, options and streaming shapes apps write compile and run")
        func appShapes() async throws {
            NapkinLanguageModel.respondToRequests { request in
                if request.schema != nil {
                    return .content(GeneratedContent([Flashcard(question: "Q1", answer: "A1")]))
                }
                #expect(request.instructions == "You explain topics to students.\nUse technical terms.")
                #expect(request.options.temperature == 0.4)
                return .text("It is \(request.prompt.replacingOccurrences(of: "\n", with: " ")).")
            }
            defer { NapkinLanguageModel.reset() }
            let model = FlashcardModel()
            let text = try await model.explain("tides", level: 3)
            #expect(text == "It is Explain tides In two sentences..")
            try await model.streamCards(topic: "tides")
            #expect(model.partialCards.map(\.answer) == ["A1"])
            NapkinLanguageModel.respondToRequests { request in
                #expect(request.instructions == "You tag study notes.\nAnswer with at most three topics.")
                return .text(#"["tides", "moon"]"#)
            }
            #expect(try await model.tagTopics(in: "The moon pulls the sea.") == ["tides", "moon"])
        }
    }
}
