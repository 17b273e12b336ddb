/// What the TipKit stand-in's `@Parameter` and `#Rule` expand to, by text:
///
/// ```swift
/// @Parameter static var isSignedIn: Bool = false   // accessor: get/set through $isSignedIn
///                                                   // peer: static let $isSignedIn = TipKit.Tips.Parameter<Bool>(…)
/// #Rule(Self.$isSignedIn) { $0 == true }            // TipKit.Tips.Rule(Self.$isSignedIn) { $0 == true }
/// ```
enum TipExpansion {
    /// Why a use cannot be expanded.
    struct Failure: Error {
        var message: String
    }

    /// `@Parameter`'s accessors (role `accessor`) or its `$name` parameter (role `peer`).
    static func parameter(role: String, declaration: String, attribute: String) -> Result<[String], Failure> {
        guard let property = parseProperty(pieces(of: declaration), text: Array(declaration)), property.keyword == "var",
            property.isStatic, property.accessorBlock == nil, let name = property.name
        else {
            return .failure(
                Failure(
                    message:
                        "@Parameter applies to one stored 'static var' with an initial value: '@Parameter static var isOn: Bool = false'"))
        }
        guard let initializer = property.initializer else {
            return .failure(Failure(message: "@Parameter needs an initial value: write 'static var \(name): Type = value'"))
        }
        let plain = name.replacingBackquotes
        switch role {
        case "accessor":
            return .success(["get { $\(plain).wrappedValue }", "set { $\(plain).wrappedValue = newValue }"])
        case "peer":
            let generic = property.type.map { "<\($0)>" } ?? ""
            let options = arguments(of: attribute).map { ", [\($0)]" } ?? ""
            return .success([
                "static let $\(plain) = TipKit.Tips.Parameter\(generic)(Self.self, \"\(plain)\", \(initializer)\(options))"
            ])
        default:
            return .success([])
        }
    }

    /// `#Rule(input) { … }` as `TipKit.Tips.Rule(input) { … }`.
    static func rule(source: String) -> Result<String, Failure> {
        let trimmed = source.trimmingWhitespace
        guard trimmed.hasPrefix("#Rule") else { return .failure(Failure(message: "#Rule is written '#Rule(input) { predicate }'")) }
        let rest = trimmed.dropFirst("#Rule".count)
        guard rest.first == "(" else {
            return .failure(Failure(message: "#Rule takes one parameter or event and a predicate: '#Rule(Self.$isOn) { $0 == true }'"))
        }
        return .success("TipKit.Tips.Rule" + rest)
    }

    /// The text between an attribute's parentheses, if it has any that are not empty.
    static func arguments(of attribute: String) -> String? {
        guard let open = attribute.firstIndex(of: "("), let close = attribute.lastIndex(of: ")"), open < close else { return nil }
        let inner = String(attribute[attribute.index(after: open)..<close]).trimmingWhitespace
        return inner.isEmpty ? nil : inner
    }
}
