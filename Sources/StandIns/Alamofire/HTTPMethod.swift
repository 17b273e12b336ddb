/// An HTTP request method, as Alamofire's `HTTPMethod`: a struct with the common methods as
/// static members, so a custom one is `HTTPMethod(rawValue: "PURGE")`.
public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
    /// `CONNECT`.
    public static let connect = HTTPMethod(rawValue: "CONNECT")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `OPTIONS`.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `QUERY`.
    public static let query = HTTPMethod(rawValue: "QUERY")
    /// `TRACE`.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// The method's name as sent.
    public let rawValue: String

    /// A method named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
