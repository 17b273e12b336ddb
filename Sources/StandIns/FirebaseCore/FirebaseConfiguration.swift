import Foundation

/// How much FirebaseCore's logger writes, as Swift imports FirebaseCore's `FIRLoggerLevel`, with its numbers (the
/// system log's levels).
public enum FirebaseLoggerLevel: Int, Sendable, Hashable {
    /// Errors only.
    case error = 3
    /// Errors and warnings.
    case warning = 4
    /// Errors, warnings and notices (the default).
    case notice = 5
    /// Informational messages as well.
    case info = 6
    /// Everything, debug messages included.
    case debug = 7

    /// The least verbose level, ``error``.
    public static var min: FirebaseLoggerLevel { .error }
    /// The most verbose level, ``debug``.
    public static var max: FirebaseLoggerLevel { .debug }
}

/// The settings every Firebase SDK shares, as Swift imports FirebaseCore's `FIRConfiguration`.
open class FirebaseConfiguration: NSObject, @unchecked Sendable {
    // Unchecked: the level is read and written under the logger's lock.

    /// The one configuration of the process.
    public static let shared = FirebaseConfiguration()

    /// Sets how much Firebase's logger writes to standard error (``FirebaseLoggerLevel/notice`` until set).
    open func setLoggerLevel(_ loggerLevel: FirebaseLoggerLevel) {
        FirebaseLog.level = loggerLevel
    }

    /// The level set last with ``setLoggerLevel(_:)``. Not FirebaseCore's: napkin's, for tests.
    public var loggerLevel: FirebaseLoggerLevel { FirebaseLog.level }
}

/// FirebaseCore's logger: writes `[FirebaseCore][I-COR000001] message` lines to standard error when their level is
/// at or below the configured one. Shared by napkin's Firebase stand-ins.
package enum FirebaseLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedLevel = FirebaseLoggerLevel.notice

    /// The level messages are written at or below.
    package static var level: FirebaseLoggerLevel {
        get { lock.withLock { storedLevel } }
        set { lock.withLock { storedLevel = newValue } }
    }

    /// Writes `message` under `service` (`FirebaseCore`, `FirebaseAuth`...) with the message code `code`, if `level`
    /// is at or below the configured level.
    package static func log(_ level: FirebaseLoggerLevel, service: String = "FirebaseCore", _ code: String, _ message: String) {
        guard level.rawValue <= self.level.rawValue else { return }
        FileHandle.standardError.write(Data("[\(service)][\(code)] \(message)\n".utf8))
    }
}
