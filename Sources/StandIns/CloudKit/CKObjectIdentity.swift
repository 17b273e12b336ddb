// CloudKit's classes are Objective-C objects on iOS, where `NSObject` makes every one of them `Equatable` and
// `Hashable` by identity (none of these overrides `isEqual:`): `share == existingShare`, a `Set<CKRecord>` and
// `records.firstIndex(of: record)` compile and compare the objects themselves, not their fields. napkin's classes
// are Swift classes, so they say the same here.

extension CKRecord: Hashable {
    /// Whether the two are the same record object (two fetches of one record are two objects, as on iOS).
    public static func == (lhs: CKRecord, rhs: CKRecord) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CKRecordZone: Hashable {
    /// Whether the two are the same zone object (compare ``zoneID``s for the same zone).
    public static func == (lhs: CKRecordZone, rhs: CKRecordZone) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CKSubscription: Hashable {
    /// Whether the two are the same subscription object.
    public static func == (lhs: CKSubscription, rhs: CKSubscription) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CKQuery: Hashable {
    /// Whether the two are the same query object.
    public static func == (lhs: CKQuery, rhs: CKQuery) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
