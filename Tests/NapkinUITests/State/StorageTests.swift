import Foundation
import Testing

@testable import NapkinUI

private enum Theme: String { case light, dark, system }
private enum Speed: Int { case slow = 1, fast = 2 }

private struct SettingsView: View {
    @AppStorage("isOnboarding") var isOnboarding = true
    @AppStorage("theme") var theme = Theme.system
    @AppStorage("volume") var volume = 0.5
    @AppStorage("nickname") var nickname: String?
    var body: some View {
        VStack {
            Toggle("Show introduction", isOn: $isOnboarding)
            Text("theme \(theme.rawValue), volume \(volume, specifier: "%.2f"), nickname \(nickname ?? "none")")
        }
    }
}

private struct DraftView: View {
    @SceneStorage("draft") var draft = ""
    var body: some View { TextField("Draft", text: $draft) }
}

@Observable
private final class Store {
    var count = 2
}

private struct StoreReader: View {
    @Environment(Store.self) private var store
    @Environment(Store.self) private var optionalStore: Store?
    var body: some View { Text("count \(store.count), optional \(optionalStore?.count ?? -1)") }
}

private struct OptionalStoreReader: View {
    @Environment(Store.self) private var store: Store?
    var body: some View { Text(store == nil ? "no store" : "a store") }
}

@MainActor
@Suite("@AppStorage, @SceneStorage and @Environment(Type.self)")
struct StorageTests {
    private func window(_ view: some View, defaults: InMemoryDefaults) -> Window {
        let window = Window(device: .iPhoneSE)
        window.appStorage = defaults
        window.rootViewController = HostingController(rootView: view)
        return window
    }

    @Test("@AppStorage reads the declaration's default until the store holds a value, and writes through its binding")
    func appStorage() throws {
        let defaults = InMemoryDefaults()
        let window = window(SettingsView(), defaults: defaults)
        #expect(window.layoutDescription().contains("theme system, volume 0.50, nickname none"))
        #expect(window.interactiveElements().first?.value == "on")
        try window.tap(label: "Show introduction")
        #expect(defaults.object(forKey: "isOnboarding") as? Bool == false)
        defaults.set("dark", forKey: "theme")
        defaults.set(0.75, forKey: "volume")
        defaults.set("Pit boss", forKey: "nickname")
        #expect(window.layoutDescription().contains("theme dark, volume 0.75, nickname Pit boss"))
        #expect(window.interactiveElements().first?.value == "off")
    }

    @Test("Raw values that do not convert read as the default; nil removes an optional's key")
    func conversions() {
        let defaults = InMemoryDefaults()
        defaults.set("sepia", forKey: "theme")
        defaults.set("2", forKey: "speed")
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: defaults)
        let speed = AppStorage(wrappedValue: Speed.slow, "speed", store: defaults)
        #expect(theme.wrappedValue == .light)
        #expect(speed.wrappedValue == .fast)
        let name = AppStorage<String?>("name", store: defaults)
        name.wrappedValue = "Ada"
        #expect(defaults.string(forKey: "name") == "Ada")
        name.wrappedValue = nil
        #expect(defaults.object(forKey: "name") == nil)
        let link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: defaults)
        link.wrappedValue = URL(string: "https://swift.org")!
        #expect(link.wrappedValue.absoluteString == "https://swift.org")
    }

    @Test("A store given to the wrapper wins over the view's default, which wins over the window's and the shared one")
    func storePrecedence() {
        let windowStore = InMemoryDefaults(), viewStore = InMemoryDefaults(), ownStore = InMemoryDefaults()
        windowStore.set("window", forKey: "who")
        viewStore.set("view", forKey: "who")
        ownStore.set("own", forKey: "who")
        struct Who: View {
            @AppStorage("who") var who = "shared"
            @AppStorage("who", store: nil) var viaDefault = "shared"
            let own: AppStorage<String>
            var body: some View { Text("\(who) \(viaDefault) \(own.wrappedValue)") }
        }
        let view = Who(own: AppStorage(wrappedValue: "x", "who", store: ownStore))
        #expect(window(view, defaults: windowStore).layoutDescription().contains("\"window window own\""))
        #expect(window(view.defaultAppStorage(viewStore), defaults: windowStore).layoutDescription().contains("\"view view own\""))
        let unset = Window(device: .iPhoneSE)
        unset.rootViewController = HostingController(rootView: Who(own: AppStorage(wrappedValue: "x", "who", store: ownStore)))
        #expect(unset.layoutDescription().contains("\"shared shared own\""))
    }

    @Test("setValue(_:forKey:) and value(forKey:), as iOS code writes them (key-value coding): nil removes, @AppStorage sees it")
    func keyValueCoding() {
        let defaults = InMemoryDefaults()
        let window = window(SettingsView(), defaults: defaults)
        defaults.setValue("Pit boss", forKey: "nickname")
        defaults.setValue(0.25, forKey: "volume")
        #expect(defaults.string(forKey: "nickname") == "Pit boss")
        #expect(defaults.value(forKey: "volume") as? Double == 0.25)
        #expect(window.layoutDescription().contains("volume 0.25, nickname Pit boss"))
        defaults.setValue(nil, forKey: "nickname")
        #expect(defaults.object(forKey: "nickname") == nil && defaults.value(forKey: "nickname") == nil)
        #expect(window.layoutDescription().contains("nickname none"))
    }

    @Test("InMemoryDefaults converts like UserDefaults and reset() empties it")
    func inMemoryDefaults() {
        let defaults = InMemoryDefaults()
        defaults.set(3.9, forKey: "n")
        defaults.set("YES", forKey: "flag")
        defaults.set(true, forKey: "b")
        #expect(defaults.integer(forKey: "n") == 3)
        #expect(defaults.bool(forKey: "flag"))
        #expect(defaults.string(forKey: "b") == "1")
        #expect(defaults.double(forKey: "missing") == 0)
        #expect(defaults.dictionaryRepresentation().count == 3)
        defaults.reset()
        #expect(defaults.dictionaryRepresentation().isEmpty)
    }

    @Test("@SceneStorage belongs to the window: each window starts empty and keeps what its views wrote")
    func sceneStorage() throws {
        let first = Window(device: .iPhoneSE)
        first.rootViewController = HostingController(rootView: DraftView())
        try first.type("Dear diary", into: "Draft")
        #expect(first.sceneStorage.string(forKey: "draft") == "Dear diary")
        first.rootViewController = HostingController(rootView: DraftView())
        #expect(first.layoutDescription().contains("text=\"Dear diary\""))
        let second = Window(device: .iPhoneSE)
        second.rootViewController = HostingController(rootView: DraftView())
        #expect(second.layoutDescription().contains("text=\"\""))
    }

    @Test("@Environment(Type.self) reads the object .environment(_:) provided; the optional form reads nil without one")
    func observableEnvironment() throws {
        let store = Store()
        store.count = 7
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: VStack { StoreReader() }.environment(store))
        #expect(window.layoutDescription().contains("count 7, optional 7"))
        let bare = Window(device: .iPhoneSE)
        bare.rootViewController = HostingController(rootView: OptionalStoreReader())
        #expect(bare.layoutDescription().contains("no store"))
    }
}
