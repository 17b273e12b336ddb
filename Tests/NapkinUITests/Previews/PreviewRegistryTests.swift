import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

/// The previews of this test target, as the registry finds them in the running binary (every
/// test target is linked into one test bundle on Linux, so the others' previews are there too).
@MainActor
private func fixturePreviews() -> [RegisteredPreview] {
    PreviewRegistry.all(sourceRoot: packageRoot().path).filter { $0.module == "NapkinUITests" }
}

@MainActor
private func preview(_ name: String) throws -> RegisteredPreview {
    try #require(fixturePreviews().first { $0.displayName == name }, "no preview named \(name)")
}

@MainActor
@Suite("Preview discovery")
struct PreviewRegistryTests {
    @Test("Every #Preview form is found with its file, line and name, in source order")
    func macroPreviews() {
        let found = PreviewRegistry.macroPreviews().filter { $0.module == "NapkinUITests" }.map(\.description)
        #expect(
            found == [
                #"NapkinUITests/PreviewFixtures.swift:22 "PreviewFixtures line 22""#,
                #"NapkinUITests/PreviewFixtures.swift:26 "Badge""#,
                #"NapkinUITests/PreviewFixtures.swift:31 "Two cards""#,
                #"NapkinUITests/PreviewFixtures.swift:36 "Fixed""#,
                #"NapkinUITests/PreviewFixtures.swift:41 "Landscape""#,
                #"NapkinUITests/PreviewFixtures.swift:43 "Counter""#,
                #"NapkinUITests/PreviewFixtures.swift:50 "Braces } and "quotes" (in strings)""#,
                #"NapkinUITests/PreviewFixtures.swift:55 "Skipped""#,
                #"NapkinUITests/PreviewFixtures.swift:59 "In an enum""#,
                #"NapkinUITests/PreviewFixtures.swift:63 "In an extension""#,
                #"NapkinUITests/PreviewFixtures.swift:78 "Returns""#,
                #"NapkinUITests/PreviewFixtures.swift:137 "Larder""#,
                #"NapkinUITests/PreviewFixtures.swift:139 "Slow larder""#,
                #"NapkinUITests/PreviewFixtures.swift:141 "Broken larder""#,
            ])
        let first = PreviewRegistry.macroPreviews().first { $0.module == "NapkinUITests" }
        #expect(first?.filePath == packageRoot().appendingPathComponent("Tests/NapkinUITests/Previews/PreviewFixtures.swift").path)
        #expect(first?.name == nil)
        #expect(first?.source == .macro)
    }

    @Test("Traits become settings")
    func traits() throws {
        #expect(try preview("Fixed").settings.layout == .fixed(width: 320, height: 200))
        #expect(try preview("Fixed").settings.orientation == .landscapeLeft)
        #expect(try preview("Two cards").settings.layout == .sizeThatFits)
        #expect(try preview("Landscape").settings.orientation == .landscapeLeft)
        #expect(try preview("Landscape").settings.layout == .device)
        var badge = PreviewSettings()
        badge.displayName = "Badge"
        #expect(try preview("Badge").settings == badge)
        #expect(try preview("Skipped").settings.isExcludedFromSnapshots)
        #expect(try !preview("Badge").settings.isExcludedFromSnapshots)
    }

    @Test("a .modifier trait wraps the preview in its modifier, with a context made once and shared")
    func previewModifier() async throws {
        let larder = try preview("Larder")
        let first = window(showing: larder.makeView()).layoutDescription()
        let second = window(showing: larder.makeView()).layoutDescription()
        // Made without suspending: there at once, even before prepare(); made once for both views.
        #expect(first.contains("\"Flour\"") && first.contains("\"Salt\"") && first == second)
        try await larder.prepare()
        #expect(LarderSample.made == 1)
    }

    @Test("a context made after a pause is there once prepare() has awaited it; one that throws fails prepare() and shows why")
    func previewModifierPreparation() async throws {
        let slow = try preview("Slow larder")
        try await slow.prepare()
        #expect(window(showing: slow.makeView()).layoutDescription().contains("\"Rye\""))
        let broken = try preview("Broken larder")
        await #expect(throws: CocoaError.self) { try await broken.prepare() }
        let shown = window(showing: broken.makeView()).layoutDescription()
        #expect(shown.contains("BrokenLarderSample has no shared context") && !shown.contains("Flour"))
    }

    @Test("A preview body sees its file's private views")
    func privateViews() throws {
        let window = try preview("Badge").makeWindow(in: .light)
        #expect(window.layoutDescription().contains("\"secret badge\""))
        #expect(try preview("Fixed").makeWindow(in: .light).layoutDescription().contains("\"fixed 2\""))
        #expect(try preview("In an enum").makeWindow(in: .light).layoutDescription().contains("\"in an enum\""))
    }

    @Test("@Previewable @State lives as long as the preview's window")
    func previewableState() throws {
        let window = try preview("Counter").makeWindow(in: .light)
        #expect(window.layoutDescription().contains("Count: 3"))
        try window.increment("Count: 3")
        #expect(window.layoutDescription().contains("Count: 4"))
        let toggles = window.interactiveElements().filter { $0.kind == .toggle }.map(\.label)
        #expect(toggles == ["On"])
        // A new view starts afresh.
        #expect(try preview("Counter").makeWindow(in: .light).layoutDescription().contains("Count: 3"))
        let flag = try preview("In an extension").makeWindow(in: .light)
        #expect(flag.interactiveElements().map(\.label) == ["Flag"])
    }

    @Test("Each view of a PreviewProvider is a preview, with its modifiers' settings and the provider's file and line")
    func providerPreviews() throws {
        let found = fixturePreviews().filter { $0.source != .macro }.map(\.description)
        var expected = [
            #"NapkinUITests/PreviewProviderFixtures.swift:11 "Greeting""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:11 "GreetingCard 2""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:11 "GreetingCard 3""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:29 "Row one""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:29 "Row two""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:37 "PrivateRow""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:42 "Nested""#,
            #"NapkinUITests/PreviewProviderFixtures.swift:53 "UnknownDevice""#,
        ]
        #if !DEBUG
        // Optimised builds drop unreferenced private providers with their conformance records.
        expected.removeAll { $0.contains("PrivateRow") || $0.contains("Nested") }
        #endif
        #expect(found == expected)
        let greeting = try preview("Greeting")
        #expect(greeting.source == .provider(type: "NapkinUITests.GreetingCard_Previews", index: 0))
        #expect(greeting.settings.device == "iPhone SE (3rd generation)")
        #expect(greeting.settings.layout == .device)
        let dark = try preview("GreetingCard 2")
        #expect(dark.name == nil)
        #expect(dark.settings.layout == .sizeThatFits)
        #expect(dark.settings.orientation == .landscapeLeft)  // from the modifier on the Group
        #expect(try preview("GreetingCard 3").settings.layout == .fixed(width: 300, height: 120))
        #if DEBUG
        #expect(try preview("Nested").settings.isExcludedFromSnapshots)
        #endif
    }

    @Test("A provider's preview keeps the view's other modifiers and sees its file's private views")
    func providerViews() throws {
        let dark = try preview("GreetingCard 2").makeWindow(in: .light)
        #expect(dark.layoutDescription().contains("\"row dark\""))
        #expect(dark.rootViewController?.preferredColorScheme == .dark)
        let rows = fixturePreviews().filter { $0.displayName.hasPrefix("Row ") }
        #expect(
            try rows.map { try $0.makeWindow(in: .light).layoutDescription().contains("\"row \($0.displayName.dropFirst(4))\"") } == [
                true, true,
            ])
    }

    @Test("Generic providers are skipped; every other provider type is found")
    func providerTypes() {
        let names = PreviewRegistry.providerTypes().map { String(reflecting: $0) }.filter { $0.hasPrefix("NapkinUITests.") }.map {
            $0.split(separator: ".").last.map(String.init) ?? $0
        }.sorted()
        #if DEBUG
        #expect(names == ["GreetingCard_Previews", "Nested_Previews", "PrivateRow_Previews", "Rows_Previews", "UnknownDevice_Previews"])
        #else
        #expect(names == ["GreetingCard_Previews", "Rows_Previews", "UnknownDevice_Previews"])
        #endif
    }

    @Test("File names are stable and readable: file, then name or line")
    func fileNames() throws {
        #expect(try preview("PreviewFixtures line 22").fileName == "PreviewFixtures_line22")
        #expect(try preview("Two cards").fileName == "PreviewFixtures_Two-cards")
        #expect(try preview("Braces } and \"quotes\" (in strings)").fileName == "PreviewFixtures_Braces-and-quotes-in-strings")
        #expect(try preview("GreetingCard 2").fileName == "PreviewProviderFixtures_GreetingCard-2")
        #expect(try preview("Greeting").fileName == "PreviewProviderFixtures_Greeting")
        #expect(RegisteredPreview.slug("Wi-Fi, on") == "Wi-Fi-on")
        #expect(RegisteredPreview.slug("  ") == "-")
        #expect(RegisteredPreview.slug("Café crème") == "Café-crème")
    }

    @Test("Without the sources, a provider's preview has no file, and is named after its type")
    func providerWithoutSources() throws {
        let elsewhere = PreviewRegistry.providerPreviews(sourceRoot: "/nonexistent").first { $0.displayName == "Greeting" }
        let greeting = try #require(elsewhere)
        #expect(greeting.fileID == nil)
        #expect(greeting.line == nil)
        #expect(greeting.fileName == "GreetingCard_Greeting")
    }

    @Test("Window(previewing:) hosts all of a provider's previews at once")
    func windowPreviewing() {
        let window = Window(previewing: GreetingCard_Previews.self)
        #expect(window.layoutDescription().contains("\"Hello, Ada\""))
        #expect(window.layoutDescription().contains("\"row fixed\""))
        #expect(window.render().width == 1170)
    }
}
