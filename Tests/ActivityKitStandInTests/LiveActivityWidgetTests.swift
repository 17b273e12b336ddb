import ActivityKit
import Foundation
import NapkinUI
import SnapshotTesting
import Testing
import WidgetKit

/// The Pomodoro timer's Live Activity as its widget extension writes it: a Lock Screen view and the Dynamic Island.
struct PomodoroLockScreenView: View {
    let context: ActivityViewContext<PomodoroAttributes>

    var progress: Double { 1 - Double(context.state.remainingSeconds) / Double(25 * 60) }

    var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle().stroke(Color.red.opacity(0.25), lineWidth: 6)
                Circle().trim(from: 0, to: progress).stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Image(systemName: "timer").foregroundStyle(.red)
            }
            .frame(width: 52, height: 52)
            VStack(alignment: .leading, spacing: 3) {
                Text(context.attributes.taskName).font(.headline)
                Text(context.state.isPaused ? "Paused" : context.state.phase).font(.subheadline).foregroundStyle(.secondary)
                Text("Session \(context.state.completedSessions + 1) of \(context.attributes.totalSessions)")
                    .font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(String(format: "%d:%02d", context.state.remainingSeconds / 60, context.state.remainingSeconds % 60))
                .font(.system(size: 34, weight: .semibold, design: .rounded))
                .opacity(context.isStale ? 0.4 : 1)
        }
        .padding(16)
        .activitySystemActionForegroundColor(.red)
    }
}

struct PomodoroLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PomodoroAttributes.self) { context in
            PomodoroLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.phase, systemImage: "timer").foregroundStyle(.red)
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text("\(context.state.remainingSeconds / 60) min").dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.taskName).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.isPaused {
                        Text("Paused")
                    } else {
                        Text("Session \(context.state.completedSessions + 1) of \(context.attributes.totalSessions)")
                    }
                }
            } compactLeading: {
                Image(systemName: "timer").foregroundStyle(.red)
            } compactTrailing: {
                Text("\(context.state.remainingSeconds / 60)m")
            } minimal: {
                Image(systemName: "timer")
            }
            .keylineTint(.red)
            .contentMargins(.trailing, 8, for: .expanded)
            .widgetURL(URL(string: "pomodoro://timer"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

/// A delivery Live Activity on its own background tint.
struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Text(context.attributes.restaurant).font(.headline)
                Text("\(context.state.status) · \(context.state.minutesLeft) min").font(.subheadline)
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .activityBackgroundTint(Color(red: 0.1, green: 0.45, blue: 0.3))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.status) }
            } compactLeading: {
                Image(systemName: "bag")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "bag")
            }
        }
    }
}

struct AppWidgets: WidgetBundle {
    var body: some Widget {
        PomodoroLiveActivity()
        DeliveryLiveActivity()
    }
}

let pomodoroState = PomodoroAttributes.ContentState(
    phase: "Focus", endDate: start + 754, remainingSeconds: 754, isPaused: false, completedSessions: 1)

extension ActivityKitStandInTests {
    @MainActor
    @Suite("a timer view model and its Live Activity widget")
    struct LiveActivityWidgetTests {
        init() {
            SimulatedActivities.reset()
            SimulatedActivities.advanceClock(to: start)
        }

        @Test("a Swift 5 view model requests, updates, pauses, ends and stops its Live Activity as on iOS")
        func timerViewModel() async throws {
            let model = PomodoroTimerViewModel(taskName: "Write the report")
            model.start(now: start)
            let activity = try #require(model.currentActivity)
            #expect(model.errorMessage == nil && Activity<PomodoroAttributes>.activities.count == 1)
            #expect(activity.content.state.remainingSeconds == 1500 && activity.attributes.totalSessions == 4)
            await model.tick(minutes: 5, now: start + 300)
            #expect(activity.content.state.remainingSeconds == 1200 && activity.content.staleDate == start + 1560)
            model.pause()
            for _ in 0..<500 where !activity.content.state.isPaused { try await Task.sleep(nanoseconds: 10_000_000) }
            #expect(activity.content.state.isPaused)
            await model.finishSession()
            #expect(activity.activityState == .ended && activity.content.state.phase == "Done")
            #expect(activity.napkinAlerts.map(\.title.key) == ["Focus session done"])
            #expect(activity.napkinDismissalDate == start + 4 * 3600)
            await PomodoroTimerViewModel.endAllActivities()
            #expect(Activity<PomodoroAttributes>.activities.isEmpty)

            let second = PomodoroTimerViewModel(taskName: "Read")
            second.start(now: start)
            await second.stop()
            #expect(second.currentActivity == nil && Activity<PomodoroAttributes>.activities.isEmpty)
            SimulatedActivities.areActivitiesEnabled = false
            let third = PomodoroTimerViewModel(taskName: "Off")
            third.start(now: start)
            #expect(third.errorMessage == "Live Activities are turned off" && third.currentActivity == nil)
        }

        @Test("the Dynamic Island's regions, compact and minimal views and settings are read from the configuration")
        func dynamicIsland() throws {
            let attributes = PomodoroAttributes(taskName: "Write the report", totalSessions: 4)
            let island = try #require(PomodoroLiveActivity().napkinDynamicIsland(attributes: attributes, state: pomodoroState))
            #expect(island.napkinExpandedPositions == [.leading, .trailing, .center, .bottom])
            #expect(island.napkinKeylineTint == .red && island.napkinWidgetURL == URL(string: "pomodoro://timer"))
            #expect(island.napkinContentMargins.map(\.mode) == [.expanded] && island.napkinContentMargins.first?.length == 8)
            #expect(island.napkinExpandedRegion(.center) != nil)
            _ = island.napkinView(for: .compactLeading)
            _ = island.napkinView(for: .expanded)
            #expect(
                PomodoroLiveActivity().napkinLiveActivityPreview(
                    attributes: DeliveryAttributes(orderNumber: "1", restaurant: "A"),
                    state: .init(status: "x", minutesLeft: 1)) == nil)
            #expect(PomodoroLiveActivity().napkinDetails == nil)
            #expect(AppWidgets().napkinWidgetDetails.isEmpty)
            #expect(EnvironmentValues().activityFamily == .medium && !EnvironmentValues().isActivityFullscreen)
        }

        @Test("a Lock Screen Live Activity draws 358 points wide on the system material, light and dark")
        func lockScreenSnapshots() throws {
            let attributes = PomodoroAttributes(taskName: "Write the report", totalSessions: 4)
            for scheme in [ColorScheme.light, .dark] {
                let view = try #require(PomodoroLiveActivity().napkinLiveActivityPreview(attributes: attributes, state: pomodoroState))
                assertSnapshot(
                    of: view.padding(16).background(Color(red: 0.36, green: 0.42, blue: 0.62)),
                    as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: scheme == .light ? "pomodoro-light" : "pomodoro-dark")
            }
        }

        @Test("a running activity draws with its content, and activityBackgroundTint colours the banner")
        func tintedSnapshot() async throws {
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "A-17", restaurant: "Nonna's Kitchen"),
                content: delivery("On its way", minutes: 12))
            let view = try #require(DeliveryLiveActivity().napkinLiveActivityPreview(of: activity))
            assertSnapshot(
                of: view.padding(16).background(Color(red: 0.36, green: 0.42, blue: 0.62)),
                as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: .light)), named: "delivery-tinted")
        }
    }
}
