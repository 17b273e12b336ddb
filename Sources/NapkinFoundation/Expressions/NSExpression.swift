import Foundation

#if os(Linux)

/// An expression that evaluates to a value, as Foundation's `NSExpression` on iOS: a calculator's
/// `NSExpression(format: "3+4*2").expressionValue(with: nil, context: nil) as? NSNumber` gives 11.
///
/// swift-corelibs-foundation declares `NSExpression` but marks every initialiser and
/// `expressionValue(with:context:)` unavailable. This class takes its place: a file that imports
/// NapkinFoundation (NapkinUI re-exports it) calls these initialisers, and in a target built with
/// the AppleImports plugin, whose generated file names this class as the module's own
/// `NSExpression`, every file means this one, also in a type annotation (`let e: NSExpression`).
///
/// **The format**: integer literals (`7`, `0x1F`, `0o17`, `0b101`) and decimal ones (`2.5`, `1e3`);
/// `+`, `-`, `*`, `/`, `**` (power), unary minus and parentheses, with `**` binding tighter than `*`
/// and `/`, which bind tighter than `+` and `-`, each left-associative; strings in single or double
/// quotes, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{…}` collections; `SELF`, key paths
/// (`price.amount`, `items.@count`) and `$variables`; functions as `sqrt(16)`, `sum({1, 2, 3})`,
/// `modulus:by:(10, 3)`, `now()`, `random()`; arguments `%@` (a value), `%K` (a key path), `%d` `%i`
/// `%ld` `%lld` `%u` (integers), `%f` `%lf` (numbers).
///
/// **Values**, as Apple's: arithmetic on two integers gives an integer (`7/2` is 3, `2-5` is -3),
/// anything with a decimal gives a `Double` (`7.0/2` is 3.5); `**`, `sqrt:`, `log:`, `ln:`, `exp:`,
/// `average:`, `stddev:` (the population's), `ceiling:`, `floor:` and `trunc:` give `Double`s.
/// Numbers come back as `NSNumber`, so `as? NSNumber`, `as? Double` and `as? Int` read them as on iOS.
/// An integer result that overflows `Int` is given as a `Double` (napkin's choice).
///
/// **Errors**: a format that does not parse traps with the reason, as iOS raises
/// `NSInvalidArgumentException`; ``init(validatingFormat:argumentArray:)`` throws a
/// ``FormatError`` instead. An evaluation that fails (integer division by zero, a `$variable`
/// missing from the context, arithmetic on a string) traps in `expressionValue(with:context:)`, as
/// iOS raises; ``evaluatedValue(with:context:)`` throws an ``EvaluationError`` instead. A format
/// longer than ``maximumFormatLength`` characters, or nested deeper than ``maximumDepth``, is
/// refused with a ``FormatError`` before it can exhaust the stack.
///
/// `FUNCTION(receiver, 'selector', …)` parses, but evaluating it fails: it calls an Objective-C
/// method, and Linux has no Objective-C runtime.
open class NSExpression: NSObject, NSCopying {
    /// What an expression is, with Apple's raw values.
    public enum ExpressionType: UInt, Sendable {
        /// A value given when the expression was made.
        case constantValue = 0
        /// The object the expression is evaluated with (`SELF`).
        case evaluatedObject = 1
        /// A value from the context dictionary (`$name`).
        case variable = 2
        /// A value read by key path from the object (`price.amount`).
        case keyPath = 3
        /// One of the predefined functions, or a method call (`FUNCTION(…)`).
        case function = 4
        /// The union of two collections (not made by napkin).
        case unionSet = 5
        /// The intersection of two collections (not made by napkin).
        case intersectSet = 6
        /// One collection minus another (not made by napkin).
        case minusSet = 7
        /// A subquery (not made by napkin).
        case subquery = 13
        /// A collection of expressions (`{1, 2, 3}`).
        case aggregate = 14
        /// Any key (not made by napkin).
        case anyKey = 15
        /// A block called with the evaluated arguments.
        case block = 19
        /// A conditional (not made by napkin).
        case conditional = 20
    }

