import Foundation

/// A query over a collection or collection group, as Swift imports Firestore's `FIRQuery`: each clause returns a new
/// query. Results follow Firestore's rules: documents lacking a field a clause filters or orders on are left out,
/// values of different kinds order null < booleans < numbers < timestamps < strings < bytes < references < points <
/// arrays < maps, and ties break on the document path.
open class Query: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The database.
    public let firestore: Firestore
    let spec: QuerySpec
    /// Why the query cannot run (a bad path, a clause Firestore refuses), or nil; the reads report it.
    let problem: String?

    init(firestore: Firestore, spec: QuerySpec, problem: String?) {
        self.firestore = firestore
        self.spec = spec
        self.problem = problem
        super.init()
    }

    private func with(_ change: (inout QuerySpec) -> Void, problem newProblem: String? = nil) -> Query {
        var spec = self.spec
        change(&spec)
        return Query(firestore: firestore, spec: spec, problem: problem ?? newProblem)
    }

    func fieldPath(_ field: Any) -> [String]? {
        if let path = field as? FieldPath { return path.isValid ? path.segments : nil }
        if let string = field as? String {
            let path = FieldPath.dotted(string)
            return path.isValid ? path.segments : nil
        }
        return nil
    }

    /// A filter clause's value, converted (a document ID's string becomes a reference in this collection).
    func operand(_ value: Any, path: [String]) throws -> FirestoreValue {
        if path == QuerySpec.documentIDPath, let id = value as? String {
            return .reference(spec.isCollectionGroup ? id : spec.collectionPath + "/" + id)
        }
        return try FirestoreValueConversion.value(value, field: path.joined(separator: "."))
    }

    func filtered(_ field: Any, _ op: QuerySpec.Operator, _ value: Any) -> Query {
        do {
            let filter = try Filter.field(field, op, value).spec(for: self)
            return with({ $0.filters.append(filter) })
        } catch {
            return with({ _ in }, problem: (error as NSError).localizedDescription)
        }
    }

    open func whereField(_ field: String, isEqualTo value: Any) -> Query { filtered(field, .equal, value) }
    open func whereField(_ path: FieldPath, isEqualTo value: Any) -> Query { filtered(path, .equal, value) }
    open func whereField(_ field: String, isNotEqualTo value: Any) -> Query { filtered(field, .notEqual, value) }
    open func whereField(_ path: FieldPath, isNotEqualTo value: Any) -> Query { filtered(path, .notEqual, value) }
    open func whereField(_ field: String, isLessThan value: Any) -> Query { filtered(field, .less, value) }
    open func whereField(_ path: FieldPath, isLessThan value: Any) -> Query { filtered(path, .less, value) }
    open func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Query { filtered(field, .lessOrEqual, value) }
    open func whereField(_ path: FieldPath, isLessThanOrEqualTo value: Any) -> Query { filtered(path, .lessOrEqual, value) }
    open func whereField(_ field: String, isGreaterThan value: Any) -> Query { filtered(field, .greater, value) }
    open func whereField(_ path: FieldPath, isGreaterThan value: Any) -> Query { filtered(path, .greater, value) }
    open func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Query { filtered(field, .greaterOrEqual, value) }
    open func whereField(_ path: FieldPath, isGreaterThanOrEqualTo value: Any) -> Query { filtered(path, .greaterOrEqual, value) }
    open func whereField(_ field: String, arrayContains value: Any) -> Query { filtered(field, .arrayContains, value) }
    open func whereField(_ path: FieldPath, arrayContains value: Any) -> Query { filtered(path, .arrayContains, value) }
    open func whereField(_ field: String, arrayContainsAny values: [Any]) -> Query { filtered(field, .arrayContainsAny, values) }
    open func whereField(_ path: FieldPath, arrayContainsAny values: [Any]) -> Query { filtered(path, .arrayContainsAny, values) }
    open func whereField(_ field: String, in values: [Any]) -> Query { filtered(field, .in, values) }
    open func whereField(_ path: FieldPath, in values: [Any]) -> Query { filtered(path, .in, values) }
    open func whereField(_ field: String, notIn values: [Any]) -> Query { filtered(field, .notIn, values) }
    open func whereField(_ path: FieldPath, notIn values: [Any]) -> Query { filtered(path, .notIn, values) }

    /// The query with `filter` (a field clause or an `and`/`or` of them).
    open func whereFilter(_ filter: Filter) -> Query {
        do {
            let spec = try filter.spec(for: self)
            return with({ $0.filters.append(spec) })
        } catch {
            return with({ _ in }, problem: (error as NSError).localizedDescription)
        }
    }

    func ordered(_ field: Any, _ descending: Bool) -> Query {
        guard let path = fieldPath(field) else { return with({ _ in }, problem: "Invalid field path (\(field)) passed to order(by:).") }
        return with({ $0.orders.append((path, descending)) })
    }

    open func order(by field: String) -> Query { ordered(field, false) }
    open func order(by path: FieldPath) -> Query { ordered(path, false) }
    open func order(by field: String, descending: Bool) -> Query { ordered(field, descending) }
    open func order(by path: FieldPath, descending: Bool) -> Query { ordered(path, descending) }

    /// The first `limit` results.
    open func limit(to limit: Int) -> Query {
        guard limit > 0 else { return with({ _ in }, problem: "Invalid Query. Query limit (\(limit)) is invalid. Limit must be positive.") }
        return with({
            $0.limit = limit
            $0.limitToLast = false
        })
    }

    /// The last `limit` results, still in the query's order. The query needs an `order(by:)`.
    open func limit(toLast limit: Int) -> Query {
        guard limit > 0 else { return with({ _ in }, problem: "Invalid Query. Query limit (\(limit)) is invalid. Limit must be positive.") }
        return with({
            $0.limit = limit
            $0.limitToLast = true
        })
    }

    func cursor(_ values: [Any], inclusive: Bool) throws -> QuerySpec.Cursor {
        let orders = spec.effectiveOrders
        guard values.count <= orders.count else {
            throw FirestoreErrorCode.make(
                .invalidArgument,
                "Invalid query. You are trying to start or end a query using more values than were specified in the order by.")
        }
        return QuerySpec.Cursor(
            values: try zip(values, orders).map { try operand($0.0, path: $0.1.path) }, inclusive: inclusive)
    }

    func cursor(_ document: DocumentSnapshot, inclusive: Bool) throws -> QuerySpec.Cursor {
        guard let stored = document.stored else {
            throw FirestoreErrorCode.make(
                .invalidArgument, "Invalid query. You are trying to start or end a query using a document that doesn't exist.")
        }
        let entry = (path: document.reference.path, document: stored)
        var values: [FirestoreValue] = []
        for order in spec.effectiveOrders {
            guard let value = QuerySpec.value(of: order.path, in: entry) else {
                throw FirestoreErrorCode.make(
                    .invalidArgument,
                    "Invalid query. You are trying to start or end a query using a document for which the field "
                        + "'\(order.path.joined(separator: "."))' (used as the order by) does not exist.")
            }
            values.append(value)
        }
        return QuerySpec.Cursor(values: values, inclusive: inclusive)
    }

    private func bounded(_ make: () throws -> QuerySpec.Cursor, start: Bool) -> Query {
        do {
            let cursor = try make()
            return with({ if start { $0.start = cursor } else { $0.end = cursor } })
        } catch {
            return with({ _ in }, problem: (error as NSError).localizedDescription)
        }
    }

    open func start(at fieldValues: [Any]) -> Query { bounded({ try cursor(fieldValues, inclusive: true) }, start: true) }
    open func start(after fieldValues: [Any]) -> Query { bounded({ try cursor(fieldValues, inclusive: false) }, start: true) }
    open func start(atDocument document: DocumentSnapshot) -> Query { bounded({ try cursor(document, inclusive: true) }, start: true) }
    open func start(afterDocument document: DocumentSnapshot) -> Query { bounded({ try cursor(document, inclusive: false) }, start: true) }
    open func end(at fieldValues: [Any]) -> Query { bounded({ try cursor(fieldValues, inclusive: true) }, start: false) }
    open func end(before fieldValues: [Any]) -> Query { bounded({ try cursor(fieldValues, inclusive: false) }, start: false) }
    open func end(atDocument document: DocumentSnapshot) -> Query { bounded({ try cursor(document, inclusive: true) }, start: false) }
    open func end(beforeDocument document: DocumentSnapshot) -> Query { bounded({ try cursor(document, inclusive: false) }, start: false) }

    // MARK: Reading

    func validate() throws {
        if let problem { throw FirestoreErrorCode.make(.invalidArgument, problem) }
        if spec.limitToLast && spec.orders.isEmpty {
            throw FirestoreErrorCode.make(
                .invalidArgument, "limit(toLast:) queries require specifying at least one order(by:) clause.")
        }
    }

    func snapshot(_ result: [(path: String, document: StoredDocument)], changes: [DocumentChangeSpec]) -> QuerySnapshot {
        QuerySnapshot(query: self, entries: result, changes: changes)
    }

    func runNow() throws -> QuerySnapshot {
        try validate()
        let result = firestore.store.run(spec)
        return snapshot(result, changes: DocumentChangeSpec.changes(from: [], to: result, less: spec.less))
    }

    /// Runs the query and calls `completion` on the main queue with the results.
    open func getDocuments(completion: @escaping (QuerySnapshot?, (any Error)?) -> Void) {
        getDocuments(source: .default, completion: completion)
    }

    /// Runs the query against `source` (every source reads the same database here).
    open func getDocuments(source: FirestoreSource, completion: @escaping (QuerySnapshot?, (any Error)?) -> Void) {
        let result = Result { try runNow() }
        let box = UncheckedBox(value: completion)
        DispatchQueue.main.async {
            switch result {
            case .success(let snapshot): box.value(snapshot, nil)
            case .failure(let error): box.value(nil, error)
            }
        }
    }

    /// The query's results.
    open func getDocuments() async throws -> QuerySnapshot { try runNow() }

    /// The query's results from `source`.
    open func getDocuments(source: FirestoreSource) async throws -> QuerySnapshot { try runNow() }

    /// Calls `listener` on the main queue with the results now (every document `.added`), then after each write
    /// that changes them, with the changes, until the registration is removed.
    @discardableResult
    open func addSnapshotListener(_ listener: @escaping (QuerySnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        addSnapshotListener(includeMetadataChanges: false, listener: listener)
    }

    /// ``addSnapshotListener(_:)`` (metadata never changes on its own here).
    @discardableResult
    open func addSnapshotListener(
        includeMetadataChanges: Bool, listener: @escaping (QuerySnapshot?, (any Error)?) -> Void
    ) -> any ListenerRegistration {
        let box = UncheckedBox(value: listener)
        do {
            try validate()
        } catch {
            let errorBox = UncheckedBox(value: error)
            DispatchQueue.main.async { box.value(nil, errorBox.value) }
            return FirestoreListenerRegistration(store: nil, id: 0)
        }
        let query = UncheckedBox(value: self)
        let entry = StoreListener(target: .query(spec)) { result, changes in
            box.value(query.value.snapshot(result, changes: changes), nil)
        }
        return FirestoreListenerRegistration(store: firestore.store, id: firestore.store.add(entry))
    }
}

