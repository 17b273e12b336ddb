import Foundation

/// A point in time with nanosecond precision, as Firebase's `Timestamp` (`FIRTimestamp`): seconds since 1970 and
/// nanoseconds within the second (0 ..< 1e9, so times before 1970 have negative seconds and positive nanoseconds).
/// Firestore stores times as these at microsecond precision; `Date`s written through Firestore become them.
///
/// On iOS the class lives in FirebaseCore; here it is FirebaseFirestore's (napkin's FirebaseCore stand-in does not
/// declare it), which `import FirebaseFirestore` or `import Firebase` reach the same way.
open class Timestamp: NSObject, NSCopying, Codable, @unchecked Sendable {
    // Unchecked: immutable.
    /// Whole seconds since 1970-01-01T00:00:00Z (negative before).
    public let seconds: Int64
    /// Nanoseconds within the second, 0 ..< 1 000 000 000.
    public let nanoseconds: Int32

    /// A timestamp of `seconds` and `nanoseconds`, which is clamped to 0 ..< 1 000 000 000 (Firestore raises an
    /// exception instead; nothing crashes here).
    public required init(seconds: Int64, nanoseconds: Int32) {
        self.seconds = seconds
        self.nanoseconds = min(max(nanoseconds, 0), 999_999_999)
    }

    /// The timestamp of `date`.
    public convenience init(date: Date) {
        let interval = date.timeIntervalSince1970
        var whole = interval.rounded(.down)
        var nanos = ((interval - whole) * 1e9).rounded()
        if nanos >= 1e9 {
            whole += 1
            nanos -= 1e9
        }
        self.init(seconds: Int64(whole), nanoseconds: Int32(nanos))
    }

    /// The current time (the clock's, not ``SimulatedFirestore/serverTime``), as `Timestamp()` is in Firebase.
    public override convenience init() {
        self.init(date: Date())
    }

    /// The current time.
    open class func timestamp() -> Self {
        let stamp = Timestamp(date: Date())
        return Self(seconds: stamp.seconds, nanoseconds: stamp.nanoseconds)
    }

    /// The timestamp as a `Date` (losing precision below about a microsecond).
    open func dateValue() -> Date {
        Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
    }

    /// Orders two timestamps.
    open func compare(_ other: Timestamp) -> ComparisonResult {
        if seconds != other.seconds { return seconds < other.seconds ? .orderedAscending : .orderedDescending }
        if nanoseconds != other.nanoseconds { return nanoseconds < other.nanoseconds ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Timestamp else { return false }
        return seconds == other.seconds && nanoseconds == other.nanoseconds
    }

    open override var hash: Int { seconds.hashValue ^ nanoseconds.hashValue }

    open override var description: String { "<FIRTimestamp: seconds=\(seconds) nanoseconds=\(nanoseconds)>" }

    private enum CodingKeys: String, CodingKey {
        case seconds
        case nanoseconds
    }

    /// Decodes `seconds` and `nanoseconds` (``Firestore/Decoder`` hands over the stored timestamp itself).
    public required convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            seconds: try container.decode(Int64.self, forKey: .seconds), nanoseconds: try container.decode(Int32.self, forKey: .nanoseconds)
        )
    }

    /// Encodes `seconds` and `nanoseconds` (``Firestore/Encoder`` stores the timestamp itself).
    open func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(nanoseconds, forKey: .nanoseconds)
    }
}

/// A latitude and longitude, as Firestore's `GeoPoint` (`FIRGeoPoint`). Latitude must be in -90 ... 90 and
/// longitude in -180 ... 180; out-of-range values are clamped (Firestore raises an exception).
open class GeoPoint: NSObject, NSCopying, Codable, @unchecked Sendable {
    // Unchecked: immutable.
    /// Degrees north, -90 ... 90.
    public let latitude: Double
    /// Degrees east, -180 ... 180.
    public let longitude: Double

