import ActivityKit
import Combine
import Foundation

// A Pomodoro timer's view model as an iOS app writes it, in the Swift 5 language mode, against ActivityKit's
// iOS 16.1 names (request(attributes:contentState:pushType:), update(using:), end(dismissalPolicy:)) and its
// iOS 16.2 ones (ActivityContent, update(_:), end(_:dismissalPolicy:)). Written for these tests in the shape
// timer, delivery and sports apps start their Live Activity; it compiles here unchanged.

struct PomodoroAttributes: ActivityAttributes {
    /// The values each update changes.
    public struct ContentState: Codable, Hashable {
        var phase: String
        var endDate: Date
        var remainingSeconds: Int
        var isPaused: Bool
        var completedSessions: Int
    }

    var taskName: String
    var totalSessions: Int
}

final class PomodoroTimerViewModel: ObservableObject {
    @Published var remainingSeconds = 25 * 60
    @Published var isRunning = false
    @Published var phase = "Focus"
    @Published var completedSessions = 0
    @Published var errorMessage: String?

    private(set) var currentActivity: Activity<PomodoroAttributes>?
    private var cancellables = Set<AnyCancellable>()
    let taskName: String

    init(taskName: String) {
        self.taskName = taskName
    }

    var liveActivitiesAllowed: Bool {
        ActivityAuthorizationInfo().areActivitiesEnabled
    }

    func start(now: Date = Date()) {
        isRunning = true
        guard liveActivitiesAllowed else {
            errorMessage = "Live Activities are turned off"
            return
        }
        let attributes = PomodoroAttributes(taskName: taskName, totalSessions: 4)
        let state = PomodoroAttributes.ContentState(
            phase: phase, endDate: now.addingTimeInterval(TimeInterval(remainingSeconds)),
            remainingSeconds: remainingSeconds, isPaused: false, completedSessions: completedSessions)
        do {
            currentActivity = try Activity<PomodoroAttributes>.request(
                attributes: attributes, contentState: state, pushType: nil)
            print("Started Live Activity \(currentActivity?.id ?? "")")
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func tick(minutes: Int, now: Date = Date()) async {
        remainingSeconds = max(0, remainingSeconds - minutes * 60)
        guard let activity = currentActivity else { return }
        let state = PomodoroAttributes.ContentState(
            phase: phase, endDate: now.addingTimeInterval(TimeInterval(remainingSeconds)),
            remainingSeconds: remainingSeconds, isPaused: false, completedSessions: completedSessions)
        let content = ActivityContent(state: state, staleDate: now.addingTimeInterval(TimeInterval(remainingSeconds + 60)))
        await activity.update(content)
    }

    func pause() {
        isRunning = false
        Task {
            guard let activity = currentActivity else { return }
            var state = activity.contentState
            state.isPaused = true
            await activity.update(using: state)
        }
    }

    func finishSession() async {
        isRunning = false
        completedSessions += 1
        guard let activity = currentActivity else { return }
        var state = activity.content.state
        state.remainingSeconds = 0
        state.completedSessions = completedSessions
        state.phase = "Done"
        let alert = AlertConfiguration(title: "Focus session done", body: "Time for a break.", sound: .default)
        await activity.update(ActivityContent(state: state, staleDate: nil), alertConfiguration: alert)
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .after(Date().addingTimeInterval(15 * 60)))
    }

    func stop() async {
        isRunning = false
        await currentActivity?.end(dismissalPolicy: .immediate)
        currentActivity = nil
    }

    func observeActivity() {
        guard let activity = currentActivity else { return }
        Task { @MainActor in
            for await state in activity.activityStateUpdates {
                if state == .dismissed || state == .ended {
                    self.isRunning = false
                }
            }
        }
    }

    static func endAllActivities() async {
        for activity in Activity<PomodoroAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}
