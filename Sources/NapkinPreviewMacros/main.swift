import Foundation

// The compiler plugin behind NapkinUI's `#Preview` and `@Previewable`, written without
// swift-syntax (so nothing is fetched or built for it): the compiler starts this executable,
// asks for its capability once, then sends one expansion request per use (see
// PluginChannel.swift for the framing, PreviewExpansion.swift for what `#Preview` becomes).

while let message = readMessage() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
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
    } else if message["expandAttachedMacro"] != nil {
        // @Previewable: a peer macro that adds nothing; #Preview consumes the attribute.
        send(["expandMacroResult": ["expandedSources": [Any](), "diagnostics": [Any]()]])
    } else if !message.isEmpty {
        // A request this plugin does not serve (it declares no other macros).
        send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [Any]()]])
    }
}
