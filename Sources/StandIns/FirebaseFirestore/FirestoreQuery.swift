import Foundation
import NapkinUI

/// What `@FirestoreQuery` does with a document it cannot decode, as FirebaseFirestore's `DecodingFailureStrategy`.
public enum DecodingFailureStrategy: Sendable {
    /// Leave the document out and keep the others.
    case ignore
    /// Show no documents (an array wrapper is empty, a `Result` wrapper is the failure); the error is in `error`.
    case raise
}

/// A clause of a `@FirestoreQuery`, as FirebaseFirestore's `QueryPredicate`.
public enum QueryPredicate {
    case isEqualTo(_ field: String, _ value: Any)
    case isIn(_ field: String, _ values: [Any])
    case isNotIn(_ field: String, _ values: [Any])
    case arrayContains(_ field: String, _ value: Any)
    case arrayContainsAny(_ field: String, _ values: [Any])
    case isLessThan(_ field: String, _ value: Any)
    case isGreaterThan(_ field: String, _ value: Any)
    case isLessThanOrEqualTo(_ field: String, _ value: Any)
    case isGreaterThanOrEqualTo(_ field: String, _ value: Any)
    case orderBy(_ field: String, _ value: Bool)
    case limitTo(_ value: Int)
    case limitToLast(_ value: Int)

    /// Matches documents whose field equals the value.
    public static func whereField(_ field: String, isEqualTo value: Any) -> QueryPredicate { .isEqualTo(field, value) }
    /// Matches documents whose field equals one of the values.
    public static func whereField(_ field: String, isIn values: [Any]) -> QueryPredicate { .isIn(field, values) }
    /// Matches documents whose field exists, is not null and equals none of the values.
    public static func whereField(_ field: String, isNotIn values: [Any]) -> QueryPredicate { .isNotIn(field, values) }
    /// Matches documents whose field is an array holding the value.
    public static func whereField(_ field: String, arrayContains value: Any) -> QueryPredicate { .arrayContains(field, value) }
    /// Matches documents whose field is an array holding one of the values.
    public static func whereField(_ field: String, arrayContainsAny values: [Any]) -> QueryPredicate { .arrayContainsAny(field, values) }
    /// Matches documents whose field is less than the value (of the same kind).
    public static func whereField(_ field: String, isLessThan value: Any) -> QueryPredicate { .isLessThan(field, value) }
    /// Matches documents whose field is greater than the value (of the same kind).
    public static func whereField(_ field: String, isGreaterThan value: Any) -> QueryPredicate { .isGreaterThan(field, value) }
    /// Matches documents whose field is at most the value (of the same kind).
    public static func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> QueryPredicate { .isLessThanOrEqualTo(field, value) }
    /// Matches documents whose field is at least the value (of the same kind).
    public static func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> QueryPredicate {
        .isGreaterThanOrEqualTo(field, value)
    }
    /// Orders by `field`, descending when `value`.
    public static func order(by field: String, descending value: Bool = false) -> QueryPredicate { .orderBy(field, value) }
    /// The first `value` documents.
    public static func limit(to value: Int) -> QueryPredicate { .limitTo(value) }
    /// The last `value` documents, in the query's order (the query needs an order).
    public static func limit(toLast value: Int) -> QueryPredicate { .limitToLast(value) }
    /// Matches documents whose field equals the value.
    public static func `where`(_ name: String, isEqualTo value: Any) -> QueryPredicate { .isEqualTo(name, value) }
    /// Matches documents whose field equals one of the values.
    public static func `where`(_ name: String, isIn values: [Any]) -> QueryPredicate { .isIn(name, values) }
    /// Matches documents whose field exists, is not null and equals none of the values.
    public static func `where`(_ name: String, isNotIn values: [Any]) -> QueryPredicate { .isNotIn(name, values) }
    /// Matches documents whose field is an array holding the value.
    public static func `where`(field name: String, arrayContains value: Any) -> QueryPredicate { .arrayContains(name, value) }
    /// Matches documents whose field is an array holding one of the values.
    public static func `where`(_ name: String, arrayContainsAny values: [Any]) -> QueryPredicate { .arrayContainsAny(name, values) }
    /// Matches documents whose field is less than the value (of the same kind).
    public static func `where`(_ name: String, isLessThan value: Any) -> QueryPredicate { .isLessThan(name, value) }
    /// Matches documents whose field is greater than the value (of the same kind).
    public static func `where`(_ name: String, isGreaterThan value: Any) -> QueryPredicate { .isGreaterThan(name, value) }
    /// Matches documents whose field is at most the value (of the same kind).
    public static func `where`(_ name: String, isLessThanOrEqualTo value: Any) -> QueryPredicate { .isLessThanOrEqualTo(name, value) }
    /// Matches documents whose field is at least the value (of the same kind).
    public static func `where`(_ name: String, isGreaterThanOrEqualTo value: Any) -> QueryPredicate { .isGreaterThanOrEqualTo(name, value) }

