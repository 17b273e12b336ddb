import Foundation

/// Whether the app may share (save) a type, as HealthKit's `HKAuthorizationStatus`. Reading has no status an app can
/// see: a refused type reads as one with only the app's own samples.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case sharingDenied = 1
    case sharingAuthorized = 2
}

/// Whether asking for authorization would show the person a sheet, as HealthKit's `HKAuthorizationRequestStatus`.
public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0
    case shouldRequest = 1
    case unnecessary = 2
}

/// The door to the health database, as HealthKit's `HKHealthStore`: ask for authorization, save and delete samples,
/// run queries.
///
/// **On Linux** there is no Health app and no database on disk: the database is in memory, one per process, and
/// every store reads and writes it (as every store of an iPhone app shares the phone's). It starts as on a phone
/// where the app was just installed: health data is available (``isHealthDataAvailable()`` is true, as on an
/// iPhone), nothing is authorized and nothing is saved. The permission sheet `requestAuthorization(toShare:read:)`
/// shows on iOS is answered at once, with ``authorizationPromptAnswer`` (by default the person turns every type on):
/// the share types asked for the first time become `.sharingAuthorized` (or `.sharingDenied`), the read types
/// readable (or, refused, showing the app only what it saved itself, as iOS does); types already answered keep their
/// answer, as iOS shows the sheet only once per type.
///
/// Queries answer from memory, at once: ``execute(_:)`` calls the query's handler on the calling thread before it
/// returns (iOS calls it a little later on a background queue, so code that hops to the main queue behaves the
/// same). Queries that keep running (observer queries, statistics collection queries with an update handler) hear
/// of each save and delete synchronously, in the order they were executed, until ``stop(_:)``.
///
/// Tests set the scene with the napkin additions ``reset()``, ``seed(_:)``, ``authorizationPromptAnswer``,
/// ``setAuthorizationStatus(_:for:)`` and ``setHealthDataAvailable(_:)``:
///
/// ```swift
/// HKHealthStore.reset()
/// HKHealthStore.seed([HKQuantitySample(type: HKQuantityType(.dietaryWater),
///     quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250), start: nine, end: nine)])
/// ```
public final class HKHealthStore: NSObject, @unchecked Sendable {
    private let database = HealthDatabase.shared

    /// A store of the process's health database.
    public override init() { super.init() }

    /// True when the device keeps health data: true here, as on an iPhone (false on an iPad without Health), unless
    /// a test said otherwise with ``setHealthDataAvailable(_:)``.
    public class func isHealthDataAvailable() -> Bool { HealthDatabase.shared.withState { $0.available } }

    /// True when the device keeps clinical records: false, as on a device without a linked provider.
    public func supportsHealthRecords() -> Bool { false }

    // MARK: Authorization

