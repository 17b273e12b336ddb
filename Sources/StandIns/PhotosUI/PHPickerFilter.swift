import Foundation

/// Which assets a photo picker offers, as PhotosUI's `PHPickerFilter`: a kind of asset, or
/// filters combined with ``any(of:)``, ``all(of:)`` and ``not(_:)``.
public struct PHPickerFilter: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of asset a filter is built from.
    enum Kind: String, Sendable, Hashable {
        case images, videos, livePhotos, screenshots, panoramas, bursts, depthEffectPhotos
        case slomoVideos, timelapseVideos, screenRecordings, cinematicVideos, spatialMedia
    }

    indirect enum Rule: Sendable, Hashable {
        case kind(Kind)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    /// Still images (live photos, screenshots, panoramas… are images too).
    public static let images = PHPickerFilter(rule: .kind(.images))
    /// Videos.
    public static let videos = PHPickerFilter(rule: .kind(.videos))
    /// Live photos.
    public static let livePhotos = PHPickerFilter(rule: .kind(.livePhotos))
    /// Screenshots.
    public static let screenshots = PHPickerFilter(rule: .kind(.screenshots))
    /// Panoramas.
    public static let panoramas = PHPickerFilter(rule: .kind(.panoramas))
    /// Burst photos.
    public static let bursts = PHPickerFilter(rule: .kind(.bursts))
    /// Portrait-mode photos.
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind(.depthEffectPhotos))
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(rule: .kind(.slomoVideos))
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(rule: .kind(.timelapseVideos))
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(rule: .kind(.screenRecordings))
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(rule: .kind(.cinematicVideos))
    /// Spatial photos and videos.
    public static let spatialMedia = PHPickerFilter(rule: .kind(.spatialMedia))

    /// Assets any of `filters` offers.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(filters.map(\.rule))) }
    /// Assets all of `filters` offer.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(filters.map(\.rule))) }
    /// Assets `filter` does not offer.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an asset of the kinds `kinds` passes the filter (an asset has several kinds: a
    /// screenshot is an image and a screenshot).
    func admits(_ kinds: Set<Kind>) -> Bool { rule.admits(kinds) }

    /// The filter written out, as `any(of: [images, videos])`.
    public var description: String { rule.description }
}

extension PHPickerFilter.Rule: CustomStringConvertible {
    func admits(_ kinds: Set<PHPickerFilter.Kind>) -> Bool {
        switch self {
        case .kind(let kind): kinds.contains(kind)
        case .any(let rules): rules.contains { $0.admits(kinds) }
        case .all(let rules): rules.allSatisfy { $0.admits(kinds) }
        case .not(let rule): !rule.admits(kinds)
        }
    }

    var description: String {
        switch self {
        case .kind(let kind): kind.rawValue
        case .any(let rules): "any(of: [\(rules.map(\.description).joined(separator: ", "))])"
        case .all(let rules): "all(of: [\(rules.map(\.description).joined(separator: ", "))])"
        case .not(let rule): "not(\(rule))"
        }
    }
}