    func apply(to query: Query) -> Query {
        switch self {
        case .isEqualTo(let field, let value): query.whereField(field, isEqualTo: value)
        case .isIn(let field, let values): query.whereField(field, in: values)
        case .isNotIn(let field, let values): query.whereField(field, notIn: values)
        case .arrayContains(let field, let value): query.whereField(field, arrayContains: value)
        case .arrayContainsAny(let field, let values): query.whereField(field, arrayContainsAny: values)
        case .isLessThan(let field, let value): query.whereField(field, isLessThan: value)
        case .isGreaterThan(let field, let value): query.whereField(field, isGreaterThan: value)
        case .isLessThanOrEqualTo(let field, let value): query.whereField(field, isLessThanOrEqualTo: value)
        case .isGreaterThanOrEqualTo(let field, let value): query.whereField(field, isGreaterThanOrEqualTo: value)
        case .orderBy(let field, let descending): query.order(by: field, descending: descending)
        case .limitTo(let limit): query.limit(to: limit)
        case .limitToLast(let limit): query.limit(toLast: limit)
        }
    }
}

/// The documents of a collection, kept up to date in a SwiftUI view, as FirebaseFirestore's `@FirestoreQuery`:
///
/// ```swift
/// @FirestoreQuery(collectionPath: "rooms", predicates: [.order(by: "name")]) var rooms: [Room]
/// ```
///
/// The wrapper listens to the default database's collection at `collectionPath` filtered by `predicates`, decoding each
/// document as the element type; `$rooms.predicates = [...]` runs another query and `$rooms.error` holds the last error.
/// Difference from iOS, on purpose: the first results are read when the view first reads the property (the
/// database is in memory), not delivered later by the listener, so a snapshot of the view shows them; later writes
/// arrive through the listener on the main queue as on iOS.
@propertyWrapper
@MainActor @preconcurrency
public struct FirestoreQuery<T>: DynamicProperty {
    @StateObject private var observable: FirestoreQueryObservable<T>

    /// The query's settings and its last error, as `$wrapper` gives them.
    public struct Configuration {
        /// The collection's path.
        public var path: String
        /// The clauses.
        public var predicates: [QueryPredicate]
        /// What to do with documents that do not decode.
        public var decodingFailureStrategy: DecodingFailureStrategy = .raise
        /// The last error (of the query or of decoding), or nil.
        public var error: (any Error)?
        /// The animation results change with.
        public var animation: Animation?
    }

    /// The decoded documents.
    public var wrappedValue: T { observable.items }

    /// The configuration: set its `predicates` to run another query.
    public var projectedValue: Configuration {
        get { observable.configuration }
        nonmutating set {
            observable.objectWillChange.send()
            observable.configuration = newValue
        }
    }

    /// Listens to `collectionPath` with `predicates`, decoding documents as `U`.
    public init<U: Decodable>(
        collectionPath: String, predicates: [QueryPredicate] = [], decodingFailureStrategy: DecodingFailureStrategy = .raise,
        animation: Animation? = nil
    ) where T == [U] {
        let configuration = Configuration(
            path: collectionPath, predicates: predicates, decodingFailureStrategy: decodingFailureStrategy, animation: animation)
        _observable = StateObject(
            wrappedValue: FirestoreQueryObservable<T>(configuration: configuration, empty: []) { documents, strategy in
                FirestoreQueryObservable<T>.decodeAll(documents, as: U.self, strategy: strategy)
            } fold: { result in
                switch result {
                case .success(let items): items
                case .failure: []
                }
            })
    }

