import Foundation
import NapkinFoundation
import Testing

/// Key-value coding on `UserDefaults`, as iOS code writes it (`setValue(token, forKey: "token")`):
/// the same as `set(_:forKey:)` and `object(forKey:)` on a real defaults domain.
@Suite("UserDefaults: setValue(_:forKey:) and value(forKey:)")
struct UserDefaultsKeyValueCodingTests {
    @Test("setValue stores what set would, value reads what object would, nil removes the key")
    func storesReadsAndRemoves() throws {
        let suite = "napkin.tests.kvc.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue("abc123", forKey: "token")
        defaults.setValue(42, forKey: "count")
        defaults.setValue(true, forKey: "loggedIn")
        #expect(defaults.string(forKey: "token") == "abc123")
        #expect(defaults.integer(forKey: "count") == 42)
        #expect(defaults.bool(forKey: "loggedIn"))
        #expect(defaults.value(forKey: "token") as? String == "abc123")
        #expect(defaults.value(forKey: "missing") == nil)
        defaults.setValue(nil, forKey: "token")
        #expect(defaults.object(forKey: "token") == nil)
    }
}
