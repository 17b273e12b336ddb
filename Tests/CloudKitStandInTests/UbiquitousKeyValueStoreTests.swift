import CloudKit
import Foundation
import Testing

/// The notifications `store` posts while `body` runs.
private func notifications(of store: NSUbiquitousKeyValueStore, during body: () -> Void) -> [(reason: Int?, keys: [String])] {
    let seen = Box<[(reason: Int?, keys: [String])]>([])
    let observer = NotificationCenter.default.addObserver(
        forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: store, queue: nil
    ) { note in
        let reason = note.userInfo?[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int
        let keys = note.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
        seen.value.append((reason, keys))
    }
    body()
    NotificationCenter.default.removeObserver(observer)
    return seen.value
}

@Suite("NSUbiquitousKeyValueStore: iCloud's key-value store in memory")
struct UbiquitousKeyValueStoreTests {
    @Test("the typed setters and getters store and read property lists as Foundation's do")
    func typedValues() {
        let store = NSUbiquitousKeyValueStore()
        store.set("Sam", forKey: "name")
        store.set(Int64(10_000), forKey: "goal")
        store.set(2.5, forKey: "km")
        store.set(true, forKey: "metric")
        store.set(Data([1, 2]), forKey: "blob")
        store.set(["a", "b"] as [Any], forKey: "badges")
        store.set(["streak": 3] as [String: Any], forKey: "stats")
        store.set(7 as Any, forKey: "level")
        #expect(store.string(forKey: "name") == "Sam" && store.string(forKey: "goal") == nil)
        #expect(store.longLong(forKey: "goal") == 10_000 && store.longLong(forKey: "level") == 7 && store.longLong(forKey: "nothing") == 0)
        #expect(store.double(forKey: "km") == 2.5 && store.double(forKey: "goal") == 10_000)
        #expect(store.bool(forKey: "metric") && !store.bool(forKey: "name") && !store.bool(forKey: "nothing"))
        #expect(store.data(forKey: "blob") == Data([1, 2]))
        #expect(store.array(forKey: "badges") as? [String] == ["a", "b"])
        #expect(store.dictionary(forKey: "stats")?["streak"] as? Int == 3)
        #expect(store.object(forKey: "name") as? String == "Sam")
        #expect(store.dictionaryRepresentation.keys.sorted() == ["badges", "blob", "goal", "km", "level", "metric", "name", "stats"])
        store.removeObject(forKey: "name")
        store.set(nil as String?, forKey: "km")
        #expect(store.object(forKey: "name") == nil && store.object(forKey: "km") == nil)
        #expect(store.synchronize())
        store.resetSimulatedStore()
        #expect(store.dictionaryRepresentation.isEmpty)
        #expect(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)
    }

    @Test("a change from another device updates the values and posts didChangeExternally with the reason and keys")
    func externalChange() {
        let store = NSUbiquitousKeyValueStore()
        store.set("old", forKey: "theme")
        let seen = notifications(of: store) {
            store.simulateExternalChange(["theme": "dark", "goal": Int64(8_000)])
            store.simulateExternalChange(["theme": nil], reason: NSUbiquitousKeyValueStoreAccountChange)
        }
        #expect(seen.map(\.reason) == [NSUbiquitousKeyValueStoreServerChange, NSUbiquitousKeyValueStoreAccountChange])
        let keys: [[String]] = seen.map(\.keys)
        #expect(keys == [["goal", "theme"], ["theme"]])
        #expect(store.string(forKey: "theme") == nil && store.longLong(forKey: "goal") == 8_000)
        // The app's own writes post nothing.
        #expect(notifications(of: store) { store.set("light", forKey: "theme") }.isEmpty)
        let reasons: [Int] = [
            NSUbiquitousKeyValueStoreServerChange, NSUbiquitousKeyValueStoreInitialSyncChange,
            NSUbiquitousKeyValueStoreQuotaViolationChange,
            NSUbiquitousKeyValueStoreAccountChange,
        ]
        #expect(reasons == [0, 1, 2, 3])
    }

    @Test("over iCloud's limits (64-byte keys, 1024 keys, 1 MB) a write is not kept and posts a quota violation")
    func quota() {
        let store = NSUbiquitousKeyValueStore()
        let longKey = String(repeating: "k", count: 65)
        var seen = notifications(of: store) { store.set("x", forKey: longKey) }
        #expect(store.object(forKey: longKey) == nil)
        #expect(seen.map(\.reason) == [NSUbiquitousKeyValueStoreQuotaViolationChange])
        #expect(seen.first?.keys == [longKey])
        store.set("x", forKey: String(repeating: "k", count: 64))
        #expect(store.dictionaryRepresentation.count == 1)

        for index in 1..<1024 { store.set(Int64(index), forKey: "key\(index)") }
        #expect(store.dictionaryRepresentation.count == 1024)
        seen = notifications(of: store) { store.set(true, forKey: "one-too-many") }
        #expect(seen.map(\.reason) == [NSUbiquitousKeyValueStoreQuotaViolationChange] && store.object(forKey: "one-too-many") == nil)
        // Replacing a value is no new key.
        store.set(Int64(0), forKey: "key1")
        #expect(store.longLong(forKey: "key1") == 0)

        store.resetSimulatedStore()
        store.set(Data(count: 1_000_000), forKey: "photo")
        seen = notifications(of: store) { store.set(Data(count: 100_000), forKey: "thumbnail") }
        #expect(seen.map(\.reason) == [NSUbiquitousKeyValueStoreQuotaViolationChange])
        #expect(store.data(forKey: "photo")?.count == 1_000_000 && store.data(forKey: "thumbnail") == nil)
    }
}
