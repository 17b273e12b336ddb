import Foundation
import PackageTestSupport
import Testing

/// Drives the built `#Preview` plugin as the compiler does: a capability request, then one
/// expansion request; returns the expansion's result.
private func expand(
    _ source: String, fileName: String = "/p/Sources/M/x.swift", line: Int = 1, column: Int = 1, lexicalContext: [[String: Any]] = []
) async throws -> [String: Any] {
    let request: [String: Any] = [
        "expandFreestandingMacro": [
            "discriminator": "$s4Test3abcfMf_", "macroRole": "declaration", "lexicalContext": lexicalContext,
            "macro": ["moduleName": "NapkinPreviewMacros", "name": "Preview", "typeName": "PreviewMacro"],
            "syntax": [
                "kind": "declaration", "source": source,
                "location": ["fileName": fileName, "fileID": "M/x.swift", "offset": 0, "line": line, "column": column],
            ],
        ]
    ]
    // Sendable across the thread hop as JSON text; the plugin reads the same request.
    let json = try JSONSerialization.data(withJSONObject: request)
    let answer = try await onOwnThread { () throws -> Data in
        let request = try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
        return try JSONSerialization.data(withJSONObject: exchangeWithMacroPlugin(request))
    }
    return try #require(try JSONSerialization.jsonObject(with: answer) as? [String: Any])
}

private func expansion(_ result: [String: Any]) throws -> String {
    try #require(result["expandedSource"] as? String)
}

private func diagnostic(_ result: [String: Any]) throws -> String {
    #expect(result["expandedSource"] is NSNull)
    let first = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["severity"] as? String == "error")
    return try #require(first["message"] as? String)
}

@Suite("The #Preview compiler plugin")
struct PreviewMacroPluginTests {
    @Test("#Preview becomes a private builder and a record in the napkin_previews section")
    func record() async throws {
        let text = try expansion(await expand("#Preview(\"Card, with \\\"quotes\\\"\") {\n    Text(\"{ not the closure }\")\n}"))
        #expect(
            text == """
                @MainActor private func $s4Test3abcfMf_4makefMu_() -> NapkinUI.AnyView {
                    NapkinUI.AnyView(NapkinUI._previewBody {
                    Text("{ not the closure }")
                })
                }
                @section("napkin_previews") @used
                private let $s4Test3abcfMf_6recordfMu_: NapkinUI._PreviewRecord = (0x3130_7650_6B70_614E, {
                    NapkinUI._PreviewEntry._retained(
                        fileID: #fileID, filePath: #filePath, line: 1, column: 1, name: "Card, with \\"quotes\\"",
                        traits: { [] }, body: { $s4Test3abcfMf_4makefMu_() })
                })
                """)
    }

    @Test("The line and column are those of #Preview, after the comments and blank lines before it")
    func leadingTrivia() async throws {
        let text = try expansion(
            await expand("\n\n  // a comment with #Preview in it\n  /* and } */ #Preview { Text(\"x\") }", line: 5, column: 7))
        #expect(text.contains("line: 8, column: 15, name: nil,"))
    }

    @Test("Traits are passed as written, every one of the variadic argument")
    func traits() async throws {
        let text = try expansion(
            await expand("#Preview(\"Fixed\", traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { Text(\"x\") }"))
        #expect(text.contains("name: \"Fixed\",\n        traits: { [.fixedLayout(width: 320, height: 200), .landscapeLeft] }, body:"))
    }

    @Test("@Previewable @Query is written out as the @Query macro expands it: its storage and a getter")
    func previewableQuery() async throws {
        let text = try expansion(
            await expand("#Preview {\n    @Previewable @Query(sort: \\Note.text) var notes: [Note]\n    NotesView()\n}"))
        #expect(text.contains("    var _notes = SwiftData.Query<Note, [Note]>(sort: \\Note.text)\n"))
        #expect(text.contains("    var notes: [Note] {\nget {\n    _notes.wrappedValue\n}\n}"))
        #expect(!text.contains("@Query"))
    }

    @Test("@Previewable declarations become the stored properties of a private view")
    func previewable() async throws {
        let text = try expansion(
            await expand(
                "#Preview {\n    @Previewable @State var count = 3\n    // a note\n    @Previewable @State var items = [\n        1, 2,\n    ]\n    Stepper(\"\\(count)\", value: $count)\n}"
            ))
        #expect(
            text.hasPrefix(
                """
                @MainActor private struct $s4Test3abcfMf_4viewfMu_: NapkinUI.View {
                    @State var count = 3
                    @State var items = [
                        1, 2,
                    ]
                    var body: some NapkinUI.View {
                    Stepper("\\(count)", value: $count)

                    }
                }
                @MainActor private func $s4Test3abcfMf_4makefMu_() -> NapkinUI.AnyView {
                    NapkinUI.AnyView($s4Test3abcfMf_4viewfMu_())
                }
                """))
    }

    @Test("In a type's body the builder and the record are static")
    func inType() async throws {
        let text = try expansion(
            await expand("#Preview { Text(\"x\") }", lexicalContext: [["kind": "enumDecl", "source": "enum Namespace {}"]]))
        #expect(text.contains("@MainActor private static func $s4Test3abcfMf_4makefMu_()"))
        #expect(text.contains("private static let $s4Test3abcfMf_6recordfMu_: NapkinUI._PreviewRecord"))
    }

    @Test("Misplaced or incomplete #Preview is a compile error that says what to write")
    func errors() async throws {
        #expect(
            try await diagnostic(expand("#Preview(\"Nothing\")"))
                == "#Preview needs a trailing closure that builds the view: #Preview(\"Name\") { MyView() }")
        #expect(
            try await diagnostic(expand("#Preview { Text(\"x\") }", lexicalContext: [["kind": "functionDecl", "source": "func f() {}"]]))
                == "#Preview must stand at file scope or in a type's body, not in a function or closure")
        #expect(
            try await diagnostic(expand("#Preview { Text(\"x\") }", fileName: "/p/Sources/App/main.swift"))
                == "#Preview cannot be used in main.swift (top-level code); move it to another file")
    }

    @Test("A closure passed as body: works as a trailing one")
    func bodyArgument() async throws {
        let text = try expansion(await expand("#Preview(\"B\", body: { Text(\"x\") })"))
        #expect(text.contains("NapkinUI._previewBody { Text(\"x\") })"))
        #expect(text.contains("name: \"B\","))
    }
}
