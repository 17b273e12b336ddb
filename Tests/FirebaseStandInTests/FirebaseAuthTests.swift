import FirebaseAuth
import Foundation
import Testing

/// An unsigned JWT carrying `claims`, as an ID token of a sign-in provider is shaped.
func googleIDToken(_ claims: [String: Any]) -> String {
    func part(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
    return "\(part(["alg": "none", "typ": "JWT"])).\(part(claims))."
}

/// The code of the FirebaseAuth error `body` throws, or `nil` when it throws none (or another kind).
func authErrorCode(_ body: () async throws -> Void) async -> AuthErrorCode? {
    do {
        try await body()
        return nil
    } catch {
        let nsError = error as NSError
        guard nsError.domain == AuthErrors.domain else { return nil }
        return AuthErrorCode(rawValue: nsError.code)
    }
}

/// Collects what an auth state listener is called with.
final class ListenerLog: @unchecked Sendable {
    // Unchecked: `calls` is read and written under `lock`.
    private let lock = NSLock()
    private var calls: [String?] = []

    func record(_ user: User?) { lock.withLock { calls.append(user?.email ?? user?.uid) } }
    var all: [String?] { lock.withLock { calls } }
}

extension FirebaseStandInSuites {
    @Suite("FirebaseAuth stand-in: email sign-in and sign-up rules, credentials, listeners, the user's account")
    struct FirebaseAuthTests {
        init() {
            SimulatedFirebase.reset()
            FirebaseApp.configure()
        }

        @Test(
            "An email and password sign-in: the seeded account signs in; wrong password, unknown email, bad format fail with Firebase's codes"
        )
        func emailSignIn() async throws {
            SimulatedFirebaseAuth.shared.addAccount(email: "Ada@Example.com", password: "analytical", displayName: "Ada Lovelace")
            #expect(Auth.auth().currentUser == nil)
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada@example.com", password: "wrong-one") } == .wrongPassword)
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "bob@example.com", password: "analytical") } == .userNotFound)
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada.example.com", password: "analytical") } == .invalidEmail)
            #expect(Auth.auth().currentUser == nil)

            let result = try await Auth.auth().signIn(withEmail: "ADA@example.com", password: "analytical")
            #expect(result.user.email == "ada@example.com")
            #expect(result.user.displayName == "Ada Lovelace")
            #expect(result.user.uid.count == 28)
            #expect(result.user.isAnonymous == false)
            #expect(result.additionalUserInfo?.isNewUser == false)
            #expect(result.user.providerData.map(\.providerID) == ["password"])
            #expect(Auth.auth().currentUser?.uid == result.user.uid)

            SimulatedFirebaseAuth.shared.emailEnumerationProtection = true
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada@example.com", password: "nope-nope") }
                    == .invalidCredential)
        }

        @Test("The completion form reports the error as an NSError of FIRAuthErrorDomain with a description")
        func completionError() throws {
            var reported: Error?
            var result: AuthDataResult?
            Auth.auth().signIn(withEmail: "nobody@example.com", password: "whatever") { data, error in
                result = data
                reported = error
            }
            #expect(result == nil)
            let error = try #require(reported as NSError?)
            #expect(error.domain == "FIRAuthErrorDomain")
            #expect(error.code == 17011)
            #expect(error.userInfo[AuthErrors.userInfoNameKey] as? String == "ERROR_USER_NOT_FOUND")
            #expect(error.localizedDescription.contains("No account"))
            #expect((reported as? AuthErrorCode) == .userNotFound)
        }

        @Test("createUser applies Firebase's rules: a well-formed email, a password of 6 or more, an unused address")
        func createUserRules() async throws {
            #expect(await authErrorCode { try await Auth.auth().createUser(withEmail: "grace@", password: "cobol1959") } == .invalidEmail)
            #expect(
                await authErrorCode { try await Auth.auth().createUser(withEmail: "grace@example.com", password: "12345") } == .weakPassword
            )
            #expect(await authErrorCode { try await Auth.auth().createUser(withEmail: "", password: "123456") } == .missingEmail)
            let made = try await Auth.auth().createUser(withEmail: "grace@example.com", password: "123456")
            #expect(made.additionalUserInfo?.isNewUser == true)
            #expect(Auth.auth().currentUser?.email == "grace@example.com")
            #expect(SimulatedFirebaseAuth.shared.accounts().map(\.email) == ["grace@example.com"])
            #expect(
                await authErrorCode { try await Auth.auth().createUser(withEmail: "Grace@example.com", password: "another1") }
                    == .emailAlreadyInUse)
            try Auth.auth().signOut()
            let again = try await Auth.auth().signIn(withEmail: "grace@example.com", password: "123456")
            #expect(again.user.uid == made.user.uid)
        }

        @Test("A state listener is called at once with the current user, then at each sign-in and sign-out, until removed")
        func listeners() async throws {
            SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical")
            let log = ListenerLog()
            let handle: AuthStateDidChangeListenerHandle = Auth.auth().addStateDidChangeListener { _, user in log.record(user) }
            #expect(log.all == [nil])
            try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical")
            #expect(log.all == [nil, "ada@example.com"])
            try Auth.auth().signOut()
            #expect(log.all == [nil, "ada@example.com", nil])
            try Auth.auth().signOut()
            #expect(log.all.count == 3)
            Auth.auth().removeStateDidChangeListener(handle)
            try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical")
            #expect(log.all.count == 3)
            #expect(Auth.auth().currentUser != nil)
        }

        @Test("Anonymous sign-in makes an anonymous user, kept by a second call")
        func anonymous() async throws {
            let first = try await Auth.auth().signInAnonymously()
            #expect(first.user.isAnonymous)
            #expect(first.user.email == nil)
            #expect(first.user.providerData.isEmpty)
            let second = try await Auth.auth().signInAnonymously()
            #expect(second.user.uid == first.user.uid)
        }

        @Test("link(with:) turns an anonymous user into an email account with the same uid; Firebase's link errors; unlink")
        func linkAnonymous() async throws {
            let guest = try await Auth.auth().signInAnonymously().user
            let linked = try await guest.link(with: EmailAuthProvider.credential(withEmail: "Guest@Example.com", password: "secret7"))
            #expect(linked.user.uid == guest.uid && !guest.isAnonymous && guest.email == "guest@example.com")
            #expect(Auth.auth().currentUser?.uid == guest.uid)
            #expect(
                await authErrorCode {
                    try await guest.link(with: EmailAuthProvider.credential(withEmail: "g2@example.com", password: "secret7"))
                }
                    == .providerAlreadyLinked)
            // The same address is now taken: another guest cannot link it.
            try Auth.auth().signOut()
            let other = try await Auth.auth().signInAnonymously().user
            #expect(
                await authErrorCode {
                    try await other.link(with: EmailAuthProvider.credential(withEmail: "guest@example.com", password: "secret7"))
                }
                    == .emailAlreadyInUse)
            #expect(
                await authErrorCode {
                    try await other.link(with: EmailAuthProvider.credential(withEmail: "new@example.com", password: "123"))
                }
                    == .weakPassword)
            // A Google identity links once; the account then signs in with either.
            let idToken = googleIDToken(["sub": "5550001", "email": "other@gmail.com", "name": "Other Person", "email_verified": true])
            try await other.link(with: GoogleAuthProvider.credential(withIDToken: idToken, accessToken: "ya29.link"))
            #expect(other.email == "other@gmail.com" && other.displayName == "Other Person" && !other.isAnonymous)
            try Auth.auth().signOut()
            let again = try await Auth.auth().signIn(with: GoogleAuthProvider.credential(withIDToken: idToken, accessToken: "ya29.again"))
            #expect(again.user.uid == other.uid)
            // Through the completion form, the password account signs in after linking; unlink removes Google.
            let signedIn = try await Auth.auth().signIn(withEmail: "guest@example.com", password: "secret7")
            #expect(signedIn.user.uid == guest.uid)
            let unlinked = try await again.user.unlink(fromProvider: GoogleAuthProvider.id)
            #expect(unlinked.uid == other.uid)
            #expect(await authErrorCode { _ = try await again.user.unlink(fromProvider: GoogleAuthProvider.id) } == .noSuchProvider)
            var completionError: AuthErrorCode?
            guest.link(with: EmailAuthProvider.credential(withEmail: "x@example.com", password: "secret7")) { _, error in
                completionError = error as? AuthErrorCode
            }
            #expect(completionError == .providerAlreadyLinked)
        }

        @Test("A Google Sign-In ID token signs in with GoogleAuthProvider: the account is made once, named from the token")
        func googleCredential() async throws {
            // The ID token as Google Sign-In gives it (a JWT; SignInStandInTests pins that the GoogleSignIn stand-in's has these
            // claims), made here so this suite does not share GoogleSignIn's simulated accounts with that one.
            let idToken = googleIDToken(["sub": "104857600", "email": "ada@gmail.com", "name": "Ada Lovelace", "email_verified": true])
            let credential = GoogleAuthProvider.credential(withIDToken: idToken, accessToken: "ya29.test-access")
            let first = try await Auth.auth().signIn(with: credential)
            #expect(first.additionalUserInfo?.isNewUser == true)
            #expect(first.additionalUserInfo?.providerID == "google.com")
            #expect(first.user.email == "ada@gmail.com")
            #expect(first.user.displayName == "Ada Lovelace")
            #expect(first.user.providerData.first?.uid == "104857600")
            try Auth.auth().signOut()
            let second = try await Auth.auth().signIn(with: credential)
            #expect(second.additionalUserInfo?.isNewUser == false)
            #expect(second.user.uid == first.user.uid)
            #expect(
                await authErrorCode { try await Auth.auth().signIn(with: GoogleAuthProvider.credential(withIDToken: "", accessToken: "")) }
                    == .invalidCredential)
        }

        @Test("An Apple credential names a new account from the full name; an email credential checks the password")
        func appleAndEmailCredentials() async throws {
            var name = PersonNameComponents()
            name.givenName = "Grace"
            name.familyName = "Hopper"
            let apple = OAuthProvider.appleCredential(withIDToken: "apple-identity-token-001", rawNonce: "nonce", fullName: name)
            let result = try await Auth.auth().signIn(with: apple)
            #expect(result.user.displayName == "Grace Hopper")
            #expect(result.user.providerData.map(\.providerID) == ["apple.com"])
            #expect(result.credential?.idToken == "apple-identity-token-001")

            SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical")
            let wrong = EmailAuthProvider.credential(withEmail: "ada@example.com", password: "engine")
            #expect(await authErrorCode { try await Auth.auth().signIn(with: wrong) } == .wrongPassword)
            let right = EmailAuthProvider.credential(withEmail: "ada@example.com", password: "analytical")
            #expect(try await Auth.auth().signIn(with: right).user.email == "ada@example.com")
        }

        @Test("The user's account: profile changes, password update, verification after reload, password reset email, delete")
        func userAccount() async throws {
            SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical")
            let user = try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical").user
            let change = user.createProfileChangeRequest()
            change.displayName = "Countess of Lovelace"
            change.photoURL = URL(string: "https://example.com/ada.png")
            try await change.commitChanges()
            #expect(user.displayName == "Countess of Lovelace")
            #expect(
                SimulatedFirebaseAuth.shared.account(email: "ada@example.com")?.photoURL?.absoluteString == "https://example.com/ada.png")

            #expect(await authErrorCode { try await user.updatePassword(to: "short") } == .weakPassword)
            try await user.updatePassword(to: "difference-engine")
            try Auth.auth().signOut()
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical") } == .wrongPassword
            )
            let back = try await Auth.auth().signIn(withEmail: "ada@example.com", password: "difference-engine").user

            try await back.sendEmailVerification()
            #expect(back.isEmailVerified == false)
            #expect(SimulatedFirebaseAuth.shared.verifyEmail("ada@example.com"))
            #expect(back.isEmailVerified == false)
            try await back.reload()
            #expect(back.isEmailVerified)

            try await Auth.auth().sendPasswordReset(withEmail: "ada@example.com")
            #expect(await authErrorCode { try await Auth.auth().sendPasswordReset(withEmail: "bob@example.com") } == .userNotFound)
            #expect(SimulatedFirebaseAuth.shared.sentEmails.map(\.kind) == [.emailVerification, .passwordReset])
            try await back.sendEmailVerification(beforeUpdatingEmail: "countess@example.com")
            #expect(SimulatedFirebaseAuth.shared.sentEmails.last?.email == "countess@example.com" && back.email == "ada@example.com")
            #expect(await authErrorCode { try await back.sendEmailVerification(beforeUpdatingEmail: "not an address") } == .invalidEmail)
            #expect(AuthErrorDomain == "FIRAuthErrorDomain")

            let token = try await back.getIDToken()
            #expect(token.split(separator: ".", omittingEmptySubsequences: false).count == 3)

            try await back.delete()
            #expect(Auth.auth().currentUser == nil)
            #expect(SimulatedFirebaseAuth.shared.accounts().isEmpty)
            #expect(await authErrorCode { try await back.reload() } == .userNotFound)
        }

        @Test("signInPreviously makes a seeded account current, as a preview of a signed-in screen needs; a network error is reported once")
        func previewsAndNetwork() async throws {
            SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical")
            #expect(SimulatedFirebaseAuth.shared.signInPreviously(email: "nobody@example.com") == nil)
            let user = try #require(SimulatedFirebaseAuth.shared.signInPreviously(email: "ada@example.com"))
            #expect(Auth.auth().currentUser?.uid == user.uid)
            try Auth.auth().signOut()
            SimulatedFirebaseAuth.shared.nextError = .networkError
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical") } == .networkError)
            #expect(try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical").user.email == "ada@example.com")
        }

        @Test("Each app has its own Auth and project; deleting the app drops its Auth")
        func perApp() async throws {
            let options = FirebaseOptions(googleAppID: "1:7:ios:7", gcmSenderID: "7")
            options.projectID = "other-project"
            FirebaseApp.configure(name: "other", options: options)
            let other = try #require(FirebaseApp.app(name: "other"))
            SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical", projectID: "other-project")
            #expect(
                await authErrorCode { try await Auth.auth().signIn(withEmail: "ada@example.com", password: "analytical") } == .userNotFound)
            let otherAuth = Auth.auth(app: other)
            #expect(Auth.auth(app: other) === otherAuth)
            #expect(otherAuth.app === other)
            try await otherAuth.signIn(withEmail: "ada@example.com", password: "analytical")
            #expect(Auth.auth().currentUser == nil)
            #expect(await other.delete())
            #expect(otherAuth.currentUser == nil)
        }
    }
}
