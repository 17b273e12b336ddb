import Foundation

/// Where log lines go, and which levels pass (`NAPKIN_OSLOG`).
struct LogSink: Sendable {
    let write: @Sendable (String) -> Void
    /// Whether messages also go to the process's ``OSLogStore`` (not for a disabled log).
    var recorded = true

    /// Standard error, filtered by `NAPKIN_OSLOG`.
    static let standardError = LogSink { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Nowhere.
    static let discard = LogSink(write: { _ in }, recorded: false)

    /// The lowest level written, or `nil` for none: from `NAPKIN_OSLOG`, read once.
    static let threshold: OSLogType? = threshold(from: ProcessInfo.processInfo.environment["NAPKIN_OSLOG"])

    static func threshold(from setting: String?) -> OSLogType? {
        switch setting?.lowercased() {
        case nil, "", "debug", "all": return .debug
        case "info": return .info
        case "default", "notice": return .default
        case "error": return .error
        case "fault": return .fault
        default: return nil  // "off", "none", or anything unknown: quiet rather than noisy
        }
    }

    func write(level: OSLogType, subsystem: String, category: String, message: OSLogMessage) {
        let text = message.text
        if recorded { OSLogStore.record(level: level, subsystem: subsystem, category: category, text: text) }
        guard let threshold = Self.threshold, level >= threshold else { return }
        write(Self.line(level: level, subsystem: subsystem, category: category, text: text))
    }

    /// `[subsystem:category] level: text`, the bracket left out for the default log.
    static func line(level: OSLogType, subsystem: String, category: String, text: String) -> String {
        let source = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        return "\(source)\(level): \(text)"
    }

    /// A printf format with OSLog's `{public}`/`{private}` annotations applied.
    static func printf(_ format: String, _ arguments: [any CVarArg]) -> String {
        // Each private specifier is enclosed in marks, formatted, and what the marks enclose hidden.
        var marked = ""
        var rest = Substring(format.replacingOccurrences(of: "%{public}", with: "%"))
        while let start = rest.range(of: "%{private}") {
            marked += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            let conversion = rest.firstIndex { "@dDiuUxXoOfFeEgGcCsSpaA".contains($0) } ?? rest.endIndex
            let end = conversion == rest.endIndex ? conversion : rest.index(after: conversion)
            marked += "\u{1}%" + rest[..<end] + "\u{2}"
            rest = rest[end...]
        }
        marked += rest
        let text = String(format: marked, arguments: arguments)
        var shown = ""
        var hidden = false
        for character in text {
            switch character {
            case "\u{1}": hidden = true
            case "\u{2}":
                hidden = false
                shown += "<private>"
            default: if !hidden { shown.append(character) }
            }
        }
        return shown
    }
}
