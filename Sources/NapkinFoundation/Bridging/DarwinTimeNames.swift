import Foundation

#if !canImport(Darwin)
// Darwin's time constants and Core Foundation's clock, which Linux's Dispatch and Foundation
// lack: `Task.sleep(nanoseconds: UInt64(0.1 * Double(NSEC_PER_SEC)))`,
// `let start = CFAbsoluteTimeGetCurrent()`. The names are Apple's C names, hence their case.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per second, as Darwin's `NSEC_PER_SEC`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per millisecond, as Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nanoseconds per microsecond, as Darwin's `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Microseconds per second, as Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Seconds relative to the reference date (1 January 2001, 00:00:00 UTC), as Core Foundation's
/// `CFAbsoluteTime`: the same clock as `Date.timeIntervalSinceReferenceDate`.
public typealias CFAbsoluteTime = Double
/// A span of seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current time in seconds since the reference date, as Core Foundation's
/// `CFAbsoluteTimeGetCurrent()` (the system clock, as `Date()` reads it).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
#endif
