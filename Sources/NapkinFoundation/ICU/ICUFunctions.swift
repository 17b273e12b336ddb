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
/// that need it answer `nil`, as for a value they cannot format).
struct ICUFunctions: Sendable {
    typealias Status = UnsafeMutablePointer<UErrorCode>
    typealias Buffer = UnsafeMutablePointer<UChar>
    typealias OpenNumberFormatter =
        @convention(c) (UnsafePointer<UChar>?, Int32, UnsafePointer<CChar>?, Status?) -> OpaquePointer?
    typealias Close = @convention(c) (OpaquePointer?) -> Void
    typealias OpenResult = @convention(c) (Status?) -> OpaquePointer?
    typealias FormatDouble = @convention(c) (OpaquePointer?, Double, OpaquePointer?, Status?) -> Void
    typealias ResultToString = @convention(c) (OpaquePointer?, Buffer?, Int32, Status?) -> Int32
    typealias OpenListFormatter =
        @convention(c) (UnsafePointer<CChar>?, UListFormatterType, UListFormatterWidth, Status?) -> OpaquePointer?
    typealias FormatList =
        @convention(c) (
            OpaquePointer?, UnsafePointer<UnsafePointer<UChar>?>?, UnsafePointer<Int32>?, Int32, Buffer?, Int32, Status?
        ) -> Int32

    let openNumberFormatter: OpenNumberFormatter
    let closeNumberFormatter: Close
    let openNumberResult: OpenResult
    let closeNumberResult: Close
    let formatDouble: FormatDouble
    let numberResultToString: ResultToString
    let openListFormatter: OpenListFormatter
    let closeListFormatter: Close
    let formatList: FormatList

    static let shared: ICUFunctions? = {
        // Foundation's number formatting brings the library in; touch it so it is loaded.
        _ = (1.5).formatted(.number.locale(Locale(identifier: "en_US")))
        guard let openNumberFormatter = symbol("unumf_openForSkeletonAndLocale", as: OpenNumberFormatter.self),
            let closeNumberFormatter = symbol("unumf_close", as: Close.self),
            let openNumberResult = symbol("unumf_openResult", as: OpenResult.self),
            let closeNumberResult = symbol("unumf_closeResult", as: Close.self),
            let formatDouble = symbol("unumf_formatDouble", as: FormatDouble.self),
            let numberResultToString = symbol("unumf_resultToString", as: ResultToString.self),
            let openListFormatter = symbol("ulistfmt_openForType", as: OpenListFormatter.self),
            let closeListFormatter = symbol("ulistfmt_close", as: Close.self),
            let formatList = symbol("ulistfmt_format", as: FormatList.self)
        else { return nil }
        return ICUFunctions(
            openNumberFormatter: openNumberFormatter, closeNumberFormatter: closeNumberFormatter,
            openNumberResult: openNumberResult, closeNumberResult: closeNumberResult, formatDouble: formatDouble,
            numberResultToString: numberResultToString, openListFormatter: openListFormatter,
            closeListFormatter: closeListFormatter, formatList: formatList)
    }()

    /// The function `swift_<name>` of the loaded ICU, as `type`: among the process's global
    /// symbols, or else in `lib_FoundationICU.so` itself.
    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        let global = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_" + name)
        guard let address = global ?? dlopen("lib_FoundationICU.so", RTLD_NOW).flatMap({ dlsym($0, "swift_" + name) })
        else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
