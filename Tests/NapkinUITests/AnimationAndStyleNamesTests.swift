import Foundation
import RasterCore
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A group box style of a screen's own: the label over the content on a yellow card.
private struct YellowCardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            configuration.content
        }
        .padding(12)
        .background(Color.yellow)
    }
}

/// A menu style of a screen's own: the system's menu on a red plate.
private struct PlatedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(10).background(Color.red)
    }
}

/// A pose a keyframe animator moves.
private struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

@MainActor
@Suite("Animation, presentation and style names real screens use")
struct AnimationAndStyleNamesTests {
    /// `view` drawn alone on a small screen.
    private func render(_ view: some View) -> Bitmap {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    /// The frame of the element VoiceOver reads as `label`.
    private func frame(of label: String, in window: Window) -> CGRect? {
        window.accessibilityElements().first { $0.label == label }?.frame
    }

    /// The colour at point (`x`, `y`) of `bitmap`, drawn at the iPhone SE's scale of 2.
    private func color(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> SRGBColor {
        bitmap.color(atX: Int(x * 2), y: Int(y * 2))
    }

    // MARK: Phase animators

    @Test("A phase animator is drawn in its first phase, with a trigger or without, as iOS shows it before it animates")
    func phaseAnimatorFirstPhase() {
        let expected = render(Color.red.frame(width: 80, height: 80).offset(x: 20))
        let cycling = Color.red.frame(width: 80, height: 80).phaseAnimator([20.0, 200.0, 100.0]) { content, phase in
            content.offset(x: phase)
        }
        let triggered = Color.red.frame(width: 80, height: 80).phaseAnimator([20.0, 200.0], trigger: 3) { content, phase in
            content.offset(x: phase)
        } animation: { _ in
            .bouncy
        }
        #expect(render(cycling) == expected)
        #expect(render(triggered) == expected)
        let container = PhaseAnimator([Color.blue, Color.green]) { Rectangle().fill($0).frame(width: 80, height: 80) }
        #expect(render(container) == render(Rectangle().fill(Color.blue).frame(width: 80, height: 80)))
        #expect(PhaseAnimator([Int](), content: { Text("\($0)") }).restingPhase == nil)
    }

    // MARK: Keyframe animators

    @Test("A keyframe animator is drawn with its initial value; a repeating one with its keyframes' value at time 0")
    func keyframeAnimatorInitialValue() {
        let expected = render(Color.red.frame(width: 80, height: 80).scaleEffect(1).offset(y: 0))
        let triggered = Color.red.frame(width: 80, height: 80).keyframeAnimator(initialValue: Bounce(), trigger: 1) { content, pose in
            content.scaleEffect(pose.scale).offset(y: pose.lift)
        } keyframes: { _ in
            KeyframeTrack(\.scale) { SpringKeyframe(1.5, duration: 0.3, spring: .bouncy) }
            KeyframeTrack(\.lift) { CubicKeyframe(-40, duration: 0.4) }
        }
        #expect(render(triggered) == expected)
        // Repeating, a move keyframe first sets the first frame.
        let repeating = KeyframeAnimator(initialValue: Bounce()) { pose in
            Color.red.frame(width: 80, height: 80).offset(y: pose.lift)
        } keyframes: { _ in
            KeyframeTrack(\.lift) {
                MoveKeyframe(30)
                LinearKeyframe(0, duration: 1)
            }
        }
        #expect(render(repeating) == render(Color.red.frame(width: 80, height: 80).offset(y: 30)))
        #expect(repeating.restingValue.lift == 30)
    }

    // MARK: Visual effects

    @Test("visualEffect's closure gets the view's frame and its effects draw as the modifiers of the same names")
    func visualEffectFromGeometry() {
        var seen: [CGRect] = []
        let probe = Color.blue.frame(width: 100, height: 60).visualEffect { content, proxy in
            seen.append(proxy.frame(in: .global))
            return content.offset(x: proxy.size.width / 2, y: 10).opacity(0.5).scaleEffect(0.5, anchor: .topLeading)
        }
        let effected = render(probe)
        let expected = render(
            Color.blue.frame(width: 100, height: 60).offset(x: 50, y: 10).opacity(0.5).scaleEffect(0.5, anchor: .topLeading))
        #expect(effected == expected)
        let frame = seen.last
        #expect(frame?.size == CGSize(width: 100, height: 60))
        // iPhone SE: 375 × 667 points, 20 points of status bar; the view centred in the safe area.
        #expect(frame?.origin == CGPoint(x: 137.5, y: 313.5))
        let colors = Color.green.frame(width: 60, height: 60).visualEffect { content, _ in
            content.grayscale(1).brightness(0.1).contrast(1.2).saturation(0.5).hueRotation(.degrees(30)).blur(radius: 2)
                .rotationEffect(.degrees(10))
        }
        let modifiers = Color.green.frame(width: 60, height: 60).grayscale(1).brightness(0.1).contrast(1.2).saturation(0.5)
            .hueRotation(.degrees(30)).blur(radius: 2).rotationEffect(.degrees(10))
        #expect(render(colors) == render(modifiers))
        #expect(
            render(Color.green.frame(width: 60, height: 60).visualEffect { content, _ in content })
                == render(Color.green.frame(width: 60, height: 60)))
    }

    // MARK: Presentation backgrounds

    /// A medium sheet over a white screen, `configure` applied to its content; the render and
    /// the sheet's frame.
    private func sheet(_ configure: @escaping (AnyView) -> AnyView) throws -> (Bitmap, CGRect) {
        let window = Window()
        let screen = Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
            configure(AnyView(Text("Filters").presentationDetents([.medium])))
        }
        let root = HostingController(rootView: screen)
        window.rootViewController = root
        window.layout()
        let presented = try #require(root.presentedViewController)
        return (window.render(), presented.frame)
    }

