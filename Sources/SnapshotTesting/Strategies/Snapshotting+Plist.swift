public import Foundation

extension Snapshotting where Value: Encodable & SendableMetatype, Format == String {
    /// Snapshots an `Encodable` value as an XML property list, in a `.plist` file compared
    /// line by line.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// Snapshots an `Encodable` value as the property list `encoder` writes, in a `.plist`
    /// file. A value the encoder rejects is snapshotted as a line that names the error.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            encodedText("a property list") { try encoder.encode(value) }
        }
        strategy.pathExtension = "plist"
        return strategy
    }
}
