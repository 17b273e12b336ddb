import Foundation
import Testing

@Suite("NSPredicate(format:) in a file importing only Foundation, through the plugin")
struct SignUpValidatorTests {
    let validator = SignUpValidator()

    @Test("an email matches the pattern as a whole, as iOS's MATCHES does")
    func emails() {
        #expect(validator.isValidEmail("ann@example.com"))
        #expect(!validator.isValidEmail("ann@example"))
        #expect(!validator.isValidEmail("ann example.com"))
        #expect(!validator.isValidEmail("x ann@example.com"), "MATCHES anchors the whole string")
    }

    @Test("a password needs a capital, a digit and eight characters")
    func passwords() {
        #expect(validator.isStrongPassword("Sunrise2024"))
        #expect(!validator.isStrongPassword("sunrise2024"))
        #expect(!validator.isStrongPassword("Sun2"))
    }

    @Test("a comparison and a case-insensitive prefix read a dictionary's entries")
    func dictionaries() {
        let people: [[String: Any]] = [["name": "Ann", "age": 41], ["name": "amir", "age": 12], ["name": "Bo", "age": 30]]
        #expect(validator.adults(in: people) == ["Ann"])
    }
}
