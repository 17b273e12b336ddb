import Foundation
import HealthKit
import HealthKitUI
import NapkinUI
import Testing

extension HealthDatabaseTests {
    @MainActor
    @Suite("anchored queries, error codes, devices, background delivery and HealthKitUI's access request")
    struct AnchoredQueryTests {
        /// What an anchored query's handlers were handed.
        final class Changes: @unchecked Sendable {
            private let lock = NSLock()
            private var calls: [(added: [HKSample], deleted: [HKDeletedObject], anchor: HKQueryAnchor?)] = []
            func add(_ added: [HKSample]?, _ deleted: [HKDeletedObject]?, _ anchor: HKQueryAnchor?) {
                lock.withLock { calls.append((added ?? [], deleted ?? [], anchor)) }
            }
            var all: [(added: [HKSample], deleted: [HKDeletedObject], anchor: HKQueryAnchor?)] { lock.withLock { calls } }
        }

        @Test("a query from no anchor gets everything; from its anchor only what changed since; its update handler hears saves and deletes")
        func anchored() async throws {
            HKHealthStore.reset()
            let store = HKHealthStore()
            try await store.requestAuthorization(toShare: [Health.steps], read: [Health.steps])
            let morning = Health.walk(1200, from: Health.at(8), to: Health.at(9))
            try await store.save(morning)
            let first = Changes()
            store.execute(
                HKAnchoredObjectQuery(type: Health.steps, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) {
                    _, added, deleted, anchor, _ in
                    first.add(added, deleted, anchor)
                })
            #expect(first.all.count == 1 && first.all[0].added.map(\.uuid) == [morning.uuid] && first.all[0].deleted.isEmpty)
            let anchor = try #require(first.all[0].anchor)

            let noon = Health.walk(800, from: Health.at(12), to: Health.at(13))
            try await store.save(noon)
            try await store.delete(morning)
            let second = Changes()
            let query = HKAnchoredObjectQuery(type: Health.steps, predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) {
                _, added, deleted, anchor, _ in
                second.add(added, deleted, anchor)
            }
            query.updateHandler = { _, added, deleted, anchor, _ in second.add(added, deleted, anchor) }
            store.execute(query)
            #expect(second.all.count == 1 && second.all[0].added.map(\.uuid) == [noon.uuid])
            #expect(second.all[0].deleted.map(\.uuid) == [morning.uuid])
            let evening = Health.walk(300, from: Health.at(18), to: Health.at(19))
            try await store.save(evening)
            #expect(second.all.count == 2 && second.all[1].added.map(\.uuid) == [evening.uuid])
            store.stop(query)
            try await store.save(Health.walk(50, from: Health.at(20), to: Health.at(21)))
            #expect(second.all.count == 2)

            // the anchor an app keeps in UserDefaults survives NSKeyedArchiver
            let data = try NSKeyedArchiver.archivedData(withRootObject: anchor, requiringSecureCoding: true)
            let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: data))
            #expect(restored == anchor)
        }

        @Test("a limit hands out that many samples; the next query goes on from its anchor; a query over two types hears of either")
        func limited() async throws {
            HKHealthStore.reset()
            let store = HKHealthStore()
            try await store.requestAuthorization(toShare: [Health.steps], read: [Health.steps])
            let walks = (8..<13).map { Health.walk(100, from: Health.at($0), to: Health.at($0, 30)) }
            try await store.save(walks)
            let first = Changes()
            store.execute(
                HKAnchoredObjectQuery(type: Health.steps, predicate: nil, anchor: nil, limit: 2) { _, a, d, anchor, _ in
                    first.add(a, d, anchor)
                })
            #expect(first.all.first?.added.map(\.uuid) == walks.prefix(2).map(\.uuid))
            let rest = Changes()
            let descriptor = HKQueryDescriptor(sampleType: Health.steps, predicate: nil)
            store.execute(
                HKAnchoredObjectQuery(queryDescriptors: [descriptor], anchor: first.all.first?.anchor, limit: HKObjectQueryNoLimit) {
                    _, a, d, anchor, _ in
                    rest.add(a, d, anchor)
                })
            #expect(rest.all.first?.added.map(\.uuid) == walks.suffix(3).map(\.uuid))

            // a query over two types keeps running and hears of saves of either
            try await store.requestAuthorization(toShare: [Health.water], read: [Health.water])
            let both = Changes()
            let query = HKAnchoredObjectQuery(
                queryDescriptors: [descriptor, HKQueryDescriptor(sampleType: Health.water, predicate: nil)], anchor: rest.all.first?.anchor,
                limit: HKObjectQueryNoLimit
            ) { _, a, d, anchor, _ in both.add(a, d, anchor) }
            query.updateHandler = { _, a, d, anchor, _ in both.add(a, d, anchor) }
            store.execute(query)
            let glass = Health.drink(250, at: Health.at(14))
            try await store.save(glass)
            #expect(both.all.count == 2 && both.all[1].added.map(\.uuid) == [glass.uuid])
            store.stop(query)
        }

        @Test("catch HKError.errorNoData catches a statistics query's no-data error; other codes fall through")
        func errorCodes() {
            func classify(_ error: any Error) -> String {
                do { throw error } catch HKError.errorNoData { return "no data" } catch HKError.errorAuthorizationDenied {
                    return "denied"
                } catch { return "other" }
            }
            #expect(classify(HKError(.errorNoData)) == "no data")
            #expect(classify(HKError(.errorAuthorizationDenied)) == "denied")
            #expect(classify(NSError(domain: HKErrorDomain, code: 11)) == "no data")
            #expect(classify(CocoaError(.fileNoSuchFile)) == "other")
        }

        @Test("samples keep the device that recorded them; background delivery is kept per type; the six-minute walk is in meters")
        func devicesAndDelivery() async throws {
            HKHealthStore.reset()
            let watch = HKDevice(
                name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch7,1", firmwareVersion: nil,
                softwareVersion: "11.0", localIdentifier: nil, udiDeviceIdentifier: nil)
            let sample = HKQuantitySample(
                type: Health.steps, quantity: HKQuantity(unit: .count(), doubleValue: 10), start: Health.at(8), end: Health.at(9),
                device: watch,
                metadata: nil)
            #expect(sample.device?.name == "Apple Watch" && Health.walk(1, from: Health.at(8), to: Health.at(9)).device == nil)
            #expect(HKDevice.local().manufacturer == "Apple Inc.")
            let walkTest = HKQuantityType(.sixMinuteWalkTestDistance)
            #expect(walkTest.is(compatibleWith: .meter()) && !walkTest.is(compatibleWith: .count()))
            let store = HKHealthStore()
            let box = Box<Bool>()
            store.enableBackgroundDelivery(for: Health.steps, frequency: .hourly) { ok, _ in box.set(ok) }
            #expect(box.value == true && store.backgroundDeliveryFrequency(for: Health.steps) == .hourly)
            store.disableBackgroundDelivery(for: Health.steps) { _, _ in }
            #expect(store.backgroundDeliveryFrequency(for: Health.steps) == nil)
        }

        @Test("healthDataAccessRequest asks when its trigger changes and hands the answer to its completion")
        func accessRequest() throws {
            HKHealthStore.reset()
            let model = PermissionModel()
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: PermissionScreen(model: model))
            window.layout()
            #expect(model.results.isEmpty)
            #expect(HKHealthStore().authorizationStatus(for: Health.steps) == .notDetermined)
            try window.tap(label: "Connect Health")
            window.layout()
            #expect(model.results == ["success true"])
            #expect(HKHealthStore().authorizationStatus(for: Health.steps) == .sharingAuthorized)
            HKHealthStore.setHealthDataAvailable(false)
            defer { HKHealthStore.reset() }
            try window.tap(label: "Connect Health")
            window.layout()
            #expect(model.results.count == 2 && model.results[1].hasPrefix("failure"))
        }
    }
}

@MainActor
final class PermissionModel {
    var results: [String] = []
}

/// A priming screen as Health apps write it: the button flips the trigger.
struct PermissionScreen: View {
    let model: PermissionModel
    @State private var trigger = false

    var body: some View {
        Button("Connect Health") { trigger.toggle() }
            .healthDataAccessRequest(store: HKHealthStore(), shareTypes: [Health.steps], readTypes: [Health.steps], trigger: trigger) {
                result in
                switch result {
                case .success(let shown): model.results.append("success \(shown)")
                case .failure(let error): model.results.append("failure \(error.localizedDescription)")
                }
            }
    }
}
