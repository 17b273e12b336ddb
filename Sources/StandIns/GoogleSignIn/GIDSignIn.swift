import Foundation
import NapkinUI

/// What GoogleSignIn 6 called back with: the user or an error.
@available(*, deprecated, message: "GoogleSignIn 7 calls back with a GIDSignInResult")
public typealias GIDSignInCallback = (GIDGoogleUser?, (any Error)?) -> Void
/// What GoogleSignIn 6's disconnect called back with (7's `disconnect(completion:)` takes the same closure).
public typealias GIDDisconnectCallback = ((any Error)?) -> Void

/// Google Sign-In, as GoogleSignIn's `GIDSignIn`: signs the person in with their Google account, restores the
/// sign-in on later launches, signs out and disconnects.
///
/// On Linux the Google sign-in page is ``SimulatedGoogleAccounts``' sheet: a sign-in takes the account a test or
/// preview put there (``SimulatedGoogleAccounts/account``), or fails with ``GIDSignInError/Code/canceled`` (GoogleSignIn's
/// "The user canceled the sign-in flow.") as when the person closes the page; the sign-in is kept in the simulated
/// keychain for ``restorePreviousSignIn(completion:)``. Nothing reaches the network. Every call completes before it
/// returns (iOS calls back later on the main queue), so two flows never overlap.
///
/// Without a ``configuration``, a sign-in reads `GIDClientID` (and `GIDServerClientID`, `GIDHostedDomain`) from the
/// app's Info.plist, as GoogleSignIn 7 does; with neither, it fails with ``GIDSignInError/Code/unknown`` and a
/// message saying what to set, where GoogleSignIn raises an exception. The `hint` (an email for the page to
/// suggest) and a configuration's hosted domain are not checked against the simulated account.
open class GIDSignIn: NSObject, @unchecked Sendable {
    // Unchecked: the configuration and the current user are read and written under `lock`.

    private static let shared = GIDSignIn()

    /// The one `GIDSignIn` of the app.
    public class var sharedInstance: GIDSignIn { shared }

    private let lock = NSLock()
    private var storedConfiguration: GIDConfiguration?
    private var storedUser: GIDGoogleUser?

    private override init() {
        super.init()
    }

    /// The app's client and what sign-ins ask for; `nil` until set (sign-ins then read the Info.plist).
    public var configuration: GIDConfiguration? {
        get { lock.withLock { storedConfiguration } }
        set { lock.withLock { storedConfiguration = newValue } }
    }

    /// The user signed in now (by a sign-in or a restore), or `nil`.
    public var currentUser: GIDGoogleUser? { lock.withLock { storedUser } }

    /// Whether `url` is Google's sign-in page answering this app: its scheme is the configuration's client ID reversed,
    /// the redirect scheme the app registers. Call it from the app's `onOpenURL` or `application(_:open:options:)`; its
    /// result may be ignored, as Swift lets an Objective-C method's be.
    /// (No flow ever waits for the answer here: the simulated sheet has answered already.)
    @discardableResult
    open func handle(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let configuration = configuration ?? GIDConfiguration.fromInfoPlist() else {
            return false
        }
        return scheme == configuration.redirectScheme.lowercased()
    }

    /// Whether the keychain holds a sign-in to restore.
    open func hasPreviousSignIn() -> Bool {
        SimulatedGoogleAccounts.shared.hasSavedSignIn
    }

