import Foundation

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when ``Profile/current`` changes, as facebook-ios-sdk's `ProfileDidChange`.
    public static let ProfileDidChange = Notification.Name("com.facebook.sdk.FBSDKProfile.FBSDKProfileDidChangeNotification")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user info key of the profile before a change.
public let ProfileChangeOldKey = "FBSDKProfileOld"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user info key of the profile after a change.
public let ProfileChangeNewKey = "FBSDKProfileNew"

/// A Facebook user ID.
public typealias UserIdentifier = String

/// What ``Profile/loadCurrentProfile(completion:)`` calls back with.
public typealias ProfileBlock = (Profile?, (any Error)?) -> Void

/// A Facebook user's public profile, as facebook-ios-sdk's `Profile`; ``current`` is the logged-in user's, set by a
/// login from the simulated account (no Graph request is made).
public final class Profile: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a constant of a Sendable type; `current` is kept by a locked `CurrentValue`.

    private static let store = CurrentValue<Profile>(posting: .ProfileDidChange, oldKey: ProfileChangeOldKey, newKey: ProfileChangeNewKey)

    /// The logged-in user's profile, or `nil`. Setting it posts ``Foundation/Notification/Name/ProfileDidChange``.
    public class var current: Profile? {
        get { store.current }
        set { store.set(newValue) }
    }

    /// Whether ``current`` follows ``AccessToken/current`` (the simulated login sets both either way).
    nonisolated(unsafe) public static var isUpdatedWithAccessTokenChange = false

    /// Turns ``isUpdatedWithAccessTokenChange`` on or off.
    public static func enableUpdatesOnAccessTokenChange(_ enabled: Bool) {
        isUpdatedWithAccessTokenChange = enabled
    }

    /// Calls `completion` with ``current``, or with an error when nobody is logged in (the SDK would ask the Graph
    /// API for the profile of ``AccessToken/current``; the simulated login has set it already).
    public static func loadCurrentProfile(completion: ProfileBlock?) {
        if let current {
            completion?(current, nil)
        } else {
            completion?(
                nil,
                NSError(
                    domain: "com.facebook.sdk.core", code: 2,
                    userInfo: [NSLocalizedDescriptionKey: "No current access token: log in before loading the profile."]))
        }
    }

    /// The user's ID.
    public let userID: UserIdentifier
    /// The user's first name.
    public let firstName: String?
    /// The user's middle name.
    public let middleName: String?
    /// The user's last name.
    public let lastName: String?
    /// The user's full name.
    public let name: String?
    /// The user's profile page.
    public let linkURL: URL?
    /// When the profile was fetched.
    public let refreshDate: Date
    /// The user's profile picture.
    public let imageURL: URL?
    /// The user's email address (with the `email` permission).
    public let email: String?
    /// The user's friends' IDs (with `user_friends`).
    public let friendIDs: [UserIdentifier]?
    /// The user's birthday (with `user_birthday`).
    public let birthday: Date?
    /// The user's gender (with `user_gender`).
    public let gender: String?
    /// The permissions the profile was fetched with.
    public let permissions: Set<String>?
    /// Whether the profile came from a Limited Login.
    public let isLimited: Bool

    /// A profile with the basic fields.
    public convenience init(
        userID: UserIdentifier, firstName: String?, middleName: String?, lastName: String?, name: String?, linkURL: URL?,
        refreshDate: Date?, permissions: Set<String>? = nil
    ) {
        self.init(
            userID: userID, firstName: firstName, middleName: middleName, lastName: lastName, name: name, linkURL: linkURL,
            refreshDate: refreshDate, imageURL: nil, email: nil, friendIDs: nil, birthday: nil, gender: nil, isLimited: false,
            permissions: permissions)
    }

    /// A profile with the fields napkin keeps (facebook-ios-sdk's also takes age range, hometown and location).
    public init(
        userID: UserIdentifier, firstName: String?, middleName: String?, lastName: String?, name: String?, linkURL: URL?,
        refreshDate: Date?, imageURL: URL?, email: String?, friendIDs: [UserIdentifier]?, birthday: Date?, gender: String?,
        isLimited: Bool = false, permissions: Set<String>? = nil
    ) {
        self.userID = userID
        self.firstName = firstName
        self.middleName = middleName
        self.lastName = lastName
        self.name = name
        self.linkURL = linkURL
        self.refreshDate = refreshDate ?? FacebookClock.now()
        self.imageURL = imageURL
        self.email = email
        self.friendIDs = friendIDs
        self.birthday = birthday
        self.gender = gender
        self.isLimited = isLimited
        self.permissions = permissions
        super.init()
    }

    /// The kind of picture ``imageURL(forMode:size:)`` asks for, as facebook-ios-sdk's `Profile.PictureMode`.
    public enum PictureMode: UInt, Sendable {
        case square
        case normal
        case album
        case small
        case large

        var name: String {
            switch self {
            case .square: "square"
            case .normal: "normal"
            case .album: "album"
            case .small: "small"
            case .large: "large"
            }
        }
    }

    /// The Graph API address of the user's picture of `pictureMode` at `size` points (the address is made, not
    /// fetched: nothing reaches the network).
    public func imageURL(forMode pictureMode: PictureMode, size: CGSize) -> URL? {
        var components = URLComponents(string: "https://graph.facebook.com/\(userID)/picture")
        var items = [
            URLQueryItem(name: "type", value: pictureMode.name), URLQueryItem(name: "width", value: "\(Int(size.width.rounded()))"),
            URLQueryItem(name: "height", value: "\(Int(size.height.rounded()))"),
        ]
        if let token = AccessToken.current?.tokenString { items.insert(URLQueryItem(name: "access_token", value: token), at: 0) }
        components?.queryItems = items
        return components?.url
    }
}
