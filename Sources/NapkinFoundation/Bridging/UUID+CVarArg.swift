import Foundation

#if !canImport(Darwin)
/// `UUID` as a C variadic argument, as on iOS, where it bridges to `NSUUID`:
/// `NSPredicate(format: "id == %@", id as CVarArg)` matches a UUID attribute, and
/// `String(format: "%@", id as CVarArg)` writes the UUID's string (`E621E1F8-C36C-…`).
///
/// On Linux, Foundation's objects pass through `%@` as `_CVarArgObject`s, the standard library's
/// hook for C variadic objects without the Objective-C runtime; a UUID passes as its string.
// Retroactive by necessity: the conformance is Apple's (through bridging), which Linux's Foundation lacks.
// swift-format-ignore: AvoidRetroactiveConformances
extension UUID: @retroactive CVarArg, @retroactive _CVarArgObject {
    /// The UUID's string as an `NSString`, the object `%@` receives (the argument list keeps it
    /// alive while the call formats).
    public var _cVarArgObject: any CVarArg { NSString(string: uuidString) }

    /// Never read: an argument list passes a UUID through ``_cVarArgObject``, as it passes a
    /// `String` (whose encoding Foundation also refuses).
    public var _cVarArgEncoding: [Int] {
        preconditionFailure("UUID passes through _cVarArgObject, as String does")
    }
}
#endif
