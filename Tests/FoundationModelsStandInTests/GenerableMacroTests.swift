import Foundation
import PackageTestSupport
import Testing

/// Asks the built macro plugin (NapkinPreviewMacros) for `@Generable`'s expansion in `role`, as the
/// compiler does (one capability request, then one attached-macro request), and returns the answer.
private func expandGenerable(_ declaration: String, role: String = "member") throws -> [String: Any] {
    let location: [String: Any] = ["fileName": "/p/M/Cards.swift", "fileID": "M/Cards.swift", "offset": 0, "line": 1, "column": 1]
    let request: [String: Any] = [
        "macro": ["moduleName": "NapkinPreviewMacros", "name": "Generable", "typeName": "GenerableMacro"], "macroRole": role,
        "discriminator": "$s1M5CardsfMa_", "attributeSyntax": ["kind": "attribute", "source": "@Generable", "location": location],
        "declSyntax": ["kind": "declaration", "source": declaration, "location": location],
        "conformanceListSyntax": ["kind": "type", "source": "Generable", "location": location],
    ]
    return try exchangeWithMacroPlugin(["expandAttachedMacro": request])
}

/// The error the plugin reported, if any.
private func diagnostic(_ answer: [String: Any]) -> String? {
    (answer["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
}

@Suite("FoundationModels stand-in: @Generable's errors")
struct GenerableMacroTests {
    @Test("on a class, @Generable says to write a struct or an enum")
    func notAStructOrEnum() throws {
        let answer = try expandGenerable("@Generable final class Card { var question: String = \"\" }")
        #expect(answer["expandedSource"] is NSNull)
        #expect(diagnostic(answer)?.contains("write 'struct' or 'enum'") == true)
    }

    @Test("an enum case with associated values is reported, with what to use instead")
    func associatedValues() throws {
        let answer = try expandGenerable("@Generable enum Answer {\n    case text(String)\n    case none\n}")
        #expect(diagnostic(answer)?.contains("'text' has some") == true)
        // the extension role stays quiet: the error is reported once
        let quiet = try expandGenerable("@Generable enum Answer {\n    case text(String)\n}", role: "extension")
        #expect(diagnostic(quiet) == nil)
    }

    @Test("a property without a written type is reported: the schema is made from the type")
    func missingType() throws {
        let answer = try expandGenerable("@Generable struct Card {\n    var question = \"\"\n}")
        #expect(diagnostic(answer)?.contains("var question: String") == true)
    }

    @Test("a comment after a property's type is not copied into the schema (it would comment out the rest)")
    func commentsAfterTypes() throws {
        let answer = try expandGenerable(
            "@Generable struct Receipt {\n    var store: String?\n\n    // Totals\n    var total: Double? // in the store's currency\n    var count: Int = 0 /* items */\n}"
        )
        let text = try #require(answer["expandedSource"] as? String)
        #expect(text.contains(#"Property(name: "store", description: nil, type: Swift.Optional<String>.self)"#))
        #expect(text.contains(#"Property(name: "total", description: nil, type: Swift.Optional<Double>.self)"#))
        #expect(text.contains(#"Property(name: "count", description: nil, type: Int.self)"#))
        #expect(!text.contains("Totals") && !text.contains("currency") && !text.contains("items"))
    }

    @Test("the conformance is nonisolated, so an app built with main-actor default isolation can hand its types to a session")
    func nonisolatedConformance() throws {
        let answer = try expandGenerable("@Generable struct Card {\n    var question: String\n}", role: "extension")
        let text = try #require(answer["expandedSource"] as? String)
        #expect(text.contains("extension Card: nonisolated FoundationModels.Generable {"))
    }

    @Test("a struct's expansion lists the properties with their guides, and a constant is left out")
    func structExpansion() throws {
        let answer = try expandGenerable(
            "@Generable struct Card {\n    let kind = \"card\"\n    @Guide(description: \"The question\", .count(2)) var hints: [String]\n    var note: String?\n}"
        )
        let text = try #require(answer["expandedSource"] as? String)
        #expect(text.contains(#"Property(name: "hints", description: "The question", type: [String].self, guides: [.count(2)])"#))
        #expect(text.contains(#"Property(name: "note", description: nil, type: Swift.Optional<String>.self)"#))
        #expect(text.contains("var note: FoundationModels._PartiallyGeneratedOf<String>?"))
        #expect(!text.contains(#""kind""#))
    }
}