    /// Restores the keychain's sign-in without showing anything, making its user the ``currentUser``; fails with
    /// ``GIDSignInError/Code/hasNoAuthInKeychain`` when there is none (never signed in, signed out, disconnected).
    open func restorePreviousSignIn(completion: ((GIDGoogleUser?, (any Error)?) -> Void)? = nil) {
        switch restore() {
        case .success(let user): completion?(user, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``restorePreviousSignIn(completion:)`` awaited.
    open func restorePreviousSignIn() async throws -> GIDGoogleUser {
        try restore().get()
    }

    /// Signs the user out: no ``currentUser``, nothing in the keychain. The grant stays (the next sign-in asks no consent).
    open func signOut() {
        forgetCurrentUser()
        SimulatedGoogleAccounts.shared.forget(revoking: false)
    }

    /// Signs out and revokes the app's grant: the user's refresh token stops working. Calls `completion` with `nil`.
    open func disconnect(completion: (((any Error)?) -> Void)? = nil) {
        let token = currentUser?.refreshToken.tokenString
        forgetCurrentUser()
        SimulatedGoogleAccounts.shared.forget(revoking: true, also: token)
        completion?(nil)
    }

    /// ``disconnect(completion:)`` awaited.
    open func disconnect() async throws {
        disconnect(completion: nil)
    }

    // MARK: Signing in

    /// Shows the sign-in sheet over `presentingViewController` and calls `completion` with the result or an error.
    open func signIn(
        withPresenting presentingViewController: UIViewController, completion: ((GIDSignInResult?, (any Error)?) -> Void)? = nil
    ) {
        signIn(withPresenting: presentingViewController, hint: nil, additionalScopes: nil, nonce: nil, completion: completion)
    }

    /// ``signIn(withPresenting:completion:)`` suggesting the account of `hint` (an email address).
    open func signIn(
        withPresenting presentingViewController: UIViewController, hint: String?,
        completion: ((GIDSignInResult?, (any Error)?) -> Void)? = nil
    ) {
        signIn(withPresenting: presentingViewController, hint: hint, additionalScopes: nil, nonce: nil, completion: completion)
    }

    /// ``signIn(withPresenting:hint:completion:)`` asking for `additionalScopes` beyond the basic profile.
    open func signIn(
        withPresenting presentingViewController: UIViewController, hint: String?, additionalScopes: [String]?,
        completion: ((GIDSignInResult?, (any Error)?) -> Void)? = nil
    ) {
        signIn(withPresenting: presentingViewController, hint: hint, additionalScopes: additionalScopes, nonce: nil, completion: completion)
    }

    /// ``signIn(withPresenting:hint:additionalScopes:completion:)`` with a `nonce` the ID token carries.
    open func signIn(
        withPresenting presentingViewController: UIViewController, hint: String?, additionalScopes: [String]?, nonce: String?,
        completion: ((GIDSignInResult?, (any Error)?) -> Void)? = nil
    ) {
        switch signIn(configuration: nil, additionalScopes: additionalScopes ?? [], nonce: nonce) {
        case .success(let result): completion?(result, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``signIn(withPresenting:completion:)`` awaited.
    open func signIn(withPresenting presentingViewController: UIViewController) async throws -> GIDSignInResult {
        try signIn(configuration: nil, additionalScopes: [], nonce: nil).get()
    }

    /// ``signIn(withPresenting:hint:completion:)`` awaited.
    open func signIn(withPresenting presentingViewController: UIViewController, hint: String?) async throws -> GIDSignInResult {
        try signIn(configuration: nil, additionalScopes: [], nonce: nil).get()
    }

    /// ``signIn(withPresenting:hint:additionalScopes:completion:)`` awaited.
    open func signIn(
        withPresenting presentingViewController: UIViewController, hint: String?, additionalScopes: [String]?
    ) async throws -> GIDSignInResult {
        try signIn(configuration: nil, additionalScopes: additionalScopes ?? [], nonce: nil).get()
    }

    /// ``signIn(withPresenting:hint:additionalScopes:nonce:completion:)`` awaited.
    open func signIn(
        withPresenting presentingViewController: UIViewController, hint: String?, additionalScopes: [String]?, nonce: String?
    ) async throws -> GIDSignInResult {
        try signIn(configuration: nil, additionalScopes: additionalScopes ?? [], nonce: nonce).get()
    }

    // MARK: GoogleSignIn 6's calls
    //
    // 6's `restorePreviousSignIn(callback:)` and `disconnect(callback:)` are not kept: beside 7's `completion:` forms a
    // trailing closure would be ambiguous, and the closures are the same, so 6's trailing-closure calls compile as 7's.

    /// GoogleSignIn 6's sign-in with an explicit configuration (which becomes ``configuration``), calling back with
    /// the user. Removed in GoogleSignIn 7; kept so apps written against 6 compile.
    @available(
        *, deprecated, message: "GoogleSignIn 7: set GIDSignIn.sharedInstance.configuration, then signIn(withPresenting:completion:)"
    )
    open func signIn(
        with configuration: GIDConfiguration, presenting presentingViewController: UIViewController,
        callback: ((GIDGoogleUser?, (any Error)?) -> Void)? = nil
    ) {
        legacySignIn(configuration, additionalScopes: [], callback: callback)
    }

    /// GoogleSignIn 6's sign-in with a configuration and a hint.
    @available(*, deprecated, message: "GoogleSignIn 7: signIn(withPresenting:hint:completion:)")
    open func signIn(
        with configuration: GIDConfiguration, presenting presentingViewController: UIViewController, hint: String?,
        callback: ((GIDGoogleUser?, (any Error)?) -> Void)? = nil
    ) {
        legacySignIn(configuration, additionalScopes: [], callback: callback)
    }

    /// GoogleSignIn 6's sign-in with a configuration, a hint and more scopes.
    @available(*, deprecated, message: "GoogleSignIn 7: signIn(withPresenting:hint:additionalScopes:completion:)")
    open func signIn(
        with configuration: GIDConfiguration, presenting presentingViewController: UIViewController, hint: String?,
        additionalScopes: [String]?, callback: ((GIDGoogleUser?, (any Error)?) -> Void)? = nil
    ) {
        legacySignIn(configuration, additionalScopes: additionalScopes ?? [], callback: callback)
    }

    /// GoogleSignIn 6's sign-in awaited: the user.
    @available(*, deprecated, message: "GoogleSignIn 7: signIn(withPresenting:) returns a GIDSignInResult")
    open func signIn(with configuration: GIDConfiguration, presenting presentingViewController: UIViewController) async throws
        -> GIDGoogleUser
    {
        try signIn(configuration: configuration, additionalScopes: [], nonce: nil).get().user
    }

    private func legacySignIn(
        _ configuration: GIDConfiguration, additionalScopes: [String], callback: ((GIDGoogleUser?, (any Error)?) -> Void)?
    ) {
        switch signIn(configuration: configuration, additionalScopes: additionalScopes, nonce: nil) {
        case .success(let result): callback?(result.user, nil)
        case .failure(let error): callback?(nil, error)
        }
    }

    // MARK: The flows

    /// The interactive flow: the configuration, the simulated sheet, the new current user.
    private func signIn(configuration explicit: GIDConfiguration?, additionalScopes: [String], nonce: String?) -> Result<
        GIDSignInResult, GIDSignInError
    > {
        if let explicit { configuration = explicit }
        guard let configuration = configuration ?? GIDConfiguration.fromInfoPlist() else {
            return .failure(
                .make(
                    .unknown,
                    "No active configuration. Set GIDSignIn.sharedInstance.configuration = GIDConfiguration(clientID: ...) "
                        + "(or GIDClientID in the app's Info.plist) before signing in."))
        }
        let store = SimulatedGoogleAccounts.shared
        return store.presentSignInSheet(configuration: configuration, additionalScopes: additionalScopes, nonce: nonce).map {
            account, tokens in
            let user = GIDGoogleUser(account: account, configuration: configuration, tokens: tokens)
            lock.withLock { storedUser = user }
            return GIDSignInResult(user: user, serverAuthCode: configuration.serverClientID.map { _ in store.makeServerAuthCode() })
        }
    }

    private func restore() -> Result<GIDGoogleUser, GIDSignInError> {
        guard let (account, configuration, tokens) = SimulatedGoogleAccounts.shared.restore() else {
            return .failure(.make(.hasNoAuthInKeychain, "The user has never signed in before, or they have since signed out."))
        }
        let user = GIDGoogleUser(account: account, configuration: self.configuration ?? configuration, tokens: tokens)
        lock.withLock { storedUser = user }
        return .success(user)
    }

    /// The consent flow of ``GIDGoogleUser/addScopes(_:presenting:completion:)``.
    func addScopes(_ scopes: [String], to user: GIDGoogleUser) -> Result<GIDSignInResult, GIDSignInError> {
        guard currentUser === user else {
            return .failure(.make(.mismatchWithCurrentUser, "The user to add scopes to is not GIDSignIn's currentUser."))
        }
        let granted = user.grantedScopes ?? []
        guard scopes.contains(where: { !granted.contains($0) }) else {
            return .failure(.make(.scopesAlreadyGranted, "The requested scopes have already been granted to the currentUser."))
        }
        let store = SimulatedGoogleAccounts.shared
        guard store.presentConsentSheet() else { return .failure(.make(.canceled, SimulatedGoogleAccounts.canceledMessage)) }
        user.currentTokens = store.granting(scopes, to: user)
        store.save(user)
        return .success(
            GIDSignInResult(user: user, serverAuthCode: user.configuration.serverClientID.map { _ in store.makeServerAuthCode() }))
    }

    /// No current user (the store's reset).
    func forgetCurrentUser() {
        lock.withLock { storedUser = nil }
    }
}
