/// What `#Preview` expands to, in the file that declares it:
///
/// ```swift
/// @MainActor private func $…4makefMu_() -> NapkinUI.AnyView {
///     NapkinUI.AnyView(NapkinUI._previewBody { …the closure as written… })
/// }
/// @section("napkin_previews") @used
/// private let $…6recordfMu_: NapkinUI._PreviewRecord = (0x3130_7650_6B70_614E, {
///     NapkinUI._PreviewEntry._retained(fileID: #fileID, filePath: #filePath, line: 12, column: 1,
///         name: "Name", traits: [.landscapeLeft], body: { $…4makefMu_() })
/// })
/// ```
///
/// The record is a constant (`@section` takes only integers and C functions), kept by `@used`
/// in every build, and found at run time by NapkinUI's PreviewRegistry. With `@Previewable`
/// declarations, the closure becomes a private view whose stored properties they are. In a
/// type's body the function and the record are `static`.
enum PreviewExpansion {
    /// The record's magic word: "NapkPv01" as a little-endian word (NapkinUI checks it).
    static let magic = "0x3130_7650_6B70_614E"

    /// Where a `#Preview` stands.
    enum Scope: Equatable {
        /// At file scope.
        case file
        /// In a type's or extension's body: members become `static`.
        case type
        /// In a function, closure or accessor, where `@section` cannot be.
        case local
    }

    /// The scope described by the request's `lexicalContext` (innermost first).
    static func scope(of lexicalContext: [[String: Any]]) -> Scope {
        guard let innermost = lexicalContext.first?["source"] as? String else { return .file }
        let words = innermost.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let keyword = words.first {
            ["struct", "enum", "class", "actor", "extension", "func", "init", "deinit", "var", "let", "subscript"].contains($0)
        }
        return ["struct", "enum", "class", "actor", "extension"].contains(keyword.map(String.init) ?? "") ? .type : .local
    }

    /// The expansion of `source` (the macro's text) at `line`/`column` of `fileName`, or the
    /// error that says what to write instead.
    static func expand(source: String, fileName: String, line: Int, column: Int, scope: Scope, discriminator d: String) -> Result<
        String, ExpansionError
    > {
        if scope == .local { return .failure(.localScope) }
        // main.swift is top-level code, whose globals are not constants: `@section` fails there.
        if fileName == "main.swift" || fileName.hasSuffix("/main.swift") { return .failure(.mainFile) }
        let use = PreviewUse(source)
        guard let closure = use.closure else { return .failure(.noClosure) }
        let line = line + use.leadingLines
        let column = use.columnAfterTrivia ?? column
        let member = scope == .type ? "static " : ""
        let split = PreviewableSplit(closure)
        var declarations = ""
        let body: String
        if split.declarations.isEmpty {
            body = "NapkinUI.AnyView(NapkinUI._previewBody \(closure))"
        } else {
            // As SwiftUI does: the state becomes stored properties of a view, so it lives as
            // long as the preview shown.
            declarations = """
                @MainActor private struct \(d)4viewfMu_: NapkinUI.View {
                    \(split.declarations.flatMap(inlinedQuery).joined(separator: "\n    "))
                    var body: some NapkinUI.View {
                \(split.rest)
                    }
                }

                """
            body = "NapkinUI.AnyView(\(d)4viewfMu_())"
        }
        return .success(
            declarations + """
                @MainActor private \(member)func \(d)4makefMu_() -> NapkinUI.AnyView {
                    \(body)
                }
                @section("napkin_previews") @used
                private \(member)let \(d)6recordfMu_: NapkinUI._PreviewRecord = (\(magic), {
                    NapkinUI._PreviewEntry._retained(
                        fileID: #fileID, filePath: #filePath, line: \(line), column: \(column), name: \(use.name ?? "nil"),
                        traits: { [\(use.traits.joined(separator: ", "))] }, body: { \(d)4makefMu_() })
                })
                """)
    }
}

extension PreviewExpansion {
    /// A `@Previewable @Query var notes: [Note]` declaration as the `@Query` macro would expand it (its storage and a
    /// getter), written out here: the compiler does not find the names a peer macro adds to a type that another macro's
    /// expansion declares, so `@Query` left to expand inside the preview's view would miss its own `_notes`. Any other
    /// declaration is kept as written.
    static func inlinedQuery(_ declaration: String) -> [String] {
        let characters = Array(declaration)
        var scanner = SourceScanner(characters)
        guard scanner.starts(with: "@Query") || scanner.starts(with: "@SwiftData.Query") else { return [declaration] }
        scanner.index += scanner.starts(with: "@Query") ? "@Query".count : "@SwiftData.Query".count
        if scanner.peek() == "(" { scanner.skipGroup() }
        guard scanner.peek().map({ $0.isWhitespace }) == true else { return [declaration] }
        let attribute = String(characters[..<scanner.index])
        let property = String(characters[scanner.index...]).trimmingWhitespace
        guard case .success(let storage) = ModelExpansion.query(role: "peer", attribute: attribute, declaration: property),
            case .success(let getter) = ModelExpansion.query(role: "accessor", attribute: attribute, declaration: property)
        else { return [declaration] }  // the macro, left to expand, reports what is wrong
        return storage + ["\(property) {\n" + getter.joined(separator: "\n") + "\n}"]
    }
}

/// Why a `#Preview` cannot be expanded, worded for the compiler's error.
enum ExpansionError: Error, Equatable {
    case noClosure, localScope, mainFile

    /// The error's text.
    var message: String {
        switch self {
        case .noClosure:
            return "#Preview needs a trailing closure that builds the view: #Preview(\"Name\") { MyView() }"
        case .localScope:
            return "#Preview must stand at file scope or in a type's body, not in a function or closure"
        case .mainFile:
            return "#Preview cannot be used in main.swift (top-level code); move it to another file"
        }
    }
}
