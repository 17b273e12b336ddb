import Foundation

/// The messages this process logged, as OSLog's `OSLogStore` opened with
/// `.currentProcessIdentifier`: what an app's "show the log" screen reads. Every message a
/// ``Logger`` or `os_log` writes is kept in memory (the latest 10,000, whatever `NAPKIN_OSLOG`
/// lets through to standard error; not those written to ``OSLog/disabled``), with its privacy
/// applied, as the store keeps it. Linux has no system log to read: `.system` throws.
public final class OSLogStore: Sendable {
    /// Which messages a store reads.
    public enum Scope: Int, Sendable {
        /// Every process's (not on Linux).
        case system = 0
        /// This process's.
        case currentProcessIdentifier = 1
    }

    /// The messages of `scope`; `.system` throws, as there is no system log here.
    public init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else { throw Self.noSystemLog }
    }

    /// The system's log store: throws on Linux.
    public static func local() throws -> OSLogStore { throw noSystemLog }

    private static var noSystemLog: NSError {
        NSError(
            domain: "OSLogErrorDomain", code: 1,
            userInfo: [NSLocalizedDescriptionKey: "Linux has no system log: only OSLogStore(scope: .currentProcessIdentifier) can be read"])
    }

    /// The position of the first message at or after `date`.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

    /// The position `seconds` before the latest message (before now, when nothing is logged after).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(-seconds))
    }

    /// The position `seconds` after the process started (Linux's stand-in for the latest boot).
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Self.start.addingTimeInterval(seconds))
    }

    /// The messages from `position` (all when `nil`), oldest first (newest first with `.reverse`),
    /// that `predicate` accepts. A predicate made with a block works; `NSPredicate(format:)` is not
    /// implemented by Linux's Foundation.
    public func getEntries(
        with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil
    )
        throws -> AnySequence<OSLogEntry>
    {
        var entries: [OSLogEntry] = Self.recorder.entries.filter { entry in position.map { entry.date >= $0.date } ?? true }
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        let ordered: [OSLogEntry] = options.contains(.reverse) ? entries.reversed() : entries
        return AnySequence(ordered)
    }

    // MARK: Recording

    private static let start = Date()
    private static let recorder = Recorder()

    static func record(level: OSLogType, subsystem: String, category: String, text: String) {
        let entry = OSLogEntryLog(
            date: Date(), composedMessage: text, level: OSLogEntryLog.Level(level), subsystem: subsystem, category: category)
        recorder.append(entry)
    }

    /// The kept messages, behind a lock.
    private final class Recorder: @unchecked Sendable {
        static let capacity = 10_000
        private let lock = NSLock()
        private var kept: [OSLogEntryLog] = []

        func append(_ entry: OSLogEntryLog) {
            lock.withLock {
                kept.append(entry)
                if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
            }
        }

        var entries: [OSLogEntryLog] { lock.withLock { kept } }
    }
}

/// A place in a log store, as `OSLogPosition`.
public final class OSLogPosition: Sendable {
    let date: Date
    init(date: Date) { self.date = date }
}

/// How a store's entries are read, as `OSLogEnumerator`.
public enum OSLogEnumerator {
    /// Reading options.
    public struct Options: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of a log store, as `OSLogEntry`.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// When it was logged.
    public let date: Date
    /// The message, with its values filled in and private ones hidden.
    public let composedMessage: String

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// A message a logger wrote, as `OSLogEntryLog`.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level, with OSLog's numbers.
    public enum Level: Int, Sendable {
        /// Not known.
        case undefined = 0
        /// `OSLogType.debug`.
        case debug = 1
        /// `OSLogType.info`.
        case info = 2
        /// `OSLogType.default` (`Logger.notice`).
        case notice = 3
        /// `OSLogType.error`.
        case error = 4
        /// `OSLogType.fault`.
        case fault = 5

        init(_ type: OSLogType) {
            switch type {
            case .debug: self = .debug
            case .info: self = .info
            case .default: self = .notice
            case .error: self = .error
            case .fault: self = .fault
            default: self = .undefined
            }
        }
    }

    /// The level.
    public let level: Level
    /// The logger's subsystem.
    public let subsystem: String
    /// The logger's category.
    public let category: String
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: Int32

    init(date: Date, composedMessage: String, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(date: date, composedMessage: composedMessage)
    }
}
