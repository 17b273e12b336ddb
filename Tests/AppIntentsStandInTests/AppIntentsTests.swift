import AppIntents
import Foundation
import NapkinUI
import Testing

// A focus timer's intents, written in Swift 6 as an app with complete concurrency checking writes them: `static let`
// metadata, a main-actor store registered as a dependency, an enum and an entity as parameters.

@MainActor
final class FocusStore {
    var running = false
    var minutes = 0
    var mode: FocusMode = .focus
    var log: [String] = []
}

enum FocusMode: String, AppEnum {
    case focus, shortBreak, longBreak

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer Mode"
    static let caseDisplayRepresentations: [FocusMode: DisplayRepresentation] = [
        .focus: DisplayRepresentation(title: "Focus", subtitle: "25 minutes", image: .init(systemName: "brain.head.profile")),
        .shortBreak: "Short Break",
        .longBreak: "Long Break",
    ]
}

struct StartFocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus"
    static let description = IntentDescription("Starts a focus session", categoryName: "Timer")
    static let openAppWhenRun = true

    @Parameter(title: "Minutes", description: "How long the session lasts", default: 25, requestValueDialog: "For how long?")
    var minutes: Int

    @Parameter(title: "Mode", default: .focus)
    var mode: FocusMode

    @Parameter(title: "Label")
    var label: String?

    @Dependency var store: FocusStore

    static var parameterSummary: some ParameterSummary { Summary("Start \(\.$mode) for \(\.$minutes) minutes") }

    init() {}

    init(minutes: Int, mode: FocusMode) {
        self.minutes = minutes
        self.mode = mode
    }

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        store.running = true
        store.minutes = minutes
        store.mode = mode
        store.log.append("start \(minutes) \(label ?? "-")")
        let name = String(localized: mode.localizedStringResource)
        return .result(value: minutes, dialog: "\(name) started for \(minutes) minutes")
    }
}

struct PauseFocusIntent: AppIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Focus"
    static let isDiscoverable = false

    @Dependency var store: FocusStore

    @MainActor
    func perform() async throws -> some IntentResult {
        store.running = false
        store.log.append("pause")
        return .result()
    }
}

struct SetRunningIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Running"

    @Parameter(title: "Running")
    var value: Bool

    @Dependency var store: FocusStore

    @MainActor
    func perform() async throws -> some IntentResult {
        store.running = value
        store.log.append("set \(value)")
        return .result()
    }
}

struct ShowStatsIntent: AppIntent, ForegroundContinuableIntent, AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Show Statistics"

    func perform() async throws -> some IntentResult & OpensIntent & ProvidesDialog {
        try await continueInForeground()
        return .result(opensIntent: OpenProjectIntent(), dialog: IntentDialog(full: "Opening your statistics", supporting: "Opening"))
    }
}

struct FailingIntent: AppIntent {
    static let title: LocalizedStringResource = "Fail"

    @Parameter(title: "Minutes", requestValueDialog: "How many minutes?")
    var minutes: Int?

    func perform() async throws -> some IntentResult {
        guard minutes != nil else { throw $minutes.needsValueError() }
        return .result()
    }
}

struct SnippetIntent: AppIntent {
    static let title: LocalizedStringResource = "Today"

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView & ProvidesDialog {
        .result(dialog: "Today's sessions") { Text("4 sessions") }
    }
}

struct TimerWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Widget"

    @Parameter(title: "Mode", default: .shortBreak)
    var mode: FocusMode
}

struct OpenWebsiteIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Website"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/focus")!))
    }
}

struct Project: AppEntity {
    let id: UUID
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Project"
    static let defaultQuery = ProjectQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [
        Project(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Thesis"),
        Project(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Garden"),
    ]
}

struct ProjectQuery: EntityStringQuery {
    func entities(for identifiers: [Project.ID]) async throws -> [Project] { Project.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [Project] { Project.all }
    func entities(matching string: String) async throws -> [Project] {
        Project.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

struct OpenProjectIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Project"

    @Parameter(title: "Project")
    var target: Project

    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: target.name) }
}

struct FocusShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartFocusIntent(), phrases: ["Start focus in \(.applicationName)", "Start a \(\.$mode) in \(.applicationName)"],
            shortTitle: "Start Focus", systemImageName: "timer")
        AppShortcut(
            intent: ShowStatsIntent(), phrases: ["Show \(.applicationName) stats"], shortTitle: "Stats", systemImageName: "chart.bar")
    }

    static let shortcutTileColor = ShortcutTileColor.grape
}

struct BrokenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PauseFocusIntent(), phrases: ["Pause the timer", "Pause \(.applicationName) in \(.applicationName)"])
    }
}