/// A query condition, as Firestore's `Filter`: a field clause, or clauses joined with `andFilter`/`orFilter`.
open class Filter: NSObject, @unchecked Sendable {
    // Unchecked: immutable; the values are plain Firestore values.
    enum Kind {
        case field(Any, QuerySpec.Operator, Any)
        case and([Filter])
        case or([Filter])
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    static func field(_ field: Any, _ op: QuerySpec.Operator, _ value: Any) -> Filter { Filter(kind: .field(field, op, value)) }

    func spec(for query: Query) throws -> QuerySpec.Filter {
        switch kind {
        case .and(let filters): return .and(try filters.map { try $0.spec(for: query) })
        case .or(let filters): return .or(try filters.map { try $0.spec(for: query) })
        case .field(let field, let op, let value):
            guard let path = query.fieldPath(field) else {
                throw FirestoreErrorCode.make(
                    .invalidArgument, "Invalid field path (\(field)). Paths must not be empty or hold empty names.")
            }
            switch op {
            case .arrayContainsAny, .in, .notIn:
                guard let values = value as? [Any], !values.isEmpty else {
                    throw FirestoreErrorCode.make(.invalidArgument, "Invalid Query. A non-empty array is required for '\(op)' filters.")
                }
                return .field(path, op, .array(try values.map { try query.operand($0, path: path) }))
            default:
                return .field(path, op, try query.operand(value, path: path))
            }
        }
    }

