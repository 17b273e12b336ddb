import Napkin
import NapkinTesting
import PackageTestSupport
import Testing

/// Many tasks attach and detach napkins at once, while the root itself flips between
/// active and inactive; afterwards the tree and every lifecycle must agree: attaching
/// activates, detaching deactivates the subtree, a parent's activation brings its children
/// along.
@Suite("Routing under concurrency")
@MainActor
struct RoutingStressTests {
    @Test func aThousandConcurrentAttachesAndDetachesLeaveTheTreeConsistent() async throws {
        let log = EventLog()
        let root = RootRouter(log: log)
        root.leakDetector = LeakDetector(isEnabled: false)
        await root.interactable.activate()
        let children = (0..<6).map { _ in ChildRouter(log: log) }
        let grandchildren = Dictionary(
            uniqueKeysWithValues: children.map { child in
                (ObjectIdentifier(child), (0..<2).map { _ in GrandchildRouter(log: log) })
            })

        let operations = EventLog()
        let errors = await recordingRoutingErrors {
            await hammer(root: root, children: children, grandchildren: grandchildren, operations: operations)
        }

        #expect(errors.isEmpty)
        #expect(operations.events.count == 1_000)
        #expect(root.interactable.lifecycle.isActive)

        // No router appears twice among its parent's children.
        #expect(Set(root.children.map { ObjectIdentifier($0) }).count == root.children.count)

        var expectedTree = ["Root (active)"]
        let attached = root.children
        for (index, child) in children.enumerated() {
            let isAttached = child.isChild(of: root)
            // Attached under the (active) root: active, with everything attached below it.
            // Detached: inactive, as is every grandchild detached from it. (A grandchild
            // attached to a detached child is active, as attaching activates; that one
            // depends on the order of the operations, so it is not asserted.)
            #expect(child.interactable.lifecycle.isActive == isAttached, "child \(index)")
            for grandchild in grandchildren[ObjectIdentifier(child)]! {
                let grandchildAttached = grandchild.isChild(of: child)
                if isAttached && grandchildAttached {
                    #expect(grandchild.interactable.lifecycle.isActive, "grandchild of child \(index)")
                } else if !grandchildAttached {
                    #expect(!grandchild.interactable.lifecycle.isActive, "grandchild of child \(index)")
                }
            }
            for napkin in [child] + grandchildren[ObjectIdentifier(child)]! {
                try await expectConsistentLifecycle(napkin.interactor)
            }
        }
        for (position, child) in attached.enumerated() {
            let isLast = position == attached.count - 1
            expectedTree.append((isLast ? "└─ " : "├─ ") + "Child (active)")
            for (index, grandchild) in child.children.enumerated() {
                let isLastGrandchild = index == child.children.count - 1
                expectedTree.append(
                    (isLast ? "   " : "│  ") + (isLastGrandchild ? "└─ " : "├─ ")
                        + "Grandchild (\(grandchild.interactable.lifecycle.isActive ? "active" : "inactive"))")
                #expect(grandchild.interactable.lifecycle.isActive)
            }
        }
        #expect(root.treeDescription() == expectedTree.joined(separator: "\n"))
    }

    /// Twenty workers, fifty random operations each, all on the main actor but interleaving
    /// at every suspension, while the interactors' hooks run on their own actors.
    func hammer(
        root: RootRouter,
        children: [ChildRouter],
        grandchildren: [ObjectIdentifier: [GrandchildRouter]],
        operations: EventLog
    ) async {
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<20 {
                group.addTask {
                    await Self.work(
                        seed: UInt64(worker), root: root, children: children, grandchildren: grandchildren, operations: operations)
                }
            }
        }
    }

    /// One worker's fifty operations, drawn from its own seeded generator.
    static func work(
        seed: UInt64,
        root: RootRouter,
        children: [ChildRouter],
        grandchildren: [ObjectIdentifier: [GrandchildRouter]],
        operations: EventLog
    ) async {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let child = children[Int(random.next() % UInt64(children.count))]
            let roll = random.next() % 20
            let family = grandchildren[ObjectIdentifier(child)] ?? []
            let grandchild = family[Int(random.next() % UInt64(family.count))]
            // Each check and the structural change it guards happen without a suspension
            // in between, so no call is ever a misuse.
            if roll == 0 {
                // Occasionally the whole tree goes down and comes back.
                await root.interactable.deactivate()
                await root.interactable.activate()
            } else if roll < 8 {
                if grandchild.isChild(of: child) {
                    await child.detachChild(grandchild)
                } else {
                    await child.attachChild(grandchild)
                }
            } else if child.isChild(of: root) {
                await root.detachChild(child)
            } else {
                await root.attachChild(child)
            }
            operations.append("op")
        }
    }

    /// Hooks never overlapped, activations and resignations balance with the state, and
    /// the bound task exists, uncancelled, exactly while active.
    func expectConsistentLifecycle(_ interactor: ProbeInteractor) async throws {
        let isActive = interactor.lifecycle.isActive
        #expect(await interactor.maximumHooksRunning == 1)
        #expect(await interactor.activations - interactor.resignations == (isActive ? 1 : 0))
        #expect(interactor.lifecycle.activeTaskCount == (isActive ? 1 : 0))
        let boundTask = await interactor.boundTask
        if isActive {
            let task = try #require(boundTask)
            #expect(!task.isCancelled)
        } else if let boundTask {
            #expect(boundTask.isCancelled)
        }
    }
}
