import FacebookLogin
import Foundation
import GoogleSignIn
import GoogleSignInSwift
import NapkinUI
import SnapshotTesting
import Testing

/// A `GIDSignInButton` in SwiftUI, as apps wrap it.
private struct GoogleUIKitButton: UIViewRepresentable {
    let style: GIDSignInButtonStyle
    let scheme: GIDSignInButtonColorScheme
    var enabled = true

    func makeUIView(context: Context) -> GIDSignInButton {
        let button = GIDSignInButton()
        button.style = style
        button.colorScheme = scheme
        button.isEnabled = enabled
        return button
    }

    func updateUIView(_ view: GIDSignInButton, context: Context) {}
}

/// The UIKit buttons: each style in both colour schemes, and disabled.
@MainActor
private struct GoogleUIKitButtons: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach([GIDSignInButtonColorScheme.light, .dark], id: \.self) { scheme in
                HStack(spacing: 8) {
                    GoogleUIKitButton(style: .standard, scheme: scheme).frame(width: width(.standard), height: 48)
                    GoogleUIKitButton(style: .iconOnly, scheme: scheme).frame(width: 48, height: 48)
                }
                GoogleUIKitButton(style: .wide, scheme: scheme).frame(width: width(.wide), height: 48)
            }
            GoogleUIKitButton(style: .wide, scheme: .dark, enabled: false).frame(width: 260, height: 48)
        }
        .padding(16)
    }

    private func width(_ style: GIDSignInButtonStyle) -> CGFloat {
        let button = GIDSignInButton()
        button.style = style
        return button.intrinsicContentSize.width
    }
}

/// The SwiftUI buttons: each style and state in both colour schemes.
@MainActor
private struct GoogleSwiftUIButtons: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(GoogleSignInButtonColorScheme.allCases) { scheme in
                GoogleSignInButton(scheme: scheme, style: .standard, state: .normal) {}
                GoogleSignInButton(scheme: scheme, style: .wide, state: .normal) {}
                HStack(spacing: 10) {
                    GoogleSignInButton(scheme: scheme, style: .icon, state: .normal) {}
                    GoogleSignInButton(scheme: scheme, style: .icon, state: .pressed) {}
                    GoogleSignInButton(scheme: scheme, style: .wide, state: .pressed) {}
                }
            }
            GoogleSignInButton(scheme: .light, style: .wide, state: .disabled) {}
        }
        .padding(16)
    }
}

/// A given `GIDSignInButton` filling the window.
private struct HostedButton: UIViewRepresentable {
    let button: GIDSignInButton

    func makeUIView(context: Context) -> GIDSignInButton { button }
    func updateUIView(_ view: GIDSignInButton, context: Context) {}
}

/// An `FBLoginButton` in SwiftUI.
private struct FacebookButton: UIViewRepresentable {
    var enabled = true
    weak var delegate: (any LoginButtonDelegate)?

    func makeUIView(context: Context) -> FBLoginButton {
        let button = FBLoginButton(frame: .zero, permissions: [.publicProfile, .email])
        button.isEnabled = enabled
        button.delegate = delegate
        return button
    }

    func updateUIView(_ view: FBLoginButton, context: Context) {}
}

/// What an `FBLoginButton` told its delegate.
private final class LoginLog: NSObject, LoginButtonDelegate {
    var results: [LoginManagerLoginResult?] = []
    var logOuts = 0

    func loginButton(_ loginButton: FBLoginButton, didCompleteWith result: LoginManagerLoginResult?, error: (any Error)?) {
        results.append(result)
    }

    func loginButtonDidLogOut(_ loginButton: FBLoginButton) { logOuts += 1 }
}

/// What `onOpenURL` received and who took it.
@MainActor
private final class OpenedURLs {
    var entries: [(url: URL, google: Bool, facebook: Bool)] = []
}

/// Counts taps.
@MainActor
private final class Taps {
    var count = 0
}

extension SignInStandInSuites {
    @MainActor
    @Suite("Sign-in buttons: GIDSignInButton, GoogleSignInButton, FBLoginButton")
    struct SignInButtonTests {
        private let dark = UITraitCollection(userInterfaceStyle: .dark)
        private let light = UITraitCollection(userInterfaceStyle: .light)

        @Test("GIDSignInButton is 48 points tall, as wide as its words need; the icon is a 48-point square")
        func uikitSizes() {
            let standard = GIDSignInButton()
            #expect(standard.frame.height == 48)
            #expect(standard.accessibilityLabel == "Sign in")
            let wide = GIDSignInButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            wide.style = .wide
            #expect(wide.accessibilityLabel == "Sign in with Google")
            #expect(wide.frame.width == wide.intrinsicContentSize.width)
            #expect(wide.intrinsicContentSize.width > standard.intrinsicContentSize.width)
            // the mark's 40 points, 14 on each side of the words, the 4-point margins
            #expect(standard.intrinsicContentSize.width > 40 + 28 + 8)
            #expect(wide.sizeThatFits(CGSize(width: 400, height: 10)) == CGSize(width: 400, height: 48))
            wide.style = .iconOnly
            #expect(wide.sizeThatFits(CGSize(width: 400, height: 10)) == CGSize(width: 48, height: 48))
            #expect(GIDSignInButtonStyle.iconOnly.rawValue == 2 && GIDSignInButtonColorScheme.light.rawValue == 1)
        }

