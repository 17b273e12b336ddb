import Foundation

/// Foundation's `NSPredicate` with the format language apps write, as on iOS:
/// `NSPredicate(format: "name BEGINSWITH[c] %@ AND count > %d", "a", 3)` in a fetch request, or
/// `NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email)` in a view model.
///
/// Linux's Foundation marks `init(format:)` unavailable (it has no key-value coding). These
/// initialisers, declared in NapkinFoundation (which NapkinUI, the CoreData stand-in and the
/// AppleImports plugin re-export), are the ones a file importing it calls. They parse the
/// format once and make Foundation's own block predicate, so the result is an `NSPredicate`
/// like any other: `NSCompoundPredicate` combines it, and `let p: NSPredicate` names it.
///
/// **The format**: comparisons `==` (`=`), `!=` (`<>`), `<`, `<=` (`=<`), `>`, `>=` (`=>`);
/// `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?` wildcards), `MATCHES` (a regular
/// expression matching the whole string), each with `[c]` (case-insensitive), `[d]`
/// (diacritic-insensitive) or `[cd]`; `IN` (a collection, or a substring), `BETWEEN {low, high}`;
/// `AND` (`&&`), `OR` (`||`), `NOT` (`!`), parentheses; `ANY`/`SOME`, `ALL`, `NONE` before a
/// to-many key path; `TRUEPREDICATE`, `FALSEPREDICATE`; key paths with dots, `@count`, `SELF`;
/// string literals in single or double quotes, numbers, `TRUE`/`YES`, `FALSE`/`NO`,
/// `NIL`/`NULL`, `{…}` arrays; arguments `%@` (a value), `%K` (a key path), `%d` `%i` `%ld`
/// `%lld` `%u` (integers), `%f` `%lf` (numbers). Keywords are case-insensitive. Keys are read
/// from a managed object's properties (the CoreData stand-in), a dictionary's entries or a
/// value's stored properties.
///
/// **Values**: numbers compare as numbers whatever their type (`Int16` with `Double`, `Bool`
/// as 0 and 1), strings as strings (`compare` order), dates as dates, objects by identity; a
/// comparison with a missing value is false except `== nil` and `!= value`.
///
/// **Errors**: a format that does not parse, or arguments that do not match it, trap with the
/// reason, as iOS raises `NSInvalidArgumentException`; ``init(validatingFormat:argumentArray:)``
/// throws a ``PredicateFormatError`` instead. The predicate's `predicateFormat` is Foundation's
/// for a block predicate, not the format given.
extension NSPredicate {
    /// Why a format did not parse.
    public typealias FormatError = PredicateFormatError

    /// A predicate parsed from `format`, its `%` arguments taken from `args` in order.
    public convenience init(format: String, _ args: Any...) {
        self.init(format: format, argumentArray: args)
    }

    /// A predicate parsed from `format`, its `%` arguments taken from `argumentArray` in order.
    public convenience init(format: String, argumentArray: [Any]?) {
        do {
            try self.init(validatingFormat: format, argumentArray: argumentArray ?? [])
        } catch {
            preconditionFailure("NSPredicate(format:): \(error)")
        }
    }

    /// A predicate parsed from `format`, or the ``PredicateFormatError`` saying why it does not
    /// parse (napkin's addition: iOS raises instead).
    public convenience init(validatingFormat format: String, argumentArray: [Any]) throws {
        var parser = PredicateParser(format: format, arguments: argumentArray)
        let node = UncheckedBox(try parser.parse())
        self.init { object, _ in node.value.evaluate(object) }
    }
}
