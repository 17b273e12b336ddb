import FoundationModels

// The shapes apps declare for the on-device model, expanded by napkin's `@Generable`.

@Generable
struct Flashcard: Equatable {
    @Guide(description: "The question")
    var question: String
    var answer: String
}

@Generable(description: "A short quiz about one topic")
struct Quiz {
    @Guide(description: "The quiz's title, at most five words")
    var title: String
    @Guide(description: "How hard the quiz is", .range(1...5))
    var difficulty: Int
    @Guide(.count(3))
    var cards: [Flashcard]
    var level: Level
    var note: String?
}

@Generable
enum Level: Equatable {
    case beginner, intermediate
    case expert
}

/// A tool as apps declare one: arguments the model generates, output it reads.
struct LookUpWord: Tool {
    let description = "Looks a word up in the dictionary"

    @Generable
    struct Arguments {
        @Guide(description: "The word to look up")
        var word: String
    }

    func call(arguments: Arguments) async throws -> String {
        arguments.word == "napkin" ? "a small cloth for wiping the mouth" : "not in the dictionary"
    }
}
