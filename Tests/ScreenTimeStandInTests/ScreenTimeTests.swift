import DeviceActivity
import FamilyControls
import Foundation
import ManagedSettings
import NapkinUI
import SnapshotTesting
import Testing

/// Screen Time's authorization, selection, monitoring and settings are kept for the process: one test at a time.
@MainActor
@Suite("Screen Time stand-ins (FamilyControls, DeviceActivity, ManagedSettings)", .serialized)
struct ScreenTimeStandInTests {
    init() {
        AuthorizationCenter.resetAuthorization()
        DeviceActivityCenter().stopMonitoring()
        ManagedSettingsStore.clearAllSettings()
    }

    static let social = ActivityCategoryToken(data: Data("Social".utf8))
    static let games = ActivityCategoryToken(data: Data("Games".utf8))
    static let app = ApplicationToken(data: Data([1, 2, 3]))

    @Test("with nobody answering, a request throws unavailable and the status stays not determined")
    func unanswered() async {
        await #expect(throws: FamilyControlsError.unavailable) {
            try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        }
        #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
    }

    @Test("an approved request returns and approves; a declined one throws authorizationCanceled and denies")
    func answered() async throws {
        AuthorizationCenter.answerAuthorizationRequests(with: .approved)
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        #expect(AuthorizationCenter.shared.authorizationStatus == .approved)
        AuthorizationCenter.resetAuthorization()
        AuthorizationCenter.answerAuthorizationRequests(with: .denied)
        await #expect(throws: FamilyControlsError.authorizationCanceled) {
            try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        }
        #expect(AuthorizationCenter.shared.authorizationStatus == .denied)
    }

    @Test("a selection survives JSON as the app keeps it in UserDefaults, and lists its apps and categories")
    func selectionCoding() throws {
        var selection = FamilyActivitySelection()
        selection.categoryTokens = [Self.social, Self.games]
        selection.applicationTokens = [Self.app]
        let decoded = try JSONDecoder().decode(FamilyActivitySelection.self, from: JSONEncoder().encode(selection))
        #expect(decoded == selection)
        #expect(decoded != FamilyActivitySelection())
        #expect(Set(decoded.categories.compactMap(\.token)) == [Self.social, Self.games])
        #expect(decoded.applications.map(\.token) == [Self.app])
        #expect(decoded.applications.first?.localizedDisplayName == nil)
    }

    @Test("monitoring needs authorization, a 15-minute to one-week interval and at most 20 activities; stop removes it")
    func monitoring() throws {
        let center = DeviceActivityCenter()
        let now = Date()
        let calendar = Calendar.current
        let fields: Set<Calendar.Component> = [.month, .day, .hour, .minute]
        let hour = DeviceActivitySchedule(
            intervalStart: calendar.dateComponents(fields, from: now), intervalEnd: calendar.dateComponents(fields, from: now + 3600),
            repeats: true)
        let event = DeviceActivityEvent(categories: [Self.social], threshold: DateComponents(minute: 50))
        #expect(throws: DeviceActivityCenter.MonitoringError.unauthorized) { try center.startMonitoring(.init("Daily"), during: hour) }
        AuthorizationCenter.setAuthorizationStatus(.approved)
        try center.startMonitoring(.init("Daily"), during: hour, events: [.init("Limit"): event])
        #expect(center.activities == [DeviceActivityName("Daily")])
        #expect(center.schedule(for: .init("Daily")) == hour)
        #expect(center.events(for: .init("Daily"))[.init("Limit")]?.categories == [Self.social])
        let fiveMinutes = DeviceActivitySchedule(
            intervalStart: calendar.dateComponents(fields, from: now), intervalEnd: calendar.dateComponents(fields, from: now + 300),
            repeats: false)
        #expect(throws: DeviceActivityCenter.MonitoringError.intervalTooShort) {
            try center.startMonitoring(.init("Short"), during: fiveMinutes)
        }
        for index in 1..<20 { try center.startMonitoring(.init("A\(index)"), during: hour) }
        #expect(throws: DeviceActivityCenter.MonitoringError.excessiveActivities) { try center.startMonitoring(.init("A20"), during: hour) }
        center.stopMonitoring([.init("Daily")])
        #expect(!DeviceActivityCenter().activities.contains(.init("Daily")) && DeviceActivityCenter().activities.count == 19)
    }

    @Test("shield settings are shared by stores of one name and cleared by clearAllSettings")
    func shields() {
        let store = ManagedSettingsStore()
        store.shield.applications = [Self.app]
        store.shield.applicationCategories = .specific([Self.games])
        #expect(ManagedSettingsStore().shield.applications == [Self.app])
        #expect(ManagedSettingsStore().shield.applicationCategories == .specific([Self.games]))
        #expect(ManagedSettingsStore(named: .init("child")).shield.applications == nil)
        store.clearAllSettings()
        #expect(ManagedSettingsStore().shield == ShieldSettings())
    }

    @Test("the picker sheet: tapping Social then Done writes the category's token and closes; Cancel closes it")
    func picker() throws {
        let model = PickerModel()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: PickerScreen(model: model))
        window.layout()
        try window.tap(label: "Choose")
        window.layout()
        #expect(window.layoutDescription().contains("Choose Activities"))
        try window.tap(label: "Social")
        window.layout()
        try window.tap(label: "Done")
        window.layout()
        #expect(model.selection.categoryTokens == [Self.social])
        #expect(!window.layoutDescription().contains("Choose Activities"))
        try window.tap(label: "Choose")
        window.layout()
        try window.tap(label: "Games")
        window.layout()
        try window.tap(label: "Cancel")
        window.layout()
        #expect(!window.layoutDescription().contains("Choose Activities"))
    }

    @Test("the inline picker edits its selection as the person taps a category")
    func inlinePicker() throws {
        let model = PickerModel()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: FamilyActivityPicker(selection: Binding(get: { model.selection }, set: { model.selection = $0 })))
        window.layout()
        try window.tap(label: "Games")
        window.layout()
        #expect(model.selection.categoryTokens == [Self.games])
        try window.tap(label: "All Apps & Categories")
        window.layout()
        #expect(model.selection.categoryTokens.count == 12)
    }

    @Test("the picker draws as iOS's: Cancel, Choose Activities, Done, search, the categories with their circles, light and dark")
    func pickerSnapshot() {
        var selection = FamilyActivitySelection()
        selection.categoryTokens = [Self.social]
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: FamilyActivityPickerPreview(selection: selection),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}

@MainActor
final class PickerModel {
    var selection = FamilyActivitySelection()
}

/// A screen presenting the picker from a button, as Screen Time apps do.
struct PickerScreen: View {
    let model: PickerModel
    @State private var presented = false

    var body: some View {
        let model = model
        Button("Choose") { presented = true }
            .familyActivityPicker(isPresented: $presented, selection: Binding(get: { model.selection }, set: { model.selection = $0 }))
    }
}

/// The picker's sheet content as presented, for the snapshot.
struct FamilyActivityPickerPreview: View {
    @State var selection: FamilyActivitySelection
    @State private var presented = true

    var body: some View {
        Color.clear.familyActivityPicker(isPresented: $presented, selection: $selection)
    }
}
