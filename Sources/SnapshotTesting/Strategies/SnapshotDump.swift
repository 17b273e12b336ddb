import Foundation

/// Builds the text of a ``Snapshotting/dump`` snapshot.
enum SnapshotDump {
    /// The dump of `value`: one line per value, children indented by two spaces.
    static func text(of value: Any) -> String {
        var output = ""
        write(value, name: nil, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: Any, name: String?, indent: Int, into output: inout String) {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let label = name.map { "\($0): " } ?? ""
        let description: String
        switch (value, mirror.displayStyle) {
        case (let custom as AnySnapshotStringConvertible, _) where !type(of: custom).renderChildren:
            output += "\(String(repeating: " ", count: indent))- \(label)\(custom.snapshotDescription)\n"
            return
        case (let custom as AnySnapshotStringConvertible, _):
            description = custom.snapshotDescription
        case (_, .collection?):
            description = children.count == 1 ? "1 element" : "\(children.count) elements"
        case (_, .dictionary?):
            description = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
            children = sorted(children)
        case (_, .set?):
            description = children.count == 1 ? "1 member" : "\(children.count) members"
            children = sorted(children)
        case (_, .tuple?):
            description = children.count == 1 ? "(1 element)" : "(\(children.count) elements)"
        case (_, .optional?):
            guard let wrapped = children.first else {
                output += "\(String(repeating: " ", count: indent))- \(label)nil\n"
                return
            }
            write(wrapped.value, name: name, indent: indent, into: &output)
            return
        case (let convertible as CustomStringConvertible, _) where children.isEmpty || mirror.displayStyle == nil:
            description = withoutAddresses(convertible.description)
        case (_, .enum?):
            description = children.isEmpty ? "\(typeName(mirror.subjectType)).\(value)" : typeName(mirror.subjectType)
        case (_, .class?), (_, .struct?):
            description = typeName(mirror.subjectType)
        default:
            description = withoutAddresses(String(describing: value))
        }
        let bullet = children.isEmpty ? "-" : "▿"
        output += "\(String(repeating: " ", count: indent))\(bullet) \(label)\(description)\n"
        for child in children {
            write(child.value, name: child.label, indent: indent + 2, into: &output)
        }
    }

    /// Children in the order of their own dumps, for unordered collections.
    private static func sorted(_ children: [Mirror.Child]) -> [Mirror.Child] {
        children
            .map { child in (child, text(of: child.value)) }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    private static func typeName(_ type: Any.Type) -> String {
        withoutAddresses(String(describing: type))
    }

    /// The text without `0x…` addresses and the `#1`-style counters of local types, which
    /// change between runs.
    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[0-9a-fA-F]+", with: "", options: .regularExpression)
            .replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }
}
