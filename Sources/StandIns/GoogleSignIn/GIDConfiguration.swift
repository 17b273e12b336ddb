import Foundation

/// The app's Google client and what it asks of sign-ins, as GoogleSignIn's `GIDConfiguration`.
open class GIDConfiguration: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: every stored property is a constant string.

    /// The app's OAuth client ID (`…apps.googleusercontent.com`).
    public let clientID: String
    /// The client ID of the app's server, which gets a server auth code and is the ID token's audience.
    public let serverClientID: String?
    /// The Google Workspace domain the account must belong to.
    public let hostedDomain: String?
    /// The OpenID 2.0 realm the sign-in asks for.
    public let openIDRealm: String?

    /// A configuration of `clientID`.
    public convenience init(clientID: String) {
        self.init(clientID: clientID, serverClientID: nil, hostedDomain: nil, openIDRealm: nil)
    }

    /// A configuration of `clientID` and the server's `serverClientID`.
    public convenience init(clientID: String, serverClientID: String?) {
        self.init(clientID: clientID, serverClientID: serverClientID, hostedDomain: nil, openIDRealm: nil)
    }

    /// A configuration with every setting.
    public init(clientID: String, serverClientID: String?, hostedDomain: String?, openIDRealm: String?) {
        self.clientID = clientID
        self.serverClientID = serverClientID
        self.hostedDomain = hostedDomain
        self.openIDRealm = openIDRealm
        super.init()
    }

    /// The same configuration (it never changes, so itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when every setting is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GIDConfiguration else { return false }
        return clientID == other.clientID && serverClientID == other.serverClientID && hostedDomain == other.hostedDomain
            && openIDRealm == other.openIDRealm
    }

    /// The hash of the client ID.
    open override var hash: Int { clientID.hashValue }

    /// The URL scheme Google's sign-in page sends its answer back to: the client ID's parts reversed
    /// (`com.googleusercontent.apps.1234-abcd`), as the app registers it in its Info.plist.
    var redirectScheme: String {
        clientID.split(separator: ".").reversed().joined(separator: ".")
    }

    /// The configuration of the app's Info.plist (`GIDClientID`, `GIDServerClientID`, `GIDHostedDomain`,
    /// `GIDOpenIDRealm`), as GoogleSignIn reads it when none is set; `nil` without a client ID.
    static func fromInfoPlist(_ bundle: Bundle = .main) -> GIDConfiguration? {
        func value(_ key: String) -> String? { bundle.object(forInfoDictionaryKey: key) as? String }
        guard let clientID = value("GIDClientID"), !clientID.isEmpty else { return nil }
        return GIDConfiguration(
            clientID: clientID, serverClientID: value("GIDServerClientID"), hostedDomain: value("GIDHostedDomain"),
            openIDRealm: value("GIDOpenIDRealm"))
    }
}
