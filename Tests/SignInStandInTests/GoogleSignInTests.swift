import Foundation
import GoogleSignIn
import Testing

/// A fixed clock a test moves by hand.
final class TestClock: @unchecked Sendable {
    // Unchecked: `date` is read and written under `lock`.
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { date } }
    func advance(by seconds: TimeInterval) { lock.withLock { date += seconds } }
}

/// The claims of a JWT's payload.
func jwtClaims(_ token: String) throws -> [String: Any] {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    try #require(parts.count == 3)
    var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    let data = try #require(Data(base64Encoded: base64))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

let ada = SimulatedGoogleAccounts.Account(
    userID: "104857600", email: "ada@example.com", name: "Ada Lovelace",
    imageURL: URL(string: "https://lh3.googleusercontent.com/a/ACg8ocAda=s96-c"))

extension SignInStandInSuites {
    @MainActor
    @Suite("GoogleSignIn stand-in: signing in, restoring, signing out")
    struct GoogleSignInTests {
        let presenter = UIViewController()

        init() {
            SimulatedGoogleAccounts.shared.reset()
            GIDSignIn.sharedInstance.configuration = GIDConfiguration(clientID: "1234-abcd.apps.googleusercontent.com")
        }

        @Test("Signed out by default; with no account in the sheet a sign-in fails as the person closing it does")
        func canceled() async throws {
            let signIn = GIDSignIn.sharedInstance
            #expect(signIn.currentUser == nil)
            #expect(!signIn.hasPreviousSignIn())
            var outcome: (GIDSignInResult?, (any Error)?)?
            signIn.signIn(withPresenting: presenter) { result, error in outcome = (result, error) }
            let (result, error) = try #require(outcome)
            #expect(result == nil)
            let nsError = try #require(error as NSError?)
            #expect(nsError.domain == "com.google.GIDSignIn")
            #expect(nsError.code == -5)
            #expect(nsError.localizedDescription == "The user canceled the sign-in flow.")
            #expect((error as? GIDSignInError)?.code == .canceled)
            await #expect(throws: GIDSignInError(.canceled)) { try await signIn.signIn(withPresenting: presenter) }
            do {
                _ = try await signIn.signIn(withPresenting: presenter)
            } catch GIDSignInError.canceled {
                // the pattern apps write to tell a closed sheet from a failure
            } catch {
                Issue.record("not canceled: \(error)")
            }
            #expect(signIn.currentUser == nil)
            #expect(SimulatedGoogleAccounts.shared.sheetsShown == 3)
        }

        @Test("A simulated account signs in: profile, scopes, tokens and an ID token naming it")
        func signsIn() async throws {
            let clock = TestClock()
            SimulatedGoogleAccounts.shared.setClock { clock.now }
            SimulatedGoogleAccounts.shared.account = ada
            let calendar = "https://www.googleapis.com/auth/calendar.readonly"
            let result = try await GIDSignIn.sharedInstance.signIn(
                withPresenting: presenter, hint: "ada@example.com", additionalScopes: [calendar], nonce: "n-42")
            let user = result.user
            #expect(GIDSignIn.sharedInstance.currentUser === user)
            #expect(user.userID == "104857600")
            let profile = try #require(user.profile)
            #expect(profile.name == "Ada Lovelace")
            #expect(profile.givenName == "Ada")
            #expect(profile.familyName == "Lovelace")
            #expect(profile.email == "ada@example.com")
            #expect(profile.hasImage)
            #expect(profile.imageURL(withDimension: 120)?.absoluteString == "https://lh3.googleusercontent.com/a/ACg8ocAda=s120")
            #expect(
                Set(user.grantedScopes ?? []) == [
                    "openid", "https://www.googleapis.com/auth/userinfo.email",
                    "https://www.googleapis.com/auth/userinfo.profile", calendar,
                ])
            #expect(user.accessToken.expirationDate == clock.now.addingTimeInterval(3600))
            #expect(user.refreshToken.expirationDate == nil)
            #expect(user.accessToken.tokenString != user.refreshToken.tokenString)
            #expect(result.serverAuthCode == nil)
            #expect(user.configuration.clientID == "1234-abcd.apps.googleusercontent.com")
            let claims = try jwtClaims(try #require(user.idToken).tokenString)
            #expect(claims["sub"] as? String == "104857600")
            #expect(claims["email"] as? String == "ada@example.com")
            #expect(claims["aud"] as? String == "1234-abcd.apps.googleusercontent.com")
            #expect(claims["iss"] as? String == "https://accounts.google.com")
            #expect(claims["nonce"] as? String == "n-42")
            #expect(claims["exp"] as? Int == Int(clock.now.timeIntervalSince1970) + 3600)
            #expect(GIDSignIn.sharedInstance.hasPreviousSignIn())
        }

        @Test("A server client ID gets a server auth code and is the ID token's audience")
        func serverClient() throws {
            SimulatedGoogleAccounts.shared.account = ada
            GIDSignIn.sharedInstance.configuration = GIDConfiguration(
                clientID: "1234-abcd.apps.googleusercontent.com", serverClientID: "5678-server.apps.googleusercontent.com")
            var received: GIDSignInResult?
            GIDSignIn.sharedInstance.signIn(withPresenting: presenter) { result, _ in received = result }
            let result = try #require(received)
            #expect(result.serverAuthCode?.isEmpty == false)
            #expect(
                try jwtClaims(try #require(result.user.idToken).tokenString)["aud"] as? String == "5678-server.apps.googleusercontent.com")
        }

        @Test("The sign-in is restored later without the sheet; a seeded earlier sign-in too")
        func restores() async throws {
            SimulatedGoogleAccounts.shared.account = ada
            let first = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter).user
            SimulatedGoogleAccounts.shared.account = nil
            let sheets = SimulatedGoogleAccounts.shared.sheetsShown
            var restored: GIDGoogleUser?
            GIDSignIn.sharedInstance.restorePreviousSignIn { user, error in
                #expect(error == nil)
                restored = user
            }
            let user = try #require(restored)
            #expect(user.userID == first.userID)
            #expect(user.refreshToken.isEqual(to: first.refreshToken))
            #expect(GIDSignIn.sharedInstance.currentUser === user)
            #expect(SimulatedGoogleAccounts.shared.sheetsShown == sheets)

            SimulatedGoogleAccounts.shared.reset()
            let grace = SimulatedGoogleAccounts.Account(userID: "2", email: "grace@example.com", name: "Grace Hopper")
            SimulatedGoogleAccounts.shared.signInPreviously(grace, clientID: "1234-abcd.apps.googleusercontent.com")
            #expect(GIDSignIn.sharedInstance.hasPreviousSignIn())
            let seeded = try await GIDSignIn.sharedInstance.restorePreviousSignIn()
            #expect(seeded.profile?.email == "grace@example.com")
            #expect(seeded.profile?.hasImage == false)
            #expect(seeded.profile?.imageURL(withDimension: 96) == nil)
        }

        @Test("Signing out clears the user and the keychain; restoring then fails with hasNoAuthInKeychain")
        func signsOut() async throws {
            SimulatedGoogleAccounts.shared.account = ada
            _ = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter)
            GIDSignIn.sharedInstance.signOut()
            #expect(GIDSignIn.sharedInstance.currentUser == nil)
            #expect(!GIDSignIn.sharedInstance.hasPreviousSignIn())
            await #expect(throws: GIDSignInError(.hasNoAuthInKeychain)) { try await GIDSignIn.sharedInstance.restorePreviousSignIn() }
            var failure: (any Error)?
            GIDSignIn.sharedInstance.restorePreviousSignIn { _, error in failure = error }
            #expect((failure as NSError?)?.code == -4)
            #expect((failure as NSError?)?.domain == kGIDSignInErrorDomain)
        }

        @Test("Disconnecting revokes the grant: a kept user's tokens no longer refresh")
        func disconnects() async throws {
            SimulatedGoogleAccounts.shared.account = ada
            let user = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter).user
            try await GIDSignIn.sharedInstance.disconnect()
            #expect(GIDSignIn.sharedInstance.currentUser == nil)
            #expect(!GIDSignIn.sharedInstance.hasPreviousSignIn())
            await #expect(throws: GIDSignInError(.refreshTokenExpired)) { try await user.refreshTokensIfNeeded() }
        }

        @Test("Tokens are refreshed only when the access token is about to expire")
        func refreshes() async throws {
            let clock = TestClock()
            SimulatedGoogleAccounts.shared.setClock { clock.now }
            SimulatedGoogleAccounts.shared.account = ada
            let user = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter).user
            let first = user.accessToken
            clock.advance(by: 600)
            #expect(try await user.refreshTokensIfNeeded() === user)
            #expect(user.accessToken.isEqual(to: first))
            clock.advance(by: 2990)
            var refreshed: GIDGoogleUser?
            user.refreshTokensIfNeeded { user, error in
                #expect(error == nil)
                refreshed = user
            }
            #expect(refreshed === user)
            #expect(!user.accessToken.isEqual(to: first))
            #expect(user.accessToken.expirationDate == clock.now.addingTimeInterval(3600))
            #expect(user.refreshToken.expirationDate == nil)
        }

        @Test("More scopes: granted in the consent sheet, refused when already granted, declined, or not the current user")
        func addsScopes() async throws {
            SimulatedGoogleAccounts.shared.account = ada
            let user = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter).user
            let drive = "https://www.googleapis.com/auth/drive.file"
            await #expect(throws: GIDSignInError(.scopesAlreadyGranted)) { try await user.addScopes(["openid"], presenting: presenter) }
            SimulatedGoogleAccounts.shared.grantsMoreScopes = false
            await #expect(throws: GIDSignInError(.canceled)) { try await user.addScopes([drive], presenting: presenter) }
            #expect(user.grantedScopes?.contains(drive) == false)
            SimulatedGoogleAccounts.shared.grantsMoreScopes = true
            let result = try await user.addScopes([drive], presenting: presenter)
            #expect(result.user === user)
            #expect(user.grantedScopes?.contains(drive) == true)
            let restored = try await GIDSignIn.sharedInstance.restorePreviousSignIn()
            #expect(restored.grantedScopes?.contains(drive) == true)
            await #expect(throws: GIDSignInError(.mismatchWithCurrentUser)) { try await user.addScopes(["x"], presenting: presenter) }
        }

        @Test("An error set for the next sign-in is the one reported, once")
        func injectedError() async throws {
            SimulatedGoogleAccounts.shared.account = ada
            SimulatedGoogleAccounts.shared.nextSignInError = .EMM
            await #expect(throws: GIDSignInError(.EMM)) { try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter) }
            #expect(try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter).user.userID == ada.userID)
        }

        @Test("Without a configuration (nor an Info.plist client ID) a sign-in fails saying what to set")
        func noConfiguration() async throws {
            GIDSignIn.sharedInstance.configuration = nil
            SimulatedGoogleAccounts.shared.account = ada
            do {
                _ = try await GIDSignIn.sharedInstance.signIn(withPresenting: presenter)
                Issue.record("signed in without a client ID")
            } catch {
                #expect((error as? GIDSignInError)?.code == .unknown)
                #expect(error.localizedDescription.contains("GIDConfiguration(clientID:"))
            }
            #expect(SimulatedGoogleAccounts.shared.sheetsShown == 0)
        }

        @Test("handle(_:) takes the URLs of the client's reversed-ID scheme only")
        func handlesURL() {
            let signIn = GIDSignIn.sharedInstance
            #expect(signIn.handle(URL(string: "com.googleusercontent.apps.1234-abcd:/oauth2redirect?code=x")!))
            #expect(!signIn.handle(URL(string: "myapp://settings")!))
            #expect(!signIn.handle(URL(string: "fb123456://authorize")!))
        }

        @Test("Error codes and domain are GoogleSignIn's")
        func errorCodes() {
            let codes: [(GIDSignInError.Code, Int)] = [
                (.unknown, -1), (.keychain, -2), (.hasNoAuthInKeychain, -4), (.canceled, -5), (.EMM, -6), (.ambiguousClaims, -7),
                (.scopesAlreadyGranted, -8), (.mismatchWithCurrentUser, -9), (.jsonSerializationFailure, -10), (.refreshTokenExpired, -11),
            ]
            for (code, number) in codes {
                #expect(code.rawValue == number)
                #expect((GIDSignInError(code) as NSError).code == number)
            }
            #expect(GIDSignInError.errorDomain == "com.google.GIDSignIn")
            #expect(GIDSignInError.canceled == .canceled)
        }
    }
}
