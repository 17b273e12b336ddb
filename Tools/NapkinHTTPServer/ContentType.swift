/// The content types of the files a local tool serves, by file extension.
public enum ContentType {
    /// The type of a file named `name` (`page.html` → `text/html; charset=utf-8`), or
    /// `application/octet-stream` for an extension not listed, which browsers download rather
    /// than run (the server also sends `X-Content-Type-Options: nosniff`).
    public static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// What a file of an unknown kind is sent as.
    public static let fallback = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "patch": "text/plain; charset=utf-8", "diff": "text/plain; charset=utf-8", "log": "text/plain; charset=utf-8",
        "csv": "text/csv; charset=utf-8", "xml": "application/xml", "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "wasm": "application/wasm", "pdf": "application/pdf",
    ]
}
