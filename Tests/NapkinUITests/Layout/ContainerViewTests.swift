import Foundation
import PackageTestSupport
import Testing

@testable import NapkinUI

/// `Group`, `ViewThatFits` and `TimelineView`.
@MainActor
@Suite("Group, ViewThatFits, TimelineView")
struct ContainerViewTests {
    @Test("A group adds no layout: its children join the stack around it")
    func groupJoinsTheStack() throws {
        let view = VStack(spacing: 10) {
            Text("A")
            Group {
                Text("B")
                Text("C")
            }
        }
        let a = numbers(try frame(of: "\"A\"", in: view)), b = numbers(try frame(of: "\"B\"", in: view))
        let c = numbers(try frame(of: "\"C\"", in: view))
        // Three texts 10 apart, as if the group were not there.
        #expect(abs(b[1] - (a[1] + a[3] + 10)) < 0.011)
        #expect(abs(c[1] - (b[1] + b[3] + 10)) < 0.011)
    }

    @Test("A modifier on a group applies to each child, as in SwiftUI")
    func groupDistributesModifiers() throws {
        let view = VStack(spacing: 0) {
            Group {
                Text("B")
                Text("C")
            }
            .padding(.vertical, 5)
        }
        let b = numbers(try frame(of: "\"B\"", in: view)), c = numbers(try frame(of: "\"C\"", in: view))
        // Each text is padded: 5 under B and 5 over C make a 10-point gap.
        #expect(abs(c[1] - (b[1] + b[3] + 10)) < 0.011)
    }

    @Test("A group lets a modifier apply to whichever branch an if chose")
    func groupAroundACondition() throws {
        struct Screen: View {
            let empty: Bool
            var body: some View {
                Group {
                    if empty { Text("Nothing here") } else { Text("Items") }
                }
                .navigationTitle("Inbox")
            }
        }
        #expect(try line(containing: "NavigationTitle", in: Screen(empty: true)).contains("\"Inbox\""))
        #expect(layoutLines(Screen(empty: true)).contains { $0.contains("\"Nothing here\"") })
        #expect(layoutLines(Screen(empty: false)).contains { $0.contains("\"Items\"") })
    }

    @Test("ViewThatFits shows the first child whose ideal width fits, else the last")
    func viewThatFits() throws {
        func fitted(width: CGFloat) -> [String] {
            layoutLines(
                ViewThatFits(in: .horizontal) {
                    Text("Delivered on Tuesday, the fourteenth of May")
                    Text("Delivered Tue 14 May")
                    Text("Tue 14")
                }
                .frame(width: width))
        }
        #expect(fitted(width: 380).contains { $0.contains("fourteenth") })
        #expect(!fitted(width: 380).contains { $0.contains("Tue 14 May") })
        #expect(fitted(width: 200).contains { $0.contains("\"Delivered Tue 14 May\"") })
        #expect(fitted(width: 20).contains { $0.contains("\"Tue 14\"") })
        #expect(!fitted(width: 20).contains { $0.contains("Delivered") })
    }

    @Test("ViewThatFits only lets its chosen child be tapped")
    func viewThatFitsTaps() throws {
        var tapped: [String] = []
        let view = ViewThatFits(in: .horizontal) {
            Button("A very long button title that cannot fit") { tapped.append("long") }
            Button("Short") { tapped.append("short") }
        }
        .frame(width: 120)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        #expect(window.interactiveElements().map(\.label) == ["Short"])
        try window.tap(label: "Short")
        #expect(tapped == ["short"])
    }

    @Test("TimelineView shows one frame, at the timeline date a test sets")
    func timelineAtFixedDate() throws {
        let date = Date(timeIntervalSinceReferenceDate: 757_000_000.5)
        let view = TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 757_000_000), by: 60)) { context in
            Text("\(Int(context.date.timeIntervalSinceReferenceDate)) \(context.cadence == .minutes ? "minutes" : "other")")
        }
        .environment(\.timelineDate, date.addingTimeInterval(150))
        // 150.5 seconds after the start, a 60-second schedule is at its third frame (120 s).
        #expect(layoutLines(view).contains { $0.contains("\"757000120 minutes\"") })
    }

    @Test("Schedules give the latest entry at or before the date")
    func schedules() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(PeriodicTimelineSchedule(from: start, by: 10).frameDate(at: start.addingTimeInterval(35)) == start.addingTimeInterval(30))
        #expect(PeriodicTimelineSchedule(from: start, by: 10).frameDate(at: start.addingTimeInterval(-5)) == start)
        #expect(
            EveryMinuteTimelineSchedule().frameDate(at: Date(timeIntervalSinceReferenceDate: 125))
                == Date(timeIntervalSinceReferenceDate: 120))
        let dates = [start, start.addingTimeInterval(100)]
        #expect(ExplicitTimelineSchedule(dates).frameDate(at: start.addingTimeInterval(50)) == start)
        #expect(ExplicitTimelineSchedule(dates).frameDate(at: start.addingTimeInterval(500)) == dates[1])
        #expect(AnimationTimelineSchedule().frameDate(at: start) == start)
    }
}
