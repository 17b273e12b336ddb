import ActivityKit
import Foundation
import Testing

/// A delivery app's attributes, with a field a test can make too large.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var minutesLeft: Int
        var note = ""
    }

    var orderNumber: String
    var restaurant: String
    var notes = ""
}

/// A sports app's attributes (another type: activities are listed per type).
struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
    }

    var title: String
}

let start = Date(timeIntervalSince1970: 1_796_000_000)

func delivery(_ status: String = "Preparing", minutes: Int = 20, stale: Date? = nil) -> ActivityContent<DeliveryAttributes.ContentState> {
    ActivityContent(state: DeliveryAttributes.ContentState(status: status, minutesLeft: minutes), staleDate: stale)
}

/// Every ActivityKit suite, one at a time: they share the process's registry.
@Suite("ActivityKit stand-in", .serialized)
struct ActivityKitStandInTests {}

extension ActivityKitStandInTests {
    @Suite("requesting, updating and ending")
    struct ActivityLifecycleTests {
        init() {
            SimulatedActivities.reset()
            SimulatedActivities.advanceClock(to: start)
        }

        @Test("a request registers an active activity with its attributes and content; activities are listed per type")
        func request() throws {
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "A-17", restaurant: "Nonna's"), content: delivery(), pushType: nil)
            #expect(activity.activityState == .active)
            #expect(activity.attributes.orderNumber == "A-17")
            #expect(activity.content.state.status == "Preparing" && activity.content.relevanceScore == 0)
            #expect(UUID(uuidString: activity.id) != nil)
            #expect(Activity<DeliveryAttributes>.activities.map(\.id) == [activity.id])
            #expect(Activity<MatchAttributes>.activities.isEmpty)
            let match = try Activity.request(
                attributes: MatchAttributes(title: "Final"), content: ActivityContent(state: .init(home: 0, away: 0), staleDate: nil))
            #expect(SimulatedActivities.all.map(\.id) == [activity.id, match.id])
            #expect(SimulatedActivities.all.map(\.attributesType) == ["DeliveryAttributes", "MatchAttributes"])
            #expect(SimulatedActivities.all.allSatisfy { $0.state == .active })
        }

        @Test("iOS 16.1's request, contentState, update(using:) and end(using:) work as the 16.2 forms")
        func deprecatedForms() async throws {
            let activity = try Activity<DeliveryAttributes>.request(
                attributes: DeliveryAttributes(orderNumber: "B-2", restaurant: "Sushi Go"),
                contentState: .init(status: "Cooking", minutesLeft: 15))
            #expect(activity.contentState.status == "Cooking" && activity.content.staleDate == nil)
            await activity.update(using: .init(status: "On its way", minutesLeft: 8))
            #expect(activity.contentState.minutesLeft == 8)
            await activity.end(using: .init(status: "Delivered", minutesLeft: 0), dismissalPolicy: .immediate)
            #expect(activity.activityState == .dismissed && activity.contentState.status == "Delivered")
            #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        }

        @Test("updates reach contentUpdates and activityStateUpdates in order; the sequences end on dismissal")
        func sequences() async throws {
            let activity = try Activity.request(attributes: DeliveryAttributes(orderNumber: "C-3", restaurant: "Taco"), content: delivery())
            var contents = activity.contentUpdates.makeAsyncIterator()
            var states = activity.activityStateUpdates.makeAsyncIterator()
            await activity.update(delivery("On its way", minutes: 9))
            await activity.update(delivery("Nearby", minutes: 2))
            await activity.end(delivery("Delivered", minutes: 0), dismissalPolicy: .immediate)
            #expect(await contents.next()?.state.status == "On its way")
            #expect(await contents.next()?.state.status == "Nearby")
            #expect(await contents.next()?.state.status == "Delivered")
            #expect(await contents.next() == nil)
            #expect(await states.next() == .ended)
            #expect(await states.next() == .dismissed)
            #expect(await states.next() == nil)
        }

        @Test("an ended activity stays listed as ended until its dismissal date: four hours by default, or the date given")
        func dismissalPolicies() async throws {
            let standard = try Activity.request(attributes: DeliveryAttributes(orderNumber: "1", restaurant: "A"), content: delivery())
            let later = try Activity.request(attributes: DeliveryAttributes(orderNumber: "2", restaurant: "B"), content: delivery())
            let tooLate = try Activity.request(attributes: DeliveryAttributes(orderNumber: "3", restaurant: "C"), content: delivery())
            await standard.end(nil, dismissalPolicy: .default)
            await later.end(nil, dismissalPolicy: .after(start + 600))
            await tooLate.end(nil, dismissalPolicy: .after(start + 86_400))
            #expect(standard.activityState == .ended && standard.napkinDismissalDate == start + 4 * 3600)
            #expect(later.napkinDismissalDate == start + 600 && tooLate.napkinDismissalDate == start + 4 * 3600)
            #expect(Activity<DeliveryAttributes>.activities.count == 3)
            SimulatedActivities.advanceClock(to: start + 601)
            #expect(later.activityState == .dismissed)
            #expect(Activity<DeliveryAttributes>.activities.map(\.attributes.orderNumber) == ["1", "3"])
            SimulatedActivities.advanceClock(to: start + 4 * 3600)
            #expect(Activity<DeliveryAttributes>.activities.isEmpty && standard.activityState == .dismissed)
            await standard.update(delivery("Too late"))
            #expect(standard.content.state.status == "Preparing")
        }

        @Test("content past its stale date turns the activity stale; a fresh update makes it active again")
        func stale() async throws {
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "S", restaurant: "Pho"), content: delivery(stale: start + 300))
            SimulatedActivities.advanceClock(to: start + 299)
            #expect(activity.activityState == .active)
            SimulatedActivities.advanceClock(to: start + 300)
            #expect(activity.activityState == .stale && SimulatedActivities.all.first?.state == .stale)
            await activity.update(delivery("Nearby", minutes: 3, stale: start + 900))
            #expect(activity.activityState == .active)
            await activity.update(delivery("Late", minutes: 3, stale: start))
            #expect(activity.activityState == .stale)
            let already = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "T", restaurant: "Pho"), content: delivery(stale: start))
            #expect(already.activityState == .stale)
        }

        @Test("Live Activities turned off: requests throw denied, running ones end, and the change reaches the app")
        func authorization() async throws {
            let info = ActivityAuthorizationInfo()
            #expect(info.areActivitiesEnabled && !info.frequentPushesEnabled)
            let running = try Activity.request(attributes: DeliveryAttributes(orderNumber: "D", restaurant: "E"), content: delivery())
            var changes = info.activityEnablementUpdates.makeAsyncIterator()
            SimulatedActivities.areActivitiesEnabled = false
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
            #expect(running.activityState == .dismissed && Activity<DeliveryAttributes>.activities.isEmpty)
            #expect(throws: ActivityAuthorizationError.denied) {
                try Activity.request(attributes: DeliveryAttributes(orderNumber: "F", restaurant: "G"), content: delivery())
            }
            SimulatedActivities.areActivitiesEnabled = true
            #expect(await changes.next() == false)
            #expect(await changes.next() == true)
            SimulatedActivities.frequentPushesEnabled = true
            #expect(ActivityAuthorizationInfo().frequentPushesEnabled)
            #expect(ActivityAuthorizationError.denied.localizedDescription == "Live Activities are turned off for this app.")
        }

        @Test("attributes and state over 4 KB: the request throws attributesTooLarge, an update is dropped and kept")
        func payloadLimit() async throws {
            let big = String(repeating: "x", count: 3800)
            #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
                try Activity.request(
                    attributes: DeliveryAttributes(orderNumber: "L", restaurant: "M", notes: big + big), content: delivery())
            }
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "L", restaurant: "M", notes: big), content: delivery())
            var state = activity.content.state
            state.note = String(repeating: "y", count: 400)
            await activity.update(ActivityContent(state: state, staleDate: nil))
            #expect(activity.content.state.note.isEmpty)
            #expect(SimulatedActivities.droppedUpdates.map(\.activityID) == [activity.id])
            #expect(SimulatedActivities.droppedUpdates.map(\.error) == [.attributesTooLarge])
            state.note = "ok"
            await activity.update(ActivityContent(state: state, staleDate: nil))
            #expect(activity.content.state.note == "ok")
        }

        @Test("an app runs at most five activities at once; one more throws targetMaximumExceeded until one ends")
        func concurrentLimit() async throws {
            #expect(SimulatedActivities.maximumActivities == 5)
            var activities: [Activity<DeliveryAttributes>] = []
            for number in 0..<5 {
                try activities.append(
                    Activity.request(attributes: DeliveryAttributes(orderNumber: "\(number)", restaurant: "R"), content: delivery()))
            }
            #expect(throws: ActivityAuthorizationError.targetMaximumExceeded) {
                try Activity.request(
                    attributes: MatchAttributes(title: "Sixth"), content: ActivityContent(state: .init(home: 0, away: 0), staleDate: nil))
            }
            await activities[0].end(nil)
            let sixth = try Activity.request(
                attributes: MatchAttributes(title: "Sixth"), content: ActivityContent(state: .init(home: 1, away: 0), staleDate: nil))
            #expect(sixth.activityState == .active)
            SimulatedActivities.maximumActivities = 1
            #expect(throws: ActivityAuthorizationError.targetMaximumExceeded) {
                try Activity.request(attributes: DeliveryAttributes(orderNumber: "x", restaurant: "R"), content: delivery())
            }
        }

        @Test("push tokens: 32 bytes with pushType .token, first in pushTokenUpdates; none for a channel or no push type")
        func pushTokens() async throws {
            let tokened = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "P", restaurant: "Q"), content: delivery(), pushType: .token)
            let token = try #require(tokened.pushToken)
            #expect(token.count == 32)
            var tokens = tokened.pushTokenUpdates.makeAsyncIterator()
            #expect(await tokens.next() == token)
            let channel = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: "P2", restaurant: "Q"), content: delivery(), pushType: .channel("match-42"))
            #expect(channel.pushToken == nil && PushType.channel("match-42") != .token)
            let plain = try Activity.request(attributes: DeliveryAttributes(orderNumber: "P3", restaurant: "Q"), content: delivery())
            #expect(plain.pushToken == nil)
        }

        @Test("activityUpdates delivers each new activity of its type as it is requested")
        func activityUpdates() async throws {
            var updates = Activity<DeliveryAttributes>.activityUpdates.makeAsyncIterator()
            _ = try Activity.request(
                attributes: MatchAttributes(title: "Other type"), content: ActivityContent(state: .init(home: 0, away: 0), staleDate: nil))
            let first = try Activity.request(attributes: DeliveryAttributes(orderNumber: "U1", restaurant: "V"), content: delivery())
            let second = try Activity.request(attributes: DeliveryAttributes(orderNumber: "U2", restaurant: "V"), content: delivery())
            #expect(await updates.next()?.id == first.id)
            #expect(await updates.next()?.id == second.id)
        }

        @Test("alerts are kept; an update with an earlier timestamp than the last is ignored; a scheduled start is pending")
        func alertsTimestampsAndPending() async throws {
            let activity = try Activity.request(
                attributes: MatchAttributes(title: "Derby"), content: ActivityContent(state: .init(home: 0, away: 0), staleDate: nil))
            let goal = AlertConfiguration(title: "Goal!", body: "Home leads 1-0", sound: .named("whistle.caf"))
            await activity.update(ActivityContent(state: .init(home: 1, away: 0), staleDate: nil), alertConfiguration: goal)
            #expect(activity.napkinAlerts == [goal] && activity.napkinAlerts.first?.sound == .named("whistle.caf"))
            await activity.update(ActivityContent(state: .init(home: 2, away: 0), staleDate: nil), timestamp: start + 20)
            await activity.update(ActivityContent(state: .init(home: 1, away: 1), staleDate: nil), timestamp: start + 10)
            #expect(activity.content.state == .init(home: 2, away: 0))
            let scheduled = try Activity.request(
                attributes: MatchAttributes(title: "Tomorrow"), content: ActivityContent(state: .init(home: 0, away: 0), staleDate: nil),
                pushType: nil, style: .standard, alertConfiguration: nil, start: start + 3600)
            #expect(scheduled.activityState == .pending)
            SimulatedActivities.advanceClock(to: start + 3600)
            #expect(scheduled.activityState == .active)
        }

        @Test("the person dismissing an activity ends it; reset dismisses all and restores the switches")
        func dismissAndReset() async throws {
            let activity = try Activity.request(attributes: DeliveryAttributes(orderNumber: "W", restaurant: "X"), content: delivery())
            var states = activity.activityStateUpdates.makeAsyncIterator()
            SimulatedActivities.dismiss(id: activity.id)
            #expect(await states.next() == .ended)
            #expect(await states.next() == .dismissed)
            _ = try Activity.request(attributes: DeliveryAttributes(orderNumber: "Y", restaurant: "Z"), content: delivery())
            SimulatedActivities.areActivitiesEnabled = false
            SimulatedActivities.maximumActivities = 2
            SimulatedActivities.reset()
            #expect(
                SimulatedActivities.all.isEmpty && SimulatedActivities.areActivitiesEnabled && SimulatedActivities.maximumActivities == 5)
            #expect(SimulatedActivities.droppedUpdates.isEmpty)
            #expect(ActivityUIDismissalPolicy.after(start) != .immediate && ActivityUIDismissalPolicy.default != .immediate)
            #expect(ActivityState.allCases.count == 5)
        }
    }
}
