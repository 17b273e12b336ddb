import Foundation
import PackageTestSupport
import Testing

private func syntax(_ source: String, kind: String = "declaration") -> [String: Any] {
    [
        "kind": kind, "source": source,
        "location": ["fileName": "/p/M/x.swift", "fileID": "M/x.swift", "offset": 12, "line": 2, "column": 1],
    ]
}

/// `@Parameter`'s expansion for `role` of `declaration`.
private func parameter(_ declaration: String, role: String, attribute: String = "@Parameter") throws -> [String: Any] {
    try exchangeWithMacroPlugin([
        "expandAttachedMacro": [
            "macro": ["moduleName": "TipKit", "name": "Parameter", "typeName": "ParameterMacro"], "macroRole": role,
            "discriminator": "$s1M1xfMa_", "attributeSyntax": syntax(attribute), "declSyntax": syntax(declaration),
        ] as [String: Any]
    ])
}

/// The first diagnostic's message, checking it is an error and nothing was expanded.
private func errorMessage(_ result: [String: Any]) throws -> String {
    #expect(result["expandedSource"] is NSNull)
    let first = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["severity"] as? String == "error")
    return try #require(first["message"] as? String)
}

@Suite("TipKit macros in the plugin")
struct TipMacroTests {
    @Test("@Parameter: get/set through $name, and $name a Tips.Parameter with the written type, value and options")
    func parameterExpansion() throws {
        let declaration = "@Parameter static var isSignedIn: Bool = false"
        #expect(
            try parameter(declaration, role: "accessor")["expandedSource"] as? String
                == "{\nget { $isSignedIn.wrappedValue }\nset { $isSignedIn.wrappedValue = newValue }\n}")
        #expect(
            try parameter(declaration, role: "peer")["expandedSource"] as? String
                == "static let $isSignedIn = TipKit.Tips.Parameter<Bool>(Self.self, \"isSignedIn\", false)")
        let counted = try parameter("@Parameter(.transient) static var opens = 0", role: "peer", attribute: "@Parameter(.transient)")
        #expect(counted["expandedSource"] as? String == "static let $opens = TipKit.Tips.Parameter(Self.self, \"opens\", 0, [.transient])")
    }

    @Test("@Parameter on an instance property or without a value is an error saying what to write, reported once")
    func parameterErrors() throws {
        #expect(try errorMessage(parameter("@Parameter var isOn: Bool = false", role: "peer")).contains("'static var'"))
        #expect(try errorMessage(parameter("@Parameter static var isOn: Bool", role: "peer")).contains("needs an initial value"))
        #expect(try parameter("@Parameter var isOn = false", role: "accessor")["expandedSource"] as? String == "")
    }

    @Test("#Rule becomes the stand-in's Tips.Rule with the same arguments; another spelling is an error")
    func rule() throws {
        func expand(_ source: String) throws -> [String: Any] {
            try exchangeWithMacroPlugin([
                "expandFreestandingMacro": [
                    "macro": ["moduleName": "TipKit", "name": "Rule", "typeName": "RuleMacro"], "macroRole": "expression",
                    "discriminator": "$s1M1xfMa_", "syntax": syntax(source, kind: "expression"),
                ] as [String: Any]
            ])
        }
        #expect(
            try expand("\n    #Rule(Self.$isSignedIn) { $0 == true }")["expandedSource"] as? String
                == "TipKit.Tips.Rule(Self.$isSignedIn) { $0 == true }")
        #expect(try errorMessage(expand("#Rule { true }")).contains("one parameter or event"))
    }
}
