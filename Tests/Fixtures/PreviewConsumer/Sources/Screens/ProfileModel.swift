import Foundation

/// The profile's view model, in a file that imports only Foundation, as iOS teams write view
/// models: Combine's names come from napkin's AppleImports plugin, as Apple's Foundation gives them.
public final class ProfileModel: ObservableObject {
    /// The person's name.
    @Published public var name: String
    /// Whether the profile is being saved.
    @Published public private(set) var saving = false

    /// A model showing `name`.
    public init(name: String) { self.name = name }

    /// The request that saves the profile.
    public func saveRequest(to endpoint: URL) -> URLRequest {
        saving = true
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        request.httpBody = Data(name.utf8)
        return request
    }
}
