import Foundation

/// Writes log messages, as OSLog's `Logger`. On Linux each message becomes one line on standard
/// error, `[subsystem:category] level: message`, as Xcode's console shows them while debugging.
/// `NAPKIN_OSLOG=off` in the environment silences every logger (quiet `swift test` runs);
/// `NAPKIN_OSLOG=error` (or `debug`, `info`, `default`, `fault`) writes only that level and above.
public struct Logger: Sendable {
    /// The app or framework, such as `com.example.shop`.
    public let subsystem: String
    /// The part of it, such as `network`.
    public let category: String
    let sink: LogSink

    /// A logger for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, sink: .standardError)
    }

    /// The default logger (no subsystem or category).
    public init() { self.init(subsystem: "", category: "") }

    /// A logger writing what `log` is for.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category, sink: log.sink)
    }

    init(subsystem: String, category: String, sink: LogSink) {
        self.subsystem = subsystem
        self.category = category
        self.sink = sink
    }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        sink.write(level: level, subsystem: subsystem, category: category, message: message)
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the debug level.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the error level.
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the fault level.
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A subsystem and category to log to, as OSLog's `OSLog` (for `os_log` and `Logger(_:)`).
public final class OSLog: Sendable {
    /// The app or framework.
    public let subsystem: String
    /// The part of it.
    public let category: String
    let sink: LogSink

    /// A log for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        sink = .standardError
    }

    private init(silent: Bool) {
        subsystem = ""
        category = ""
        sink = silent ? .discard : .standardError
    }

    /// The process's default log.
    public static let `default` = OSLog(silent: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(silent: true)
}

// OSLog's name, kept so code written for iOS compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes `message` to `log` at `type`, as `os_log(_:log:_:)`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a printf-style `format` with `arguments` to `log` at `type`, as the older
/// `os_log(_:log:type:_:)`; `{public}` and `{private}` in a specifier (`%{public}@`) are honoured.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    let text = LogSink.printf(format.description, arguments)
    Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}
