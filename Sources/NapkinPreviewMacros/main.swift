import Foundation

// The compiler plugin behind NapkinUI's `#Preview` and `@Previewable`, written without
// swift-syntax (so nothing is fetched or built for it): the compiler starts this executable,
// asks for its capability once, then sends one expansion request per use (see
// PluginChannel.swift for the framing, PreviewExpansion.swift for what `#Preview` becomes). It
// also expands the SwiftData stand-in's `@Model` and `@_PersistedProperty` (ModelExpansion.swift);
// `@Previewable`, `@Attribute`, `@Relationship` and `@Transient` are markers that add nothing.

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any],
        ["UniqueMacro", "IndexMacro"].contains((request["macro"] as? [String: Any])?["typeName"] as? String ?? "")
    {
        // SwiftData's #Unique and #Index: @Model reads them from the class's text; nothing here.
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
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
            let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
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
    var expansions: [String] = []
    switch typeName {
    case "ModelMacro":
        switch ModelExpansion.model(
            role: role, declaration: declaration, parent: source("parentDeclSyntax"), extendedType: source("extendedTypeSyntax"),
            conformances: source("conformanceListSyntax"))
        {
        case .success(let texts): expansions = texts
        case .failure(let failure):
            sendDiagnostic(failure.message, at: request)
            return
        }
    case "QueryMacro":
        switch ModelExpansion.query(role: role, attribute: source("attributeSyntax") ?? "", declaration: declaration) {
        case .success(let texts): expansions = texts
        case .failure(let failure):
            // reported once, by the peer role
            if role == "peer" {
                sendDiagnostic(failure.message, at: request)
            } else {
                send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
            }
            return
        }
    case "PersistedPropertyMacro":
        expansions = ModelExpansion.persistedProperty(role: role, declaration: declaration)
    default:
        break  // the markers: @Previewable, @Attribute, @Relationship, @Transient
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
    let location = (request["attributeSyntax"] as? [String: Any])?["location"] as? [String: Any] ?? [:]
    let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
    let diagnostic: [String: Any] = [
        "message": message, "severity": "error", "position": position, "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
    send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]])
}