    open class func whereField(_ field: String, isEqualTo value: Any) -> Filter { .field(field, .equal, value) }
    open class func whereField(_ path: FieldPath, isEqualTo value: Any) -> Filter { .field(path, .equal, value) }
    open class func whereField(_ field: String, isNotEqualTo value: Any) -> Filter { .field(field, .notEqual, value) }
    open class func whereField(_ path: FieldPath, isNotEqualTo value: Any) -> Filter { .field(path, .notEqual, value) }
    open class func whereField(_ field: String, isLessThan value: Any) -> Filter { .field(field, .less, value) }
    open class func whereField(_ path: FieldPath, isLessThan value: Any) -> Filter { .field(path, .less, value) }
    open class func whereField(_ field: String, isLessThanOrEqualTo value: Any) -> Filter { .field(field, .lessOrEqual, value) }
    open class func whereField(_ path: FieldPath, isLessThanOrEqualTo value: Any) -> Filter { .field(path, .lessOrEqual, value) }
    open class func whereField(_ field: String, isGreaterThan value: Any) -> Filter { .field(field, .greater, value) }
    open class func whereField(_ path: FieldPath, isGreaterThan value: Any) -> Filter { .field(path, .greater, value) }
    open class func whereField(_ field: String, isGreaterThanOrEqualTo value: Any) -> Filter { .field(field, .greaterOrEqual, value) }
    open class func whereField(_ path: FieldPath, isGreaterThanOrEqualTo value: Any) -> Filter { .field(path, .greaterOrEqual, value) }
    open class func whereField(_ field: String, arrayContains value: Any) -> Filter { .field(field, .arrayContains, value) }
    open class func whereField(_ path: FieldPath, arrayContains value: Any) -> Filter { .field(path, .arrayContains, value) }
    open class func whereField(_ field: String, arrayContainsAny values: [Any]) -> Filter { .field(field, .arrayContainsAny, values) }
    open class func whereField(_ path: FieldPath, arrayContainsAny values: [Any]) -> Filter { .field(path, .arrayContainsAny, values) }
    open class func whereField(_ field: String, in values: [Any]) -> Filter { .field(field, .in, values) }
    open class func whereField(_ path: FieldPath, in values: [Any]) -> Filter { .field(path, .in, values) }
    open class func whereField(_ field: String, notIn values: [Any]) -> Filter { .field(field, .notIn, values) }
    open class func whereField(_ path: FieldPath, notIn values: [Any]) -> Filter { .field(path, .notIn, values) }

    /// Matches what every one of `filters` matches.
    open class func andFilter(_ filters: [Filter]) -> Filter { Filter(kind: .and(filters)) }
    /// Matches what any one of `filters` matches.
    open class func orFilter(_ filters: [Filter]) -> Filter { Filter(kind: .or(filters)) }
}
