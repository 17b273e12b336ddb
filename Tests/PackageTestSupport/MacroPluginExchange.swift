import Foundation

/// What went wrong talking to the package's macro plugin executable.
package enum MacroPluginExchangeError: Error, CustomStringConvertible {
    /// The plugin is not built beside the test runner.
    case notBuilt(path: String)
    /// The plugin answered with something other than a capability answer followed by one expansion answer.
    case unexpectedAnswer(String)

    package var description: String {
        switch self {
        case .notBuilt(let path): "the macro plugin is not built at \(path): build the package first (swift build)"
        case .unexpectedAnswer(let detail): "the macro plugin's answer is not what the compiler expects: \(detail)"
        }
    }
}

/// Sends the built `NapkinPreviewMacros` plugin what the compiler sends it: a capability request (protocol
/// version 7), then `request`, each framed as an 8-byte little-endian length and a JSON body. Returns the
/// expansion's result (the value under `expandMacroResult`) after checking the capability answer.
///
/// The plugin is looked for beside the test runner, where SwiftPM builds it in every configuration. This
/// blocks until the plugin exits; async tests call it through ``onOwnThread(_:)``.
package func exchangeWithMacroPlugin(_ request: [String: Any]) throws -> [String: Any] {
    let tool = Bundle.main.bundleURL.appendingPathComponent("NapkinPreviewMacros-tool")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw MacroPluginExchangeError.notBuilt(path: tool.path) }
    func frame(_ object: [String: Any]) throws -> Data {
        let json = try JSONSerialization.data(withJSONObject: object)
        var length = UInt64(json.count).littleEndian
        return Data(bytes: &length, count: 8) + json
    }
    let input = try frame(["getCapability": ["capability": ["protocolVersion": 7]]]) + frame(request)
    let process = Process()
    process.executableURL = tool
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let bytes = [UInt8](readAll(stdout.fileHandleForReading))
    process.waitUntilExit()
    var messages: [[String: Any]] = []
    var offset = 0
    while offset + 8 <= bytes.count {
        let length = (0..<8).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        guard length <= bytes.count - offset - 8 else {
            throw MacroPluginExchangeError.unexpectedAnswer("a frame says \(length) bytes but \(bytes.count - offset - 8) follow")
        }
        let body = Data(bytes[(offset + 8)..<(offset + 8 + length)])
        guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw MacroPluginExchangeError.unexpectedAnswer("a frame is not a JSON object")
        }
        messages.append(message)
        offset += 8 + length
    }
    guard messages.count == 2 else { throw MacroPluginExchangeError.unexpectedAnswer("\(messages.count) messages, not 2") }
    guard let capability = messages[0]["getCapabilityResult"] as? [String: Any],
        (capability["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7
    else { throw MacroPluginExchangeError.unexpectedAnswer("the first message is not a protocol-7 capability answer") }
    guard let result = messages[1]["expandMacroResult"] as? [String: Any] else {
        throw MacroPluginExchangeError.unexpectedAnswer("the second message is not an expansion result")
    }
    return result
}
