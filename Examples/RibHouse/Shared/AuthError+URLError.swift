import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension AuthError {
    /// The ``unreachable(url:reason:)`` that a transport failure means, in words a person can
    /// act on: what happened to the request for `url`, then what to check.
    ///
    /// `timeout` is the request's time limit, named when the request ran out of time. On
    /// Linux, URLSession reports what libcurl does not map (TLS failures, a body cut short) as
    /// `URLError.unknown` with libcurl's own words as the description; those words are kept.
    static func unreachable(_ error: URLError, url: URL, timeout: TimeInterval) -> AuthError {
        .unreachable(url: url, reason: reason(for: error, url: url, timeout: timeout))
    }

    /// The ``unreachable(url:reason:)`` of a request to `url` that did not finish within
    /// `timeout` seconds, however slowly the server was sending.
    static func timedOut(url: URL, timeout: TimeInterval) -> AuthError {
        .unreachable(url: url, reason: timedOutReason(timeout))
    }

    private static func timedOutReason(_ timeout: TimeInterval) -> String {
        "the answer was not complete within \(timeout.formatted()) s (the request timeout); check that the server is running and not overloaded, then try again"
    }

    private static let checkServer = "check that the smokehouse server is running and the API URL is right, then try again"

    private static func reason(for error: URLError, url: URL, timeout: TimeInterval) -> String {
        let host = url.host ?? url.absoluteString
        switch error.code {
        case .cannotConnectToHost:
            return "the connection was refused; check that the smokehouse server is running and that the API URL's port is right"
        case .timedOut:
            return timedOutReason(timeout)
        case .cannotFindHost, .dnsLookupFailed:
            return "the host \(host) is unknown; check the host name in the API URL"
        case .networkConnectionLost:
            return "the connection was lost before the answer was complete; check the network and the server's log, then try again"
        case .notConnectedToInternet:
            return "this machine has no network connection; connect to a network, then try again"
        case .cancelled:
            return "the request was cancelled before the answer was complete; try again"
        case .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return "the answer was not valid HTTP; check that the API URL points at the smokehouse server, not another service"
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
            .clientCertificateRejected, .clientCertificateRequired:
            return secureConnectionReason(detail: tlsDetail(error.code))
        case .cannotDecodeContentData, .cannotDecodeRawData:
            return "the answer's compressed body could not be decoded; check the server's Content-Encoding"
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return "the server kept redirecting the request; check the API URL"
        case .badURL, .unsupportedURL:
            return "the URL cannot be requested; use an http:// or https:// URL with a host"
        default:
            let detail = libcurlDetail(of: error)
            if let detail, isAboutTLS(detail) {
                return secureConnectionReason(detail: detail)
            }
            if let detail {
                return "the transfer failed (\(detail)); \(checkServer)"
            }
            return "the transfer failed for a reason the network library did not name (URLError \(error.code.rawValue)); \(checkServer)"
        }
    }

    private static func secureConnectionReason(detail: String) -> String {
        "the secure (TLS) connection failed (\(detail)); check the server's certificate and this machine's clock, or use http:// for a server on this machine"
    }

    private static func tlsDetail(_ code: URLError.Code) -> String {
        switch code {
        case .serverCertificateHasBadDate: return "the server's certificate has expired"
        case .serverCertificateNotYetValid: return "the server's certificate is not valid yet"
        case .serverCertificateUntrusted: return "the server's certificate is not trusted"
        case .serverCertificateHasUnknownRoot: return "the server's certificate is signed by an unknown authority"
        case .clientCertificateRejected, .clientCertificateRequired: return "the server asks for a client certificate"
        default: return "the handshake did not complete"
        }
    }

    /// libcurl's words for a failure URLSession left unmapped, when it gave any.
    private static func libcurlDetail(of error: URLError) -> String? {
        let words = (error.userInfo[NSLocalizedDescriptionKey] as? String)?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let words, !words.isEmpty else { return nil }
        return words
    }

    /// Whether libcurl's words are about TLS (e.g. `SSL certificate problem: …`,
    /// `error:0A00010B:SSL routines::wrong version number`).
    private static func isAboutTLS(_ detail: String) -> Bool {
        ["SSL", "TLS", "certificate"].contains { detail.localizedCaseInsensitiveContains($0) }
    }
}
