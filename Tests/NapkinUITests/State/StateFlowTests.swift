import Foundation
import Testing

@testable import NapkinUI

private final class TallyModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Tally"
}

@MainActor
private final class MainActorModel: ObservableObject {
    @Published var name = "start"
    func rename() { name = "renamed" }
}

private struct TallyView: View {
    @EnvironmentObject var counter: TallyModel
    var body: some View { Text("\(counter.title): \(counter.count)") }
}

private struct OwningView: View {
    @StateObject private var counter = TallyModel()
    var body: some View {
        VStack {
            Text("owned \(counter.count)")
            Button("Add") { counter.count += 1 }
        }
    }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).accessibilityLabel("card")
    }
}

private struct LoadingView: View {
    let model: TallyModel
    var body: some View {
        Text("n=\(model.count)").onAppear { model.count += 1 }
    }
}

/// Records lifecycle calls.
@MainActor
private final class Log {
    var entries: [String] = []
}

private struct LifecycleScreen: View {
    let log: Log
    let showsDetail: Bool
    let value: Int
    var body: some View {
        VStack {
            Text("root").onAppear { log.entries.append("root appeared") }
            if showsDetail {
                Text("detail")
                    .onAppear { log.entries.append("detail appeared") }
                    .onDisappear { log.entries.append("detail disappeared") }
            }
            Text("value").onChange(of: value) { old, new in log.entries.append("\(old)→\(new)") }
        }
    }
}

@MainActor
@Suite("Observation, lifecycle, modifiers and accessibility")
struct StateFlowTests {
    @Test("@Published sends objectWillChange before each write, and $property publishes values")
    func published() {
        let counter = TallyModel()
        var events: [String] = []
        let token = counter.objectWillChange.sink { events.append("will change (count \(counter.count))") }
        let values = counter.$count.sink { events.append("value \($0)") }
        counter.count = 5
        counter.title = "T"
        #expect(events == ["value 0", "will change (count 0)", "value 5", "will change (count 5)"])
        token.cancel()
        values.cancel()
        counter.count = 6
        #expect(events.count == 4)
        #expect(counter.objectWillChange === counter.objectWillChange)
    }

    @Test("@EnvironmentObject reads what an ancestor's environmentObject(_:) provided")
    func environmentObject() throws {
        let counter = TallyModel()
        counter.count = 3
        _ = try line(containing: "Tally: 3", in: VStack { TallyView() }.environmentObject(counter))
    }

    @Test("@StateObject is made once and kept across renders; a button's action changes it")
    func stateObject() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: OwningView())
        #expect(window.layoutDescription().contains("owned 0"))
        try window.tap(label: "Add")
        try window.tap(label: "Add")
        #expect(window.layoutDescription().contains("owned 2"))
    }

    @Test("onAppear, onDisappear and onChange run as views come, go and change between renders")
    func lifecycle() {
        let log = Log()
        let window = Window(device: .iPhoneSE)
        let controller = HostingController(rootView: LifecycleScreen(log: log, showsDetail: false, value: 1))
        window.rootViewController = controller
        _ = window.layoutDescription()
        #expect(log.entries == ["root appeared"])
        _ = window.layoutDescription()
        #expect(log.entries == ["root appeared"])
        controller.rootView = LifecycleScreen(log: log, showsDetail: true, value: 2)
        _ = window.layoutDescription()
        #expect(log.entries == ["root appeared", "detail appeared", "1→2"])
        controller.rootView = LifecycleScreen(log: log, showsDetail: false, value: 2)
        _ = window.layoutDescription()
        #expect(log.entries == ["root appeared", "detail appeared", "1→2", "detail disappeared"])
    }

    @Test("What onAppear changes is drawn in the same render, and onAppear runs once")
    func appearChangesRender() throws {
        let model = TallyModel()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: LoadingView(model: model))
        #expect(window.layoutDescription().contains("n=1"))
        #expect(window.layoutDescription().contains("n=1"))
    }

    @Test("onTapGesture makes a view tappable by its text")
    func tapGesture() throws {
        let log = Log()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Text("Tap me").onTapGesture { log.entries.append("tapped") })
        try window.tap(label: "Tap me")
        #expect(log.entries == ["tapped"])
    }

    @Test("A ViewModifier's body wraps the content; Optional views show or vanish")
    func modifierAndOptional() throws {
        _ = try line(containing: "label=\"card\"", in: Text("Hi").modifier(Card()))
        let some: Text? = Text("present")
        let none: Text? = nil
        let lines = layoutLines(
            VStack {
                some; none; Text("after")
            })
        #expect(lines.contains { $0.contains("present") })
        #expect(lines.filter { $0.contains("Text") }.count == 2)
    }

    @Test("Accessibility label, value, hidden and combined elements show in the layout description")
    func accessibility() throws {
        let view = VStack {
            Text("50").accessibilityLabel(Text("Volume")).accessibilityValue("50 %")
            Text("secret").accessibilityHidden(true)
            HStack {
                Text("Ada"); Text("Lovelace")
            }.accessibilityElement(children: .combine)
        }
        let lines = layoutLines(view)
        #expect(lines.contains { $0.contains("label=\"Volume\" value=\"50 %\"") })
        #expect(lines.contains { $0.contains("hidden") })
        #expect(!lines.contains { $0.contains("\"secret\"") })
        #expect(lines.contains { $0.contains("label=\"Ada Lovelace\" element(children: .combine)") })
        #expect(!lines.contains { $0.hasSuffix("\"Ada\"") })
    }

    @Test("FocusState moves focus between fields; openURL calls the action the environment holds")
    func focusAndOpenURL() {
        enum Field: Hashable { case email, password }
        let focus = FocusState<Field?>()
        focus.wrappedValue = .password
        var environment = EnvironmentValues()
        _ = environment
        #expect(focus.projectedValue.wrappedValue == .password)
        var opened: [URL] = []
        environment.openURL = OpenURLAction {
            opened.append($0); return .handled
        }
        var accepted = false
        environment.openURL(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(opened == [URL(string: "https://example.com")!])
        #expect(accepted)
        _ = focus
    }

    @Test("A @MainActor view model with @Published compiles and notifies, as in SwiftUI code")
    func mainActorModel() {
        let model = MainActorModel()
        var count = 0
        let token = model.objectWillChange.sink { count += 1 }
        model.rename()
        #expect(model.name == "renamed")
        #expect(count == 1)
        let binding = ObservedObject(wrappedValue: model).projectedValue.name
        binding.wrappedValue = "bound"
        #expect(model.name == "bound")
        #expect(count == 2)
        token.cancel()
    }
}
