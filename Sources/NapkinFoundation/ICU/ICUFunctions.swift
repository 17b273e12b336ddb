import Foundation
import _FoundationICU

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The ICU functions NapkinFoundation calls, found by name in the process: Foundation's
/// internationalization loads `lib_FoundationICU` before any formatter runs, and its C functions
/// carry a `swift_` prefix. A package target cannot name that library to the linker, so the
/// functions are looked up once, here; `shared` is `nil` if one is missing (then the formatters
/// answer `nil`, as for a value they cannot format).
struct ICUFunctions: Sendable {
    typealias Status = UnsafeMutablePointer<UErrorCode>
    typealias Buffer = UnsafeMutablePointer<UChar>

    let openNumberFormatter: @convention(c) (UnsafePointer<UChar>?, Int32, UnsafePointer<CChar>?, Status?) -> OpaquePointer?
    let closeNumberFormatter: @convention(c) (OpaquePointer?) -> Void
    let openNumberResult: @convention(c) (Status?) -> OpaquePointer?
    let closeNumberResult: @convention(c) (OpaquePointer?) -> Void
    let formatDouble: @convention(c) (OpaquePointer?, Double, OpaquePointer?, Status?) -> Void
    let numberResultToString: @convention(c) (OpaquePointer?, Buffer?, Int32, Status?) -> Int32
    let openLegacyNumberFormat:
        @convention(c) (
            UNumberFormatStyle, UnsafePointer<UChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<UParseError>?,
            Status?
        ) -> UnsafeMutablePointer<UNumberFormat?>?
    let openRelativeFormatter:
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<UNumberFormat?>?, UDateRelativeDateTimeFormatterStyle,
            UDisplayContext, Status?
        ) -> OpaquePointer?
    let closeRelativeFormatter: @convention(c) (OpaquePointer?) -> Void
    let formatRelative: @convention(c) (OpaquePointer?, Double, URelativeDateTimeUnit, Buffer?, Int32, Status?) -> Int32
    let formatRelativeNumeric: @convention(c) (OpaquePointer?, Double, URelativeDateTimeUnit, Buffer?, Int32, Status?) -> Int32
    let openListFormatter: @convention(c) (UnsafePointer<CChar>?, UListFormatterType, UListFormatterWidth, Status?) -> OpaquePointer?
    let closeListFormatter: @convention(c) (OpaquePointer?) -> Void
    let formatList:
        @convention(c) (
            OpaquePointer?, UnsafePointer<UnsafePointer<UChar>?>?, UnsafePointer<Int32>?, Int32, Buffer?, Int32, Status?
        ) -> Int32

    static let shared: ICUFunctions? = {
        // Foundation's formatting brings the library in; touch it so it is loaded.
        _ = (1.5).formatted(.number.locale(Locale(identifier: "en_US")))
        guard
            let openNumberFormatter = symbol(
                "unumf_openForSkeletonAndLocale",
                as: (@convention(c) (UnsafePointer<UChar>?, Int32, UnsafePointer<CChar>?, Status?) -> OpaquePointer?).self),
            let closeNumberFormatter = symbol("unumf_close", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let openNumberResult = symbol("unumf_openResult", as: (@convention(c) (Status?) -> OpaquePointer?).self),
            let closeNumberResult = symbol("unumf_closeResult", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let formatDouble = symbol(
                "unumf_formatDouble", as: (@convention(c) (OpaquePointer?, Double, OpaquePointer?, Status?) -> Void).self),
            let numberResultToString = symbol(
                "unumf_resultToString", as: (@convention(c) (OpaquePointer?, Buffer?, Int32, Status?) -> Int32).self),
            let openLegacyNumberFormat = symbol(
                "unum_open",
                as: (@convention(c) (
                    UNumberFormatStyle, UnsafePointer<UChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<UParseError>?, Status?
                ) -> UnsafeMutablePointer<UNumberFormat?>?).self),
            let openRelativeFormatter = symbol(
                "ureldatefmt_open",
                as: (@convention(c) (
                    UnsafePointer<CChar>?, UnsafeMutablePointer<UNumberFormat?>?, UDateRelativeDateTimeFormatterStyle, UDisplayContext,
                    Status?
                ) -> OpaquePointer?).self),
            let closeRelativeFormatter = symbol("ureldatefmt_close", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let formatRelative = symbol(
                "ureldatefmt_format",
                as: (@convention(c) (OpaquePointer?, Double, URelativeDateTimeUnit, Buffer?, Int32, Status?) -> Int32).self),
            let formatRelativeNumeric = symbol(
                "ureldatefmt_formatNumeric",
                as: (@convention(c) (OpaquePointer?, Double, URelativeDateTimeUnit, Buffer?, Int32, Status?) -> Int32).self),
            let openListFormatter = symbol(
                "ulistfmt_openForType",
                as: (@convention(c) (UnsafePointer<CChar>?, UListFormatterType, UListFormatterWidth, Status?) -> OpaquePointer?).self),
            let closeListFormatter = symbol("ulistfmt_close", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let formatList = symbol(
                "ulistfmt_format",
                as: (@convention(c) (
                    OpaquePointer?, UnsafePointer<UnsafePointer<UChar>?>?, UnsafePointer<Int32>?, Int32, Buffer?, Int32, Status?
                ) -> Int32).self)
        else { return nil }
        return ICUFunctions(
            openNumberFormatter: openNumberFormatter, closeNumberFormatter: closeNumberFormatter,
            openNumberResult: openNumberResult, closeNumberResult: closeNumberResult, formatDouble: formatDouble,
            numberResultToString: numberResultToString, openLegacyNumberFormat: openLegacyNumberFormat,
            openRelativeFormatter: openRelativeFormatter, closeRelativeFormatter: closeRelativeFormatter,
            formatRelative: formatRelative, formatRelativeNumeric: formatRelativeNumeric,
            openListFormatter: openListFormatter, closeListFormatter: closeListFormatter, formatList: formatList)
    }()

    /// The function `swift_<name>` of the loaded ICU, as `type`.
    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_" + name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
