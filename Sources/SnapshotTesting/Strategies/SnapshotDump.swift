internal import Foundation

/// Builds the text of a ``Snapshotting/dump`` snapshot, line for line as upstream's `.dump`
/// writes it, so references recorded with upstream keep matching.
///
/// Each value is one line, `▿` when children follow and `-` otherwise, children indented by
/// two spaces. The fields of structs and classes and the entries of dictionaries and sets are
/// listed in the order of their own dumps (for fields that is their name), which keeps the
/// text stable across runs. An object met again below itself prints
/// `<name> (circular reference detected)` instead of recursing, so a cyclic graph (a parent
/// and a child that point at each other) dumps in finite text.
enum SnapshotDump {
    /// The dump of `value`.
    static func text(of value: Any) -> String {
        var output = ""
        write(value, label: nil, indent: 0, ancestors: [], into: &output)
        return output
    }

    private static func write(_ value: Any, label: String?, indent: Int, ancestors: Set<ObjectIdentifier>, into output: inout String) {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let prefix = String(repeating: " ", count: indent)
        let bullet = children.isEmpty ? "-" : "▿"
        let labelText = label.map { "\($0): " } ?? ""
        var ancestors = ancestors

        // The order of these cases is the contract: a type that is both, say, a set and
        // custom-convertible is dumped by the first case that applies.
        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = counted(children.count, "element", "elements")
        case (_, .dictionary?):
            description = counted(children.count, "key/value pair", "key/value pairs")
            children = inDumpOrder(children, ancestors: ancestors)
        case (_, .set?):
            description = counted(children.count, "member", "members")
            children = inDumpOrder(children, ancestors: ancestors)
        case (_, .tuple?):
            description = "(\(counted(children.count, "element", "elements")))"
        case (_, .optional?):
            let type = typeName(mirror.subjectType)
            description = children.isEmpty ? "\(type).none" : type
        case (let convertible as AnySnapshotStringConvertible, _) where type(of: convertible).renderChildren:
            description = convertible.snapshotDescription
        case (let convertible as AnySnapshotStringConvertible, _):
            output += "\(prefix)- \(labelText)\(convertible.snapshotDescription)\n"
            return
        case (let convertible as CustomStringConvertible, _):
            description = convertible.description
        case (let object as AnyObject, .class?):
            let identity = ObjectIdentifier(object)
            guard !ancestors.contains(identity) else {
                output += "\(prefix)\(bullet) \(label ?? "value") (circular reference detected)\n"
                return
            }
            ancestors.insert(identity)
            description = typeName(mirror.subjectType)
            children = inDumpOrder(children, ancestors: ancestors)
        case (_, .struct?):
            description = typeName(mirror.subjectType)
            children = inDumpOrder(children, ancestors: ancestors)
        case (_, .enum?):
            let type = typeName(mirror.subjectType)
            description = children.isEmpty ? "\(type).\(value)" : type
        default:
            description = String(describing: value)
        }

        output += "\(prefix)\(bullet) \(labelText)\(description)\n"
        for child in children {
            write(child.value, label: child.label, indent: indent + 2, ancestors: ancestors, into: &output)
        }
    }

    /// `1 element`, `3 elements`.
    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        count == 1 ? "1 \(singular)" : "\(count) \(plural)"
    }

    /// Children sorted by the dump of each (label, value) pair, which orders fields by name
    /// and unordered entries by their contents.
    private static func inDumpOrder(_ children: [Mirror.Child], ancestors: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children
            .map { child -> (child: Mirror.Child, key: String) in
                var key = ""
                write((label: child.label, value: child.value), label: nil, indent: 0, ancestors: ancestors, into: &key)
                return (child, key)
            }
            .sorted { $0.key < $1.key }
            .map(\.child)
    }

    /// A type's name without the `#1`-style counters of local types, which vary by build.
    private static func typeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    /// The text without `0x…` addresses, which change between runs (for `NSObject`s).
    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
