/// How important a log message is, as `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The level's number: debug 2, info 1, default 0, error 16, fault 17, as Apple numbers them.
    public let rawValue: UInt8

    /// A level with the given number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Development detail.
    public static let debug = OSLogType(rawValue: 2)
    /// Helpful, not essential.
    public static let info = OSLogType(rawValue: 1)
    /// The default level (`Logger.notice`, `Logger.log`).
    public static let `default` = OSLogType(rawValue: 0)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 16)
    /// A bug, or a fault in the system.
    public static let fault = OSLogType(rawValue: 17)

    /// The rank used to filter: debug < info < default < error < fault.
    var severity: Int {
        switch rawValue {
        case 2: return 0
        case 1: return 1
        case 16: return 3
        case 17: return 4
        default: return 2
        }
    }

    /// Orders by severity.
    public static func < (lhs: OSLogType, rhs: OSLogType) -> Bool { lhs.severity < rhs.severity }

    /// The level's name as a log line shows it.
    public var description: String {
        ["debug", "info", "default", "error", "fault"][severity]
    }
}
