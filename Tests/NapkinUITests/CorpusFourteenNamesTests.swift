import Foundation
import RasterCore
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A sheet height of an app's own: one point below the full sheet (corpus14's MindfulnessApp).
private struct AlmostFull: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue - 1 }
}

/// A detent only available in the dark (it reads the environment through the context).
private struct DarkOnly: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.colorScheme == .dark ? 200 : nil }
}

/// The names corpus14's screens stopped at (swiftui15): text scale, levels of a style, the bars'
/// colour scheme, scroll phases, custom detents.
@MainActor
@Suite("Corpus 14 names")
struct CorpusFourteenNamesTests {
    private func render(_ view: some View, scheme: ColorScheme = .light) -> Bitmap {
        let window = Window(device: .iPhone13Pro)
        window.colorScheme = scheme
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    private func close(_ a: SRGBColor, _ b: SRGBColor, within tolerance: Double = 1.5 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    private func width(of text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> Double {
        buildNode(text, in: environment).size(for: .unspecified).width
    }

    @Test("textScale(.secondary): 0.8 of a regular system font up to 17 pt, 0.84 semibold, less for large sizes; custom fonts keep theirs")
    func textScale() {
        func ratio(_ text: Text) -> Double { width(of: text.textScale(.secondary)) / width(of: text) }
        let callout = Text("Monday 4 December").font(.callout)
        #expect(abs(ratio(callout) - 0.8) < 0.03, "callout \(ratio(callout))")
        #expect(abs(ratio(callout.fontWeight(.semibold)) - 0.84) < 0.03)
        // 34 points: a third of the way from 17 to 70 points, from 0.8 towards 0.46.
        #expect(abs(ratio(Text("Journal").font(.largeTitle)) - (0.8 - 0.34 * 17 / 53)) < 0.03)
        #expect(ratio(Text("Journal").font(.custom("SignPainter", size: 20))) == 1)
        #expect(width(of: callout.textScale(.default)) == width(of: callout))
        #expect(width(of: callout.textScale(.secondary, isEnabled: false)) == width(of: callout))
    }

    @Test("View.textScale reaches the texts inside; a text's own scale wins")
    func viewTextScale() {
        let plain = render(Text("Year 2024").font(.title).fixedSize().background(Color.red))
        let scaled = render(Text("Year 2024").font(.title).fixedSize().background(Color.red).textScale(.secondary))
        func redWidth(_ bitmap: Bitmap) -> Int {
            let y = bitmap.height / 2
            return (0..<bitmap.width).filter { close(bitmap.color(atX: $0, y: y), SRGBColor(red: 1, green: 59 / 255, blue: 48 / 255)) }
                .count
        }
        #expect(redWidth(scaled) < redWidth(plain))
        var environment = EnvironmentValues()
        environment.textScale = .secondary
        let own = width(of: Text("Year").textScale(.default), in: environment)
        #expect(own == width(of: Text("Year")))
    }

    @Test("A colour's secondary and tertiary levels draw it at 60 % and 30 % over the background, light and dark")
    func colorLevels() {
        for scheme in [ColorScheme.light, .dark] {
            let background: SRGBColor = scheme == .dark ? SRGBColor(red: 0, green: 0, blue: 0) : SRGBColor(red: 1, green: 1, blue: 1)
            let blue = Color.blue.srgb(dark: scheme == .dark)
            func over(_ opacity: Double) -> SRGBColor {
                SRGBColor(
                    red: blue.red * opacity + background.red * (1 - opacity),
                    green: blue.green * opacity + background.green * (1 - opacity),
                    blue: blue.blue * opacity + background.blue * (1 - opacity))
            }
            let levels = render(
                VStack(spacing: 0) {
                    Rectangle().fill(Color.blue)
                    Rectangle().fill(Color.blue.secondary)
                    Rectangle().fill(Color.blue.tertiary)
                }.ignoresSafeArea(), scheme: scheme)
            let third = levels.height / 3
            #expect(close(levels.color(atX: 10, y: third / 2), blue))
            #expect(close(levels.color(atX: 10, y: third + third / 2), over(0.6)), "\(scheme) secondary")
            #expect(close(levels.color(atX: 10, y: 2 * third + third / 2), over(0.3)), "\(scheme) tertiary")
        }
    }

    @Test("Levels of the foreground, the background and of a level follow the hierarchy")
    func semanticLevels() {
        var environment = EnvironmentValues()
        #expect(AnyShapeStyle(Color.primary.secondary).paint(in: environment) == AnyShapeStyle(Color.secondaryLabel).paint(in: environment))
        #expect(
            AnyShapeStyle(ForegroundStyle().secondary).paint(in: environment)
                == AnyShapeStyle(HierarchicalShapeStyle.secondary).paint(in: environment))
        #expect(
            AnyShapeStyle(HierarchicalShapeStyle.secondary.secondary).paint(in: environment)
                == AnyShapeStyle(HierarchicalShapeStyle.tertiary).paint(in: environment))
        #expect(
            AnyShapeStyle(BackgroundStyle().secondary).paint(in: environment)
                == AnyShapeStyle(Color.secondarySystemBackground).paint(in: environment))
        environment.colorScheme = .dark
        #expect(
            AnyShapeStyle(BackgroundStyle().tertiary).paint(in: environment)
                == AnyShapeStyle(Color.tertiarySystemBackground).paint(in: environment))
        #expect(AnyShapeStyle(Color.red.secondary).paint(in: environment) == AnyShapeStyle(Color.red.opacity(0.6)).paint(in: environment))
    }

    private func tabs(scheme: ColorScheme?, background: Visibility) -> some View {
        TabView {
            Color.white.ignoresSafeArea(edges: .top)
                .toolbarColorScheme(scheme, for: .tabBar)
                .toolbarBackground(background, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house") }
            Text("Journal").tabItem { Label("Journal", systemImage: "book") }
        }
    }

    @Test("toolbarColorScheme(.dark, for: .tabBar) draws a shown tab bar in the dark material; a hidden background keeps the screen's")
    func tabBarColorScheme() {
        let scale = Device.iPhone13Pro.scale
        let barY = Int((844 - 34 - 24.5) * scale)
        let darkBar = render(tabs(scheme: .dark, background: .visible))
        let lightBar = render(tabs(scheme: nil, background: .visible))
        let clearBar = render(tabs(scheme: .dark, background: .hidden))
        let dark = darkBar.color(atX: 4, y: barY), light = lightBar.color(atX: 4, y: barY)
        #expect(dark.red < 0.2 && dark.green < 0.2 && dark.blue < 0.2, "dark material \(dark)")
        #expect(light.red > 0.9, "light material \(light)")
        #expect(close(clearBar.color(atX: 4, y: barY), clearBar.color(atX: 4, y: Int(400 * scale))), "no background: the screen shows")
        // The unselected item is drawn in the dark scheme's colours too; the bar stays tappable.
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: tabs(scheme: .dark, background: .visible))
        window.layout()
        #expect(throws: Never.self) { try window.tap(label: "Journal") }
    }

    @Test("toolbarColorScheme(.dark, for: .navigationBar) draws a shown navigation bar's title in the dark scheme")
    func navigationBarColorScheme() {
        func screen(_ scheme: ColorScheme?) -> some View {
            NavigationStack {
                Color.white
                    .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.gray, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarColorScheme(scheme, for: .navigationBar)
            }
        }
        let scale = Device.iPhone13Pro.scale
        let dark = render(screen(.dark)), plain = render(screen(nil))
        // The darkest pixel of the title's row: white text in the dark scheme, black otherwise.
        let y = Int((47 + 22) * scale)
        let xs = Int(150 * scale)..<Int(240 * scale)
        let darkest = { (b: Bitmap) in xs.map { b.color(atX: $0, y: y).red }.min() ?? 1 }
        let lightest = { (b: Bitmap) in xs.map { b.color(atX: $0, y: y).red }.max() ?? 0 }
        #expect(darkest(plain) < 0.2, "black title in the light scheme")
        #expect(lightest(dark) > 0.9, "white title in the dark scheme")
        #expect(darkest(dark) > 0.4, "no black title in the dark scheme")
    }

    @Test("A frame is at rest: onScrollPhaseChange's actions never run; ScrollPhase.isScrolling")
    func scrollPhase() {
        var calls = 0
        let list = ScrollView { VStack { ForEach(0..<50) { Text("Row \($0)") } } }
        let plain = render(list)
        let watched = render(
            list.onScrollPhaseChange { _, _ in calls += 1 }.onScrollPhaseChange { _, new, context in
                calls += 1
                _ = (new, context.geometry.visibleRect)
            })
        #expect(calls == 0)
        #expect(plain == watched, "the modifier draws nothing")
        #expect(!ScrollPhase.idle.isScrolling)
        let moving: [ScrollPhase] = [.tracking, .interacting, .decelerating, .animating]
        #expect(moving.filter(\.isScrolling) == moving)
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 120), contentSize: CGSize(width: 390, height: 2000), contentInsets: EdgeInsets(),
            containerSize: CGSize(width: 390, height: 700))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 120, width: 390, height: 700))
    }

    private func sheetFrame(_ detents: Set<PresentationDetent>, scheme: ColorScheme = .light) throws -> (CGRect, Bitmap) {
        let window = Window(device: .iPhone13Pro)
        window.colorScheme = scheme
        let screen = Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
            Text("Timer").presentationDetents(detents)
        }
        let root = HostingController(rootView: screen)
        window.rootViewController = root
        window.layout()
        let presented = try #require(root.presentedViewController)
        return (presented.frame, window.render())
    }

    @Test("A custom detent rests the sheet at the height it returns from maxDetentValue; nil leaves it out")
    func customDetent() throws {
        let (large, _) = try sheetFrame([.large])
        let (almost, drawn) = try sheetFrame([.custom(AlmostFull.self)])
        #expect(almost.height == large.height - 1)
        #expect(almost.maxY == large.maxY)
        let scale = Device.iPhone13Pro.scale
        #expect(drawn.color(atX: 20, y: Int((almost.minY + 20) * scale)) == SRGBColor(red: 1, green: 1, blue: 1), "the card")
        let (lightOnly, _) = try sheetFrame([.custom(DarkOnly.self), .large])
        #expect(lightOnly.height == large.height, "unavailable in the light: the other detent")
        let (dark, _) = try sheetFrame([.custom(DarkOnly.self), .large], scheme: .dark)
        #expect(dark.height == 200)
        #expect(PresentationDetent.custom(AlmostFull.self) == .custom(AlmostFull.self))
        #expect(PresentationDetent.custom(AlmostFull.self) != .custom(DarkOnly.self))
    }

    @Test("Snapshot: a date line at the secondary text scale and a colour's levels, light and dark")
    func scaleAndLevelsSnapshot() {
        assertLightAndDark(ScaleAndLevels(), width: 320, height: 150)
    }

    @Test("Snapshot: a tab bar drawn dark over a light screen (toolbarColorScheme), light and dark")
    func tabBarSchemeSnapshot() {
        assertScreenLightAndDark(tabs(scheme: .dark, background: .visible))
    }

    @Test("Snapshot: a sheet resting one point below full height (a custom detent), light and dark")
    func customDetentSnapshot() {
        assertScreenLightAndDark(
            Color.orange.ignoresSafeArea().sheet(isPresented: .constant(true)) {
                Text("Timer").presentationDetents([.custom(AlmostFull.self)])
            })
    }
}

/// A calendar header as corpus14's MoodJournal draws one, and a colour's levels in swatches.
private struct ScaleAndLevels: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("December 2026").font(.title.bold())
            Text("Thursday, 3 December 2026").font(.callout).fontWeight(.semibold).textScale(.secondary).foregroundStyle(.secondary)
            Text("Thursday, 3 December 2026").font(.callout).fontWeight(.semibold).foregroundStyle(.secondary)
            HStack(spacing: 0) {
                Rectangle().fill(Color.indigo)
                Rectangle().fill(Color.indigo.secondary)
                Rectangle().fill(Color.indigo.tertiary)
                Rectangle().fill(Color.indigo.quaternary)
                Rectangle().fill(Color.indigo.quinary)
            }
            .frame(height: 30)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background)
    }
}
