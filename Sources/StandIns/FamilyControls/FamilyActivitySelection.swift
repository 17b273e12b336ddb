import Foundation
import ManagedSettings

/// The apps, categories and web domains the person picked, as FamilyControls' `FamilyActivitySelection`.
///
/// Apps keep it (it is `Codable`) and hand its tokens to ManagedSettings and DeviceActivity.
public struct FamilyActivitySelection: Codable, Equatable, Hashable, Sendable {
    /// The picked apps' tokens.
    public var applicationTokens: Set<ApplicationToken>
    /// The picked categories' tokens.
    public var categoryTokens: Set<ActivityCategoryToken>
    /// The picked web domains' tokens.
    public var webDomainTokens: Set<WebDomainToken>
    /// Whether picking a category picks every app and domain in it (iOS 16).
    public var includeEntireCategory: Bool

    /// The picked apps.
    public var applications: Set<Application> { Set(applicationTokens.map { Application(token: $0) }) }
    /// The picked categories.
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map { ActivityCategory(token: $0) }) }
    /// The picked web domains.
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map { WebDomain(token: $0) }) }

    /// Nothing picked.
    public init() { self.init(includeEntireCategory: false) }

    /// Nothing picked; `includeEntireCategory` says whether picking a category picks its apps and domains.
    public init(includeEntireCategory: Bool) {
        applicationTokens = []
        categoryTokens = []
        webDomainTokens = []
        self.includeEntireCategory = includeEntireCategory
    }
}
