import Foundation

/// Where RibHouse signs in: the built-in mock, or a smokehouse server. ``AppComponent``
/// picks the auth service from it; nothing below the dependency root sees it.
public struct AppConfiguration: Sendable, Equatable {
    /// The environment variable that names a smokehouse server, e.g.
    /// `RIBHOUSE_API_URL=http://127.0.0.1:8080`.
    public static let apiURLVariable = "RIBHOUSE_API_URL"

    /// The server's base URL, or `nil` for the built-in mock (Smokey Joe).
    public var apiURL: URL?
    /// How long one whole request to the server may take, in seconds, from connecting to the
    /// last byte of the answer (default 10): a server that trickles its answer is cut off too.
    public var requestTimeout: Double
    /// The most bytes the server's answer may hold, counted after decompression (default
    /// 1 MiB, ``defaultMaximumResponseBytes``); a bigger answer fails the login.
    public var maximumResponseBytes: Int

    /// The default of ``maximumResponseBytes``: 1 MiB.
    public static var defaultMaximumResponseBytes: Int { URLSessionAuthService.defaultMaximumResponseBytes }

    /// A configuration for the server at `apiURL` (`nil`: the mock) with `requestTimeout`
    /// seconds per request (`nil`: the networked service's default of 10 s) and answers of at
    /// most `maximumResponseBytes` (`nil`: 1 MiB).
    public init(apiURL: URL? = nil, requestTimeout: Double? = nil, maximumResponseBytes: Int? = nil) {
        self.apiURL = apiURL
        self.requestTimeout = requestTimeout ?? URLSessionAuthService.defaultTimeout
        self.maximumResponseBytes = maximumResponseBytes ?? URLSessionAuthService.defaultMaximumResponseBytes
    }

    /// The configuration the command line and the environment ask for: `argument` (the value
    /// of `--api-url`) wins over `RIBHOUSE_API_URL` in `environment`; an empty value counts
    /// as unset; neither means the mock.
    ///
    /// - Throws: ``InvalidAPIURL`` when the chosen value is not an http(s) URL with a host.
    public static func resolve(
        apiURL argument: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(InvalidAPIURL) -> AppConfiguration {
        let chosen: (value: String, source: String)?
        if let argument, !argument.isEmpty {
            chosen = (argument, "--api-url")
        } else if let value = environment[apiURLVariable], !value.isEmpty {
            chosen = (value, apiURLVariable)
        } else {
            chosen = nil
        }
        guard let chosen else { return AppConfiguration() }
        guard
            let url = URL(string: chosen.value),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw InvalidAPIURL(value: chosen.value, source: chosen.source)
        }
        return AppConfiguration(apiURL: url)
    }

    /// An API URL that RibHouse cannot use.
    public struct InvalidAPIURL: Error, Equatable, CustomStringConvertible {
        /// The value as given.
        public let value: String
        /// Where it came from: `--api-url` or `RIBHOUSE_API_URL`.
        public let source: String

        /// What was wrong and what to pass instead.
        public var description: String {
            "\(source) '\(value)' is not an http:// or https:// URL with a host; pass the smokehouse server's base URL, e.g. http://127.0.0.1:8080"
        }
    }
}
