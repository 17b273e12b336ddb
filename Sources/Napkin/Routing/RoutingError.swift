/// A routing call that breaks the tree's rules: a programming error, reported through
/// ``RoutingDiagnostics`` instead of being carried out.
///
/// Each case names the napkins involved (router type names without `Router`).
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `attachChild` was given a router that is already attached to `parent`.
    case alreadyAttached(child: String, parent: String)
    /// `attachChild` was given the router itself or one of its ancestors.
    case cycle(child: String, parent: String)
    /// `detachChild` was given a router that is not a child of `parent`.
    case notAChild(child: String, parent: String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .alreadyAttached(let child, let parent):
            return "\(child) is already attached to \(parent); detach it from \(parent) before attaching it again."
        case .cycle(let child, let parent):
            return "Attaching \(child) to \(parent) would make \(child) its own descendant; a napkin tree cannot have cycles."
        case .notAChild(let child, let parent):
            return "\(child) is not a child of \(parent), so it cannot be detached from it; detach it from the router it was attached to."
        }
    }
}