    /// Listens to `collectionPath` with `predicates`, giving the decoded documents or the error.
    public init<U: Decodable>(
        collectionPath: String, predicates: [QueryPredicate] = [], decodingFailureStrategy: DecodingFailureStrategy = .raise,
        animation: Animation? = nil
    ) where T == Result<[U], any Error> {
        let configuration = Configuration(
            path: collectionPath, predicates: predicates, decodingFailureStrategy: decodingFailureStrategy, animation: animation)
        _observable = StateObject(
            wrappedValue: FirestoreQueryObservable<T>(configuration: configuration, empty: .success([])) { documents, strategy in
                FirestoreQueryObservable<T>.decodeAll(documents, as: U.self, strategy: strategy)
            } fold: { result in
                result
            })
    }
}

/// The listener behind a ``FirestoreQuery``.
@MainActor
final class FirestoreQueryObservable<T>: ObservableObject {
    @Published var items: T
    private var listener: (any ListenerRegistration)?
    private let decode: ([QueryDocumentSnapshot], DecodingFailureStrategy) -> (Result<[Any], any Error>, (any Error)?)
    private let fold: (Result<[Any], any Error>) -> T

    var configuration: FirestoreQuery<T>.Configuration {
        didSet { if !suppressRestart { start() } }
    }

    init<U>(
        configuration: FirestoreQuery<T>.Configuration, empty: T,
        decode: @escaping ([QueryDocumentSnapshot], DecodingFailureStrategy) -> (Result<[U], any Error>, (any Error)?),
        fold: @escaping (Result<[U], any Error>) -> T
    ) {
        items = empty
        self.configuration = configuration
        self.decode = { documents, strategy in
            let (result, error) = decode(documents, strategy)
            return (result.map { $0 as [Any] }, error)
        }
        self.fold = { result in fold(result.map { $0.compactMap { $0 as? U } }) }
        start()
    }

    isolated deinit {
        listener?.remove()
    }

    static func decodeAll<U: Decodable>(
        _ documents: [QueryDocumentSnapshot], as type: U.Type, strategy: DecodingFailureStrategy
    ) -> (Result<[U], any Error>, (any Error)?) {
        var decoded: [U] = []
        var lastError: (any Error)?
        for document in documents {
            do {
                decoded.append(try document.data(as: U.self))
            } catch {
                lastError = error
            }
        }
        if let lastError, strategy == .raise { return (.failure(lastError), lastError) }
        return (.success(decoded), lastError)
    }

    private func query() -> Query {
        configuration.predicates.reduce(Firestore.firestore().collection(configuration.path) as Query) { $1.apply(to: $0) }
    }

    /// Reads the results now, then listens for changes.
    private func start() {
        listener?.remove()
        let query = query()
        do {
            apply(try query.runNow().documents, animated: false)
        } catch {
            fail(error, animated: false)
        }
        listener = query.addSnapshotListener { [weak self] snapshot, error in
            MainActor.assumeIsolated {
                guard let self else { return }
                if let error {
                    self.fail(error, animated: true)
                } else if let snapshot {
                    self.apply(snapshot.documents, animated: true)
                }
            }
        }
    }

    private func setError(_ error: (any Error)?) {
        // Through the stored property's storage, so setting the error does not restart the listener.
        withoutRestart { $0.error = error }
    }

    private func withoutRestart(_ change: (inout FirestoreQuery<T>.Configuration) -> Void) {
        var copy = configuration
        change(&copy)
        storedConfigurationUpdate(copy)
    }

    private func storedConfigurationUpdate(_ new: FirestoreQuery<T>.Configuration) {
        suppressRestart = true
        configuration = new
        suppressRestart = false
    }

    private var suppressRestart = false

    private func apply(_ documents: [QueryDocumentSnapshot], animated: Bool) {
        let (result, error) = decode(documents, configuration.decodingFailureStrategy)
        let update = {
            self.setError(error)
            self.items = self.fold(result)
        }
        if animated, let animation = configuration.animation { withAnimation(animation, update) } else { update() }
    }

    private func fail(_ error: any Error, animated: Bool) {
        let update = {
            self.setError(error)
            self.items = self.fold(.failure(error))
        }
        if animated, let animation = configuration.animation { withAnimation(animation, update) } else { update() }
    }
}
