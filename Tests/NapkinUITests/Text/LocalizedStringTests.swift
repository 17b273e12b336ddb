import Foundation
import Testing

@testable import NapkinUI

/// `String.LocalizationValue` and `String(localized:)`, which Foundation on Linux lacks.
@Suite("String(localized:)")
struct LocalizedStringTests {
    @Test("The key has a specifier where each value was interpolated; untranslated, the key is filled in")
    func keysAndFallback() {
        let count = 3
        let name = "Ada"
        let items: String.LocalizationValue = "\(count) items"
        #expect(items.key == "%lld items")
        #expect(String(localized: items) == "3 items")
        #expect(String(localized: "Hello") == "Hello")
        let mixed: String.LocalizationValue = "\(name) carries \(2.5) kg, \(UInt8(7)) bags"
        #expect(mixed.key == "%@ carries %lf kg, %llu bags")
        #expect(String(localized: mixed) == "Ada carries 2.500000 kg, 7 bags")
        let percent: String.LocalizationValue = "100% of \(name)"
        #expect(percent.key == "100%% of %@")
        #expect(String(localized: percent) == "100% of Ada")
        #expect(String.LocalizationValue("Run-time key").key == "Run-time key")
        #expect(String(localized: String.LocalizationValue("50%")) == "50%")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)") == "Hi Ada")
    }

    @Test("A translation from a bundle's strings table is filled with the values, by position too")
    func tableLookup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-l10n-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = "\"%lld items\" = \"%lld Stück\";\n\"%@ and %@\" = \"%2$@ und %1$@\";\n\"greeting\" = \"Hallo %@\";\n"
        try Data(table.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let bundle = try #require(Bundle(url: folder))
        let count = 4
        #expect(String(localized: "\(count) items", bundle: bundle) == "4 Stück")
        #expect(String(localized: "\("tea") and \("cake")", bundle: bundle) == "cake und tea")
        #expect(String(localized: "greeting", defaultValue: "Hi \("Ada")", bundle: bundle) == "Hallo Ada")
        #expect(String(localized: "\(count) items", table: "Other", bundle: bundle) == "4 items")
    }

    @Test("A format fills specifiers in order or by position, keeps %% and unfilled specifiers")
    func format() {
        #expect(LocalizationFormat("%2$@ before %1$@").filled(with: ["a", "b"]) == "b before a")
        #expect(LocalizationFormat("%@ and %@").filled(with: ["x"]) == "x and %@")
        #expect(LocalizationFormat("%d%% done, %.1f left").filled(with: ["40", "1.5"]) == "40% done, 1.5 left")
        #expect(LocalizationFormat("trailing %").filled(with: []) == "trailing %")
        #expect(LocalizationFormat("%k stays").filled(with: ["x"]) == "%k stays")
    }
}
