public import Foundation

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
    /// Snapshots an `Encodable` value as pretty-printed JSON with sorted keys, in a `.json`
    /// file compared line by line.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// Snapshots an `Encodable` value as the JSON `encoder` writes, in a `.json` file.
    ///
    /// A value the encoder rejects (a `Double.nan`, say) is snapshotted as a line that names
    /// the error, so the assertion fails with the reason instead of stopping the test process.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            encodedText("JSON") { try encoder.encode(value) }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}

extension Snapshotting where Format == String {
    /// Snapshots a JSON object (`[String: Any]`, `[Any]`, numbers, strings, `NSNull`, as
    /// `JSONSerialization` reads them) as pretty-printed JSON with sorted keys, in a `.json`
    /// file. A value that is not a JSON object is snapshotted as a line saying so.
    public static var json: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            guard JSONSerialization.isValidJSONObject(value) else {
                return
                    "Couldn't encode the value as JSON: \(type(of: value as Any)) is not a JSON object (a dictionary or an array of JSON values)."
            }
            return encodedText("JSON") { try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]) }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}

/// The UTF-8 text `encode` produces, or a line naming its error.
func encodedText(_ format: String, _ encode: () throws -> Data) -> String {
    do {
        return String(decoding: try encode(), as: UTF8.self)
    } catch {
        return "Couldn't encode the value as \(format): \(error)"
    }
}
