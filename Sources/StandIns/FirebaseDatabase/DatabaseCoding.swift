import Foundation

extension Database {
    /// Turns an `Encodable` value into the JSON tree ``DatabaseReference/setValue(_:)`` takes, as Firebase's
    /// `FirebaseDataEncoder`: keyed containers become dictionaries, unkeyed ones arrays, `Date` a `Double` (seconds
    /// since 2001, `.deferredToDate`) unless ``dateEncodingStrategy`` says otherwise, `Data` base64.
    open class Encoder: @unchecked Sendable {
        // Unchecked: configured before use, as JSONEncoder is.
        /// How a `Date` is written (`.deferredToDate` by default, as Firebase's).
        public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
        /// How `Data` is written (base64 by default).
        public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
        /// How property names become keys.
        public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy
        /// What to do with NaN and infinities (throw by default: the database cannot store them).
        public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy

        open var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
        open var dataEncodingStrategy: DataEncodingStrategy = .base64
        open var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
        open var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
        open var userInfo: [CodingUserInfoKey: any Sendable] = [:]

        /// An encoder with Firebase's defaults.
        public init() {}

        /// The tree of `value`: a dictionary, an array, a string, an `NSNumber` or `NSNull`.
        open func encode<T: Encodable>(_ value: T) throws -> Any {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = dateEncodingStrategy
            encoder.dataEncodingStrategy = dataEncodingStrategy
            encoder.keyEncodingStrategy = keyEncodingStrategy
            encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
            encoder.userInfo = userInfo
            let data = try encoder.encode(value)
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
    }

    /// Turns the JSON tree of a ``DataSnapshot`` into a `Decodable` value, as Firebase's `FirebaseDataDecoder`.
    open class Decoder: @unchecked Sendable {
        // Unchecked: configured before use, as JSONDecoder is.
        /// How a `Date` is read.
        public typealias DateDecodingStrategy = JSONDecoder.DateDecodingStrategy
        /// How `Data` is read.
        public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
        /// How keys become property names.
        public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy

        open var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
        open var dataDecodingStrategy: DataDecodingStrategy = .base64
        open var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        open var userInfo: [CodingUserInfoKey: any Sendable] = [:]

        /// A decoder with Firebase's defaults.
        public init() {}

        /// `T` decoded from `value` (a tree as `DataSnapshot.value` gives it; `NSNull` for none).
        open func decode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = dateDecodingStrategy
            decoder.dataDecodingStrategy = dataDecodingStrategy
            decoder.keyDecodingStrategy = keyDecodingStrategy
            decoder.userInfo = userInfo
            let data: Data
            do {
                data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: [], debugDescription: "The value is not a JSON tree: \(error)", underlyingError: error))
            }
            return try decoder.decode(T.self, from: data)
        }
    }
}

extension DatabaseReference {
    /// Writes `value` encoded by `encoder` (``setValue(_:)`` of its tree); `completion` gets nil or the write's error.
    /// Throws the encoder's error (`EncodingError`) without writing.
    public func setValue<T: Encodable>(
        from value: T, encoder: Database.Encoder = Database.Encoder(), completion: (@Sendable ((any Error)?) -> Void)? = nil
    ) throws {
        let encoded = try encoder.encode(value)
        if let completion {
            setValue(encoded, withCompletionBlock: { error, _ in completion(error) })
        } else {
            setValue(encoded)
        }
    }
}
