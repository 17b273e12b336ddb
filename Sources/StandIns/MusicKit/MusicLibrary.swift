import Foundation

/// An item the person's library can take, as MusicKit's `MusicLibraryAddable`.
public protocol MusicLibraryAddable: MusicItem {}

extension Album: MusicLibraryAddable {}
extension Song: MusicLibraryAddable {}
extension Playlist: MusicLibraryAddable {}
extension MusicVideo: MusicLibraryAddable {}

/// The person's library, as MusicKit's `MusicLibrary` (iOS 16): adds to napkin's ``SimulatedAppleMusic/library``.
public final class MusicLibrary: Sendable {
    /// The person's library.
    public static let shared = MusicLibrary()

    private init() {}

    /// Adds `item` to the library (once: an item already there stays where it is). Throws
    /// ``MusicLibrary/Error/permissionDenied`` unless the app is authorized.
    public func add<MusicItemType: MusicLibraryAddable>(_ item: MusicItemType) async throws {
        try Self.checkAccess()
        SimulatedAppleMusic.shared.addToLibrary(item)
    }

    /// Makes a playlist of `items` in the library and returns it. Throws ``MusicLibrary/Error/permissionDenied``
    /// unless the app is authorized.
    @discardableResult
    public func createPlaylist(name: String, description: String? = nil, authorDisplayName: String? = nil, items: [Track] = [])
        async throws -> Playlist
    {
        try Self.checkAccess()
        let playlist = Playlist(
            id: MusicItemID("p.\(UUID().uuidString.prefix(12))"), name: name, curatorName: authorDisplayName,
            standardDescription: description, lastModifiedDate: Date(), kind: .userShared, tracks: items)
        SimulatedAppleMusic.shared.addToLibrary(playlist)
        return playlist
    }

    private static func checkAccess() throws {
        guard SimulatedAppleMusic.shared.authorizationStatus == .authorized else { throw Error.permissionDenied }
    }

    /// What changing the library throws, as MusicKit's `MusicLibrary.Error`.
    public enum Error: Swift.Error, LocalizedError, Hashable, Sendable {
        /// The app is not authorized to use the person's library.
        case permissionDenied
        /// The item cannot be added.
        case itemNotAdded
        /// The playlist cannot be edited.
        case playlistNotEditable

        /// What went wrong and what to do.
        public var errorDescription: String? {
            switch self {
            case .permissionDenied:
                "The app is not authorized to use the Apple Music library: call MusicAuthorization.request() first (napkin: set "
                    + "SimulatedAppleMusic.shared.promptAnswer = .authorized, or authorizationStatus)."
            case .itemNotAdded: "The item could not be added to the library."
            case .playlistNotEditable: "The playlist cannot be edited."
            }
        }
    }
}
