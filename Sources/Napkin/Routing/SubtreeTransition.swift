/// The walks that bring a napkin's subtree along when the napkin is attached, detached,
/// activated or deactivated, as RIBs does: attaching activates the child and everything
/// below it; detaching, or a parent resigning, deactivates the whole subtree, children
/// before their parent.
///
/// Each napkin is moved through its interactor's own `activate()` / `deactivate()` (so an
/// interactor that implements them is called), with a condition the lifecycle checks once
/// the transition holds the interactor's gate: a transition asked for on a tree that has
/// changed since (the child was detached or moved meanwhile) does nothing.
@MainActor
enum SubtreeTransition {
    /// A condition on the tree, checked on the main actor.
    typealias Condition = @Sendable () async -> Bool

    /// Activates `node` and every napkin below it, for as long as `condition` holds.
    static func activate(_ node: any Routing, if condition: @escaping Condition) async {
        guard await condition() else { return }
        let lifecycle = node.interactable.lifecycle
        let before = lifecycle.transitionCount
        await InteractorLifecycle.$transitionCondition.withValue(InteractorLifecycle.TransitionCondition(holds: condition)) {
            await node.interactable.activate()
        }
        // A router's lifecycle brings its children along when it activates. When it did not
        // activate now (it was active already) or the node is not a router, walk ourselves,
        // as long as the node is still where it was asked to be.
        guard !(node is any RouterNode) || lifecycle.transitionCount == before else { return }
        guard await condition() else { return }
        for child in node.children {
            await activate(child, if: both(isAttached(child, to: node), condition))
        }
    }

    /// Deactivates every napkin below `node`, then `node`, for as long as `condition` holds.
    static func deactivate(_ node: any Routing, if condition: @escaping Condition) async {
        guard await condition() else { return }
        let lifecycle = node.interactable.lifecycle
        if node is any RouterNode {
            let before = lifecycle.transitionCount
            await InteractorLifecycle.$transitionCondition.withValue(InteractorLifecycle.TransitionCondition(holds: condition)) {
                await node.interactable.deactivate()
            }
            // Its lifecycle deactivated the children first when it resigned; an inactive
            // router may still have active children (attached while it was inactive).
            guard lifecycle.transitionCount == before else { return }
            guard await condition() else { return }
            for child in node.children {
                await deactivate(child, if: both(isAttached(child, to: node), condition))
            }
        } else {
            for child in node.children {
                await deactivate(child, if: both(isAttached(child, to: node), condition))
            }
            await InteractorLifecycle.$transitionCondition.withValue(InteractorLifecycle.TransitionCondition(holds: condition)) {
                await node.interactable.deactivate()
            }
        }
    }

    /// Whether `node` or any napkin below it is active.
    static func hasActiveNapkin(_ node: any Routing) -> Bool {
        node.interactable.lifecycle.isActive || node.children.contains(where: hasActiveNapkin)
    }

    /// Both conditions: a descendant is walked only while the whole chain above it, up to
    /// the napkin the walk began with, is still where it was.
    static func both(_ first: @escaping Condition, _ second: @escaping Condition) -> Condition {
        {
            guard await first() else { return false }
            return await second()
        }
    }

    /// Whether `child` is (still) attached to `parent`.
    static func isAttached(_ child: any Routing, to parent: any Routing) -> Condition {
        { @MainActor [weak child, weak parent] in
            guard let child, let parent else { return false }
            return parent.children.contains { $0 === child }
        }
    }

    /// Whether `child`, whose parent was released, is still attached to nothing (a
    /// hand-written `Routing` has no parent link, so it counts as orphaned).
    static func isOrphaned(_ child: any Routing) -> Condition {
        { @MainActor [weak child] in
            guard let child else { return false }
            return (child as? any RouterNode)?.parentNode == nil
        }
    }

    /// Whether `child`, detached from `parent`, is still detached: not attached to `parent`
    /// again, nor (for a router) to anything else.
    static func isDetached(_ child: any Routing, from parent: any Routing) -> Condition {
        { @MainActor [weak child, weak parent] in
            guard let child else { return false }
            if let parent, parent.children.contains(where: { $0 === child }) { return false }
            return (child as? any RouterNode)?.parentNode == nil
        }
    }
}
