import Foundation
import Synchronization

/// The name a value transformer is registered under, as Foundation's `NSValueTransformerName`.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `true` for `false` (or `0` or `nil`) and `false` for the rest; its own reverse.
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    /// `true` when the value is `nil`.
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    /// `true` when the value is not `nil`.
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    /// An ``NSSecureUnarchiveFromDataTransformer``: archived data to the object and back.
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// Turns a value into another and, when it allows, back, as Foundation's `ValueTransformer`,
/// which Linux's Foundation lacks. CoreData's transformable attributes name a subclass
/// registered with ``setValueTransformer(_:forName:)``.
///
/// Swift cannot return a registered instance from an initializer, so `ValueTransformer(forName:)`
/// gives a transformer that forwards to the registered one (its values are the same; its identity
/// and class are not).
open class ValueTransformer: NSObject, @unchecked Sendable {
    private var registered: ValueTransformer?

    private static let registry = Mutex<[NSValueTransformerName: ValueTransformer]>([
        .negateBooleanTransformerName: BuiltIn { !BuiltIn.truth($0) },
        .isNilTransformerName: BuiltIn(reversible: false) { $0 == nil },
        .isNotNilTransformerName: BuiltIn(reversible: false) { $0 != nil },
        .secureUnarchiveFromDataTransformerName: NSSecureUnarchiveFromDataTransformer(),
    ])

    /// A transformer that returns what it is given.
    public override init() {
        super.init()
    }

    /// The transformer registered under `name`, or `nil` when there is none.
    public convenience init?(forName name: NSValueTransformerName) {
        guard let registered = Self.registry.withLock({ $0[name] }) else { return nil }
        self.init()
        self.registered = registered
    }

    /// Registers `transformer` under `name` (`nil` removes the name).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        registry.withLock { $0[name] = transformer }
    }

    /// The registered names.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        registry.withLock { Array($0.keys) }.sorted { $0.rawValue < $1.rawValue }
    }

    /// The class of the values ``transformedValue(_:)`` returns (`NSObject` unless overridden).
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// True when ``reverseTransformedValue(_:)`` undoes ``transformedValue(_:)`` (the default).
    open class func allowsReverseTransformation() -> Bool { true }

    /// The transformed value (`value` itself unless overridden).
    open func transformedValue(_ value: Any?) -> Any? {
        registered.map { $0.transformedValue(value) } ?? value
    }

    /// The value back: ``transformedValue(_:)`` again unless overridden; traps for a
    /// transformer that does not allow reversing, as Foundation raises.
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        if let registered { return registered.reverseTransformedValue(value) }
        precondition(
            Swift.type(of: self).allowsReverseTransformation(), "\(Swift.type(of: self)) does not allow reverse transformation")
        return transformedValue(value)
    }

    /// A transformer made of a closure, for the names Foundation registers.
    private final class BuiltIn: ValueTransformer, @unchecked Sendable {
        private let transform: (Any?) -> Bool
        private let reversible: Bool

        init(reversible: Bool = true, _ transform: @escaping (Any?) -> Bool) {
            self.transform = transform
            self.reversible = reversible
            super.init()
        }

        override func transformedValue(_ value: Any?) -> Any? { transform(value) }

        override func reverseTransformedValue(_ value: Any?) -> Any? {
            precondition(reversible, "this transformer does not allow reverse transformation")
            return transform(value)
        }

        private static func isNonzero<Integer: BinaryInteger>(_ number: Integer) -> Bool { number != 0 }

        /// Foundation's truth of a value: `nil`, `false` and zero are false.
        static func truth(_ value: Any?) -> Bool {
            switch value {
            case nil: false
            case let bool as Bool: bool
            case let number as NSNumber: number.boolValue
            case let number as any BinaryInteger: isNonzero(number)
            default: true
            }
        }
    }
}

/// Archived data to an object of the allowed classes and back, with secure coding, as
/// Foundation's `NSSecureUnarchiveFromDataTransformer` (the default of CoreData's transformable
/// attributes); subclasses name their classes in ``allowedTopLevelClasses``.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
    /// The classes an archive may hold at its top: Foundation's property-list classes.
    open class var allowedTopLevelClasses: [AnyClass] {
        [
            NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self,
            NSNull.self,
        ]
    }

    /// Archives' data become objects.
    open override class func transformedValueClass() -> AnyClass { NSObject.self }

    /// The object archived in `value` (data), or `nil` when it is not an archive of the allowed classes.
    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClasses: Self.allowedTopLevelClasses, from: data)
    }

    /// `value` archived with secure coding, or `nil` when it cannot be.
    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    }
}
