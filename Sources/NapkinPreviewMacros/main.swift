import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The compiler plugin behind NapkinUI's `#Preview`, written without swift-syntax.
//
// The compiler starts this executable and talks to it over standard input and output: each
// message is an 8-byte little-endian length followed by that many bytes of JSON. It asks for
// the plugin's capability once, then sends `expandFreestandingMacro` with the macro's source
// text and a discriminator (the mangled prefix of names this expansion may introduce); the
// plugin answers with the expanded source. The text of `#Preview("Name") { … }` is simple
// enough to take apart by hand: the optional name argument and the trailing closure.

/// Reads exactly `count` bytes from standard input, or `nil` at its end.
func readBytes(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
        if got <= 0 { return nil }
        filled += got
    }
    return buffer
}

/// Writes one length-prefixed JSON message to standard output.
func send(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object) else { return }
    var bytes = (0..<8).map { UInt8((UInt64(json.count) >> (8 * UInt64($0))) & 0xFF) }
    bytes += json
    var sent = 0
    while sent < bytes.count {
        let wrote = bytes.withUnsafeBytes { write(1, $0.baseAddress! + sent, bytes.count - sent) }
        if wrote <= 0 { exit(1) }
        sent += wrote
    }
}

/// The parts of a `#Preview` expansion's source.
struct PreviewSource {
    /// The name argument's source (a string literal), if any.
    var name: String?
    /// The trailing closure, braces included.
    var closure: String
}

/// Splits `#Preview(args) { body }` into its first unlabelled argument and its trailing
/// closure, skipping string literals and nested brackets.
func parse(_ source: String) -> PreviewSource? {
    let characters = Array(source)
    var index = 0
    var depth = 0
    var inString = false
    var arguments: [String] = []
    var current = ""
    while index < characters.count {
        let character = characters[index]
        if inString {
            if depth == 1 { current.append(character) }
            if character == "\\" && index + 1 < characters.count {
                if depth == 1 { current.append(characters[index + 1]) }
                index += 2
                continue
            }
            if character == "\"" { inString = false }
            index += 1
            continue
        }
        switch character {
        case "\"":
            inString = true
            if depth == 1 { current.append(character) }
        case "(":
            depth += 1
            if depth > 1 { current.append(character) }
        case ")":
            depth -= 1
            if depth == 0 {
                arguments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        case ",":
            if depth == 1 {
                arguments.append(current)
                current = ""
            } else if depth > 1 {
                current.append(character)
            }
        case "{" where depth == 0:
            let closure = String(characters[index...]).trimmingCharacters(in: .whitespacesAndNewlines)
            let unlabelled = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first { $0.hasPrefix("\"") }
            return PreviewSource(name: unlabelled, closure: closure)
        default:
            if depth >= 1 { current.append(character) }
        }
        index += 1
    }
    return nil
}

/// The declarations `#Preview` expands to: a uniquely named preview provider.
func expand(source: String, discriminator: String) -> (String?, String?) {
    guard let parts = parse(source) else {
        return (nil, "#Preview needs a trailing closure that builds the view: #Preview(\"Name\") { MyView() }")
    }
    let name = "\(discriminator)7PreviewfMu_"
    let displayName = parts.name ?? "nil"
    let expansion = """
        @MainActor
        struct \(name): NapkinUI.PreviewProvider {
            static var displayName: String? { \(displayName) }
            @NapkinUI.ViewBuilder
            static var previews: some NapkinUI.View \(parts.closure)
        }
        """
    return (expansion, nil)
}

while let header = readBytes(8) {
    let length = header.enumerated().reduce(UInt64(0)) { $0 | (UInt64($1.element) << (8 * UInt64($1.offset))) }
    guard length > 0 else { continue }
    guard length < 64 << 20, let body = readBytes(Int(length)) else { break }
    guard let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { continue }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = request["syntax"] as? [String: Any]
        let (expansion, problem) = expand(
            source: syntax?["source"] as? String ?? "", discriminator: request["discriminator"] as? String ?? "$napkinPreview")
        var diagnostics: [[String: Any]] = []
        if let problem, let location = syntax?["location"] as? [String: Any] {
            let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
            diagnostics.append(["message": problem, "severity": "error", "position": position, "highlights": [], "notes": [], "fixIts": []])
        }
        send(["expandMacroResult": ["expandedSource": expansion.map { $0 as Any } ?? NSNull(), "diagnostics": diagnostics]])
    } else {
        // A request this plugin does not serve (it declares no other macros).
        send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": []]])
    }
}
