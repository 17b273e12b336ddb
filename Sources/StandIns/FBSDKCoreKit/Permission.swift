import Foundation

/// A Graph API permission, as facebook-ios-sdk's `Permission`: the common ones by name, any other as ``custom(_:)``,
/// and a string literal (`"email"`) for either.
public enum Permission: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    case publicProfile
    case userFriends
    case email
    case userAboutMe
    case userActionsBooks
    case userActionsFitness
    case userActionsMusic
    case userActionsNews
    case userActionsVideo
    case userBirthday
    case userEducationHistory
    case userEvents
    case userGamesActivity
    case userGender
    case userHometown
    case userLikes
    case userLocation
    case userManagedGroups
    case userPhotos
    case userPosts
    case userRelationships
    case userRelationshipDetails
    case userReligionPolitics
    case userTaggedPlaces
    case userVideos
    case userWebsite
    case userWorkHistory
    case readCustomFriendlists
    case readInsights
    case readAudienceNetworkInsights
    case readPageMailboxes
    case pagesShowList
    case pagesManageCta
    case pagesManageInstantArticles
    case adsRead
    case userLink
    case userAgeRange
    /// A permission without a case of its own, by its Graph API name.
    case custom(String)

    /// The known permissions with their Graph API names.
    private static let names: [(Permission, String)] = [
        (.publicProfile, "public_profile"), (.userFriends, "user_friends"), (.email, "email"), (.userAboutMe, "user_about_me"),
        (.userActionsBooks, "user_actions.books"), (.userActionsFitness, "user_actions.fitness"),
        (.userActionsMusic, "user_actions.music"), (.userActionsNews, "user_actions.news"), (.userActionsVideo, "user_actions.video"),
        (.userBirthday, "user_birthday"), (.userEducationHistory, "user_education_history"), (.userEvents, "user_events"),
        (.userGamesActivity, "user_games_activity"), (.userGender, "user_gender"), (.userHometown, "user_hometown"),
        (.userLikes, "user_likes"), (.userLocation, "user_location"), (.userManagedGroups, "user_managed_groups"),
        (.userPhotos, "user_photos"), (.userPosts, "user_posts"), (.userRelationships, "user_relationships"),
        (.userRelationshipDetails, "user_relationship_details"), (.userReligionPolitics, "user_religion_politics"),
        (.userTaggedPlaces, "user_tagged_places"), (.userVideos, "user_videos"), (.userWebsite, "user_website"),
        (.userWorkHistory, "user_work_history"), (.readCustomFriendlists, "read_custom_friendlists"),
        (.readInsights, "read_insights"), (.readAudienceNetworkInsights, "read_audience_network_insights"),
        (.readPageMailboxes, "read_page_mailboxes"), (.pagesShowList, "pages_show_list"), (.pagesManageCta, "pages_manage_cta"),
        (.pagesManageInstantArticles, "pages_manage_instant_articles"), (.adsRead, "ads_read"), (.userLink, "user_link"),
        (.userAgeRange, "user_age_range"),
    ]

    /// The permission named `value` (a known case when there is one).
    public init(stringLiteral value: String) {
        self = Self.names.first { $0.1 == value }?.0 ?? .custom(value)
    }

    /// The Graph API name (`public_profile`).
    public var name: String {
        if case .custom(let name) = self { return name }
        return Self.names.first { $0.0 == self }?.1 ?? ""
    }

    /// ``name``.
    public var description: String { name }
}
