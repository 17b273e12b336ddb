// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The keys of `MPNowPlayingInfoCenter.nowPlayingInfo`, as MediaPlayer's string constants. Apps use the constants,
// never the strings behind them; napkin's strings are the constants' names.

/// The title (a `String`).
public let MPMediaItemPropertyTitle = "MPMediaItemPropertyTitle"
/// The performing artist (a `String`).
public let MPMediaItemPropertyArtist = "MPMediaItemPropertyArtist"
/// The album's title (a `String`).
public let MPMediaItemPropertyAlbumTitle = "MPMediaItemPropertyAlbumTitle"
/// The album's artist (a `String`).
public let MPMediaItemPropertyAlbumArtist = "MPMediaItemPropertyAlbumArtist"
/// The genre (a `String`).
public let MPMediaItemPropertyGenre = "MPMediaItemPropertyGenre"
/// The composer (a `String`).
public let MPMediaItemPropertyComposer = "MPMediaItemPropertyComposer"
/// The length in seconds (a number).
public let MPMediaItemPropertyPlaybackDuration = "MPMediaItemPropertyPlaybackDuration"
/// The artwork (an `MPMediaItemArtwork`).
public let MPMediaItemPropertyArtwork = "MPMediaItemPropertyArtwork"
/// The track's number on its album (a number).
public let MPMediaItemPropertyAlbumTrackNumber = "MPMediaItemPropertyAlbumTrackNumber"
/// The number of tracks on the album (a number).
public let MPMediaItemPropertyAlbumTrackCount = "MPMediaItemPropertyAlbumTrackCount"
/// The disc's number (a number).
public let MPMediaItemPropertyDiscNumber = "MPMediaItemPropertyDiscNumber"
/// The number of discs (a number).
public let MPMediaItemPropertyDiscCount = "MPMediaItemPropertyDiscCount"
/// The item's persistent identifier (a number).
public let MPMediaItemPropertyPersistentID = "MPMediaItemPropertyPersistentID"
/// The kind of item (a number).
public let MPMediaItemPropertyMediaType = "MPMediaItemPropertyMediaType"
/// The lyrics (a `String`).
public let MPMediaItemPropertyLyrics = "MPMediaItemPropertyLyrics"
/// The release date (a `Date`).
public let MPMediaItemPropertyReleaseDate = "MPMediaItemPropertyReleaseDate"

/// How far playback has come, in seconds (a number).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback speed: 0 paused, 1 normal (a number).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The speed playback resumes at (a number).
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The item's place in the queue, from 0 (a number).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The number of items in the queue (a number).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The chapter playing, from 0 (a number).
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// The number of chapters (a number).
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// Whether the item is a live stream (a Boolean).
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The kind of media (an ``MPNowPlayingInfoMediaType`` raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The item's URL (a `URL`).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// The date of the moment playing, for dated streams (a `Date`).
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
/// The app's identifier of the item (a `String`).
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"

// The keys of the media library's entities (`MPMediaEntity.value(forProperty:)`, `MPMediaPropertyPredicate`).

/// The album's persistent identifier (a number).
public let MPMediaItemPropertyAlbumPersistentID = "MPMediaItemPropertyAlbumPersistentID"
/// The performing artist's persistent identifier (a number).
public let MPMediaItemPropertyArtistPersistentID = "MPMediaItemPropertyArtistPersistentID"
/// The album artist's persistent identifier (a number).
public let MPMediaItemPropertyAlbumArtistPersistentID = "MPMediaItemPropertyAlbumArtistPersistentID"
/// The genre's persistent identifier (a number).
public let MPMediaItemPropertyGenrePersistentID = "MPMediaItemPropertyGenrePersistentID"
/// The composer's persistent identifier (a number).
public let MPMediaItemPropertyComposerPersistentID = "MPMediaItemPropertyComposerPersistentID"
/// The podcast's persistent identifier (a number).
public let MPMediaItemPropertyPodcastPersistentID = "MPMediaItemPropertyPodcastPersistentID"
/// The podcast's title (a `String`).
public let MPMediaItemPropertyPodcastTitle = "MPMediaItemPropertyPodcastTitle"
/// Whether the item is part of a compilation (a Boolean number).
public let MPMediaItemPropertyIsCompilation = "MPMediaItemPropertyIsCompilation"
/// Whether the item is explicit (a Boolean number).
public let MPMediaItemPropertyIsExplicit = "MPMediaItemPropertyIsExplicit"
/// Whether the item is in the cloud, not on the device (a Boolean number).
public let MPMediaItemPropertyIsCloudItem = "MPMediaItemPropertyIsCloudItem"
/// Whether the item's asset is protected (a Boolean number).
public let MPMediaItemPropertyHasProtectedAsset = "MPMediaItemPropertyHasProtectedAsset"
/// The item's file (a `URL`).
public let MPMediaItemPropertyAssetURL = "MPMediaItemPropertyAssetURL"
/// How many times the item was played (a number).
public let MPMediaItemPropertyPlayCount = "MPMediaItemPropertyPlayCount"
/// How many times the item was skipped (a number).
public let MPMediaItemPropertySkipCount = "MPMediaItemPropertySkipCount"
/// The person's rating, 0 to 5 (a number).
public let MPMediaItemPropertyRating = "MPMediaItemPropertyRating"
/// When the item was last played (a `Date`).
public let MPMediaItemPropertyLastPlayedDate = "MPMediaItemPropertyLastPlayedDate"
/// When the item was added to the library (a `Date`).
public let MPMediaItemPropertyDateAdded = "MPMediaItemPropertyDateAdded"
/// The beats per minute (a number).
public let MPMediaItemPropertyBeatsPerMinute = "MPMediaItemPropertyBeatsPerMinute"
/// The comments (a `String`).
public let MPMediaItemPropertyComments = "MPMediaItemPropertyComments"
/// The grouping the person set (a `String`).
public let MPMediaItemPropertyUserGrouping = "MPMediaItemPropertyUserGrouping"
/// Where playback resumes, in seconds (a number).
public let MPMediaItemPropertyBookmarkTime = "MPMediaItemPropertyBookmarkTime"
/// The item's Apple Music catalogue identifier (a `String`).
public let MPMediaItemPropertyPlaybackStoreID = "MPMediaItemPropertyPlaybackStoreID"
/// Whether the item is a pre-order (a Boolean number).
public let MPMediaItemPropertyIsPreorder = "MPMediaItemPropertyIsPreorder"

/// A playlist's persistent identifier (a number).
public let MPMediaPlaylistPropertyPersistentID = "MPMediaPlaylistPropertyPersistentID"
/// A playlist's name (a `String`).
public let MPMediaPlaylistPropertyName = "MPMediaPlaylistPropertyName"
/// A playlist's kind (an ``MPMediaPlaylistAttribute`` raw value).
public let MPMediaPlaylistPropertyPlaylistAttributes = "MPMediaPlaylistPropertyPlaylistAttributes"
/// A playlist's description (a `String`).
public let MPMediaPlaylistPropertyDescriptionText = "MPMediaPlaylistPropertyDescriptionText"
/// A playlist's author (a `String`).
public let MPMediaPlaylistPropertyAuthorDisplayName = "MPMediaPlaylistPropertyAuthorDisplayName"