@MainActor
@Suite("AppIntents stand-in", .serialized)
struct AppIntentsStandInTests {
    let store: FocusStore

    init() {
        let store = FocusStore()
        self.store = store
        AppDependencyManager.shared.add(dependency: store)
    }

    @Test("an intent's metadata: title, description, openAppWhenRun, isDiscoverable, and the defaults of an intent that sets none")
    func metadata() {
        #expect(String(localized: StartFocusIntent.title) == "Start Focus")
        // The intent's own `description` (an `IntentDescription`, not the requirement's optional), as the app reads it.
        let description: IntentDescription = StartFocusIntent.description
        #expect(description.description == "Starts a focus session")
        #expect(description.categoryName.map { String(localized: $0) } == "Timer")
        #expect(StartFocusIntent.openAppWhenRun)
        #expect(StartFocusIntent.isDiscoverable)
        #expect(!PauseFocusIntent.isDiscoverable)
        #expect(PauseFocusIntent.description == nil)
        #expect(!PauseFocusIntent.openAppWhenRun)
        #expect(OpenProjectIntent.openAppWhenRun)
    }

    @Test("perform returns the value and the dialog, and acts on the registered dependency")
    func performValueAndDialog() async throws {
        let intent = StartFocusIntent(minutes: 50, mode: .longBreak)
        let result = try await intent.perform()
        #expect(result.value == 50)
        #expect(result.napkinValue as? Int == 50)
        #expect(result.napkinDialog?.description == "Long Break started for 50 minutes")
        #expect(store.running && store.minutes == 50 && store.mode == .longBreak)
        #expect(store.log == ["start 50 -"])
    }

    @Test("@Parameter: title, description, default, requestValueDialog, optional values, and values set by the caller")
    func parameters() async throws {
        let intent = StartFocusIntent()
        #expect(intent.minutes == 25)
        #expect(intent.mode == .focus)
        #expect(intent.label == nil)
        #expect(String(localized: intent.$minutes.title) == "Minutes")
        #expect(intent.$minutes.description.map { String(localized: $0) } == "How long the session lasts")
        #expect(intent.$minutes.requestValueDialog?.description == "For how long?")
        #expect(intent.$minutes.napkinDefaultValue == 25)
        #expect(intent.$label.napkinHasValue)
        intent.label = "Thesis"
        intent.minutes = 10
        _ = try await intent.perform()
        #expect(store.log == ["start 10 Thesis"])
        let failing = FailingIntent()
        await #expect(throws: AppIntentError.self) { try await failing.perform() }
        failing.minutes = 3
        _ = try await failing.perform()
    }

    @Test("a required parameter with no default has no value until set")
    func requiredParameter() {
        let intent = OpenProjectIntent()
        #expect(!intent.$target.napkinHasValue)
        intent.target = Project.all[1]
        #expect(intent.$target.napkinHasValue)
        #expect(intent.target.name == "Garden")
    }

    @Test("an AppEnum's type and case display representations")
    func appEnum() {
        #expect(String(localized: FocusMode.typeDisplayRepresentation.name) == "Timer Mode")
        let focus = FocusMode.caseDisplayRepresentations[.focus]
        #expect(focus.map { String(localized: $0.title) } == "Focus")
        #expect(focus?.subtitle.map { String(localized: $0) } == "25 minutes")
        #expect(focus?.image == DisplayRepresentation.Image(systemName: "brain.head.profile"))
        #expect(FocusMode.allCases.map { String(localized: $0.localizedStringResource) } == ["Focus", "Short Break", "Long Break"])
    }

    @Test("an AppEntity's query finds entities by identifier and by text, and suggests them")
    func appEntity() async throws {
        let query = Project.defaultQuery
        let ids = [Project.all[1].id]
        #expect(try await query.entities(for: ids).map(\.name) == ["Garden"])
        #expect(try await query.suggestedEntities().count == 2)
        #expect(try await query.entities(matching: "the").map(\.name) == ["Thesis"])
        #expect(String(localized: Project.all[0].displayRepresentation.title) == "Thesis")
        #expect(String(localized: Project.typeDisplayRepresentation.name) == "Project")
        let open = OpenProjectIntent()
        open.target = Project.all[0]
        #expect(try await open.perform().value == "Thesis")
    }

