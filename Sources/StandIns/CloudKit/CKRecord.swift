import CoreLocation
import Foundation
@_spi(StandIns) import NapkinFoundation

/// A value a record's field holds, as CloudKit's `CKRecordValue`: strings, numbers, `Bool`, `Date`, `Data`,
/// ``CKRecord/Reference``, ``CKAsset``, `CLLocation`, and arrays of them.
public protocol CKRecordValue {}

/// CloudKit's Swift name for the values a record's typed subscript reads and writes.
public typealias CKRecordValueProtocol = CKRecordValue

extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int8: CKRecordValue {}
extension Int16: CKRecordValue {}
extension Int32: CKRecordValue {}
extension Int64: CKRecordValue {}
extension UInt: CKRecordValue {}
extension UInt8: CKRecordValue {}
extension UInt16: CKRecordValue {}
extension UInt32: CKRecordValue {}
extension UInt64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Float: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSNumber: CKRecordValue {}
extension NSDate: CKRecordValue {}
extension NSData: CKRecordValue {}
extension CLLocation: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

/// A record: a type name, an ID and named fields, as CloudKit's `CKRecord`.
///
/// ```swift
/// let record = CKRecord(recordType: "Feeding", recordID: CKRecord.ID(recordName: feeding.id.uuidString))
/// record["amount"] = 120
/// record["time"] = feeding.date
/// let saved = try await CKContainer.default().privateCloudDatabase.save(record)
/// ```
/// The server's fields (``creationDate``, ``modificationDate``, ``recordChangeTag``) are set on the records a database
/// returns, as on iOS; the record the app saved is left as it was.
open class CKRecord: CustomStringConvertible, @unchecked Sendable {
    /// A record type's name.
    public typealias RecordType = String
    /// A field's name.
    public typealias FieldKey = String

    /// The record's type.
    public let recordType: RecordType
    /// The record's ID.
    public let recordID: ID
    /// When the server first saved the record (`nil` until it has).
    public internal(set) var creationDate: Date?
    /// When the server last saved the record.
    public internal(set) var modificationDate: Date?
    /// The server's version of the record, which a save with the default policy must start from.
    public internal(set) var recordChangeTag: String?
    /// The ID of the user who created the record (the signed-in user's, on a saved record).
    public internal(set) var creatorUserRecordID: ID?
    /// The ID of the user who last changed the record.
    public internal(set) var lastModifiedUserRecordID: ID?
    /// The record this one belongs to for sharing.
    open var parent: Reference?
    /// The share of the hierarchy this record is the root of (set by ``CKShare/init(rootRecord:)``; the server's
    /// records carry it once the share is saved).
    public internal(set) var share: Reference?

    private let lock = NSLock()
    private var fields: [(key: FieldKey, value: any CKRecordValue)] = []
    private var changed: [FieldKey] = []

    /// A record of `recordType` in the default zone, named with a new UUID.
    public convenience init(recordType: RecordType) {
        self.init(recordType: recordType, recordID: ID())
    }

    /// A record of `recordType` with the ID `recordID`.
    public init(recordType: RecordType, recordID: ID) {
        self.recordType = recordType
        self.recordID = recordID
    }

    /// A record of `recordType` in the zone `zoneID`, named with a new UUID.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(recordName: UUID().uuidString, zoneID: zoneID))
    }

    /// The value of the field `key` (`record["name"] as? String`), or `nil`; setting `nil` removes the field.
    public subscript(key: FieldKey) -> (any CKRecordValue)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The value of the field `key` as `T` (`let name: String? = record["name"]`).
    @_disfavoredOverload
    public subscript<T: CKRecordValue>(key: FieldKey) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue, forKey: key) }
    }

    /// The value of the field `key`, or `nil`.
    open func object(forKey key: FieldKey) -> (any CKRecordValue)? {
        lock.withLock { fields.first { $0.key == key }?.value }
    }

    /// Sets the field `key` to `object`, or removes it for `nil`.
    open func setObject(_ object: (any CKRecordValue)?, forKey key: FieldKey) {
        lock.withLock {
            if let index = fields.firstIndex(where: { $0.key == key }) {
                if let object { fields[index].value = object } else { fields.remove(at: index) }
            } else if let object {
                fields.append((key, object))
            }
            if !changed.contains(key) { changed.append(key) }
        }
    }

    /// The value of the field `key` (key-value coding's name for ``object(forKey:)``).
    open func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Sets the field `key` from `value` when it is a ``CKRecordValue``, removes it for `nil`.
    open func setValue(_ value: Any?, forKey key: String) { setObject(value as? any CKRecordValue, forKey: key) }

    /// The names of the fields that have values, in the order they were first set.
    open func allKeys() -> [FieldKey] { lock.withLock { fields.map(\.key) } }

    /// The names of the fields set since the record was made or last came from the server.
    open func changedKeys() -> [FieldKey] { lock.withLock { changed } }

    /// The record's fields, for the encrypted values a record keeps (kept as the others here: nothing is
    /// encrypted on Linux).
    open var encryptedValues: CKRecord { self }

    /// `<CKRecord; recordType=Feeding, recordID=…, values={…}>`.
    open var description: String {
        let values = lock.withLock { fields.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") }
        return "<CKRecord; recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName)), values={\(values)}>"
    }

    /// A copy with the same ID, type, server fields and values (only `keys`' when given).
    func copy(keeping keys: [FieldKey]? = nil) -> CKRecord {
        let copy = blankCopy()
        copy.creationDate = creationDate
        copy.modificationDate = modificationDate
        copy.recordChangeTag = recordChangeTag
        copy.creatorUserRecordID = creatorUserRecordID
        copy.lastModifiedUserRecordID = lastModifiedUserRecordID
        copy.parent = parent
        copy.share = share
        let values = lock.withLock { fields }
        copy.fields = keys.map { keys in values.filter { keys.contains($0.key) } } ?? values
        return copy
    }

    /// A record of the same class, type and ID with no values yet (a share copies its participants too).
    func blankCopy() -> CKRecord { CKRecord(recordType: recordType, recordID: recordID) }

    /// The values, as the server stores them.
    var storedFields: [(key: FieldKey, value: any CKRecordValue)] { lock.withLock { fields } }
}

