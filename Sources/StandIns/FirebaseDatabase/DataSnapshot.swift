import Foundation

/// The data at a location at one moment, as Swift imports Firebase's `FIRDataSnapshot`: what observers and `getData`
/// hand over. `value` is JSON as Firebase exports it (`String`, `NSNumber`, `[String: Any]`, `[Any]` for dense
/// integer keys, nil when there is nothing); `children` enumerates child snapshots in the query's order, so
/// `for child in snapshot.children { let snap = child as! DataSnapshot }` reads a chat's messages in order.
open class DataSnapshot: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    let node: DatabaseNode?
    private let orderedKeys: [String]?
    /// The location the data was read at.
    public let ref: DatabaseReference

    init(ref: DatabaseReference, node: DatabaseNode?, orderedKeys: [String]?) {
        self.ref = ref
        self.node = node
        self.orderedKeys = orderedKeys
        super.init()
    }

    /// The data: `String`, `NSNumber` (numbers and booleans), `[String: Any]`, `[Any]`, or nil when there is none.
    open var value: Any? { node?.exported }

    /// The data with priorities (napkin's database keeps none, so the same as ``value``).
    open func valueInExportFormat() -> Any? { value }

    /// The priority (always nil: napkin's database keeps no priorities).
    open var priority: Any? { nil }

    /// The location's key (empty at the root).
    open var key: String { ref.key ?? "" }

    /// Whether there is data here.
    open func exists() -> Bool { node != nil }

    /// Whether the data has children.
    open func hasChildren() -> Bool { !(node?.children.isEmpty ?? true) }

    /// How many children the data has.
    open var childrenCount: UInt { UInt(node?.children.count ?? 0) }

    /// Whether there is data at `childPathString` (`"a"` or `"a/b"`) below here.
    open func hasChild(_ childPathString: String) -> Bool {
        guard case .success(let segments) = DatabaseKeys.segments(of: childPathString) else { return false }
        return node?.node(at: segments[...]) != nil
    }

    /// The snapshot of the data at `childPathString` below here (empty when there is none).
    open func childSnapshot(forPath childPathString: String) -> DataSnapshot {
        guard case .success(let segments) = DatabaseKeys.segments(of: childPathString) else {
            return DataSnapshot(ref: ref.child(childPathString), node: nil, orderedKeys: nil)
        }
        return DataSnapshot(ref: ref.child(childPathString), node: node?.node(at: segments[...]), orderedKeys: nil)
    }

    /// The children's keys in order: the query's, or Firebase's key order.
    var childKeys: [String] {
        if let orderedKeys { return orderedKeys }
        return (node?.children.keys).map { $0.sorted(by: DatabaseKeys.less) } ?? []
    }

    /// The child snapshots in order, as an `NSEnumerator` (its elements are `Any`: cast each to `DataSnapshot`).
    open var children: NSEnumerator {
        let children = node?.children ?? [:]
        return DatabaseEnumerator(
            childKeys.map { key in DataSnapshot(ref: ref.child(key), node: children[key], orderedKeys: nil) })
    }

    /// The data decoded as `T` (a missing value decodes as nil for an optional, else throws `DecodingError`).
    open func data<T: Decodable>(as type: T.Type, decoder: Database.Decoder = Database.Decoder()) throws -> T {
        try decoder.decode(T.self, from: value ?? NSNull())
    }

    open override var description: String {
        "Snap (\(key)) \(value.map { String(describing: $0) } ?? "<null>")"
    }
}

/// An `NSEnumerator` over a fixed list, for `children`.
final class DatabaseEnumerator: NSEnumerator, @unchecked Sendable {
    // Unchecked: used from one thread at a time, as enumerators are.
    private var items: [Any]
    private var index = 0

    init(_ items: [Any]) {
        self.items = items
        super.init()
    }

    override func nextObject() -> Any? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }
}

/// The data a transaction block reads and changes, as Swift imports Firebase's `FIRMutableData`. A child's
/// `MutableData` (``childData(byAppendingPath:)``) writes into the same transaction.
open class MutableData: NSObject, @unchecked Sendable {
    // Unchecked: a transaction's data is used by its block only.
    final class Tree {
        var root: DatabaseNode?
        init(_ root: DatabaseNode?) { self.root = root }
    }

    private let tree: Tree
    private let path: [String]
    private let storedKey: String?

    init(node: DatabaseNode?, key: String?) {
        tree = Tree(node)
        path = []
        storedKey = key
        super.init()
    }

    private init(tree: Tree, path: [String]) {
        self.tree = tree
        self.path = path
        storedKey = path.last
        super.init()
    }

    private var node: DatabaseNode? { tree.root?.node(at: path[...]) }

    /// The data here; set it to change what the transaction writes (a value that is not JSON is logged and ignored).
    open var value: Any? {
        get { node?.exported }
        set {
            let conversion = DatabaseValueConversion(
                serverMilliseconds: SimulatedDatabase.currentMilliseconds(), current: { [tree] in tree.root?.node(at: $0) })
            do {
                let node = try conversion.node(from: newValue, at: path)
                tree.root = DatabaseNode.replacing(tree.root, at: path[...], with: node)
            } catch {
                error.log()
            }
        }
    }

    /// The priority (napkin's database keeps none).
    open var priority: Any?

    /// How many children the data has.
    open var childrenCount: UInt { UInt(node?.children.count ?? 0) }

    /// The children as `MutableData`, in key order.
    open var children: NSEnumerator {
        let keys = (node?.children.keys).map { $0.sorted(by: DatabaseKeys.less) } ?? []
        return DatabaseEnumerator(keys.map { MutableData(tree: tree, path: path + [$0]) })
    }

    /// The key of the location (nil at the root).
    open var key: String? { storedKey }

    /// Whether the data has children.
    open func hasChildren() -> Bool { !(node?.children.isEmpty ?? true) }

    /// Whether there is data at `path` below here.
    open func hasChild(atPath path: String) -> Bool {
        guard case .success(let segments) = DatabaseKeys.segments(of: path) else { return false }
        return node?.node(at: segments[...]) != nil
    }

    /// The data at `path` below here, writing into the same transaction.
    open func childData(byAppendingPath path: String) -> MutableData {
        let segments = (try? DatabaseKeys.segments(of: path).get()) ?? []
        return MutableData(tree: tree, path: self.path + segments)
    }
}

/// What a transaction block returns, as Swift imports Firebase's `FIRTransactionResult`.
open class TransactionResult: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    let committed: Bool
    let data: MutableData?

    private init(committed: Bool, data: MutableData?) {
        self.committed = committed
        self.data = data
        super.init()
    }

    /// Write `value`'s data.
    open class func success(withValue value: MutableData) -> TransactionResult { TransactionResult(committed: true, data: value) }

    /// Write nothing.
    open class func abort() -> TransactionResult { TransactionResult(committed: false, data: nil) }
}
