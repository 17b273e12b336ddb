#if canImport(Glibc)
import Glibc
#endif

/// Why a server could not start, or a folder could not be served.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The configuration asked for an address other than 127.0.0.1.
    case notLoopback(host: String)
    /// The port is taken by another program.
    case portInUse(port: UInt16)
    /// A system call failed (`operation` says which, `errno` why).
    case system(operation: String, errno: Int32)
    /// The folder to serve files from is not a readable folder.
    case notAFolder(path: String)

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .notLoopback(let host):
            return
                "refusing to listen on '\(host)': this server binds 127.0.0.1 only, so nothing outside this machine can reach it; use 127.0.0.1 (or localhost)"
        case .portInUse(let port):
            return "port \(port) on 127.0.0.1 is in use by another program; choose another port, or 0 for any free one"
        case .system(let operation, let code):
            return "could not \(operation): \(String(cString: strerror(code)))"
        case .notAFolder(let path):
            return "'\(path)' is not a folder this process can read; name an existing folder"
        }
    }
}
