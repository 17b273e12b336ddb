import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

struct GreetingCard: View {
    var name: String
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "hand.wave").font(.largeTitle)
            Text("Hello, \(name)").font(.headline)
        }
    }
}

struct GreetingCard_Previews: PreviewProvider {
    static var previews: some View {
        GreetingCard(name: "Ada")
            .previewDevice("iPhone 13 Pro")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Greeting")
    }
}

// These compile only because NapkinUI's own compiler plugin expands them.
#Preview {
    GreetingCard(name: "Grace")
}

#Preview("Two cards", traits: .sizeThatFitsLayout) {
    GreetingCard(name: "Ada")
    GreetingCard(name: "Grace")
}

@MainActor
@Suite("Previews")
struct PreviewTests {
    @Test("A PreviewProvider's previews render in a window")
    func previewProvider() throws {
        let window = Window(previewing: GreetingCard_Previews.self)
        #expect(window.layoutDescription().contains("\"Hello, Ada\""))
        #expect(window.layoutDescription().contains("systemName=\"hand.wave\""))
        #expect(window.render().width == 1170)
    }

    /// Runs the built plugin with one capability request and one expansion, as the compiler
    /// does, and returns its replies.
    nonisolated static func runPlugin(_ source: String) throws -> Data {
        // The plugin is built beside the test runner (whatever the configuration).
        let tool = Bundle.main.bundleURL.appendingPathComponent("NapkinPreviewMacros-tool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build the package first: \(tool.path)")
        func frame(_ object: [String: Any]) throws -> Data {
            let json = try JSONSerialization.data(withJSONObject: object)
            var length = UInt64(json.count).littleEndian
            return Data(bytes: &length, count: 8) + json
        }
        let input =
            try frame(["getCapability": ["capability": ["protocolVersion": 7]]])
            + frame([
                "expandFreestandingMacro": [
                    "discriminator": "$s4Test3abcfMf_", "macroRole": "declaration", "lexicalContext": [],
                    "macro": ["moduleName": "NapkinPreviewMacros", "name": "Preview", "typeName": "PreviewMacro"],
                    "syntax": [
                        "kind": "declaration", "source": source,
                        "location": ["fileName": "x.swift", "fileID": "T/x.swift", "offset": 0, "line": 1, "column": 1],
                    ],
                ]
            ])
        let process = Process()
        process.executableURL = tool
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return output
    }

    /// The length-prefixed JSON messages in `output`.
    func messages(in output: Data) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var offset = 0
        let bytes = [UInt8](output)
        while offset + 8 <= bytes.count {
            let length = (0..<8).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
            let body = Data(bytes[(offset + 8)..<(offset + 8 + length)])
            messages.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
            offset += 8 + length
        }
        return messages
    }

    @Test("The #Preview plugin speaks the compiler's JSON protocol and expands to a uniquely named PreviewProvider")
    func pluginExpansion() async throws {
        let messages = try messages(
            in: await onOwnThread { try Self.runPlugin("#Preview(\"Card, with \\\"quotes\\\"\") {\n    Text(\"{ not the closure }\")\n}") })
        #expect(messages.count == 2)
        let capability = try #require(messages.first?["getCapabilityResult"] as? [String: Any])
        #expect((capability["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
        let result = try #require(messages.last?["expandMacroResult"] as? [String: Any])
        let expanded = try #require(result["expandedSource"] as? String)
        #expect(expanded.contains("struct $s4Test3abcfMf_7PreviewfMu_: NapkinUI.PreviewProvider"))
        #expect(expanded.contains("static var displayName: String? { \"Card, with \\\"quotes\\\"\" }"))
        #expect(expanded.contains("static var previews: some NapkinUI.View {\n    Text(\"{ not the closure }\")\n}"))
    }

    @Test("A #Preview without a closure is a compile error that says what to write")
    func pluginDiagnostic() async throws {
        let messages = try messages(in: await onOwnThread { try Self.runPlugin("#Preview(\"Nothing\")") })
        let result = try #require(messages.last?["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] is NSNull)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect((diagnostic["message"] as? String)?.contains("needs a trailing closure") == true)
    }
}
