/// Whether an interpolated value shows in the log, as `OSLogPrivacy`. On Linux the text goes to
/// standard error of the process itself, as Xcode's console shows it while debugging: `.public`
/// and `.auto` values are written, `.private` and `.sensitive` ones as `<private>` (or, with
/// `mask: .hash`, as `<mask.hash: …>` of the value).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, open, closed }
    let kind: Kind
    let mask: Mask

    /// How a hidden value is replaced.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value, to tell equal values apart without showing them.
        public static let hash = Mask(hashes: true)
        /// Nothing of the value.
        public static let none = Mask(hashes: false)
    }

    /// Public for numbers and the like, as the system decides (written on Linux).
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Always written.
    public static let `public` = OSLogPrivacy(kind: .open, mask: .none)
    /// Written as `<private>`.
    public static let `private` = OSLogPrivacy(kind: .closed, mask: .none)
    /// Written as `<private>`.
    public static let sensitive = OSLogPrivacy(kind: .closed, mask: .none)

    /// Written as the system decides, masked when hidden.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Hidden, replaced as `mask` says.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .closed, mask: mask) }
    /// Hidden, replaced as `mask` says.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .closed, mask: mask) }

    /// `text` as the log shows it.
    func apply(to text: String) -> String {
        guard kind == .closed else { return text }
        guard mask.hashes else { return "<private>" }
        // FNV-1a: the same value gives the same mask in every run (Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
}

/// How an interpolated integer is written, as `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let explicitPositiveSign: Bool
    let minDigits: Int

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(
        radix: 10, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)
    /// Base 16, lowercase, no prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)
    /// Base 8, no prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, explicitPositiveSign: false, minDigits: 0)

    /// Base 10 with a `+` on positive numbers and at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, prefix: false, uppercase: false, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits())
    }

    /// Base 16, optionally with `0x`, uppercase digits and at least `minDigits` digits.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, prefix: includePrefix, uppercase: uppercase, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits())
    }

    /// Base 8, optionally with `0o`-style `0` prefix and at least `minDigits` digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, prefix: includePrefix, uppercase: uppercase, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
        let sign = value < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}

/// How an interpolated floating-point number is written, as `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let explicitPositiveSign: Bool
    let style: Character

    /// Fixed notation with six decimals (as printf's `%f`).
    public static let fixed = OSLogFloatFormatting(precision: nil, explicitPositiveSign: false, style: "f")
    /// Exponential notation (`%e`).
    public static let exponential = OSLogFloatFormatting(precision: nil, explicitPositiveSign: false, style: "e")
    /// The shorter of the two (`%g`).
    public static let hybrid = OSLogFloatFormatting(precision: nil, explicitPositiveSign: false, style: "g")

    /// Fixed notation with `precision` decimals.
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), explicitPositiveSign: explicitPositiveSign, style: uppercase ? "F" : "f")
    }

    /// Exponential notation with `precision` decimals.
    public static func exponential(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), explicitPositiveSign: explicitPositiveSign, style: uppercase ? "E" : "e")
    }
}
