import AppIntents
import Foundation
import NapkinUI
import Testing

// A pomodoro timer's intents as a Swift 5 app writes them (`static var` metadata, an intent posting a notification
// the timer's view model observes, an optional parameter defaulting to nil), its shortcuts, and a widget-style view
// with intent buttons. Compiled unchanged in the Swift 5 language mode.

let pauseNotification = Notification.Name("PauseTimerFromIntent")
let startNotification = Notification.Name("StartTimerFromIntent")

enum SessionKind: String, AppEnum {
    case work
    case rest

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
    static var caseDisplayRepresentations: [SessionKind: DisplayRepresentation] = [
        .work: "Work",
        .rest: "Rest",
    ]
}

@available(iOS 16.0, *)
struct PauseTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Pause Pomodoro"
    static var description = IntentDescription("Pauses the running timer")

    static var openAppWhenRun: Bool = false

    @Parameter(title: "Reason", description: "Why the timer pauses", default: nil)
    var reason: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        NotificationCenter.default.post(name: pauseNotification, object: nil, userInfo: reason != nil ? ["reason": reason!] : nil)
        return .result(dialog: "Timer paused")
    }
}

@available(iOS 16.0, *)
struct StartSessionIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Session"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Kind", default: .work)
    var kind: SessionKind

    @Parameter(title: "Duration (minutes)", default: nil)
    var duration: Int?

    func perform() async throws -> some IntentResult {
        var info: [String: Any] = ["kind": kind.rawValue]
        if let duration = duration { info["duration"] = duration }
        NotificationCenter.default.post(name: startNotification, object: nil, userInfo: info)
        return .result()
    }
}

@available(iOS 16.0, *)
struct PomodoroShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartSessionIntent(),
            phrases: [
                "Start a \(.applicationName)",
                "Start a \(\.$kind) session in \(.applicationName)",
            ],
            shortTitle: "Start Pomodoro",
            systemImageName: "timer"
        )
        AppShortcut(
            intent: PauseTimerIntent(),
            phrases: ["Pause \(.applicationName)"],
            shortTitle: "Pause Timer",
            systemImageName: "pause.circle"
        )
    }
}

final class TimerModel: ObservableObject {
    @Published var isRunning = true
    @Published var lastReason: String?
    private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(forName: pauseNotification, object: nil, queue: nil) { [weak self] note in
            self?.isRunning = false
            self?.lastReason = note.userInfo?["reason"] as? String
        }
    }
}

struct TimerControls: View {
    @ObservedObject var model: TimerModel

    var body: some View {
        HStack {
            Text(model.isRunning ? "Running" : "Paused")
            Button(intent: PauseTimerIntent()) {
                Image(systemName: "pause.fill")
                Text("Pause")
            }
            Button("Start", intent: StartSessionIntent())
        }
    }
}

@MainActor
@Suite("AppIntents stand-in, a Swift 5 app", .serialized)
struct PomodoroAppTests {
    @Test("the intents, enum, shortcuts and intent buttons compile as the app wrote them, and run")
    func pomodoro() async throws {
        let model = TimerModel()
        let intent = PauseTimerIntent()
        intent.reason = "Meeting"
        let result = try await intent.perform()
        #expect(result.napkinDialog?.description == "Timer paused")
        #expect(!model.isRunning)
        #expect(model.lastReason == "Meeting")
        #expect(PauseTimerIntent.description.description == "Pauses the running timer")
        #expect(String(localized: PauseTimerIntent.title) == "Pause Pomodoro")

        let shortcuts = PomodoroShortcuts.appShortcuts
        #expect(
            shortcuts.map { $0.napkinPhrases(applicationName: "Pomodoro") } == [
                ["Start a Pomodoro", "Start a ${Kind} session in Pomodoro"], ["Pause Pomodoro"],
            ])
        #expect(PomodoroShortcuts.napkinPhraseProblems.isEmpty)
        #expect(SessionKind.caseDisplayRepresentations[.rest].map { String(localized: $0.title) } == "Rest")

        model.isRunning = true
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: TimerControls(model: model))
        window.layout()
        try window.tap(label: "Pause")
        await AppIntentRuns.waitForPendingIntents()
        #expect(!model.isRunning)
        #expect(model.lastReason == nil)
        try window.tap(label: "Start")
        await AppIntentRuns.waitForPendingIntents()
        // Another suite's taps may run beside these: keep this app's intents.
        let names = AppIntentRuns.runs.map { "\(type(of: $0.intent))" }.filter { $0 == "PauseTimerIntent" || $0 == "StartSessionIntent" }
        #expect(names == ["PauseTimerIntent", "StartSessionIntent"])
    }
}
