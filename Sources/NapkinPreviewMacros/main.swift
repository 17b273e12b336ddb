import Foundation

// The compiler plugin behind NapkinUI's `#Preview` and `@Previewable`, written without
// swift-syntax (so nothing is fetched or built for it): the compiler starts this executable,
// asks for its capability once, then sends one expansion request per use (see
// PluginChannel.swift for the framing, PreviewExpansion.swift for what `#Preview` becomes). It
// also expands the SwiftData stand-in's `@Model` and `@_PersistedProperty` (ModelExpansion.swift) and NapkinUI's
// `#_applicationDelegateFactory` (the delegate adaptor's default argument: `{ .init() }`);
// FoundationModels' `@Generable` (GenerableExpansion.swift); NapkinUI's `@Entry` (EntryExpansion.swift); TipKit's `@Parameter` and `#Rule` (TipExpansion.swift); `@Previewable`, `@Attribute`, `@Relationship`,
// `@Transient` and `@Guide` are markers that add nothing.

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        ["UniqueMacro", "IndexMacro"].contains((request["macro"] as? [String: Any])?["typeName"] as? String ?? "")
    {
        // SwiftData's #Unique and #Index: @Model reads them from the class's text; nothing here.
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        (request["macro"] as? [String: Any])?["typeName"] as? String == "ApplicationDelegateFactoryMacro"
    {
        // NapkinUI's UIApplicationDelegateAdaptor: a closure calling the delegate class's init(),
        // expanded where the app declares the adaptor and the class is known.
        send(["expandMacroResult": ["expandedSource": "{ .init() }", "diagnostics": [Any]()]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        (request["macro"] as? [String: Any])?["typeName"] as? String == "RuleMacro"
    {
        // TipKit's #Rule: the stand-in's Tips.Rule initializer with the same arguments (TipExpansion.swift).
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        switch TipExpansion.rule(source: syntax["source"] as? String ?? "") {
        case .success(let expansion): send(["expandMacroResult": ["expandedSource": expansion, "diagnostics": [Any]()]])
        case .failure(let failure): sendDiagnostic(failure.message, at: ["attributeSyntax": syntax])
        }
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        let result = PreviewExpansion.expand(
            source: syntax["source"] as? String ?? "",
            fileName: location["fileName"] as? String ?? "",
            line: location["line"] as? Int ?? 0,
            column: location["column"] as? Int ?? 0,
            scope: PreviewExpansion.scope(of: request["lexicalContext"] as? [[String: Any]] ?? []),
            discriminator: request["discriminator"] as? String ?? "$napkinPreview"
        )
        switch result {
        case .success(let expansion):
            send(["expandMacroResult": ["expandedSource": expansion, "diagnostics": [Any]()]])
        case .failure(let error):
            let offset = (location["offset"] as? Int ?? 0) + leadingTriviaLength(syntax["source"] as? String ?? "")
            let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": offset]
            let diagnostic: [String: Any] = [
                "message": error.message, "severity": "error", "position": position, "highlights": [Any](), "notes": [Any](),
                "fixIts": [Any](),
            ]
            send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]])
        }
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        expandAttached(request)
    } else if !message.isEmpty {
        // A request this plugin does not serve (it declares no other macros).
        send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [Any]()]])
    }
}

