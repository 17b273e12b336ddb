import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A loopback port that nothing listens on, reserved for as long as this value lives: a
/// socket bound to `127.0.0.1:0` without `listen()`. Connecting to it is refused at once,
/// and no other test's server can be given the same port meanwhile (which a stopped
/// server's port does not guarantee).
final class ClosedPort {
    /// The port number.
    let port: Int
    private let descriptor: Int32

    /// Reserves a port. Fails the test if the socket cannot be made.
    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
