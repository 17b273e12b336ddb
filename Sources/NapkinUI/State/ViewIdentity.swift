/// Where a view sits in the hierarchy, as SwiftUI's structural identity: the child index in
/// each builder block around it, the branch of each `if`/`else` or `switch`, the id of its
/// `ForEach` element and every `.id(_:)` around it, folded into one hash as the view is built.
///
/// NapkinUI keeps `@State` in view values (see State.swift), so nothing else needs an identity;
/// a `UIViewRepresentable` or `UIViewControllerRepresentable` does, since iOS makes its view
/// and coordinator once per identity and only updates them afterwards (see
/// ``RepresentedIdentities``). Types along the path are not folded in: a representable's own
/// type is part of its key, and a body's views are the same types on every build.
struct ViewIdentityPath: Hashable {
    private var hash = 0

    /// The path of a view one step further down, at `component` (a child index, a branch, an id).
    func appending<Component: Hashable>(_ component: Component) -> ViewIdentityPath {
        var hasher = Hasher()
        hasher.combine(hash)
        hasher.combine(component)
        return ViewIdentityPath(hash: hasher.finalize())
    }
}

/// What an identity path step is: kept apart so that child 1 of a block is not the branch 1 of
/// an `if` or an element whose id is 1.
enum ViewIdentityStep: Hashable {
    /// The `index`th view of a builder block.
    case child(Int)
    /// The first (`true`) or second branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// A `ForEach` element's id.
    case element(AnyHashable)
    /// An `.id(_:)`.
    case explicit(AnyHashable)
}

extension EnvironmentValues {
    /// This environment for the view at `step` below the current one.
    func identified(_ step: ViewIdentityStep) -> EnvironmentValues {
        var environment = self
        environment.identityPath = identityPath.appending(step)
        return environment
    }
}

/// The views and controllers the representables in one controller's content made, by identity,
/// kept across layouts as iOS keeps them: made (with their coordinator) the first time their
/// identity is built, updated on every later build, dismantled once a layout no longer builds it.
///
/// A representable's identity is its ``ViewIdentityPath``, its type, and how many
/// representables of that type were built at that same path before it in the layout (an
/// overlay or a section header built where its content is). A layout is a pass: it starts with
/// ``beginPass()`` and ends with ``endPass()``, which dismantles, in the order they were made,
/// what the pass did not build, and lets it go.
@MainActor
final class RepresentedIdentities {
    /// A representable's identity in its controller's content.
    struct Key: Hashable {
        var path: ViewIdentityPath
        var type: ObjectIdentifier
        var occurrence: Int
    }

    private struct Site: Hashable {
        var path: ViewIdentityPath
        var type: ObjectIdentifier
    }

    /// What an identity made: its view or controller, the coordinator, how to dismantle them.
    final class Entry {
        let object: AnyObject
        let coordinator: Any
        let dismantle: @MainActor () -> Void
        fileprivate let order: Int
        fileprivate var lastSeen: Int

        fileprivate init(object: AnyObject, coordinator: Any, dismantle: @escaping @MainActor () -> Void, order: Int, lastSeen: Int) {
            self.object = object
            self.coordinator = coordinator
            self.dismantle = dismantle
            self.order = order
            self.lastSeen = lastSeen
        }
    }

    private var entries: [Key: Entry] = [:]
    private var occurrences: [Site: Int] = [:]
    private var pass = 0
    private var made = 0

    /// The number of identities kept (what the last pass built, and any built since).
    var count: Int { entries.count }

    /// Starts a layout of the content: identities built from now on are this pass's.
    func beginPass() {
        pass &+= 1
        occurrences.removeAll(keepingCapacity: true)
    }

    /// Ends a layout: what was made for identities this pass did not build is dismantled and let go.
    func endPass() {
        let gone = entries.filter { $0.value.lastSeen != pass }
        guard !gone.isEmpty else { return }
        for key in gone.keys { entries[key] = nil }
        for entry in gone.values.sorted(by: { $0.order < $1.order }) { entry.dismantle() }
    }

    /// Dismantles and lets go of everything kept (the controller whose content this is has gone).
    func dismantleAll() {
        beginPass()
        endPass()
    }

    /// The identity of a representable of `type` built now at `path`.
    func key(for type: Any.Type, at path: ViewIdentityPath) -> Key {
        let site = Site(path: path, type: ObjectIdentifier(type))
        let occurrence = occurrences[site, default: 0]
        occurrences[site] = occurrence + 1
        return Key(path: path, type: site.type, occurrence: occurrence)
    }

    /// What `key`'s identity made in an earlier build, now marked as built in this pass.
    func existing(_ key: Key) -> Entry? {
        guard let entry = entries[key] else { return nil }
        entry.lastSeen = pass
        return entry
    }

    /// Keeps what `key`'s identity made now.
    func keep(_ object: AnyObject, coordinator: Any, for key: Key, dismantle: @escaping @MainActor () -> Void) {
        made += 1
        entries[key] = Entry(object: object, coordinator: coordinator, dismantle: dismantle, order: made, lastSeen: pass)
    }
}