    /// Asks the person to let the app save `typesToShare` and read `typesToRead`; `completion` gets whether the
    /// request was shown (not whether the types were allowed) and why not. Fails when health data is unavailable,
    /// and with `errorInvalidArgument` when no type is asked for.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        do {
            try authorize(share: typesToShare ?? [], read: typesToRead ?? [])
            completion(true, nil)
        } catch {
            completion(false, error)
        }
    }

    /// Asks the person to let the app save `typesToShare` and read `typesToRead`; see
    /// ``requestAuthorization(toShare:read:completion:)``.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        try authorize(share: typesToShare, read: typesToRead)
    }

    private func authorize(share: Set<HKSampleType>, read: Set<HKObjectType>) throws {
        try database.withState { state in
            guard state.available else { throw HKError(.errorHealthDataUnavailable) }
            guard !share.isEmpty || !read.isEmpty else {
                throw HKError(.errorInvalidArgument, message: "Authorization requested for no types.")
            }
            for type in share where state.sharing[type.identifier] == nil {
                state.sharing[type.identifier] = state.promptAnswer ? .sharingAuthorized : .sharingDenied
            }
            for type in read where state.reading[type.identifier] == nil {
                state.reading[type.identifier] = state.promptAnswer
            }
        }
    }

    /// Whether the app may save samples of `type`.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        database.withState { $0.sharing[type.identifier] ?? .notDetermined }
    }

    /// Whether asking for `typesToShare` and `typesToRead` would show the sheet: `.shouldRequest` when a type was
    /// never asked for, `.unnecessary` otherwise.
    public func getRequestStatusForAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
        completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
    ) {
        let status = requestStatus(share: typesToShare, read: typesToRead)
        completion(status, nil)
    }

    /// Whether asking would show the sheet; see ``getRequestStatusForAuthorization(toShare:read:completion:)``.
    public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws
        -> HKAuthorizationRequestStatus
    {
        requestStatus(share: typesToShare, read: typesToRead)
    }

    private func requestStatus(share: Set<HKSampleType>, read: Set<HKObjectType>) -> HKAuthorizationRequestStatus {
        database.withState { state in
            let unasked =
                share.contains { state.sharing[$0.identifier] == nil } || read.contains { state.reading[$0.identifier] == nil }
            return unasked ? .shouldRequest : .unnecessary
        }
    }

    // MARK: Saving and deleting

    /// Saves `object`; see `save(_:withCompletion:)` of an array.
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        save([object], withCompletion: completion)
    }

    /// Saves `objects`, all or none: each must be of a type the app may share (else `errorAuthorizationDenied`, or
    /// `errorAuthorizationNotDetermined` before the app asked). Running queries hear of them before `completion`.
    public func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        do {
            try saveChecked(objects)
            completion(true, nil)
        } catch {
            completion(false, error)
        }
    }

    /// Saves `object`; see `save(_:withCompletion:)` of an array.
    public func save(_ object: HKObject) async throws { try saveChecked([object]) }

    /// Saves `objects`; see `save(_:withCompletion:)` of an array.
    public func save(_ objects: [HKObject]) async throws { try saveChecked(objects) }

    private func saveChecked(_ objects: [HKObject]) throws {
        try checkSharing(objects)
        database.insert(objects)
    }

    /// Deletes `object`; see `delete(_:withCompletion:)` of an array.
    public func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        delete([object], withCompletion: completion)
    }

    /// Deletes `objects`: the app may delete only what it saved itself, of types it may share.
    public func delete(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        do {
            try deleteChecked(objects)
            completion(true, nil)
        } catch {
            completion(false, error)
        }
    }

    /// Deletes `object`; see `delete(_:withCompletion:)` of an array.
    public func delete(_ object: HKObject) async throws { try deleteChecked([object]) }

    /// Deletes `objects`; see `delete(_:withCompletion:)` of an array.
    public func delete(_ objects: [HKObject]) async throws { try deleteChecked(objects) }

    private func deleteChecked(_ objects: [HKObject]) throws {
        try checkSharing(objects)
        let own = HKSource.default()
        if let foreign = objects.first(where: { $0.sourceRevision.source != own }) {
            throw HKError(
                .errorAuthorizationDenied,
                message: "This app may not delete an object another app saved (\(foreign.sourceRevision.source.name)).")
        }
        database.remove(objects)
    }

    /// Deletes the app's own objects of `objectType` that `predicate` accepts; `completion` gets how many.
    public func deleteObjects(
        of objectType: HKObjectType, predicate: NSPredicate,
        withCompletion completion: @escaping @Sendable (Bool, Int, (any Error)?) -> Void
    ) {
        do {
            let count = try deleteObjects(matching: objectType, predicate)
            completion(true, count, nil)
        } catch {
            completion(false, 0, error)
        }
    }

    /// Deletes the app's own objects of `objectType` that `predicate` accepts, and returns how many.
    public func deleteObjects(of objectType: HKObjectType, predicate: NSPredicate) async throws -> Int {
        try deleteObjects(matching: objectType, predicate)
    }

    private func deleteObjects(matching type: HKObjectType, _ predicate: NSPredicate) throws -> Int {
        guard let sampleType = type as? HKSampleType else { throw HKError(.errorInvalidArgument) }
        try checkSharing(type: sampleType)
        let own = HKSource.default()
        let matching = database.readableSamples(of: sampleType).filter { $0.sourceRevision.source == own && predicate.evaluate(with: $0) }
        database.remove(matching)
        return matching.count
    }

    private func checkSharing(_ objects: [HKObject]) throws {
        for object in objects {
            guard let sample = object as? HKSample else { throw HKError(.errorInvalidArgument) }
            try checkSharing(type: sample.sampleType)
        }
    }

    private func checkSharing(type: HKSampleType) throws {
        let (available, status) = database.withState { ($0.available, $0.sharing[type.identifier] ?? .notDetermined) }
        guard available else { throw HKError(.errorHealthDataUnavailable) }
        switch status {
        case .sharingAuthorized: return
        case .sharingDenied:
            throw HKError(.errorAuthorizationDenied, message: "Authorization is denied for \(type.identifier).")
        case .notDetermined:
            throw HKError(.errorAuthorizationNotDetermined, message: "Authorization is not determined for \(type.identifier).")
        }
    }

    // MARK: Queries

    /// Runs `query`: its handler gets the answer before this returns (see the discussion above).
    public func execute(_ query: HKQuery) { database.execute(query) }

    /// Stops `query`: a query that keeps running hears of no more changes.
    public func stop(_ query: HKQuery) { database.stop(query) }

    /// The earliest date samples may have: no limit here, as on iOS (the distant past).
    public func earliestPermittedSampleDate() -> Date { .distantPast }

    /// The units the person prefers for `quantityTypes`: the United States' (mL for water, kcal, count/min).
    public func preferredUnits(
        for quantityTypes: Set<HKQuantityType>, completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void
    ) {
        completion(preferredUnits(quantityTypes), nil)
    }

    /// The units the person prefers; see ``preferredUnits(for:completion:)``.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        preferredUnits(quantityTypes)
    }

    private func preferredUnits(_ types: Set<HKQuantityType>) -> [HKQuantityType: HKUnit] {
        Dictionary(uniqueKeysWithValues: types.compactMap { type in type.preferredUnit.map { (type, $0) } })
    }

    // MARK: Napkin additions

    /// Forgets every sample and every answer, and stops every running query: the app just installed, on a phone
    /// with Health (a napkin addition, for a test's start).
    public static func reset() { HealthDatabase.shared.reset() }

    /// Saves `objects` as if they had been saved before the app ran (by the app, or by the source each was made
    /// with), without asking for authorization (a napkin addition). Running queries hear of them.
    public static func seed(_ objects: [HKObject]) { HealthDatabase.shared.insert(objects) }

    /// What the person answers in the permission sheet for the types not yet asked about: true (the default) turns
    /// them all on, false leaves them off (a napkin addition).
    public static var authorizationPromptAnswer: Bool {
        get { HealthDatabase.shared.withState { $0.promptAnswer } }
        set { HealthDatabase.shared.withState { $0.promptAnswer = newValue } }
    }

    /// Sets the app's permission for `type` as the person would in Settings (a napkin addition): its share status,
    /// and reading allowed exactly when `status` is `.sharingAuthorized`; `.notDetermined` forgets both.
    public static func setAuthorizationStatus(_ status: HKAuthorizationStatus, for type: HKObjectType) {
        HealthDatabase.shared.withState { state in
            state.sharing[type.identifier] = status == .notDetermined ? nil : status
            state.reading[type.identifier] = status == .notDetermined ? nil : status == .sharingAuthorized
        }
    }

    /// Makes ``isHealthDataAvailable()`` answer `available` (a napkin addition: false is an iPad without Health,
    /// where every request fails with `errorHealthDataUnavailable`).
    public static func setHealthDataAvailable(_ available: Bool) {
        HealthDatabase.shared.withState { $0.available = available }
    }
}
