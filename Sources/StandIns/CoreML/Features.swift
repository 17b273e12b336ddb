import Foundation

/// The kind of value a feature holds, as Core ML's `MLFeatureType` (Core ML's raw values).
public enum MLFeatureType: Int, Sendable, CaseIterable {
    /// No value.
    case invalid = 0
    /// A 64-bit integer.
    case int64 = 1
    /// A double.
    case double = 2
    /// A string.
    case string = 3
    /// An image (a pixel buffer on Apple platforms; napkin has none to give).
    case image = 4
    /// A multidimensional array.
    case multiArray = 5
    /// A dictionary from strings or integers to numbers (a classifier's probabilities).
    case dictionary = 6
    /// A sequence of strings or integers.
    case sequence = 7
    /// A model's state.
    case state = 8
}

/// One value of a model's input or output, as Core ML's `MLFeatureValue`: immutable, of one `type`. An accessor
/// for another type gives that type's empty value (0, "", an empty dictionary, nil), as Core ML's do.
public final class MLFeatureValue: NSObject {
    private enum Value {
        case undefined
        case int64(Int64)
        case double(Double)
        case string(String)
        case multiArray(MLMultiArray)
        case dictionary([AnyHashable: NSNumber])
    }

    private let value: Value
    /// The kind of value held.
    public let type: MLFeatureType

    private init(_ value: Value, type: MLFeatureType) {
        self.value = value
        self.type = type
        super.init()
    }

    /// A 64-bit integer value.
    public convenience init(int64 value: Int64) { self.init(.int64(value), type: .int64) }
    /// A double value.
    public convenience init(double value: Double) { self.init(.double(value), type: .double) }
    /// A string value.
    public convenience init(string value: String) { self.init(.string(value), type: .string) }
    /// A multiarray value (the array itself, not a copy, as Core ML's).
    public convenience init(multiArray value: MLMultiArray) { self.init(.multiArray(value), type: .multiArray) }
    /// A multiarray value holding `shapedArray`'s elements.
    public convenience init<Scalar: MLShapedArrayScalar>(shapedArray: MLShapedArray<Scalar>) {
        self.init(multiArray: MLMultiArray(shapedArray))
    }
    /// An undefined (missing) value of `type`.
    public convenience init(undefined type: MLFeatureType) { self.init(.undefined, type: type) }

    /// A dictionary value: keys are strings or integers (`Int`, `Int64`, NSNumber), values numbers. Throws an
    /// `MLModelError` for keys of another kind, or of two kinds.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        let stringKeys = value.keys.filter { $0.base is String || $0.base is NSString }.count
        let integerKeys = value.keys.filter { key in
            key.base is Int || key.base is Int64 || key.base is Int32 || key.base is NSNumber
        }.count
        guard stringKeys == value.count || integerKeys == value.count else {
            throw MLModelError(.featureType, message: "A dictionary feature's keys must be all strings or all integers.")
        }
        self.init(.dictionary(value), type: .dictionary)
    }

    /// Whether the value is undefined (missing).
    public var isUndefined: Bool {
        if case .undefined = value { return true }
        return false
    }

    /// The integer held, or 0 for another type.
    public var int64Value: Int64 {
        if case .int64(let number) = value { return number }
        return 0
    }

    /// The double held, or 0 for another type.
    public var doubleValue: Double {
        if case .double(let number) = value { return number }
        return 0
    }

    /// The string held, or "" for another type.
    public var stringValue: String {
        if case .string(let string) = value { return string }
        return ""
    }

    /// The multiarray held, or nil for another type.
    public var multiArrayValue: MLMultiArray? {
        if case .multiArray(let array) = value { return array }
        return nil
    }

    /// The dictionary held, or an empty one for another type.
    public var dictionaryValue: [AnyHashable: NSNumber] {
        if case .dictionary(let dictionary) = value { return dictionary }
        return [:]
    }

    /// The multiarray held as a shaped array of `Scalar`, or nil for another type or another data type.
    public func shapedArrayValue<Scalar: MLShapedArrayScalar>(of type: Scalar.Type) -> MLShapedArray<Scalar>? {
        guard let array = multiArrayValue, array.dataType == Scalar.multiArrayDataType else { return nil }
        return MLShapedArray(array)
    }

    /// Whether `other` holds the same type and value (multiarrays compare element by element).
    public func isEqual(to other: MLFeatureValue) -> Bool {
        guard type == other.type else { return false }
        switch (value, other.value) {
        case (.undefined, .undefined): return true
        case (.int64(let a), .int64(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a == b
        case (.multiArray(let a), .multiArray(let b)):
            return a.shape == b.shape && (0..<a.count).allSatisfy { a[$0].doubleValue == b[$0].doubleValue }
        default: return false
        }
    }

    /// `isEqual(to:)` for another feature value.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLFeatureValue else { return false }
        return isEqual(to: other)
    }

    /// The type and the value.
    public override var description: String {
        switch value {
        case .undefined: "Undefined \(type)"
        case .int64(let number): "Int64 : \(number)"
        case .double(let number): "Double : \(number)"
        case .string(let string): "String : \(string)"
        case .multiArray(let array): "MultiArray : \(array)"
        case .dictionary(let dictionary): "Dictionary : \(dictionary)"
        }
    }

    /// `value` as a feature value, as `MLDictionaryFeatureProvider` converts its dictionary's values, or nil.
    static func converting(_ value: Any) -> MLFeatureValue? {
        switch value {
        case let feature as MLFeatureValue: return feature
        case let array as MLMultiArray: return MLFeatureValue(multiArray: array)
        case let string as String: return MLFeatureValue(string: string)
        // Before Swift's numbers: an NSNumber may cast to Int when it holds a whole double.
        case let number as NSNumber:
            let kind = String(cString: number.objCType)
            return ["f", "d"].contains(kind) ? MLFeatureValue(double: number.doubleValue) : MLFeatureValue(int64: number.int64Value)
        case let number as Int: return MLFeatureValue(int64: Int64(number))
        case let number as Int64: return MLFeatureValue(int64: number)
        case let number as Int32: return MLFeatureValue(int64: Int64(number))
        case let number as Double: return MLFeatureValue(double: number)
        case let number as Float: return MLFeatureValue(double: Double(number))
        case let dictionary as [AnyHashable: NSNumber]: return try? MLFeatureValue(dictionary: dictionary)
        default: return nil
        }
    }
}

