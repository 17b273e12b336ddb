import Foundation
import PackageTestSupport
import Testing

/// Sends the built macro plugin (NapkinPreviewMacros) one attached-macro request, as the
/// compiler does, and returns its answer.
private func expand(
    _ typeName: String, role: String, attribute: String = "@Model", declaration: String, parent: String? = nil,
    context: String? = nil
) throws -> [String: Any] {
    func syntax(_ source: String) -> [String: Any] {
        [
            "kind": "declaration", "source": source,
            "location": ["fileName": "/p/M/x.swift", "fileID": "M/x.swift", "offset": 12, "line": 2, "column": 1],
        ]
    }
    var request: [String: Any] = [
        "macro": ["moduleName": "NapkinPreviewMacros", "name": typeName, "typeName": typeName], "macroRole": role,
        "discriminator": "$s1M1xfMa_", "attributeSyntax": syntax(attribute), "declSyntax": syntax(declaration),
    ]
    if let parent { request["parentDeclSyntax"] = syntax(parent) }
    if let context { request["lexicalContext"] = [syntax(context)] }
    return try exchangeWithMacroPlugin(["expandAttachedMacro": request])
}

private func errorMessage(_ result: [String: Any], at offset: Int = 12) throws -> String {
    #expect(result["expandedSource"] is NSNull)
    let first = try #require((result["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["severity"] as? String == "error")
    #expect((first["position"] as? [String: Any])?["offset"] as? Int == offset)  // at the attribute
    return try #require(first["message"] as? String)
}

@Suite("SwiftData macros in the plugin")
struct SwiftDataMacroTests {
    static let model = """
        @Model
        final class Trip {
            @Attribute(.unique) var code: String
            var name = "Lisbon", days: Int
            static let sample = Trip(code: "LIS")
            init(code: String) { self.code = code; days = 1 }
        }
        """

    @Test("@Model on a struct, an enum or an actor is an error at the attribute, in SwiftData's words")
    func notAClass() throws {
        let message = try errorMessage(expand("ModelMacro", role: "member", declaration: "@Model struct Trip {\n    var name: String\n}"))
        #expect(message.hasPrefix("@Model can only be applied to a class; struct 'Trip' is not one"))
        #expect(try errorMessage(expand("ModelMacro", role: "member", declaration: "@Model actor Cache {}")).contains("actor 'Cache'"))
        // the syntax's location is where its leading trivia starts; the error goes to the `@`
        let indented = try expand("ModelMacro", role: "member", attribute: "\n    // a model\n    @Model", declaration: "@Model enum E {}")
        #expect(try errorMessage(indented, at: 12 + 20).contains("enum 'E'"))
        // the other roles add nothing to a struct (one error, not four)
        #expect(try expand("ModelMacro", role: "extension", declaration: "@Model struct Trip {}")["expandedSource"] as? String == "")
    }

    @Test("@Model needs one property a declaration")
    func sharedDeclaration() throws {
        #expect(try errorMessage(expand("ModelMacro", role: "member", declaration: Self.model)).contains("'var name, days'"))
    }

    @Test("@Model marks stored vars only: not computed, static, lazy, let or @Transient ones")
    func memberAttributes() throws {
        let parent = "@Model final class Trip {\n}"
        func attribute(_ member: String) throws -> String? {
            try expand("ModelMacro", role: "memberAttribute", declaration: member, parent: parent)["expandedSource"] as? String
        }
        #expect(try attribute("var name: String") == "@_PersistedProperty")
        #expect(try attribute("@Attribute(.unique) public private(set) var code = \"x\" // the code") == "@_PersistedProperty")
        #expect(try attribute("var stops: [Stop] = [] {\n    didSet { print(1) }\n}") == "")  // observers: left alone
        #expect(try attribute("var days: Int { stops.count }") == "")
        #expect(try attribute("static var shared = Trip()") == "")
        #expect(try attribute("lazy var cache = [String: Int]()") == "")
        #expect(try attribute("let id: UUID") == "")
        #expect(try attribute("@Transient var isOpen = false") == "")
        #expect(try attribute("enum Kind { case a }") == "")
        #expect(try attribute("init(name: String) { self.name = name }") == "")
    }

    @Test("@_PersistedProperty: init/get/set accessors in braces and the storage as a peer, type and value kept")
    func persistedProperty() throws {
        let declaration = "var tags: [String: [Int]] = [\"a\": [1, 2]]"
        let accessors = try #require(
            try expand("PersistedPropertyMacro", role: "accessor", declaration: declaration)["expandedSource"] as? String)
        #expect(accessors.hasPrefix("{\n@storageRestrictions(initializes: _tags)\ninit(initialValue) {"))
        #expect(accessors.contains("access(keyPath: \\.tags)") && accessors.contains("withMutation(keyPath: \\.tags)"))
        #expect(accessors.hasSuffix("}\n}"))
        let peer = try expand("PersistedPropertyMacro", role: "peer", declaration: declaration)["expandedSource"] as? String
        #expect(peer == "@Transient private var _tags: [String: [Int]] = [\"a\": [1, 2]]")
    }

    @Test("@Query takes its model from the property's type and its arguments as written")
    func query() throws {
        let peer =
            try expand(
                "QueryMacro", role: "peer", attribute: "@Query(sort: \\Trip.name, order: .reverse)",
                declaration: "@Query(sort: \\Trip.name, order: .reverse) private var trips: [Trip]")["expandedSource"] as? String
        #expect(peer == "var _trips = SwiftData.Query<Trip, [Trip]>(sort: \\Trip.name, order: .reverse)")
        let message = try errorMessage(expand("QueryMacro", role: "peer", attribute: "@Query", declaration: "@Query var count: Int"))
        #expect(message == "@Query needs the property's type, an array of models: @Query var count: [Trip]")
    }

    @Test("@Query on a view's property reads its storage; on a local (a #Preview's @Previewable) a getter of its own")
    func queryAccessors() throws {
        let member =
            try expand(
                "QueryMacro", role: "accessor", attribute: "@Query", declaration: "@Query var trips: [Trip]",
                context: "struct TripList: View {\n}")["expandedSource"] as? String
        #expect(member == "{\nget {\n    _trips.wrappedValue\n}\n}")
        let local =
            try expand(
                "QueryMacro", role: "accessor", attribute: "@Query(sort: \\Trip.name)",
                declaration: "@Query(sort: \\Trip.name) var trips: [Trip]",
                context: "{\n    @Previewable @Query(sort: \\Trip.name) var trips: [Trip]\n    TripList()\n}")["expandedSource"] as? String
        #expect(local == "{\nget {\n    SwiftData.Query<Trip, [Trip]>(sort: \\Trip.name).wrappedValue\n}\n}")
    }
}