    @Test("presentationBackground fills the sheet's card with its style or view instead of the system's white")
    func presentationBackground() throws {
        let scale = Device.iPhone13Pro.scale
        let (system, frame) = try sheet { $0 }
        let (yellow, _) = try sheet { AnyView($0.presentationBackground(Color.yellow)) }
        let (green, _) = try sheet { AnyView($0.presentationBackground { Color.green }) }
        let (topHalf, _) = try sheet {
            AnyView($0.presentationBackground(alignment: .top) { Color.blue.frame(height: 40) })
        }
        // 20 points into the card, beside its text: the card's own background.
        let x = Int((frame.minX + 20) * scale), y = Int((frame.minY + 20) * scale)
        #expect(system.color(atX: x, y: y) == .white)
        #expect(yellow.color(atX: x, y: y) == Color.yellow.srgb(dark: false))
        #expect(green.color(atX: x, y: y) == Color.green.srgb(dark: false))
        #expect(topHalf.color(atX: x, y: y) == Color.blue.srgb(dark: false))
        // Under the 40-point view, nothing fills the card: the dimmed screen shows through.
        let below = Int((frame.minY + 100) * scale)
        #expect(topHalf.color(atX: x, y: below) == system.color(atX: x, y: Int((frame.minY - 20) * scale)))
        // Above the card the screen behind is dimmed as before.
        #expect(yellow.color(atX: x, y: Int((frame.minY - 20) * scale)) == system.color(atX: x, y: Int((frame.minY - 20) * scale)))
    }

    @Test("presentationBackgroundInteraction(.enabled) leaves the screen behind a partial sheet undimmed")
    func presentationBackgroundInteraction() throws {
        let scale = Device.iPhone13Pro.scale
        let (dimmed, frame) = try sheet { $0 }
        let (enabled, _) = try sheet { AnyView($0.presentationBackgroundInteraction(.enabled)) }
        let (upThroughMedium, _) = try sheet { AnyView($0.presentationBackgroundInteraction(.enabled(upThrough: .medium))) }
        let (upThroughSmall, _) = try sheet { AnyView($0.presentationBackgroundInteraction(.enabled(upThrough: .height(100)))) }
        let x = Int((frame.minX + 20) * scale), above = Int((frame.minY - 20) * scale)
        #expect(dimmed.color(atX: x, y: above) != .white)
        #expect(enabled.color(atX: x, y: above) == .white)
        #expect(upThroughMedium.color(atX: x, y: above) == .white)
        #expect(upThroughSmall.color(atX: x, y: above) == dimmed.color(atX: x, y: above))
    }

    // MARK: Styles