        @Test("GIDSignInButton runs the actions added for a tap: a finger on the window, or sendActions")
        func uikitAction() {
            let button = GIDSignInButton()
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(taps == 1)

            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: HostedButton(button: button))
            #expect(window.tap(at: CGPoint(x: 187, y: 333)))
            #expect(taps == 2)
            #expect(!button.isHighlighted)
            button.isEnabled = false
            window.tap(at: CGPoint(x: 187, y: 333))
            #expect(taps == 2)
        }

        @Test("GIDSignInButton draws GoogleSignIn's three styles in its light and dark schemes, and disabled")
        func uikitSnapshot() {
            for (name, traits) in [("light", light), ("dark", dark)] {
                assertSnapshot(of: GoogleUIKitButtons(), as: .image(layout: .fixed(width: 320, height: 360), traits: traits), named: name)
            }
        }

        @Test("GoogleSignInButton draws GoogleSignInSwift's styles and states in its light and dark schemes")
        func swiftUISnapshot() {
            for (name, traits) in [("light", light), ("dark", dark)] {
                assertSnapshot(of: GoogleSwiftUIButtons(), as: .image(layout: .fixed(width: 320, height: 380), traits: traits), named: name)
            }
        }

        @Test("GoogleSignInButton runs its action when tapped, unless disabled")
        func swiftUITap() throws {
            let taps = Taps()
            let model = GoogleSignInButtonViewModel(scheme: .dark, style: .wide)
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: GoogleSignInButton(viewModel: model) { taps.count += 1 }.padding())
            try window.tap(label: "Sign in with Google")
            #expect(taps.count == 1)
            model.state = .disabled
            window.layout()
            #expect(throws: InteractionError.self) { try window.tap(label: "Sign in with Google") }
            #expect(taps.count == 1)

            let icon = Window(device: .iPhoneSE)
            icon.rootViewController = HostingController(rootView: GoogleSignInButton(style: .icon) { taps.count += 1 })
            try icon.tap(label: "Sign in with Google")
            #expect(taps.count == 2)
        }

        @Test("A GoogleSignInButton action that calls GIDSignIn signs the simulated account in")
        func swiftUISignsIn() throws {
            SimulatedGoogleAccounts.shared.reset()
            SimulatedGoogleAccounts.shared.account = ada
            GIDSignIn.sharedInstance.configuration = GIDConfiguration(clientID: "1234-abcd.apps.googleusercontent.com")
            let presenter = UIViewController()
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(
                rootView: GoogleSignInButton { GIDSignIn.sharedInstance.signIn(withPresenting: presenter) })
            try window.tap(label: "Sign in")
            #expect(GIDSignIn.sharedInstance.currentUser?.profile?.email == "ada@example.com")
            SimulatedGoogleAccounts.shared.reset()
        }

        @Test("onOpenURL hands the URLs a window opens to GIDSignIn and ApplicationDelegate, while the view is shown")
        func openURL() throws {
            GIDSignIn.sharedInstance.configuration = GIDConfiguration(clientID: "1234-abcd.apps.googleusercontent.com")
            Settings.shared.appID = "123456789"
            let log = OpenedURLs()
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(
                rootView: GoogleSignInButton {}
                    .onOpenURL { url in
                        log.entries.append(
                            (
                                url, GIDSignIn.sharedInstance.handle(url),
                                ApplicationDelegate.shared.application(UIApplication.shared, open: url, options: [:])
                            ))
                    })
            window.receiveURL(URL(string: "com.googleusercontent.apps.1234-abcd:/oauth2redirect?code=4")!)
            window.receiveURL(URL(string: "fb123456789://authorize")!)
            try #require(log.entries.count == 2)
            #expect(log.entries[0].google && !log.entries[0].facebook)
            #expect(!log.entries[1].google && log.entries[1].facebook)
            window.rootViewController = HostingController(rootView: Text("Signed in"))
            window.layout()
            window.receiveURL(URL(string: "myapp://home")!)
            #expect(log.entries.count == 2)
        }

        @Test("FBLoginButton logs in when tapped, then reads Log out and logs out")
        func facebookTap() throws {
            SimulatedFacebookAccounts.shared.reset()
            SimulatedFacebookAccounts.shared.account = sam
            let log = LoginLog()
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: FacebookButton(delegate: log).padding())
            try window.tap(label: "Continue with Facebook")
            #expect(log.results.count == 1)
            #expect(log.results.first??.grantedPermissions == ["public_profile", "email"])
            #expect(AccessToken.current?.userID == "10001")
            window.layout()
            try window.tap(label: "Log out")
            #expect(log.logOuts == 1)
            #expect(AccessToken.current == nil)
            SimulatedFacebookAccounts.shared.reset()
        }

        @Test("FBLoginButton draws Facebook's blue button: logged out, logged in, disabled")
        func facebookSnapshot() {
            SimulatedFacebookAccounts.shared.reset()
            for (name, traits) in [("light", light), ("dark", dark)] {
                let view = VStack(alignment: .leading, spacing: 12) {
                    FacebookButton()
                    FacebookButton(enabled: false)
                }
                .padding(16)
                assertSnapshot(of: view, as: .image(layout: .fixed(width: 260, height: 100), traits: traits), named: name)
            }
            SimulatedFacebookAccounts.shared.logInPreviously(sam)
            assertSnapshot(
                of: FacebookButton().padding(16), as: .image(layout: .fixed(width: 260, height: 60), traits: light), named: "loggedIn")
            SimulatedFacebookAccounts.shared.reset()
        }
    }
}
