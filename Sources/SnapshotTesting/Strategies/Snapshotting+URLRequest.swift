// URLRequest, in this file's public API, lives in FoundationNetworking where that exists.
#if canImport(FoundationNetworking)
internal import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// Snapshots a request as raw HTTP text: the method and URL (query items sorted by name),
    /// the headers sorted, then a blank line and the body, if any.
    public static let raw = Snapshotting.raw(pretty: false)

    /// Snapshots a request as raw HTTP text; with `pretty`, a JSON body is re-written
    /// pretty-printed with sorted keys (another body is shown as it is).
    public static func raw(pretty: Bool) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (request: URLRequest) in
            let requestLine = "\(request.httpMethod ?? "GET") \(request.url.map(sortingQueryItems)?.absoluteString ?? "(null)")"
            let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
            var lines = [requestLine] + headers
            if let body = request.httpBody {
                lines.append("\n" + bodyText(body, pretty: pretty))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Snapshots a request as the `curl` command that sends it: the method (`--head`,
    /// `--request POST`), the headers sorted (the `Cookie` header as `--cookie`), the body
    /// as `--data`, then the URL with its query items sorted, one argument per line.
    public static let curl = SimplySnapshotting<String>.lines.pullback { (request: URLRequest) in
        var arguments = ["curl"]
        switch request.httpMethod ?? "GET" {
        case "GET": break
        case "HEAD": arguments.append("--head")
        case let method: arguments.append("--request \(method)")
        }
        let headers = request.allHTTPHeaderFields ?? [:]
        for name in headers.keys.sorted() where name != "Cookie" {
            arguments.append("--header \"\(name): \(escapingQuotes(headers[name] ?? ""))\"")
        }
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            // Escape the backslashes of already-escaped quotes first, then every quote.
            let escaped = escapingQuotes(text.replacingOccurrences(of: "\\\"", with: "\\\\\""))
            arguments.append("--data \"\(escaped)\"")
        }
        if let cookie = headers["Cookie"] {
            arguments.append("--cookie \"\(escapingQuotes(cookie))\"")
        }
        let url = request.url.map(sortingQueryItems)?.absoluteString ?? ""
        arguments.append("\"\(url)\"")
        return arguments.joined(separator: " \\\n\t")
    }
}

/// The body as UTF-8 text, pretty-printed when asked and it is JSON.
private func bodyText(_ body: Data, pretty: Bool) -> String {
    if pretty,
        let object = try? JSONSerialization.jsonObject(with: body),
        let printed = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    {
        return String(decoding: printed, as: UTF8.self)
    }
    return String(decoding: body, as: UTF8.self)
}

private func escapingQuotes(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
}

/// The URL with its query items in order of name, so the text does not depend on how the
/// request was built.
private func sortingQueryItems(_ url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
    components.queryItems = components.queryItems?.sorted { $0.name < $1.name }
    return components.url ?? url
}