    @Test("A GroupBoxStyle of your own draws the box through makeBody, with its label and content")
    func customGroupBoxStyle() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: GroupBox("Pit") { Text("Hickory") }.groupBoxStyle(YellowCardStyle()).frame(width: 200))
        let description = window.layoutDescription()
        #expect(description.contains("\"Pit\"") && description.contains("\"Hickory\""))
        let bitmap = window.render()
        let pit = try #require(frame(of: "Pit", in: window))
        // Just inside the card's padding: yellow, not the system's grey box.
        #expect(color(bitmap, pit.minX - 6, pit.minY - 6) == Color.yellow.srgb(dark: false))
        let automatic = render(GroupBox("Pit") { Text("Hickory") }.groupBoxStyle(.automatic))
        #expect(automatic == render(GroupBox("Pit") { Text("Hickory") }))
    }

    @Test("menuStyle(.button) draws the menu's label as a button in the button style; a style of your own still selects")
    func menuStyles() throws {
        var chosen: [String] = []
        let bordered = render(
            Menu("Sort") { Button("Newest") {} }.menuStyle(.button).buttonStyle(.borderedProminent))
        #expect(bordered == render(Button("Sort") {}.buttonStyle(.borderedProminent)))
        let plain = render(Menu("Sort") { Button("Newest") {} })
        #expect(render(Menu("Sort") { Button("Newest") {} }.menuStyle(.borderlessButton)) == plain)
        #expect(render(Menu("Sort") { Button("Newest") {} }.menuStyle(.automatic)) == plain)
        #expect(render(Menu("Sort") { Button("Newest") {} }.buttonStyle(.borderedProminent)) == plain)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: Menu("Sort") {
                Button("Newest") { chosen.append("newest") }
                Button("Oldest") { chosen.append("oldest") }
            }.menuStyle(PlatedMenuStyle()))
        let bitmap = window.render()
        let sort = try #require(frame(of: "Sort", in: window))
        #expect(color(bitmap, sort.minX - 5, sort.midY) == Color.red.srgb(dark: false))
        try window.select("Oldest", in: "Sort")
        #expect(chosen == ["oldest"])
    }

    // MARK: Privacy, search, drag and drop

    @Test("privacySensitive views are redacted when the reasons hold .privacy, and drawn as they are otherwise")
    func privacySensitive() {
        let card = VStack(spacing: 8) {
            Text("Balance")
            Text("$1,024.00").privacySensitive()
        }
        let privateCard = render(card.redacted(reason: .privacy))
        let placeholder = render(
            VStack(spacing: 8) {
                Text("Balance")
                Text("$1,024.00").redacted(reason: .placeholder)
            })
        #expect(privateCard == placeholder)
        #expect(
            render(card)
                == render(
                    VStack(spacing: 8) {
                        Text("Balance"); Text("$1,024.00")
                    }))
        #expect(render(card.redacted(reason: .placeholder)) == render(card.redacted(reason: [.placeholder, .privacy])))
        // privacySensitive(false) inside lifts the mark.
        let lifted = VStack(spacing: 8) {
            Text("Balance"); Text("$1,024.00").privacySensitive(false)
        }.privacySensitive()
        #expect(
            render(lifted.redacted(reason: .privacy))
                == render(
                    VStack(spacing: 8) {
                        Text("Balance").redacted(reason: .placeholder); Text("$1,024.00")
                    }))
    }

    @Test("Search suggestions, completions, draggable and drop destinations draw nothing at rest")
    func atRest() {
        let list = NavigationStack {
            List {
                Text("Brisket").draggable("Brisket")
                Text("Ribs").draggable(URL(string: "https://example.com/ribs")!) { Text("Ribs!") }
            }
            .dropDestination(for: String.self) { items, _ in !items.isEmpty }
            .searchable(text: .constant(""))
            .searchSuggestions { Text("Burnt ends").searchCompletion("burnt ends") }
            .navigationTitle("Menu")
        }
        let plain = NavigationStack {
            List {
                Text("Brisket")
                Text("Ribs")
            }
            .searchable(text: .constant(""))
            .navigationTitle("Menu")
        }
        #expect(render(list) == render(plain))
    }

    @Test("searchable(text:placement:prompt:suggestions:) draws the field as it is without suggestions, in each prompt form")
    func searchableWithSuggestions() {
        let text = Binding.constant("")
        let plain = NavigationStack {
            List { Text("Brisket") }.searchable(text: text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Dishes")
                .navigationTitle("Menu")
        }
        let suggested = NavigationStack {
            List { Text("Brisket") }
                .searchable(text: text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Dishes") {
                    Text("Burnt ends").searchCompletion("burnt ends")
                }
                .navigationTitle("Menu")
        }
        let verbatim = NavigationStack {
            List { Text("Brisket") }
                .searchable(text: text, placement: .navigationBarDrawer(displayMode: .always), prompt: String("Dishes")) {
                    Text("Burnt ends")
                }
                .navigationTitle("Menu")
        }
        let emptyClosure = NavigationStack {
            List { Text("Brisket") }.searchable(text: text, prompt: Text("Dishes")) {}.navigationTitle("Menu")
        }
        let unsuggested = NavigationStack {
            List { Text("Brisket") }.searchable(text: text, prompt: Text("Dishes")).navigationTitle("Menu")
        }
        #expect(render(suggested) == render(plain))
        #expect(render(verbatim) == render(plain))
        #expect(render(emptyClosure) == render(unsuggested))
        #expect(render(plain) != render(NavigationStack { List { Text("Brisket") }.navigationTitle("Menu") }))
    }
}
