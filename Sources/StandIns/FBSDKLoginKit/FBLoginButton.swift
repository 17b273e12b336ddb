@_spi(FacebookLogin) import FBSDKCoreKit
import Foundation
import NapkinUI

/// What ``FBLoginButton`` tells about its logins, as facebook-ios-sdk's `LoginButtonDelegate`.
public protocol LoginButtonDelegate: NSObjectProtocol {
    /// A login the button started ended (`result.isCancelled` when the person closed the dialog).
    func loginButton(_ loginButton: FBLoginButton, didCompleteWith result: LoginManagerLoginResult?, error: (any Error)?)
    /// The button logged the user out.
    func loginButtonDidLogOut(_ loginButton: FBLoginButton)
    /// Whether the button may start a login (`true` unless implemented).
    func loginButtonWillLogin(_ loginButton: FBLoginButton) -> Bool
}

extension LoginButtonDelegate {
    /// Lets every login start.
    public func loginButtonWillLogin(_ loginButton: FBLoginButton) -> Bool { true }
}

/// Facebook's login button, as facebook-ios-sdk's `FBLoginButton`: "Continue with Facebook" while nobody is logged
/// in, "Log out" while ``AccessToken/current`` is set, in the look of ``FBButton``.
///
/// A tap (`Window.tap(label: "Continue with Facebook")`, or `sendActions(for: .touchUpInside)`) logs in through
/// ``LoginManager`` with ``permissions`` and tells the ``delegate``; while logged in it logs out and tells the delegate.
/// The SDK first asks to confirm a log-out in an action sheet, and shortens the title to "Log in" when the button is too
/// narrow for it; neither is done here. No tooltip is shown.
@preconcurrency @MainActor
public final class FBLoginButton: FBButton {
    /// How the button shows its tooltip, as facebook-ios-sdk's `FBLoginButton.TooltipBehavior`.
    public enum TooltipBehavior: UInt, Sendable {
        case automatic = 0
        case forceDisplay
        case disable
    }

    /// Told about the button's logins and log-outs.
    public weak var delegate: (any LoginButtonDelegate)?
    /// The permissions a login asks for (Graph API names).
    public var permissions: [String] = []
    /// Whether the tooltip shows (kept; none is drawn).
    public var tooltipBehavior: TooltipBehavior = .automatic
    /// The nonce a login is started with.
    public var nonce: String?
    private let loginManager = LoginManager()

    /// Who sees what the app posts for the user.
    public var defaultAudience: DefaultAudience {
        get { loginManager.defaultAudience }
        set { loginManager.defaultAudience = newValue }
    }

    /// A login button in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Continue with Facebook", for: .normal)
        setTitle("Log out", for: .selected)
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    /// A login button asking for `permissions`.
    public convenience init(frame: CGRect = .zero, permissions: [Permission] = [.publicProfile]) {
        self.init(frame: frame)
        self.permissions = permissions.map(\.name)
    }

    /// Selected while someone is logged in (the title is then "Log out").
    public override var isSelected: Bool {
        get { AccessToken.current != nil }
        set {}
    }

    private func tapped() {
        if AccessToken.current != nil {
            loginManager.logOut()
            delegate?.loginButtonDidLogOut(self)
            return
        }
        if let delegate, !delegate.loginButtonWillLogin(self) { return }
        loginManager.logIn(permissions: permissions, from: nil) { [weak self] result, error in
            guard let self else { return }
            delegate?.loginButton(self, didCompleteWith: result, error: error)
        }
    }
}
