import Foundation
import NapkinUI
import Testing

@testable import SnapshotTesting

/// The failures `napkin-review`'s browser test reviews (Tests/BrowserTests/test_review_server.py).
/// Does nothing unless `NAPKIN_REVIEW_FIXTURE` names a scratch package folder: then, with
/// `NAPKIN_REVIEW_FIXTURE_STAGE=setup`, it records the references (the "old" screens) into
/// its `__Snapshots__/ReviewFixture`, and otherwise asserts the "new" screens against them
/// with `record: .never`: three mismatches (one screen, a light/dark matrix, a text) and one
/// missing reference. Each snapshot is its own test, so a re-run can check one alone.
@MainActor
@Suite(.enabled(if: ReviewFixtureEnvironment.folder != nil)) struct ReviewFixture {
    /// Asserts (or, setting up, records) `value` as the strategy says.
    private func check<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil, testName: String = #function,
        line: UInt = #line
    ) {
        if ReviewFixtureEnvironment.isSetup {
            withKnownIssue {
                assertSnapshot(
                    of: value, as: strategy, named: name, record: .all, snapshotDirectory: ReviewFixtureEnvironment.directory,
                    testName: testName, line: line)
            }
        } else {
            assertSnapshot(
                of: value, as: strategy, named: name, record: .never, snapshotDirectory: ReviewFixtureEnvironment.directory,
                testName: testName, line: line)
        }
    }

    private var isNew: Bool { !ReviewFixtureEnvironment.isSetup }

    @Test func welcome() {
        let screen = ReviewFixtureScreen(
            greeting: isNew ? "Welcome back!" : "Welcome back", accent: Color(hex: isNew ? 0x2F5D46 : 0x1C1A17))
        check(screen, as: .image(layout: .fixed(width: 320, height: 480), traits: Traits(displayScale: 2)))
    }

    @Test func themes() {
        let screen = ReviewFixtureScreen(
            greeting: "Good evening", accent: Color(hex: 0x1C1A17), note: isNew ? "Burnt ends are back." : "Burnt ends are back")
        for scheme in [ColorScheme.light, .dark] {
            check(
                screen, as: .image(layout: .fixed(width: 320, height: 480), traits: Traits(colorScheme: scheme, displayScale: 2)),
                named: "\(scheme)")
        }
    }

    @Test func menu() {
        check(isNew ? "Brisket\nPulled pork\nBurnt ends\n" : "Brisket\nRibs\nBurnt ends\n", as: .lines)
    }

    @Test func badge() {
        guard isNew else { return }
        check(
            ReviewFixtureScreen(greeting: "New", accent: Color(hex: 0x8A3B12)),
            as: .image(layout: .fixed(width: 120, height: 160), traits: Traits(displayScale: 2)))
    }
}

/// Where the fixture works, from the environment.
enum ReviewFixtureEnvironment {
    static var folder: String? { ProcessInfo.processInfo.environment["NAPKIN_REVIEW_FIXTURE"] }
    static var isSetup: Bool { ProcessInfo.processInfo.environment["NAPKIN_REVIEW_FIXTURE_STAGE"] == "setup" }
    static var directory: String { (folder ?? "/nonexistent") + "/__Snapshots__/ReviewFixture" }
}

/// A small screen in RibHouse's printed-menu style.
struct ReviewFixtureScreen: View {
    var greeting: String
    var accent: Color
    var note = "Smoked low and slow since dawn."

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("§ 00 · WELCOME").font(.system(size: 11, design: .monospaced)).foregroundStyle(.secondary)
            Text(greeting).font(.system(size: 30, weight: .bold))
            Text(note).foregroundStyle(.secondary)
            Spacer()
            Text("LOGIN →").font(.system(size: 15, weight: .semibold)).foregroundStyle(.white)
                .frame(maxWidth: .infinity).padding(.vertical, 14).background(accent).clipShape(Capsule())
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}
