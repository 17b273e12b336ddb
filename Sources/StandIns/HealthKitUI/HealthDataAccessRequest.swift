@_exported import HealthKit
import NapkinUI

extension View {
    /// Asks the person to let the app save `shareTypes` and read `readTypes` each time `trigger` changes, as
    /// HealthKitUI's modifier (iOS 17); `completion` hears `.success(true)` once the person answered, or the error.
    ///
    /// iOS shows Health's permission sheet over the view; napkin's HealthKit answers at once, as a test chose
    /// (`HKHealthStore`'s prompt answer; by default allowing what was asked), so no sheet is drawn and `completion`
    /// runs during the update that saw `trigger` change.
    public func healthDataAccessRequest(
        store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil, trigger: some Equatable,
        completion: @escaping (Result<Bool, any Error>) -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onChange(
            of: trigger, initial: false,
            { _, _ in HealthAccessPrompt.ask(store, share: shareTypes, read: readTypes ?? [], completion: completion) },
            fileID: fileID, line: line, column: column)
    }

    /// Asks the person to let the app read `readTypes` each time `trigger` changes (iOS 17).
    public func healthDataAccessRequest(
        store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
        completion: @escaping (Result<Bool, any Error>) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onChange(
            of: trigger, initial: false, { _, _ in HealthAccessPrompt.ask(store, share: [], read: readTypes, completion: completion) },
            fileID: fileID, line: line, column: column)
    }

    /// Asks the person which objects of `objectType` (vision prescriptions) that `predicate` accepts the app may read,
    /// each time `trigger` changes (iOS 17): napkin asks to read the type.
    public func healthDataAccessRequest(
        store: HKHealthStore, objectType: HKObjectType, predicate: NSPredicate? = nil, trigger: some Equatable,
        completion: @escaping (Result<Bool, any Error>) -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onChange(
            of: trigger, initial: false, { _, _ in HealthAccessPrompt.ask(store, share: [], read: [objectType], completion: completion) },
            fileID: fileID, line: line, column: column)
    }
}

/// The request behind the modifiers.
enum HealthAccessPrompt {
    static func ask(
        _ store: HKHealthStore, share: Set<HKSampleType>, read: Set<HKObjectType>, completion: (Result<Bool, any Error>) -> Void
    ) {
        let outcome = Outcome()
        store.requestAuthorization(toShare: share, read: read) { shown, error in outcome.set(error.map { .failure($0) } ?? .success(shown))
        }
        // napkin's store answers before `requestAuthorization` returns, so the outcome is known here.
        if let result = outcome.result { completion(result) }
    }

    /// The store's answer, handed from its `@Sendable` completion.
    final class Outcome: @unchecked Sendable {
        // Sound: every access to `stored` holds `lock`.
        private let lock = NSLock()
        private var stored: Result<Bool, any Error>?
        var result: Result<Bool, any Error>? { lock.withLock { stored } }
        func set(_ result: Result<Bool, any Error>) { lock.withLock { stored = result } }
    }
}