    @Test("result forms: no value, opens an intent with a full and a supporting dialog, a snippet view, and Never as nothing")
    func resultForms() async throws {
        let pause = try await PauseFocusIntent().perform()
        #expect(pause.napkinDialog == nil)
        #expect(pause.napkinValue == nil)
        let stats = try await ShowStatsIntent().perform()
        #expect(stats.napkinOpensIntent is OpenProjectIntent)
        #expect(stats.napkinDialog.map { String(localized: $0.supporting) } == "Opening")
        #expect(stats.napkinDialog?.description == "Opening your statistics")
        let snippet = try await SnippetIntent().perform()
        #expect(snippet.napkinSnippet != nil)
        #expect(snippet.napkinDialog?.description == "Today's sessions")
    }

    @Test("a widget's configuration intent keeps its settings and performs nothing; OpenURLIntent carries its URL")
    func configurationAndOpenURL() async throws {
        let configuration = TimerWidgetConfiguration()
        #expect(configuration.mode == .shortBreak)
        #expect(try await configuration.perform().napkinDialog == nil)
        let opened = try await OpenWebsiteIntent().perform().napkinOpensIntent as? OpenURLIntent
        #expect(opened?.target.absoluteString == "https://example.com/focus")
        #expect(OpenURLIntent.openAppWhenRun && !OpenURLIntent.isDiscoverable)
    }

    @Test("an app's shortcuts: intents, phrases with the app's name and a parameter, titles, symbols and tile colour")
    func shortcuts() {
        let shortcuts = FocusShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].napkinIntent is StartFocusIntent)
        #expect(
            shortcuts[0].napkinPhrases(applicationName: "Focus Timer") == ["Start focus in Focus Timer", "Start a ${Mode} in Focus Timer"])
        #expect(shortcuts[0].shortTitle.map { String(localized: $0) } == "Start Focus")
        #expect(shortcuts[1].systemImageName == "chart.bar")
        #expect(FocusShortcuts.shortcutTileColor == .grape)
        #expect(FocusShortcuts.napkinPhraseProblems.isEmpty)
        #expect(!AppShortcut.napkinApplicationName.isEmpty)
        FocusShortcuts.updateAppShortcutParameters()
    }

    @Test("the phrase check finds a phrase without the app's name, one naming it twice, and an intent that is not discoverable")
    func phraseProblems() {
        let problems = BrokenShortcuts.napkinPhraseProblems
        #expect(problems.count == 3)
        #expect(problems.contains { $0.contains("\"Pause the timer\" names the app 0 times") })
        #expect(problems.contains { $0.contains("names the app 2 times") })
        #expect(problems.contains { $0.contains("not discoverable") })
    }

    @Test("a parameter summary names the parameters by title")
    func parameterSummary() {
        #expect(StartFocusIntent.parameterSummary.napkinText == "Start {Mode} for {Minutes} minutes")
    }

    @Test("dependencies: a manager of a test's own, a key, a default, and the value made once, when first read")
    func dependencies() {
        let manager = AppDependencyManager()
        manager.add(key: "greeting", dependency: "hello")
        let counter = Counter()
        manager.add(dependency: counter.next())
        let greeting = AppDependency<String>(key: "greeting", manager: manager)
        let number = AppDependency<Int>(manager: manager)
        let fallback = AppDependency<Double>(manager: manager, default: 1.5)
        #expect(counter.peek() == 0)
        #expect(greeting.wrappedValue == "hello")
        #expect(number.wrappedValue == 1)
        #expect(number.wrappedValue == 1)
        #expect(fallback.wrappedValue == 1.5)
    }

    @Test("Button(intent:) performs its intent when tapped in a Window; Toggle(isOn:intent:) sets a SetValueIntent's value first")
    func buttonAndToggle() async throws {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack {
                Button(intent: StartFocusIntent(minutes: 15, mode: .shortBreak)) { Label("Break", systemImage: "cup.and.saucer") }
                Button("Pause", intent: PauseFocusIntent())
                Toggle("Running", isOn: false, intent: SetRunningIntent())
            })
        window.layout()
        try window.tap(label: "Break")
        await AppIntentRuns.waitForPendingIntents()
        #expect(store.running && store.minutes == 15)
        try window.tap(label: "Pause")
        await AppIntentRuns.waitForPendingIntents()
        #expect(!store.running)
        try window.tap(label: "Running")
        await AppIntentRuns.waitForPendingIntents()
        #expect(store.running)
        #expect(store.log == ["start 15 -", "pause", "set true"])
        // Another suite's taps may run beside these: keep this suite's intents.
        let runs = AppIntentRuns.runs.filter {
            $0.intent is StartFocusIntent || $0.intent is PauseFocusIntent || $0.intent is SetRunningIntent
        }
        #expect(runs.count == 3)
        #expect(runs.first?.result?.napkinDialog?.description == "Short Break started for 15 minutes")
        #expect(runs.allSatisfy { $0.error == nil })
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    func peek() -> Int { lock.withLock { count } }
}
