import Foundation
import Testing

@testable import NapkinUI

/// A counter that asks for haptics when its count changes, in each of SwiftUI's four forms.
private struct HapticCounter: View {
    let count: Int
    var body: some View {
        VStack {
            Text("\(count)").sensoryFeedback(.increase, trigger: count)
            Text("Even").sensoryFeedback(.success, trigger: count) { _, new in new.isMultiple(of: 2) }
            Text("Big").sensoryFeedback(trigger: count) { old, new in new > old + 5 ? .impact(weight: .heavy, intensity: 0.5) : nil }
            Text("Any").sensoryFeedback(trigger: count) { count == 3 ? .warning : nil }
        }
    }
}

/// Shows the content transition it reads.
private struct TransitionProbe: View {
    @Environment(\.contentTransition) var transition
    var body: some View { Text(transition.description) }
}

/// A row compared by its title.
private struct TitleRow: View, Equatable {
    let title: String
    var body: some View { Text(title).padding() }
}

/// Reads where it sits in a named space and in the window.
private struct PlaceReader: View {
    let space: String
    var body: some View {
        GeometryReader { proxy in
            Text("named \(Int(proxy.frame(in: .named(space)).minY)) global \(Int(proxy.frame(in: .global).minY))")
        }
        .frame(height: 40)
    }
}

/// A card naming its space, with a reader 100 points below its top padding.
private struct NamedCard: View {
    let space: String
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            PlaceReader(space: space)
        }
        .padding(.top, 30)
        .coordinateSpace(name: "card")
    }
}

/// The scroll-offset reader real screens put at the top of a scroll view's content.
private struct ScrollOffsetScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                PlaceReader(space: "scroll")
                Color.blue.frame(height: 50)
                PlaceReader(space: "scroll")
            }
        }
        .coordinateSpace(.named("scroll"))
    }
}

/// Modifiers real SwiftUI code uses often that no held-out sample had reached yet: haptics,
/// content transitions and `equatable()`.
@MainActor
@Suite("Common SwiftUI modifiers: sensory feedback, content transitions, equatable")
struct CommonModifierNamesTests {
    @Test("sensoryFeedback plays when its trigger changes, as its condition or closure says; never on the first render")
    func sensoryFeedback() {
        let window = Window(device: .iPhoneSE)
        let controller = HostingController(rootView: HapticCounter(count: 1))
        window.rootViewController = controller
        window.layout()
        #expect(window.playedFeedback.isEmpty)
        window.layout()
        #expect(window.playedFeedback.isEmpty)
        controller.rootView = HapticCounter(count: 2)
        window.layout()
        #expect(window.playedFeedback == [.increase, .success])
        controller.rootView = HapticCounter(count: 3)
        window.layout()
        #expect(window.playedFeedback == [.increase, .success, .increase, .warning])
        controller.rootView = HapticCounter(count: 10)
        window.layout()
        #expect(window.playedFeedback.suffix(3) == [.increase, .success, .impact(weight: .heavy, intensity: 0.5)])
        #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(flexibility: .soft))
        #expect(SensoryFeedback.impact(flexibility: .rigid, intensity: 0.7).description == "impact(flexibility: rigid, intensity: 0.7)")
    }

    @Test("contentTransition is kept in the environment and draws the content settled")
    func contentTransition() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: TransitionProbe().contentTransition(.numericText(countsDown: true)))
        #expect(window.layoutDescription().contains("\"numericText(countsDown: true)\""))
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: Text("identity"))
        let probe = Window(device: .iPhoneSE)
        probe.rootViewController = HostingController(rootView: TransitionProbe())
        #expect(probe.render() == plain.render())
        let symbol = Window(device: .iPhoneSE)
        symbol.rootViewController = HostingController(
            rootView: Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace.downUp)))
        let bare = Window(device: .iPhoneSE)
        bare.rootViewController = HostingController(rootView: Image(systemName: "star.fill"))
        #expect(symbol.render() == bare.render())
        #expect(ContentTransition.symbolEffect(.replace.downUp).description == "symbolEffect(replace.downUp)")
        #expect(ContentTransition.numericText(value: 2) != .numericText(value: 3))
        #expect(ContentTransition.opacity != .interpolate)
    }

    @Test("A GeometryReader measures from the top leading corner of the view that named the space")
    func namedCoordinateSpace() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: NamedCard(space: "card"))
        let card = window.layoutDescription()
        #expect(card.contains("\"named 130 global "), "\(card)")
        #expect(!card.contains("\"named 130 global 130\""))
        // A name no view around the reader gave measures from the window.
        window.rootViewController = HostingController(rootView: NamedCard(space: "elsewhere"))
        let elsewhere = window.layoutDescription()
        let readings = elsewhere.split(separator: "\"").filter { $0.hasPrefix("named ") }
        #expect(!readings.isEmpty)
        for reading in readings {
            let numbers = reading.split(separator: " ")
            #expect(numbers[1] == numbers[3], "\(reading)")
        }
        // At rest, a scroll view's content starts at the top of the space the scroll view names.
        let scroll = Window(device: .iPhoneSE)
        scroll.rootViewController = HostingController(rootView: ScrollOffsetScreen())
        let described = scroll.layoutDescription()
        #expect(described.contains("\"named 0 global 20\"") && described.contains("\"named 90 global 110\""), "\(described)")
        #expect(CoordinateSpace.named("a") == .named("a") && CoordinateSpace.named("a") != .named(1))
    }

    @Test("Hover modifiers draw the view at rest and never run their actions: a window has no pointer")
    func hover() throws {
        var hovered: [Bool] = []
        var phases: [HoverPhase] = []
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: Button("Brisket") {}
                .hoverEffect(.lift).hoverEffect(.highlight, isEnabled: false).hoverEffectDisabled()
                .onHover { hovered.append($0) }
                .onContinuousHover { phases.append($0) })
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: Button("Brisket") {})
        #expect(window.render() == plain.render())
        try window.tap(label: "Brisket")
        #expect(hovered.isEmpty && phases.isEmpty)
        #expect(HoverEffect.lift != .highlight && HoverPhase.active(.zero) != .ended)
    }

    @Test("equatable() draws its content as it is")
    func equatable() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: TitleRow(title: "Brisket").equatable())
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: TitleRow(title: "Brisket"))
        #expect(window.render() == plain.render())
        #expect(EquatableView(content: TitleRow(title: "A")).content == TitleRow(title: "A"))
    }
}