/// A predicate's or a sort descriptor's key reads a field (`NSPredicate(format: "babyName == %@", name)`), or the
/// server's `creationDate`, `modificationDate`, `recordID` and `recordType`.
@_spi(StandIns) extension CKRecord: KeyedValueSource {
    /// The value at `key`.
    public func keyedValue(forKey key: String) -> Any? {
        switch key {
        case "creationDate": creationDate
        case "modificationDate": modificationDate
        case "recordID": recordID
        case "recordType": recordType
        default: object(forKey: key)
        }
    }
}

extension CKRecord {
    /// A record's ID: its name within a zone, as CloudKit's `CKRecord.ID`.
    ///
    /// A value type here (a class on iOS), so that a query's predicate compares IDs by value
    /// (`NSPredicate(format: "recordID == %@", id)`), as iOS compares them with `isEqual:`; code comparing IDs with
    /// `===` does not compile against it.
    public struct ID: Hashable, CustomStringConvertible, Sendable {
        /// The record's name, unique in its zone.
        public let recordName: String
        /// The zone the record is in.
        public let zoneID: CKRecordZone.ID

        /// An ID named `recordName` (a new UUID by default) in the zone `zoneID` (the default zone by default).
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        /// `<CKRecordID: recordName=…, zoneID=…>`.
        public var description: String { "<CKRecordID: recordName=\(recordName), zoneID=\(zoneID.zoneName):\(zoneID.ownerName)>" }
    }

    /// What happens to a record when the record its reference points to is deleted.
    public enum ReferenceAction: UInt, Sendable, Hashable {
        /// Nothing.
        case none = 0
        /// The referring record is deleted too.
        case deleteSelf = 1
    }

    /// A field's link to another record, as CloudKit's `CKRecord.Reference` (`record["baby"] =
    /// CKRecord.Reference(recordID: baby.recordID, action: .deleteSelf)`).
    ///
    /// A value type here (a class on iOS), so that a query's predicate compares references by value
    /// (`NSPredicate(format: "baby == %@", reference)`), as iOS compares them with `isEqual:`.
    public struct Reference: CKRecordValue, Hashable, CustomStringConvertible, Sendable {
        /// What happens to a record when the record its reference points to is deleted.
        public typealias Action = ReferenceAction

        /// The ID of the record pointed to.
        public let recordID: ID
        /// What deleting that record does to the referring one.
        public let action: Action

        /// A reference to the record with `recordID`.
        public init(recordID: ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }

        /// A reference to `record`.
        public init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        /// References are equal when they point to the same record (whatever their actions).
        public static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.recordID == rhs.recordID }
        /// Hashes the record ID.
        public func hash(into hasher: inout Hasher) { hasher.combine(recordID) }
        /// `<CKReference: …>`.
        public var description: String { "<CKReference: \(recordID.recordName)>" }
    }
}

/// A file a record's field holds, as CloudKit's `CKAsset`: saving a record checks that the file is there (a missing
/// one fails the save with ``CKError/Code/assetFileNotFound``).
public final class CKAsset: CKRecordValue, Hashable, Sendable {
    /// The file.
    public let fileURL: URL?

    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Assets are equal when their files are.
    public static func == (lhs: CKAsset, rhs: CKAsset) -> Bool { lhs.fileURL == rhs.fileURL }
    /// Hashes the file URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(fileURL) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The owner name of the signed-in user's zones.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A zone of records in a database, as CloudKit's `CKRecordZone`: every database has ``default()``; a private
/// database can have custom zones, saved before records go in them.
open class CKRecordZone: @unchecked Sendable {
    /// The zone's ID.
    public let zoneID: ID

    /// The default zone.
    public static func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// A custom zone named `zoneName`, owned by the signed-in user.
    public convenience init(zoneName: String) {
        self.init(zoneID: ID(zoneName: zoneName, ownerName: CKCurrentUserDefaultName))
    }

    /// The zone with `zoneID`.
    public init(zoneID: ID) {
        self.zoneID = zoneID
    }

    /// A zone's ID: its name and owner, as CloudKit's `CKRecordZone.ID`.
    public final class ID: Hashable, Sendable {
        /// The default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone's ID.
        public static let `default` = ID()

        /// The zone's name.
        public let zoneName: String
        /// The owner's name (``CKCurrentUserDefaultName`` for the signed-in user).
        public let ownerName: String

        /// The ID of the zone `zoneName` of `ownerName` (by default the signed-in user's default zone).
        public init(zoneName: String = ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        /// IDs are equal when their names and owners are.
        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.zoneName == rhs.zoneName && lhs.ownerName == rhs.ownerName }
        /// Hashes the name and owner.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(zoneName)
            hasher.combine(ownerName)
        }
    }
}
