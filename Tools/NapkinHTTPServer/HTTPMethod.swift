/// A request method. The server routes `GET`, `HEAD` and `POST`; any other is answered
/// `501 Not Implemented`.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The method as sent (`GET`).
    public let rawValue: String

    /// The method spelled `rawValue` (case-sensitive, as HTTP's are).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The method as sent.
    public var description: String { rawValue }

    /// Reads a resource; never changes anything.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `GET` without the body: the server answers it from the `GET` route.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// Changes something (the body says what).
    public static let post = HTTPMethod(rawValue: "POST")
}
