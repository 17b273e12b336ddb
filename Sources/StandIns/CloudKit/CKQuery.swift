import Foundation
@_spi(StandIns) import NapkinFoundation

/// A search for records of one type, as CloudKit's `CKQuery`:
/// `CKQuery(recordType: "Feeding", predicate: NSPredicate(format: "amount > %d", 100))`.
///
/// The predicate is any `NSPredicate`: `NSPredicate(value: true)` for every record, or a format (NapkinFoundation's
/// `NSPredicate(format:)`: comparisons, `CONTAINS`, `BEGINSWITH`, `IN`, `AND`/`OR`/`NOT`), which reads the record's
/// fields by key, and `creationDate`, `modificationDate`, `recordID`. iOS's server accepts fewer formats than this
/// (no `ENDSWITH`, `LIKE` or `MATCHES`, for example): a query napkin answers may still be refused on a device.
open class CKQuery: @unchecked Sendable {
    /// The type of the records searched.
    public let recordType: CKRecord.RecordType
    /// Which records match.
    public let predicate: NSPredicate
    /// The order of the results (`[NSSortDescriptor(key: "time", ascending: false)]`); `nil` keeps the order
    /// records were first saved in.
    open var sortDescriptors: [NSSortDescriptor]?

    /// A query for the records of `recordType` that `predicate` accepts.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }

    func matches(_ record: CKRecord) -> Bool {
        record.recordType == recordType && predicate.evaluate(with: record)
    }

    func sorted(_ records: [CKRecord]) -> [CKRecord] {
        guard let descriptors = sortDescriptors, !descriptors.isEmpty else { return records }
        return records.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, to: rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
