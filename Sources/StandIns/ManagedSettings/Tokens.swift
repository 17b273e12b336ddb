@_exported import Foundation

/// An opaque, privacy-preserving reference to an app, a category or a web domain, as ManagedSettings' `Token`.
///
/// On iOS only Screen Time knows what a token names; an app stores tokens (they are `Codable`) and hands them back
/// to Screen Time. Linux has no Screen Time, so a token is opaque bytes: equal tokens are equal bytes, and a token
/// survives encoding and decoding unchanged.
public struct Token<T>: Codable, Equatable, Hashable, Sendable {
    /// The opaque bytes (a napkin addition: iOS gives apps no way to read them).
    public let data: Data

    /// A token over `data` (a napkin addition, for tests: on iOS only the picker hands out tokens).
    public init(data: Data) { self.data = data }

    /// Reads an anchor written by `encode(with:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        data = try container.decode(Data.self)
    }

    /// Writes the token's bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(data)
    }
}

/// A token for an app, as ManagedSettings' `ApplicationToken`.
public typealias ApplicationToken = Token<Application>
/// A token for an app category, as ManagedSettings' `ActivityCategoryToken`.
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token for a web domain, as ManagedSettings' `WebDomainToken`.
public typealias WebDomainToken = Token<WebDomain>

/// An app, as ManagedSettings' `Application`: known by its bundle identifier (for apps the caller names) or its
/// token (for apps the person picked, whose identity Screen Time keeps to itself).
public struct Application: Codable, Hashable, Sendable {
    /// The app's bundle identifier, when the app was named by it.
    public let bundleIdentifier: String?
    /// The app's token, when the person picked it.
    public let token: ApplicationToken?
    /// The app's name, which only Screen Time's own views may show: `nil` in an app's process, on iOS as here.
    public var localizedDisplayName: String? { nil }

    /// An app named by its bundle identifier.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
    }

    /// An app known by its token.
    public init(token: ApplicationToken) {
        bundleIdentifier = nil
        self.token = token
    }
}

/// An app category (Social, Games, ...), as ManagedSettings' `ActivityCategory`.
public struct ActivityCategory: Codable, Hashable, Sendable {
    /// The category's token.
    public let token: ActivityCategoryToken?
    /// The category's name: `nil` in an app's process, on iOS as here.
    public var localizedDisplayName: String? { nil }

    /// A category known by its token.
    public init(token: ActivityCategoryToken) { self.token = token }
}

/// A web domain, as ManagedSettings' `WebDomain`.
public struct WebDomain: Codable, Hashable, Sendable {
    /// The domain, when the caller named it.
    public let domain: String?
    /// The domain's token, when the person picked it.
    public let token: WebDomainToken?

    /// A domain named by the caller (`"example.com"`).
    public init(domain: String) {
        self.domain = domain
        token = nil
    }

    /// A domain known by its token.
    public init(token: WebDomainToken) {
        domain = nil
        self.token = token
    }
}
