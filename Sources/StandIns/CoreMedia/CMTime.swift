import Foundation

/// A time's count of ticks, as CoreMedia's `CMTimeValue`.
public typealias CMTimeValue = Int64
/// Ticks per second, as CoreMedia's `CMTimeScale`.
public typealias CMTimeScale = Int32
/// A time's epoch, as CoreMedia's `CMTimeEpoch`.
public typealias CMTimeEpoch = Int64

/// A rational time, `value / timescale` seconds, as CoreMedia's `CMTime`: what AVFoundation's
/// players, items and observers measure time in.
///
/// Arithmetic and comparison are exact when both times share a timescale; otherwise they go
/// through their least common timescale (the finer of the two when that does not fit in 32 bits,
/// rounding to the nearest tick). The
/// special times (`invalid`, `indefinite`, the infinities) compare as CoreMedia orders them:
/// `negativeInfinity` < numeric times < `positiveInfinity` < `indefinite`, with `invalid` equal
/// only to itself and ordered last.
public struct CMTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What kind of time this is, as CoreMedia's `CMTimeFlags`.
    public struct Flags: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Flags with this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The time is valid.
        public static let valid = Flags(rawValue: 1 << 0)
        /// The value was rounded when the time was made.
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        /// Plus infinity.
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        /// Minus infinity.
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        /// Not known (the duration of a live stream, or of an item not yet loaded).
        public static let indefinite = Flags(rawValue: 1 << 4)
        /// The flags of the special times: not a number.
        public static let impliedValueFlagsMask: Flags = [.positiveInfinity, .negativeInfinity, .indefinite]
    }

    /// The number of ticks.
    public var value: CMTimeValue
    /// The ticks per second.
    public var timescale: CMTimeScale
    /// What kind of time this is.
    public var flags: Flags
    /// The epoch (0 unless set: times of different epochs never compare equal).
    public var epoch: CMTimeEpoch

    /// A time of `value / timescale` seconds, with the flags and epoch given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds (invalid when `timescale` is not positive, as
    /// `CMTimeMake` makes it).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` in ticks of `1 / preferredTimescale` s, rounded to the nearest tick; NaN is
    /// `invalid`, an infinity the infinity of its sign.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let ticks = (seconds * Double(preferredTimescale)).rounded()
            let rounded = ticks != seconds * Double(preferredTimescale)
            self.init(
                value: CMTimeValue(ticks), timescale: preferredTimescale, flags: rounded ? [.valid, .hasBeenRounded] : .valid, epoch: 0)
        }
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// Not a time.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// A time not known.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Plus infinity.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Minus infinity.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// True for every time but ``invalid``.
    public var isValid: Bool { flags.contains(.valid) }
    /// True for a valid time that is a number (not indefinite, not infinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// True for ``indefinite``.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// True for ``positiveInfinity``.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// True for ``negativeInfinity``.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// True when the value was rounded.
    public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN for invalid and indefinite times, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in ticks of `1 / newTimescale` s, rounded to the nearest tick.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric, newTimescale > 0, newTimescale != timescale else { return self }
        let exact = Double(value) * Double(newTimescale) / Double(timescale)
        let ticks: Double
        switch method {
        case .roundTowardZero: ticks = exact.rounded(.towardZero)
        case .roundAwayFromZero: ticks = exact.rounded(.awayFromZero)
        case .roundTowardPositiveInfinity: ticks = exact.rounded(.up)
        case .roundTowardNegativeInfinity: ticks = exact.rounded(.down)
        default: ticks = exact.rounded()
        }
        var flags = self.flags
        if ticks != exact { flags.insert(.hasBeenRounded) }
        return CMTime(value: CMTimeValue(ticks), timescale: newTimescale, flags: flags, epoch: epoch)
    }

    /// How `CMTimeShow` prints a time: `{value/timescale = seconds}`.
    public var description: String {
        if !isValid { return "{INVALID}" }
        if isIndefinite { return "{INDEFINITE}" }
        if isPositiveInfinity { return "{+INFINITY}" }
        if isNegativeInfinity { return "{-INFINITY}" }
        return "{\(value)/\(timescale) = \(String(format: "%.3f", seconds))}"
    }

    /// Where a time sorts among CoreMedia's kinds.
    private var rank: Int {
        if !isValid { return 4 }
        if isIndefinite { return 3 }
        if isPositiveInfinity { return 2 }
        if isNegativeInfinity { return 0 }
        return 1
    }

    /// Orders as `CMTimeCompare` does (see the type).
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    /// Equal as `CMTimeCompare` says: 2/4 s equals 1/2 s.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

    /// Hashes what equality compares: the kind and, for a number, its exact seconds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if isNumeric {
            hasher.combine(epoch)
            let divisor = gcd(value, CMTimeValue(timescale))
            hasher.combine(value / divisor)
            hasher.combine(CMTimeValue(timescale) / divisor)
        }
    }

    fileprivate static func compare(_ lhs: CMTime, _ rhs: CMTime) -> Int32 {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank ? -1 : 1 }
        guard lhs.rank == 1 else { return 0 }
        if lhs.epoch != rhs.epoch { return lhs.epoch < rhs.epoch ? -1 : 1 }
        // Cross-multiplied in 128 bits: exact for every pair of timescales.
        let left = lhs.value.multipliedFullWidth(by: CMTimeValue(rhs.timescale))
        let right = rhs.value.multipliedFullWidth(by: CMTimeValue(lhs.timescale))
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        if left.low != right.low { return left.low < right.low ? -1 : 1 }
        return 0
    }

    fileprivate static func combine(_ lhs: CMTime, _ rhs: CMTime, sign: CMTimeValue) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        let right = sign > 0 ? rhs : CMTimeMultiply(rhs, multiplier: -1)
        if lhs.isPositiveInfinity || right.isPositiveInfinity {
            return lhs.isNegativeInfinity || right.isNegativeInfinity ? .invalid : .positiveInfinity
        }
        if lhs.isNegativeInfinity || right.isNegativeInfinity { return .negativeInfinity }
        // The least common multiple keeps both exact; the finer timescale when it does not fit.
        let multiple =
            CMTimeValue(lhs.timescale) / gcd(CMTimeValue(lhs.timescale), CMTimeValue(right.timescale)) * CMTimeValue(right.timescale)
        let scale = multiple <= CMTimeValue(Int32.max) ? CMTimeScale(multiple) : max(lhs.timescale, right.timescale)
        let a = lhs.convertScale(scale, method: .default)
        let b = right.convertScale(scale, method: .default)
        var flags: Flags = .valid
        if a.hasBeenRounded || b.hasBeenRounded { flags.insert(.hasBeenRounded) }
        return CMTime(value: a.value + b.value, timescale: scale, flags: flags, epoch: lhs.epoch)
    }
}

