import Foundation

// A sign-up form's validator as iOS apps write it: a file that imports only Foundation and checks
// an email and a password with `NSPredicate(format:)`. Linux's Foundation marks that initialiser
// unavailable; with the AppleImports plugin NapkinFoundation's runs. Without the plugin this file
// does not compile.

struct SignUpValidator {
    private static let emailPattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"

    func isValidEmail(_ email: String) -> Bool {
        NSPredicate(format: "SELF MATCHES %@", Self.emailPattern).evaluate(with: email)
    }

    func isStrongPassword(_ password: String) -> Bool {
        let predicate: NSPredicate = NSPredicate(format: "SELF MATCHES %@", "^(?=.*[A-Z])(?=.*[0-9]).{8,}$")
        return predicate.evaluate(with: password)
    }

    func adults(in people: [[String: Any]]) -> [String] {
        let grownUp = NSPredicate(format: "age >= %d AND name BEGINSWITH[c] %@", 18, "a")
        return people.filter { grownUp.evaluate(with: $0) }.compactMap { $0["name"] as? String }
    }
}