    /// Why a format does not parse (``init(validatingFormat:argumentArray:)``).
    public typealias FormatError = PredicateFormatError

    /// Why an expression could not be evaluated (``evaluatedValue(with:context:)``).
    public struct EvaluationError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What went wrong.
        public let reason: String
        /// The reason, prefixed with the class.
        public var description: String { "NSExpression: \(reason)" }
    }

    /// The longest format napkin parses, in characters (napkin's bound; longer formats are refused).
    public static let maximumFormatLength = 10_000
    /// How deeply a parsed format may nest (parentheses, operators, functions), napkin's bound
    /// against exhausting the stack while parsing or evaluating.
    public static let maximumDepth = 100

    enum Kind {
        case constant(Any?)
        case evaluatedObject
        case variable(String)
        case keyPath(String)
        /// A predefined function (`operand` nil) or a method call on `operand` (`FUNCTION(…)`).
        case function(name: String, arguments: [NSExpression], operand: NSExpression?)
        case aggregate([NSExpression])
        case block((Any?, [Any], NSMutableDictionary?) -> Any, [NSExpression])
    }

    let kind: Kind
    /// The longest chain of expressions from this one to a leaf, 1 for a leaf.
    let depth: Int

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .function(_, let arguments, let operand): depth = 1 + (arguments + (operand.map { [$0] } ?? [])).map(\.depth).max(or: 0)
        case .aggregate(let items), .block(_, let items): depth = 1 + items.map(\.depth).max(or: 0)
        default: depth = 1
        }
        super.init()
    }

    // MARK: making expressions

    /// An expression parsed from `format`, its `%` arguments taken from `args` in order. A format
    /// that does not parse traps with the reason, as iOS raises.
    public convenience init(format: String, _ args: Any...) {
        self.init(format: format, argumentArray: args)
    }

    /// An expression parsed from `format`, its `%` arguments taken from `argumentArray` in order.
    public convenience init(format: String, argumentArray: [Any]) {
        do {
            try self.init(validatingFormat: format, argumentArray: argumentArray)
        } catch {
            preconditionFailure("NSExpression(format:): \(error)")
        }
    }

    /// An expression parsed from `format`, or the ``FormatError`` saying why it does not parse
    /// (napkin's addition: iOS raises instead).
    public convenience init(validatingFormat format: String, argumentArray: [Any] = []) throws {
        var parser = ExpressionParser(format: format, arguments: argumentArray)
        self.init(kind: try parser.parse().kind)
    }

    /// An expression whose value is `obj`.
    public convenience init(forConstantValue obj: Any?) {
        self.init(kind: .constant(obj))
    }

    /// An expression whose value is the object it is evaluated with (`SELF`).
    open class func expressionForEvaluatedObject() -> NSExpression {
        NSExpression(kind: .evaluatedObject)
    }

    /// An expression whose value is `string`'s entry in the context dictionary (`$string`).
    public convenience init(forVariable string: String) {
        self.init(kind: .variable(string))
    }

    /// An expression whose value is read from the evaluated object by `keyPath` (dotted keys,
    /// `@count`): a dictionary's entries, a CoreData object's properties, a value's stored properties.
    public convenience init(forKeyPath keyPath: String) {
        self.init(kind: .keyPath(keyPath))
    }

    /// An expression calling the predefined function `name` (`"sqrt:"`, `"add:to:"`, `"now"`) with
    /// `parameters`, which are expressions (other values are taken as constants). A name Apple does
    /// not define traps, as iOS raises.
    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        guard ExpressionFunctions.arity(of: name) != nil else {
            preconditionFailure("NSExpression(forFunction:arguments:): \(name) is not a supported function")
        }
        self.init(kind: .function(name: name, arguments: parameters.map(NSExpression.wrapping), operand: nil))
    }

    /// An expression calling the method `name` on `target`'s value (`FUNCTION(…)`). It parses and
    /// describes itself, but evaluating it fails: Linux has no Objective-C runtime to call the method.
    public convenience init(forFunction target: NSExpression, selectorName name: String, arguments parameters: [Any]?) {
        self.init(kind: .function(name: name, arguments: (parameters ?? []).map(NSExpression.wrapping), operand: target))
    }

    /// An expression whose value is the collection of its subexpressions' values (`{1, 2, 3}`).
    public convenience init(forAggregate subexpressions: [NSExpression]) {
        self.init(kind: .aggregate(subexpressions))
    }

    /// An expression whose value is `block`'s, called with the evaluated object, the values of
    /// `arguments` and the context.
    public convenience init(block: @escaping (Any?, [Any], NSMutableDictionary?) -> Any, arguments: [NSExpression]?) {
        self.init(kind: .block(block, arguments ?? []))
    }

    static func wrapping(_ value: Any) -> NSExpression {
        value as? NSExpression ?? NSExpression(forConstantValue: value)
    }

    // MARK: what an expression is

    /// What the expression is.
    open var expressionType: ExpressionType {
        switch kind {
        case .constant: .constantValue
        case .evaluatedObject: .evaluatedObject
        case .variable: .variable
        case .keyPath: .keyPath
        case .function: .function
        case .aggregate: .aggregate
        case .block: .block
        }
    }

    /// A constant expression's value (another expression traps, as iOS raises).
    open var constantValue: Any? {
        guard case .constant(let value) = kind else { preconditionFailure("NSExpression: \(self) has no constantValue") }
        return value
    }

    /// A key path expression's key path (another expression traps, as iOS raises).
    open var keyPath: String {
        guard case .keyPath(let path) = kind else { preconditionFailure("NSExpression: \(self) has no keyPath") }
        return path
    }

    /// A variable expression's name, without the `$` (another expression traps, as iOS raises).
    open var variable: String {
        guard case .variable(let name) = kind else { preconditionFailure("NSExpression: \(self) has no variable") }
        return name
    }

    /// A function expression's function name (`"add:to:"`, `"sqrt:"`), or the selector of a
    /// `FUNCTION(…)` call (another expression traps, as iOS raises).
    open var function: String {
        guard case .function(let name, _, _) = kind else { preconditionFailure("NSExpression: \(self) has no function") }
        return name
    }

    /// A function or block expression's arguments; `nil` for other expressions.
    open var arguments: [NSExpression]? {
        switch kind {
        case .function(_, let arguments, _), .block(_, let arguments): arguments
        default: nil
        }
    }

    /// An aggregate expression's subexpressions (another expression traps, as iOS raises).
    open var collection: Any {
        guard case .aggregate(let items) = kind else { preconditionFailure("NSExpression: \(self) has no collection") }
        return items
    }

    /// The format of the expression, as Apple writes it: `3 + 4 * 2`, `sqrt:(16)`, `$x`, `"text"`.
    open override var description: String {
        ExpressionDescription.format(self)
    }

    // MARK: evaluating

    /// The value of the expression for `object`, with `$variables` from `context`. Numbers are
    /// `NSNumber`s. An evaluation that fails traps with the reason, as iOS raises;
    /// ``evaluatedValue(with:context:)`` throws instead.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        do {
            return try evaluatedValue(with: object, context: context)
        } catch {
            preconditionFailure("\(error) (evaluating \(self))")
        }
    }

    /// The value of the expression for `object`, with `$variables` from `context`, or the
    /// ``EvaluationError`` saying why it has none (napkin's addition: iOS raises instead).
    public func evaluatedValue(with object: Any? = nil, context: NSMutableDictionary? = nil) throws -> Any? {
        ExpressionNumber.bridged(try ExpressionEvaluator(object: object, context: context).value(of: self))
    }

    /// Does nothing: napkin's expressions are never decoded, so evaluation is always allowed.
    open func allowEvaluation() {}

    // MARK: NSObject

    /// The expression itself: an expression does not change once made.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// True for an expression of the same format.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSExpression else { return false }
        return other === self || other.description == description
    }

    /// The hash of the format.
    open override var hash: Int { description.hashValue }
}

extension Array where Element == Int {
    fileprivate func max(or fallback: Int) -> Int { self.max() ?? fallback }
}

#endif
