import Foundation

/// Text made safe for HTML content and attribute values.
package func htmlEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}

/// A relative path as a URL path: each component percent-encoded (a file named
/// `a%20b.png` is linked as `a%2520b.png`), `/` kept between them. `:` is encoded too: a first
/// component such as `javascript:alert(1)` would otherwise read as a URL scheme.
package func urlPath(_ relativePath: String) -> String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;%:"))
    return relativePath.split(separator: "/").map { component in
        String(component).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(component)
    }.joined(separator: "/")
}

/// Lines of a unified diff (or any text) as HTML, the diff's removed lines, added lines and
/// hunk headers in spans the page colours.
package func colouredDiff(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let escaped = htmlEscaped(String(line))
        if (line.hasPrefix("\u{2212}") && !line.hasPrefix("\u{2212}\u{2212}")) || (line.hasPrefix("-") && !line.hasPrefix("--")) {
            return "<span class=\"removed\">\(escaped)</span>"
        }
        if line.hasPrefix("+") && !line.hasPrefix("++") { return "<span class=\"added\">\(escaped)</span>" }
        if line.hasPrefix("@@") { return "<span class=\"hunk\">\(escaped)</span>" }
        return escaped
    }.joined(separator: "\n")
}
