import Foundation
import NapkinFoundation
import Testing

/// `ListFormatter`: items joined as the locale writes a list.
@Suite("ListFormatter")
struct ListFormatterTests {
    private func formatter(_ locale: String) -> ListFormatter {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    @Test("en_US: the serial comma and 'and'; two items and one item")
    func english() {
        let english = formatter("en_US")
        #expect(english.string(from: ["Tea", "Cake", "Jam"]) == "Tea, Cake, and Jam")
        #expect(english.string(from: ["Tea", "Cake"]) == "Tea and Cake")
        #expect(english.string(from: ["Tea"]) == "Tea")
        #expect(english.string(from: []) == "")
    }

    @Test("Other locales: German and Spanish conjunctions")
    func otherLocales() {
        #expect(formatter("de_DE").string(from: ["Tee", "Kuchen", "Marmelade"]) == "Tee, Kuchen und Marmelade")
        #expect(formatter("es_ES").string(from: ["té", "pastel"]) == "té y pastel")
    }

    @Test("The item formatter formats each item; string(for:) takes an array")
    func itemFormatter() {
        let english = formatter("en_US")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        numbers.locale = Locale(identifier: "en_US")
        english.itemFormatter = numbers
        #expect(english.string(from: [0.25, 0.5]) == "25% and 50%")
        english.itemFormatter = nil
        #expect(english.string(for: [1, 2, 3]) == "1, 2, and 3")
        #expect(english.string(for: "a") == nil)
    }

    @Test("localizedString(byJoining:) uses the current locale's list")
    func localizedString() {
        let expected = ["a", "b"].formatted(.list(type: .and).locale(.current))
        #expect(ListFormatter.localizedString(byJoining: ["a", "b"]) == expected)
        #expect(ListFormatter.localizedString(byJoining: ["a", "b"]).contains("a"))
    }
}
