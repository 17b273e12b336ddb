import Foundation
import NapkinUI
import SnapshotTesting
import Testing
import WidgetKit

/// A widget as a widget extension writes it: an entry, a provider, an entry view and the widget.
struct ReadingEntry: TimelineEntry {
    let date: Date
    let saved: Int
    let title: String
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry { ReadingEntry(date: .distantPast, saved: 0, title: "Article") }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(ReadingEntry(date: Date(), saved: context.isPreview ? 3 : 12, title: "Swift Testing"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        let entries = (0..<3).map { ReadingEntry(date: start + Double($0) * 3600, saved: 12 - $0, title: "Entry \($0)") }
        completion(Timeline(entries: entries, policy: context.family == .systemSmall ? .atEnd : .after(start + 86_400)))
    }
}

struct ReadingEntryView: View {
    let entry: ReadingEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Reading List", systemImage: "bookmark.fill").font(.caption.weight(.semibold)).foregroundStyle(.white).widgetAccentable()
            Spacer()
            Text("\(entry.saved)").font(.system(size: 44, weight: .bold, design: .rounded)).foregroundStyle(.white)
            Text(family == .systemSmall ? "saved" : "saved · newest: \(entry.title)").font(.footnote).foregroundStyle(.white.opacity(0.85))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color.indigo.gradient, for: .widget)
        .widgetURL(URL(string: "mind://bookmarks"))
    }
}

struct ReadingWidget: Widget {
    let kind = "ReadingWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ReadingProvider()) { entry in
            ReadingEntryView(entry: entry)
        }
        .configurationDisplayName("Reading List")
        .description("Your saved bookmarks.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct MarginlessWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Marginless", provider: ReadingProvider()) { entry in
            Color.orange
        }
        .contentMarginsDisabled()
    }
}

struct ReadingBundle: WidgetBundle {
    var body: some Widget {
        ReadingWidget()
        MarginlessWidget()
    }
}

@MainActor
@Suite("WidgetKit stand-in", .serialized)
struct WidgetKitStandInTests {
    @Test("reload requests are kept in order for a test to read; current configurations are the widgets a test placed")
    func center() async throws {
        WidgetCenter.shared.resetReloadRequests()
        WidgetCenter.shared.setCurrentConfigurations([])
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "ReadingWidget")
        #expect(WidgetCenter.shared.reloadRequests == [.all, .kind("ReadingWidget")])
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        WidgetCenter.shared.setCurrentConfigurations([WidgetInfo(kind: "ReadingWidget", family: .systemMedium)])
        let placed = try await withCheckedThrowingContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(with: $0) }
        }
        #expect(placed.map(\.kind) == ["ReadingWidget"] && placed.first?.family == .systemMedium)
        WidgetCenter.shared.resetReloadRequests()
        #expect(WidgetCenter.shared.reloadRequests.isEmpty)
    }

    @Test("a configuration's kind, names, families and margins are read from the widget's body")
    func details() throws {
        let details = try #require(ReadingWidget().napkinDetails)
        #expect(details.kind == "ReadingWidget")
        #expect(details.displayName?.string == "Reading List" && details.description?.string == "Your saved bookmarks.")
        #expect(details.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(!details.contentMarginsDisabled)
        #expect(MarginlessWidget().napkinDetails?.contentMarginsDisabled == true)
        #expect(MarginlessWidget().napkinDetails?.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(ReadingBundle().napkinWidgetDetails.map(\.kind) == ["ReadingWidget", "Marginless"])
    }

    @Test("the provider's timeline: entries in order, the entry shown at a time, and when the system asks again")
    func timeline() throws {
        let box = TimelineBox()
        ReadingProvider().getTimeline(in: TimelineProviderContext(family: .systemSmall)) { box.timeline = $0 }
        let timeline = try #require(box.timeline)
        let start = Date(timeIntervalSince1970: 1_796_000_000)
        #expect(timeline.entries.map(\.saved) == [12, 11, 10])
        #expect(timeline.entry(at: start + 5400)?.saved == 11)
        #expect(timeline.entry(at: start - 10)?.saved == 12)
        #expect(timeline.nextReloadDate == start + 7200)
        ReadingProvider().getTimeline(in: TimelineProviderContext(family: .systemMedium)) { box.timeline = $0 }
        #expect(box.timeline?.policy == .after(start + 86_400) && box.timeline?.nextReloadDate == start + 86_400)
        #expect(Timeline(entries: [ReadingEntry](), policy: .never).nextReloadDate == nil)
        #expect(TimelineProviderContext(family: .systemMedium).displaySize == CGSize(width: 364, height: 170))
        #expect(WidgetFamily.allCases.count == 8)
    }

    @Test("an entry view draws at the home screen's sizes on its container background, clipped to the widget's corners")
    func snapshots() throws {
        let entry = ReadingEntry(date: Date(), saved: 12, title: "Swift Testing")
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            for scheme in [ColorScheme.light, .dark] {
                let view = try #require(ReadingWidget().napkinPreview(family: family, entry: entry))
                let size = family.napkinSize
                assertSnapshot(
                    of: view.padding(20).background(Color(white: scheme == .light ? 0.85 : 0.2)),
                    as: .image(
                        layout: .fixed(width: size.width + 40, height: size.height + 40),
                        traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: "\(family)-\(scheme == .light ? "light" : "dark")")
            }
        }
        #expect(ReadingWidget().napkinPreview(family: .systemSmall, entry: WrongEntry(date: Date())) == nil)
    }
}

struct WrongEntry: TimelineEntry {
    let date: Date
}

final class TimelineBox: @unchecked Sendable {
    var timeline: Timeline<ReadingEntry>?
}