    /// A point at `latitude`, `longitude` degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude.isNaN ? 0 : min(max(latitude, -90), 90)
        self.longitude = longitude.isNaN ? 0 : min(max(longitude, -180), 180)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GeoPoint else { return false }
        return latitude == other.latitude && longitude == other.longitude
    }

    open override var hash: Int { latitude.hashValue ^ longitude.hashValue }

    open override var description: String { "<FIRGeoPoint: (\(latitude), \(longitude))>" }

    private enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
    }

    /// Decodes `latitude` and `longitude` (``Firestore/Decoder`` hands over the stored point itself).
    public required convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            latitude: try container.decode(Double.self, forKey: .latitude), longitude: try container.decode(Double.self, forKey: .longitude)
        )
    }

    /// Encodes `latitude` and `longitude` (``Firestore/Encoder`` stores the point itself).
    open func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}

/// A path to a field, as Firestore's `FieldPath`: the names of the maps to walk, so a field whose name holds a dot
/// can be named (`FieldPath(["a.b"])` is one field; the string `"a.b"` is field `b` in map `a`).
open class FieldPath: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: immutable.
    let segments: [String]

    /// The path through `fieldNames`. An empty list or an empty name makes a path no document has (Firestore raises
    /// an exception); queries on it match nothing and writes through it fail with `invalidArgument`.
    public init(_ fieldNames: [String]) {
        segments = fieldNames
    }

    /// The path that stands for a document's ID in queries (`order(by: FieldPath.documentID())`).
    open class func documentID() -> FieldPath { FieldPath(["__name__"]) }

    var isDocumentID: Bool { segments == ["__name__"] }
    var isValid: Bool { !segments.isEmpty && !segments.contains("") }

    /// The path of a dotted string: `"a.b"` is `["a", "b"]`.
    static func dotted(_ string: String) -> FieldPath {
        if string == "__name__" { return .documentID() }
        return FieldPath(string.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool { (object as? FieldPath)?.segments == segments }
    open override var hash: Int { segments.hashValue }
    open override var description: String { segments.joined(separator: ".") }
}

/// Sentinel values a write turns into a change of the stored field, as Firestore's `FieldValue`.
open class FieldValue: NSObject, @unchecked Sendable {
    // Unchecked: immutable after creation; the array elements are plain Firestore values.
    enum Kind {
        case delete
        case serverTimestamp
        case incrementInteger(Int64)
        case incrementDouble(Double)
        case arrayUnion([Any])
        case arrayRemove([Any])
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// Removes the field (in `updateData`, or `setData(_:merge: true)`).
    open class func delete() -> FieldValue { FieldValue(kind: .delete) }
    /// The time the write reaches the server (here: when it is committed, or ``SimulatedFirestore/serverTime``).
    open class func serverTimestamp() -> FieldValue { FieldValue(kind: .serverTimestamp) }
    /// Adds `value` to the field's number (a missing or non-number field becomes `value`).
    open class func increment(_ value: Int64) -> FieldValue { FieldValue(kind: .incrementInteger(value)) }
    /// Adds `value` to the field's number (a missing or non-number field becomes `value`).
    open class func increment(_ value: Double) -> FieldValue { FieldValue(kind: .incrementDouble(value)) }
    /// Appends the elements the field's array does not already hold (a missing or non-array field becomes them).
    open class func arrayUnion(_ elements: [Any]) -> FieldValue { FieldValue(kind: .arrayUnion(elements)) }
    /// Removes every element equal to one of `elements` (a missing or non-array field becomes empty).
    open class func arrayRemove(_ elements: [Any]) -> FieldValue { FieldValue(kind: .arrayRemove(elements)) }
}

/// Firestore's Swift overlay lets `FieldValue` sentinels sit in `Codable` models (`var count = FieldValue.increment(1)`
/// is unusual; `@ServerTimestamp` is the common form). Encodes only through ``Firestore/Encoder``.
extension FieldValue: Encodable {
    /// Encodes the value (null when nil).
    public func encode(to encoder: any Encoder) throws {
        // Firestore.Encoder keeps the sentinel itself and never calls this.
        throw FirestoreEncodingError.encodingIsNotSupported("FieldValue values can only be encoded with Firestore.Encoder")
    }
}