private func gcd(_ a: CMTimeValue, _ b: CMTimeValue) -> CMTimeValue {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : CMTimeValue(x)
}

/// How ``CMTime/convertScale(_:method:)`` rounds, as CoreMedia's `CMTimeRoundingMethod`.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    /// ``roundHalfAwayFromZero``.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The sum of two times (see ``CMTime`` for the timescale and the special times).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTime.combine(lhs, rhs, sign: 1) }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The difference of two times.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTime.combine(lhs, rhs, sign: -1) }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A time times a whole number.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isValid else { return .invalid }
    if time.isPositiveInfinity || time.isNegativeInfinity {
        if multiplier == 0 { return .invalid }
        return (time.isPositiveInfinity) == (multiplier > 0) ? .positiveInfinity : .negativeInfinity
    }
    guard time.isNumeric else { return time }
    var result = time
    result.value = time.value * CMTimeValue(multiplier)
    return result
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A time times a real number, in the time's timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Compares as ``CMTime`` orders: -1, 0 or 1.
public func CMTimeCompare(_ lhs: CMTime, _ rhs: CMTime) -> Int32 { CMTime.compare(lhs, rhs) }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A valid time of `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `seconds` in ticks of `1 / preferredTimescale` s.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The time in seconds (see ``CMTime/seconds``).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The smaller of two times.
public func CMTimeMinimum(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeCompare(lhs, rhs) <= 0 ? lhs : rhs }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The larger of two times.
public func CMTimeMaximum(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { CMTimeCompare(lhs, rhs) >= 0 ? lhs : rhs }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The absolute value of a time.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { time < .zero ? CMTimeMultiply(time, multiplier: -1) : time }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The time converted to `newTimescale` (see ``CMTime/convertScale(_:method:)``).
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}

/// CoreMedia's constants under their C names.
public let kCMTimeZero = CMTime.zero
/// ``CMTime/invalid``.
public let kCMTimeInvalid = CMTime.invalid
/// ``CMTime/indefinite``.
public let kCMTimeIndefinite = CMTime.indefinite
/// ``CMTime/positiveInfinity``.
public let kCMTimePositiveInfinity = CMTime.positiveInfinity

extension CMTime {
    /// The sum (``CMTimeAdd(_:_:)``).
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    /// The difference (``CMTimeSubtract(_:_:)``).
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    /// Adds in place.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
    /// The time times a whole number.
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// The time times a real number.
    public static func * (time: CMTime, multiplier: Float64) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
}

/// A span of time, as CoreMedia's `CMTimeRange`.
public struct CMTimeRange: Hashable, Sendable {
    /// Where it starts.
    public var start: CMTime
    /// How long it lasts.
    public var duration: CMTime
    /// The range from `start` lasting `duration`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    /// The range from `start` to `end`.
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: end - start)
    }
    /// Where it ends: start plus duration.
    public var end: CMTime { start + duration }
    /// True when `time` lies in it (its start included, its end not).
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
    /// The empty range at zero.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// The invalid range.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}
