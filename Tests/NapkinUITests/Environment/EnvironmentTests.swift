import Testing

@testable import NapkinUI

private struct BadgeTitleKey: EnvironmentKey {
    static var defaultValue: String { "default badge" }
}

extension EnvironmentValues {
    fileprivate var badgeTitle: String {
        get { self[BadgeTitleKey.self] }
        set { self[BadgeTitleKey.self] = newValue }
    }
}

/// Shows the environment values it reads, so the layout description names them.
private struct Badge: View {
    @Environment(\.badgeTitle) private var title
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text("\(title) in \(colorScheme.rawValue)")
    }
}

/// Remembers, when tapped, what its environment said.
@MainActor
private final class Recorder {
    var seen: [String] = []
}

private struct ReportingButton: View {
    @Environment(\.badgeTitle) private var title
    let recorder: Recorder
    var body: some View {
        Button("Report") { recorder.seen.append(title) }
    }
}

/// A user's modifier that reads the environment where it is applied.
private struct BadgeFrame: ViewModifier {
    @Environment(\.badgeTitle) private var title
    @Environment(\.colorScheme) private var colorScheme
    func body(content: Content) -> some View {
        VStack {
            content
            Text("framed by \(title) in \(colorScheme.rawValue)")
        }
    }
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
    @Test("A custom key reads its default where nothing sets it")
    func defaultValue() throws {
        _ = try line(containing: "default badge in light", in: Badge())
    }

    @Test("`.environment(_:_:)` sets a custom key and a system key for the subtree only")
    func setForSubtree() throws {
        let view = VStack {
            Badge().environment(\.badgeTitle, "inner").environment(\.colorScheme, .dark)
            Badge()
        }
        let lines = layoutLines(view)
        #expect(lines.contains { $0.contains("inner in dark") })
        #expect(lines.contains { $0.contains("default badge in light") })
    }

    @Test("The innermost setting wins, and transformEnvironment sees the outer value")
    func innermostWins() throws {
        let view = Badge()
            .environment(\.badgeTitle, "near")
            .environment(\.badgeTitle, "far")
        _ = try line(containing: "near in light", in: view)
        let transformed = Badge()
            .transformEnvironment(\.badgeTitle) { $0 += " and more" }
            .environment(\.badgeTitle, "outer")
        _ = try line(containing: "outer and more in light", in: transformed)
    }

    @Test("A ViewModifier's @Environment reads the environment where the modifier is applied")
    func modifierReadsEnvironment() throws {
        let view = VStack {
            Text("inside").modifier(BadgeFrame()).environment(\.badgeTitle, "modifier").environment(\.colorScheme, .dark)
            Text("plain").modifier(BadgeFrame())
        }
        let lines = layoutLines(view)
        #expect(lines.contains { $0.contains("framed by modifier in dark") })
        #expect(lines.contains { $0.contains("framed by default badge in light") })
    }

    @Test("An action built by the body reads the environment of the last render")
    func actionsReadRenderedEnvironment() throws {
        let recorder = Recorder()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: ReportingButton(recorder: recorder).environment(\.badgeTitle, "from render")
        )
        try window.tap(label: "Report")
        #expect(recorder.seen == ["from render"])
    }

    @Test("System values default as on an iPhone in English")
    func systemDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(environment.locale.identifier == "en_US")
        #expect(environment.horizontalSizeClass == .compact)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.allCases.count == 12)
    }
}
