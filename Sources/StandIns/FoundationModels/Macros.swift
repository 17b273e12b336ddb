import Foundation

/// Makes a structure or an enumeration `Generable`: its schema (properties in the order declared, with
/// their `@Guide`s; an enumeration's cases as string choices), `init(_:)` reading generated content,
/// `generatedContent`, and — for a structure — a `PartiallyGenerated` form whose properties are
/// optional, as a stream shows them. Expanded by napkin's macro plugin (NapkinPreviewMacros).
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) = #externalMacro(module: "NapkinPreviewMacros", type: "GenerableMacro")

/// Describes a property of a `@Generable` type to the model; `@Generable` copies it into the schema.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "NapkinPreviewMacros", type: "GuideMacro")

/// Describes a property and constrains how it is generated (`.count(5)`, `.range(1...10)`, `.anyOf([...])`).
///
/// Apple declares the guides as `GenerationGuide<T>...`; written without the property's type, `.count(5)`
/// cannot be type-checked here, so the guides are spelled with `_GuideSpelling` and checked for real in the
/// schema `@Generable` writes, where the property's type is known.
@attached(peer)
public macro Guide(description: String? = nil, _ guides: _GuideSpelling...) =
    #externalMacro(module: "NapkinPreviewMacros", type: "GuideMacro")

/// The spellings `@Guide` accepts for guides (`GenerationGuide`'s factory names); only the text is read.
public struct _GuideSpelling: Sendable {
    /// Always this string.
    public static func constant(_ value: String) -> _GuideSpelling { _GuideSpelling() }
    /// One of these strings.
    public static func anyOf(_ values: [String]) -> _GuideSpelling { _GuideSpelling() }
    /// Text matching this regular expression.
    public static func pattern(_ pattern: String) -> _GuideSpelling { _GuideSpelling() }
    /// At least this value.
    public static func minimum(_ value: Double) -> _GuideSpelling { _GuideSpelling() }
    /// At most this value.
    public static func maximum(_ value: Double) -> _GuideSpelling { _GuideSpelling() }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Double>) -> _GuideSpelling { _GuideSpelling() }
    /// A value in this range.
    public static func range(_ range: ClosedRange<Int>) -> _GuideSpelling { _GuideSpelling() }
    /// Exactly this many elements (or a number in this range).
    public static func count(_ count: Int) -> _GuideSpelling { _GuideSpelling() }
    /// Exactly this many elements (or a number in this range).
    public static func count(_ range: ClosedRange<Int>) -> _GuideSpelling { _GuideSpelling() }
    /// At least this many elements.
    public static func minimumCount(_ count: Int) -> _GuideSpelling { _GuideSpelling() }
    /// At most this many elements.
    public static func maximumCount(_ count: Int) -> _GuideSpelling { _GuideSpelling() }
    /// A guide for every element.
    public static func element(_ guide: _GuideSpelling) -> _GuideSpelling { _GuideSpelling() }
}

/// The error `@Generable`'s `init(_:)` throws for a string that names none of an enumeration's cases.
public func _generableUnknownCase(_ name: String, of type: Any.Type, cases: [String]) -> LanguageModelSession.GenerationError {
    GeneratedContent.failure("'\(name)' is not a case of \(type) (one of \(cases.joined(separator: ", ")))")
}
