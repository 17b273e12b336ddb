import Napkin

/// An interactor that logs its hooks (with its active state at the time), parks one
/// `task { }` per activation until that scope cancels it, and watches for hooks that
/// overlap (which serialized transitions must prevent).
final actor ProbeInteractor: Interactable {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let name: String
    nonisolated let log: EventLog
    nonisolated let startsBoundTask: Bool

    /// The task started by the latest `didBecomeActive`, if any.
    private(set) var boundTask: Task<Void, Never>?
    /// How many hooks are running now, and the most that ever ran at once.
    private var hooksRunning = 0
    private(set) var maximumHooksRunning = 0
    /// How many times each hook ran on this instance.
    private(set) var activations = 0
    private(set) var resignations = 0

    init(name: String, log: EventLog, startsBoundTask: Bool = true) {
        self.name = name
        self.log = log
        self.startsBoundTask = startsBoundTask
    }

    func didBecomeActive() async {
        await runHook { [self] in
            activations += 1
            log.append("\(name).didBecomeActive active=\(lifecycle.isActive)")
            guard startsBoundTask else { return }
            boundTask = task {
                self.log.append("\(self.name).task started")
                // Parks until the active scope ends: the sleep throws on cancellation.
                try? await Task.sleep(for: .seconds(86_400))
                self.log.append("\(self.name).task ended cancelled=\(Task.isCancelled)")
            }
        }
    }

    func willResignActive() async {
        await runHook { [self] in
            resignations += 1
            log.append("\(name).willResignActive active=\(lifecycle.isActive)")
        }
    }

    /// Counts `body` as a running hook across a suspension point, so two transitions that
    /// interleaved on this actor would show up in `maximumHooksRunning`.
    private func runHook(_ body: () -> Void) async {
        hooksRunning += 1
        maximumHooksRunning = max(maximumHooksRunning, hooksRunning)
        body()
        await Task.yield()
        hooksRunning -= 1
    }

    /// Calls `task { }` from inside the actor, as interactor code does.
    func startTask(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        task { await work() }
    }
}
