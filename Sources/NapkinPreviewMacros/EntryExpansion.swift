/// What NapkinUI's `@Entry` expands to, by text, as SwiftUI's (iOS 18) does:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
///     // accessor: get { self[__Key_accent.self] }  set { self[__Key_accent.self] = newValue }
///     // peer:     nonisolated private struct __Key_accent: NapkinUI.EnvironmentKey {
///     //               typealias Value = Color
///     //               static var defaultValue: Value { .orange }
///     //           }
/// }
/// ```
///
/// The key's protocol follows the extended type: `EnvironmentValues` → `EnvironmentKey`, `ContainerValues` →
/// `ContainerValueKey`. An optional property may leave out its initial value
/// (the default is `nil`). The default is computed each time it is read, as SwiftUI's is.
enum EntryExpansion {
    /// Why a use cannot be expanded.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The value types `@Entry` extends, and the key protocol of each.
    static let keyProtocols: [String: String] = [
        "EnvironmentValues": "NapkinUI.EnvironmentKey",
        "ContainerValues": "NapkinUI.ContainerValueKey",
    ]

    /// `@Entry`'s accessors (role `accessor`) or its key type (role `peer`), for `declaration` in the innermost
    /// `context` (the source of the enclosing declaration, members left out).
    static func expand(role: String, declaration: String, context: String?) -> Result<[String], Failure> {
        guard let keyProtocol = keyProtocol(of: context) else {
            return .failure(
                Failure(
                    message:
                        "@Entry declares a value in an extension of EnvironmentValues or ContainerValues: 'extension EnvironmentValues { @Entry var accent: Color = .orange }'"
                ))
        }
        guard let property = parseProperty(pieces(of: declaration), text: Array(declaration)), property.keyword == "var",
            !property.isStatic, property.accessorBlock == nil, let name = property.name
        else {
            return .failure(
                Failure(message: "@Entry applies to one 'var' with a type and an initial value: '@Entry var accent: Color = .orange'"))
        }
        guard let type = property.type?.trimmingWhitespace, !type.isEmpty else {
            return .failure(Failure(message: "@Entry needs the value's type: write 'var \(name): Type = value'"))
        }
        let initializer: String
        if let written = property.initializer?.trimmingWhitespace, !written.isEmpty {
            initializer = written
        } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            initializer = "nil"
        } else {
            return .failure(
                Failure(message: "@Entry needs a default value: write 'var \(name): \(type) = value' (or make the type optional)"))
        }
        let key = "__Key_" + name.replacingBackquotes
        switch role {
        case "accessor":
            return .success(["get { self[\(key).self] }", "set { self[\(key).self] = newValue }"])
        case "peer":
            return .success([
                """
                nonisolated private struct \(key): \(keyProtocol) {
                    typealias Value = \(type)
                    static var defaultValue: Value { \(initializer) }
                }
                """
            ])
        default:
            return .success([])
        }
    }

    /// The key protocol for the type `context` extends (`extension SwiftUI.EnvironmentValues { }` → `EnvironmentKey`).
    static func keyProtocol(of context: String?) -> String? {
        guard let context else { return nil }
        let words = pieces(of: context).filter { $0.kind == .word }.map(\.text)
        guard let at = words.firstIndex(of: "extension"), at + 1 < words.count else { return nil }
        // A qualified name reads as several words: the last one before the body names the type.
        var extended = words[at + 1]
        var next = at + 2
        while next < words.count, ["SwiftUI", "NapkinUI", "SwiftUICore"].contains(extended) {
            extended = words[next]
            next += 1
        }
        return keyProtocols[extended]
    }
}
