import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import AuthenticationServices

/// A login screen's Apple button as screens write it, remembering what the tap did.
private final class SignInLog {
    var request: ASAuthorizationAppleIDRequest?
    var result: Result<ASAuthorization, any Error>?
}

private struct AppleLogin: View {
    let log: SignInLog

    var body: some View {
        SignInWithAppleButton(.continue) { request in
            request.requestedScopes = [.fullName, .email]
            request.nonce = "n-0"
            log.request = request
        } onCompletion: { result in
            log.result = result
        }
        .frame(height: 50)
        .padding()
    }
}

/// The three labels in one style, as a preview shows them.
private struct AppleButtons: View {
    let style: SignInWithAppleButton.Style

    var body: some View {
        VStack(spacing: 12) {
            SignInWithAppleButton(.signIn, onRequest: { _ in }, onCompletion: { _ in }).frame(height: 44)
            SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in }).frame(height: 44)
            SignInWithAppleButton(.signUp, onRequest: { _ in }, onCompletion: { _ in }).frame(height: 56)
        }
        .signInWithAppleButtonStyle(style)
        .padding()
        .background(Color(uiColor: .systemBackground))
    }
}

@MainActor
private final class Listener: ASAuthorizationControllerDelegate {
    var errors: [any Error] = []
    var authorizations = 0

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
        errors.append(error)
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        authorizations += 1
    }
}

@MainActor
@Suite("AuthenticationServices stand-in")
struct AuthenticationServicesTests {
    @Test("The button draws iOS's three styles and three labels, in light and dark")
    func styles() {
        let styles: [(String, SignInWithAppleButton.Style)] = [("black", .black), ("white", .white), ("whiteOutline", .whiteOutline)]
        for (name, style) in styles {
            for scheme in [ColorScheme.light, .dark] {
                let view = AppleButtons(style: style).environment(\.colorScheme, scheme)
                assertSnapshot(
                    of: AnyView(view), as: .image(layout: .fixed(width: 320, height: 200)),
                    named: "\(name)-\(scheme == .dark ? "dark" : "light")")
            }
        }
    }

    @Test("A tap fills a request, then fails cancelled: no Apple Account on Linux")
    func tap() throws {
        let log = SignInLog()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: AppleLogin(log: log))
        window.layout()
        try window.tap(label: "Continue with Apple")
        let request = try #require(log.request)
        #expect(request.requestedScopes == [.fullName, .email])
        #expect(request.nonce == "n-0")
        #expect(request.provider is ASAuthorizationAppleIDProvider)
        guard case .failure(let error) = try #require(log.result) else {
            Issue.record("the request succeeded")
            return
        }
        #expect((error as? ASAuthorizationError)?.code == .canceled)
        #expect((error as NSError).domain == "com.apple.AuthenticationServices.AuthorizationError")
        #expect((error as NSError).code == 1001)
    }

    @Test("The labels' words are iOS's")
    func labels() {
        #expect(SignInWithAppleButton.Label.signIn.title == "Sign in with Apple")
        #expect(SignInWithAppleButton.Label.continue.title == "Continue with Apple")
        #expect(SignInWithAppleButton.Label.signUp.title == "Sign up with Apple")
    }

    @Test("The controller tells its delegate the requests were cancelled; with none, an invalid response")
    func controller() {
        let listener = Listener()
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        request.state = "s"
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = listener
        controller.performRequests()
        #expect(listener.authorizations == 0)
        #expect(listener.errors.count == 1)
        #expect((listener.errors.first as? ASAuthorizationError)?.code == .canceled)
        let empty = ASAuthorizationController(authorizationRequests: [])
        empty.delegate = listener
        empty.performRequests()
        #expect((listener.errors.last as? ASAuthorizationError)?.code == .invalidResponse)
    }

    @Test("No user identifier is known: the credential state is notFound")
    func credentialState() async throws {
        let provider = ASAuthorizationAppleIDProvider()
        nonisolated(unsafe) var state: ASAuthorizationAppleIDProvider.CredentialState?
        provider.getCredentialState(forUserID: "001234.abcd") { found, error in
            #expect(error == nil)
            state = found
        }
        #expect(state == .notFound)
        #expect(try await provider.credentialState(forUserID: "001234.abcd") == .notFound)
    }

    @Test("A credential keeps what it was made with")
    func credential() {
        var name = PersonNameComponents()
        name.givenName = "Ada"
        let credential = ASAuthorizationAppleIDCredential(
            user: "001234.abcd", authorizedScopes: [.fullName], identityToken: Data("jwt".utf8), email: "a@example.com",
            fullName: name)
        #expect(credential.user == "001234.abcd")
        #expect(credential.fullName?.givenName == "Ada")
        #expect(credential.identityToken == Data("jwt".utf8))
        #expect(credential.authorizationCode == nil)
        #expect(ASAuthorizationScope.fullName.rawValue == "full_name")
        let authorization = ASAuthorization(provider: ASAuthorizationAppleIDProvider(), credential: credential)
        #expect((authorization.credential as? ASAuthorizationAppleIDCredential)?.user == "001234.abcd")
    }

    @Test("A web authentication session starts once and ends as a cancelled login")
    func webSession() throws {
        nonisolated(unsafe) var outcomes: [(URL?, (any Error)?)] = []
        let session = ASWebAuthenticationSession(
            url: try #require(URL(string: "https://example.com/oauth")), callbackURLScheme: "myapp"
        ) { url, error in outcomes.append((url, error)) }
        #expect(session.canStart)
        #expect(session.start())
        #expect(!session.canStart)
        #expect(!session.start())
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.0 == nil)
        #expect((outcomes.first?.1 as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
        let error = try #require(outcomes.first?.1)
        #expect((error as NSError).domain == "com.apple.AuthenticationServices.WebAuthenticationSession")
        #expect((error as NSError).code == 1)
    }
}