/// Answers one attached macro's expansion request: the expansions joined as the compiler reads
/// them for the role (attributes on one line, accessors in braces, declarations apart).
func expandAttached(_ request: [String: Any]) {
    func source(_ key: String) -> String? { (request[key] as? [String: Any])?["source"] as? String }
    let typeName = (request["macro"] as? [String: Any])?["typeName"] as? String ?? ""
    let role = request["macroRole"] as? String ?? ""
    let declaration = source("declSyntax") ?? ""
    /// `result`'s expansions, or `nil` once the request is answered with its error: at the attribute when `role` is
    /// `reportingRole` (or always, without one), with nothing by the other roles, so a use's error is reported once.
    func expanded(_ result: Result<[String], some MacroFailure>, reportedBy reportingRole: String? = nil) -> [String]? {
        switch result {
        case .success(let texts): return texts
        case .failure(let failure):
            if reportingRole == nil || role == reportingRole {
                sendDiagnostic(failure.message, at: request)
            } else {
                send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
            }
            return nil
        }
    }
    var expansions: [String] = []
    switch typeName {
    case "ModelMacro":
        guard
            let texts = expanded(
                ModelExpansion.model(
                    role: role, declaration: declaration, parent: source("parentDeclSyntax"),
                    extendedType: source("extendedTypeSyntax"), conformances: source("conformanceListSyntax")))
        else { return }
        expansions = texts
    case "QueryMacro":
        let isLocal = PreviewExpansion.scope(of: request["lexicalContext"] as? [[String: Any]] ?? []) == .local
        let result = ModelExpansion.query(
            role: role, attribute: source("attributeSyntax") ?? "", declaration: declaration, isLocal: isLocal)
        guard let texts = expanded(result, reportedBy: "peer") else { return }
        expansions = texts
    case "GenerableMacro":
        let result = GenerableExpansion.expand(
            role: role, declaration: declaration, attribute: source("attributeSyntax") ?? "", extendedType: source("extendedTypeSyntax"),
            conformances: source("conformanceListSyntax"))
        guard let texts = expanded(result, reportedBy: "member") else { return }
        expansions = texts
    case "ParameterMacro":
        let result = TipExpansion.parameter(role: role, declaration: declaration, attribute: source("attributeSyntax") ?? "")
        guard let texts = expanded(result, reportedBy: "peer") else { return }
        expansions = texts
    case "EntryMacro":
        let context = (request["lexicalContext"] as? [[String: Any]])?.first?["source"] as? String
        guard let texts = expanded(EntryExpansion.expand(role: role, declaration: declaration, context: context), reportedBy: "peer")
        else { return }
        expansions = texts
    case "PersistedPropertyMacro":
        expansions = ModelExpansion.persistedProperty(role: role, declaration: declaration)
    default:
        break  // the markers: @Previewable, @Attribute, @Relationship, @Transient, @Guide
    }
    let joined: String
    switch role {
    case "memberAttribute": joined = expansions.joined(separator: " ")
    case "accessor": joined = expansions.isEmpty ? "" : "{\n" + expansions.joined(separator: "\n") + "\n}"
    default: joined = expansions.joined(separator: "\n\n")
    }
    send(["expandMacroResult": ["expandedSource": joined, "diagnostics": [Any]()]])
}

/// Answers `request` with an error at its attribute.
func sendDiagnostic(_ message: String, at request: [String: Any]) {
    let attribute = request["attributeSyntax"] as? [String: Any] ?? [:]
    let location = attribute["location"] as? [String: Any] ?? [:]
    let offset = (location["offset"] as? Int ?? 0) + leadingTriviaLength(attribute["source"] as? String ?? "")
    let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": offset]
    let diagnostic: [String: Any] = [
        "message": message, "severity": "error", "position": position, "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
    send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]])
}

/// The UTF-8 length of the blank lines, spaces and comments `source` starts with: a syntax's
/// location is where its leading trivia starts, and a diagnostic belongs where its code does.
func leadingTriviaLength(_ source: String) -> Int {
    var scanner = SourceScanner(source)
    while let character = scanner.peek() {
        if character.isWhitespace {
            scanner.index += 1
        } else if scanner.starts(with: "//") || scanner.starts(with: "/*") {
            scanner.skipToken()
        } else {
            break
        }
    }
    return scanner.text(from: 0).utf8.count
}

/// The failure of an expansion: what the compiler's error at the attribute says.
protocol MacroFailure: Error {
    var message: String { get }
}

extension ModelExpansion.Failure: MacroFailure {}
extension TipExpansion.Failure: MacroFailure {}
extension EntryExpansion.Failure: MacroFailure {}