/// Something that gives a model's input or output values by feature name, as Core ML's `MLFeatureProvider`
/// (a class protocol, as Core ML's Objective-C protocol is). Xcode's generated `<Model>Input` and
/// `<Model>Output` classes conform.
public protocol MLFeatureProvider: AnyObject {
    /// The names of the features provided.
    var featureNames: Set<String> { get }
    /// The value of `featureName`, or nil when it is not provided.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// A feature provider over a dictionary, as Core ML's `MLDictionaryFeatureProvider`.
public final class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider {
    /// The features, by name.
    public let dictionary: [String: MLFeatureValue]

    /// A provider of `dictionary`'s values, converted: an `MLFeatureValue`, an `MLMultiArray`, a string, an
    /// integer (int64) or floating-point number (double), or a dictionary of numbers. Throws an `MLModelError`
    /// naming the first feature whose value is none of these.
    public init(dictionary: [String: Any]) throws {
        var features: [String: MLFeatureValue] = [:]
        for name in dictionary.keys.sorted() {
            guard let feature = MLFeatureValue.converting(dictionary[name] as Any) else {
                throw MLModelError(
                    .featureType, message: "The value of feature \"\(name)\" (\(type(of: dictionary[name]!))) cannot be a feature value.")
            }
            features[name] = feature
        }
        self.dictionary = features
        super.init()
    }

    /// The dictionary's keys.
    public var featureNames: Set<String> { Set(dictionary.keys) }

    /// The value of `featureName`, or nil.
    public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// The value of `featureName`, or nil.
    public subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A batch of feature providers, one a prediction, as Core ML's `MLBatchProvider`.
public protocol MLBatchProvider: AnyObject {
    /// The number of feature providers.
    var count: Int { get }
    /// The feature provider at `index`.
    func features(at index: Int) -> any MLFeatureProvider
}

/// A batch over an array of feature providers, as Core ML's `MLArrayBatchProvider`.
public final class MLArrayBatchProvider: NSObject, MLBatchProvider {
    /// The feature providers, in order.
    public let array: [any MLFeatureProvider]

    /// A batch of `array`'s providers.
    public init(array: [any MLFeatureProvider]) {
        self.array = array
        super.init()
    }

    /// A batch from columns: each feature's values, one a provider; every column has the same count. Throws an
    /// `MLModelError` when the counts differ or a value cannot be a feature value.
    public convenience init(dictionary: [String: [Any]]) throws {
        let counts = Set(dictionary.values.map(\.count))
        guard counts.count <= 1 else {
            throw MLModelError(.generic, message: "Every feature of a batch needs the same number of values: \(counts.sorted()).")
        }
        let providers = try (0..<(counts.first ?? 0)).map { row in
            try MLDictionaryFeatureProvider(dictionary: dictionary.mapValues { $0[row] })
        }
        self.init(array: providers)
    }

    /// The number of providers.
    public var count: Int { array.count }

    /// The provider at `index`.
    public func features(at index: Int) -> any MLFeatureProvider { array[index] }
}
