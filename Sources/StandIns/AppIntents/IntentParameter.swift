import Foundation

/// A type an intent's parameter or result can hold, as App Intents' `_IntentValue`: numbers, text, dates, URLs,
/// app enums and entities, and optionals and arrays of them.
public protocol _IntentValue {
    /// The type without its optional (`Int` for `Int?`).
    associatedtype UnwrappedType = Self
    /// The type of one value (`Int` for `[Int]`).
    associatedtype ValueType = Self
    /// A parameter's value made from its default: an optional is set even when the default is `nil`, any other type
    /// only when there is a default (a napkin detail).
    static func _napkinParameterValue(default: UnwrappedType?) -> Self?
}

extension _IntentValue where UnwrappedType == Self {
    /// The default itself.
    public static func _napkinParameterValue(default value: Self?) -> Self? { value }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// The wrapped type.
    public typealias UnwrappedType = Wrapped
    /// The wrapped type's value type.
    public typealias ValueType = Wrapped.ValueType
    /// An optional parameter is set from the start: to its default, or to `nil`.
    public static func _napkinParameterValue(default value: Wrapped?) -> Wrapped?? { .some(value) }
}

extension Array: _IntentValue where Element: _IntentValue {
    /// The element type.
    public typealias ValueType = Element
}

extension Never: _IntentValue {}
extension Bool: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Decimal: _IntentValue {}
extension String: _IntentValue {}
extension AttributedString: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension Data: _IntentValue {}
extension UUID: _IntentValue {}
extension Measurement: _IntentValue {}

/// An input of an intent, as App Intents' `IntentParameter` (written `@Parameter`): its title and description for
/// Shortcuts, its default, and the prompt Siri asks with. Reading a parameter that is not optional and has no value
/// stops the program, as on iOS, where the system asks for every value first.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    // Sound: `stored` is read and written under `lock` only; the rest is set once, in `init`.
    private let lock = NSLock()
    private var stored: Value?
    /// The parameter's name in Shortcuts.
    public let title: LocalizedStringResource
    /// The parameter's description in Shortcuts.
    public let description: LocalizedStringResource?
    /// What Siri asks when the parameter has no value.
    public let requestValueDialog: IntentDialog?
    /// The default given in the declaration (a napkin addition).
    public let napkinDefaultValue: Value.UnwrappedType?

    /// A parameter named `title` starting at `defaultValue`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        napkinDefaultValue = defaultValue
        stored = Value._napkinParameterValue(default: defaultValue)
    }

    /// A parameter named `title` with a prompt for Siri and a default.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog?
    ) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// A parameter named `title` starting at the value written after the declaration (`= 25`).
    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, requestValueDialog: requestValueDialog)
        self.wrappedValue = wrappedValue
    }

    /// The value. Reading it before it is set stops the program (for a parameter that is not optional).
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ stored }) else {
                fatalError("The intent parameter \"\(String(localized: title))\" has no value: set it before performing the intent")
            }
            return value
        }
        set { lock.withLock { stored = newValue } }
    }

    /// The parameter itself (`$duration`), as `\.$duration` names it in phrases and summaries.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the parameter has a value (a napkin addition).
    public var napkinHasValue: Bool { lock.withLock { stored != nil } }

    /// An error that asks the person for the parameter's value, as App Intents' `needsValueError(_:)`: thrown from
    /// `perform()`, it ends the intent on Linux, where nobody is asked.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error {
        AppIntentError.needsValue(parameter: String(localized: title), dialog: dialog ?? requestValueDialog)
    }

    /// Asks the person for the parameter's value. Nobody is asked on Linux: it throws ``AppIntentError/needsValue(parameter:dialog:)``.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        throw AppIntentError.needsValue(parameter: String(localized: title), dialog: dialog ?? requestValueDialog)
    }
}

/// Why an intent stopped, as App Intents' `AppIntentError` (the cases are napkin's).
public enum AppIntentError: Error, Sendable, CustomStringConvertible {
    /// A parameter needs a value the person would be asked for.
    case needsValue(parameter: String, dialog: IntentDialog?)
    /// The person would be asked to confirm; nobody is on Linux.
    case confirmationRequired(IntentDialog?)

    /// What went wrong.
    public var description: String {
        switch self {
        case .needsValue(let parameter, let dialog): "The parameter \(parameter) needs a value" + (dialog.map { ": \($0)" } ?? "")
        case .confirmationRequired(let dialog): "The intent needs the person's confirmation" + (dialog.map { ": \($0)" } ?? "")
        }
    }
}
