/// Why a connection could not be made or failed, as Network's `NWError`.
public enum NWError: Error, CustomDebugStringConvertible, Equatable, Sendable {
    /// A POSIX error from the socket calls (`ECONNREFUSED`, `ECONNRESET`…).
    case posix(POSIXErrorCode)
    /// A name resolution error (Network's `DNSServiceErrorType`; napkin reports `getaddrinfo`'s failures
    /// as -65554, `kDNSServiceErr_NoSuchRecord`).
    case dns(Int32)
    /// A TLS error (Network's `OSStatus`; napkin makes no TLS connections).
    case tls(Int32)

    /// The error in words: `POSIXErrorCode: Connection refused`.
    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue)): " + String(cString: strerror(code.rawValue))
        case .dns(let code): "DNSServiceErrorType(\(code))"
        case .tls(let code): "OSStatus(\(code))"
        }
    }
}
