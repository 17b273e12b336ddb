import FacebookCore
import FacebookLogin
import Foundation
import Testing

let sam = SimulatedFacebookAccounts.Account(userID: "10001", name: "Sam Rivera", email: "sam@example.com")

/// Counts `AccessTokenDidChange` notifications.
final class TokenChanges: @unchecked Sendable {
    // Unchecked: `count` is read and written under `lock`.
    private let lock = NSLock()
    private var changes: [String?] = []
    private var observer: (any NSObjectProtocol)?

    init() {
        observer = NotificationCenter.default.addObserver(forName: .AccessTokenDidChange, object: nil, queue: nil) { [weak self] note in
            let new = (note.userInfo?[AccessTokenChangeNewKey] as? AccessToken)?.userID
            self?.lock.withLock { self?.changes.append(new) }
        }
    }

    var newUserIDs: [String?] { lock.withLock { changes } }

    deinit { observer.map(NotificationCenter.default.removeObserver) }
}

extension SignInStandInSuites {
    @MainActor
    @Suite("FacebookLogin stand-in: logging in and out")
    struct FacebookLoginTests {
        let presenter = UIViewController()

        init() {
            SimulatedFacebookAccounts.shared.reset()
            Settings.shared.appID = "123456789"
        }

        @Test("With no account the dialog is closed: the result is cancelled, with no error and no token")
        func cancelled() throws {
            var outcome: (LoginManagerLoginResult?, (any Error)?)?
            LoginManager().logIn(permissions: ["public_profile", "email"], from: presenter) { result, error in outcome = (result, error) }
            let (result, error) = try #require(outcome)
            #expect(error == nil)
            #expect(result?.isCancelled == true)
            #expect(result?.token == nil)
            #expect(AccessToken.current == nil)
            #expect(!AccessToken.isCurrentAccessTokenActive)
            var swiftResult: LoginResult?
            LoginManager().logIn(permissions: [.publicProfile], viewController: presenter) { swiftResult = $0 }
            guard case .cancelled = try #require(swiftResult) else {
                Issue.record("not cancelled")
                return
            }
            #expect(SimulatedFacebookAccounts.shared.dialogsShown == 2)
        }

        @Test("An account logs in: granted less declined, the current token and profile, a change notification")
        func logsIn() throws {
            let changes = TokenChanges()
            SimulatedFacebookAccounts.shared.account = sam
            SimulatedFacebookAccounts.shared.declinedPermissions = ["user_friends"]
            var received: LoginManagerLoginResult?
            LoginManager().logIn(permissions: ["email", "user_friends"], from: presenter) { result, error in
                #expect(error == nil)
                received = result
            }
            let result = try #require(received)
            #expect(!result.isCancelled)
            #expect(result.grantedPermissions == ["public_profile", "email"])
            #expect(result.declinedPermissions == ["user_friends"])
            let token = try #require(AccessToken.current)
            #expect(result.token === token)
            #expect(token.userID == "10001")
            #expect(token.appID == "123456789")
            #expect(token.hasGranted(.email))
            #expect(!token.hasGranted(.userFriends))
            #expect(token.hasGranted(permission: "public_profile"))
            #expect(token.declinedPermissions == [.userFriends])
            #expect(!token.tokenString.isEmpty)
            #expect(AccessToken.isCurrentAccessTokenActive)
            let profile = try #require(Profile.current)
            #expect(profile.userID == "10001")
            #expect(profile.name == "Sam Rivera")
            #expect(profile.firstName == "Sam")
            #expect(profile.lastName == "Rivera")
            #expect(profile.email == "sam@example.com")
            #expect(changes.newUserIDs == ["10001"])
        }

        @Test("The Swift form reports granted and declined permissions as Permission values")
        func swiftForm() throws {
            SimulatedFacebookAccounts.shared.account = sam
            SimulatedFacebookAccounts.shared.declinedPermissions = ["email"]
            var received: LoginResult?
            LoginManager().logIn(permissions: [.publicProfile, .email]) { received = $0 }
            guard case .success(let granted, let declined, let token) = try #require(received) else {
                Issue.record("did not log in")
                return
            }
            #expect(granted == [.publicProfile])
            #expect(declined == [.email])
            #expect(token?.userID == "10001")
            #expect(Profile.current?.email == nil)
        }

        @Test("Tokens expire after 60 days; logging out clears token and profile")
        func expiresAndLogsOut() throws {
            let clock = TestClock()
            SimulatedFacebookAccounts.shared.setClock { clock.now }
            SimulatedFacebookAccounts.shared.logInPreviously(sam, permissions: ["email"])
            let token = try #require(AccessToken.current)
            #expect(token.expirationDate == clock.now.addingTimeInterval(60 * 24 * 3600))
            #expect(token.hasGranted(.publicProfile) && token.hasGranted(.email))
            #expect(AccessToken.isCurrentAccessTokenActive)
            clock.advance(by: 61 * 24 * 3600)
            #expect(token.isExpired)
            #expect(!AccessToken.isCurrentAccessTokenActive)
            LoginManager().logOut()
            #expect(AccessToken.current == nil)
            #expect(Profile.current == nil)
        }

        @Test("A login error is a LoginError in Facebook's login domain")
        func loginError() throws {
            SimulatedFacebookAccounts.shared.account = sam
            SimulatedFacebookAccounts.shared.nextLoginErrorCode = LoginErrorCode.userMismatch.rawValue
            var failure: (any Error)?
            LoginManager().logIn(permissions: [], from: nil) { _, error in failure = error }
            let error = try #require(failure)
            #expect((error as? LoginError)?.code == .userMismatch)
            #expect((error as NSError).domain == "com.facebook.sdk.login")
            #expect((error as NSError).code == 304)
            #expect(AccessToken.current == nil)
        }

        @Test("Permissions from string literals are the named cases; unknown names are custom")
        func permissions() {
            let known: Permission = "user_birthday"
            #expect(known == .userBirthday)
            #expect(Permission.publicProfile.name == "public_profile")
            #expect(Permission.userActionsMusic.name == "user_actions.music")
            let custom: Permission = "instagram_basic"
            #expect(custom == .custom("instagram_basic"))
            #expect(custom.name == "instagram_basic")
        }

        @Test("The application delegate initialises the SDK and takes only fb<app ID> URLs")
        func applicationDelegate() {
            let delegate = ApplicationDelegate.shared
            #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
            #expect(delegate.isSDKInitialized)
            #expect(delegate.application(UIApplication.shared, open: URL(string: "fb123456789://authorize/#access_token=x")!, options: [:]))
            #expect(!delegate.application(UIApplication.shared, open: URL(string: "myapp://home")!, options: [.sourceApplication: "x"]))
            let profile = Profile(
                userID: "10001", firstName: "Sam", middleName: nil, lastName: "Rivera", name: "Sam Rivera", linkURL: nil, refreshDate: nil)
            let picture = profile.imageURL(forMode: .square, size: CGSize(width: 50, height: 50))
            #expect(picture?.absoluteString == "https://graph.facebook.com/10001/picture?type=square&width=50&height=50")
        }
    }
}
