/// An HTTP status: its code and the reason phrase sent with it.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The three-digit code (`404`).
    public let code: Int
    /// The reason phrase (`Not Found`).
    public let reason: String

    /// A status with any code and phrase; the named ones below cover what the server sends.
    public init(code: Int, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `404 Not Found`.
    public var description: String { "\(code) \(reason)" }

    /// 100: sent before reading a body the client announced with `Expect: 100-continue`.
    public static let `continue` = HTTPStatus(code: 100, reason: "Continue")
    /// 200.
    public static let ok = HTTPStatus(code: 200, reason: "OK")
    /// 204: done, nothing to send back.
    public static let noContent = HTTPStatus(code: 204, reason: "No Content")
    /// 301: the resource lives at another URL (a folder asked for without its slash).
    public static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    /// 303: look at another URL with GET (after a form's POST).
    public static let seeOther = HTTPStatus(code: 303, reason: "See Other")
    /// 304: the client's copy (its `If-None-Match`) is current.
    public static let notModified = HTTPStatus(code: 304, reason: "Not Modified")
    /// 400: the request is malformed.
    public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    /// 403: understood and refused (a token missing, a file outside the folder).
    public static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    /// 404.
    public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    /// 405: the path exists for other methods (the `Allow` header lists them).
    public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    /// 408: the request did not arrive in time.
    public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    /// 409: the request conflicts with the current state (already done, changed meanwhile).
    public static let conflict = HTTPStatus(code: 409, reason: "Conflict")
    /// 413: the body is larger than the server accepts.
    public static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    /// 414: the request line is longer than the server accepts.
    public static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    /// 415: the body's content type is not one the route reads.
    public static let unsupportedMediaType = HTTPStatus(code: 415, reason: "Unsupported Media Type")
    /// 421: the `Host` header names another server (DNS rebinding).
    public static let misdirectedRequest = HTTPStatus(code: 421, reason: "Misdirected Request")
    /// 422: well-formed, but the values are not acceptable.
    public static let unprocessableContent = HTTPStatus(code: 422, reason: "Unprocessable Content")
    /// 431: the header section is larger than the server accepts.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    /// 500: the handler failed.
    public static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
    /// 501: a method or transfer coding the server does not implement.
    public static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
    /// 503: too many connections at once.
    public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    /// 505: an HTTP version other than 1.0 and 1.1.
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
