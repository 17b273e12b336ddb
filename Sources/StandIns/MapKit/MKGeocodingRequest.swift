import Foundation

/// A place's address as words, as iOS 26's `MKAddress`.
public final class MKAddress: NSObject, @unchecked Sendable {
    /// The whole address.
    public let fullAddress: String
    /// A shorter form (street and city), if known.
    public let shortAddress: String?

    /// An address of these words; `nil` when `fullAddress` is empty.
    public init?(fullAddress: String, shortAddress: String?) {
        guard !fullAddress.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        self.fullAddress = fullAddress
        self.shortAddress = shortAddress
    }
}

/// An address in the forms iOS 26 shows it (`MKAddressRepresentations`), made from a map item's
/// address or placemark.
public final class MKAddressRepresentations: NSObject, @unchecked Sendable {
    /// How much context a city is given.
    public enum ContextStyle: Sendable, Hashable {
        /// What fits the place.
        case automatic
        /// The city and its region or country code.
        case short
        /// The city, region and country.
        case full
    }

    private let street: String?
    private let city: String?
    private let region: String?
    private let postalCode: String?
    private let country: String?
    private let givenAddress: MKAddress?

    /// The region's code (the country's ISO code here), as iOS gives it for the user's locale.
    public let regionCode: String?

    init(placemark: CLPlacemark, address: MKAddress?) {
        let streetWords = [placemark.subThoroughfare, placemark.thoroughfare].compactMap { $0 }.joined(separator: " ")
        street = streetWords.isEmpty ? nil : streetWords
        city = placemark.locality
        region = placemark.administrativeArea
        postalCode = placemark.postalCode
        country = placemark.country
        regionCode = placemark.isoCountryCode
        givenAddress = address
    }

    /// True when nothing is known to be said.
    var isEmpty: Bool { givenAddress == nil && [street, city, region, postalCode, country].allSatisfy { $0 == nil } }

    /// The city's name.
    public var cityName: String? { city }

    /// The state, province or region.
    public var regionName: String? { region }

    /// The city with its region (`"Portland, OR"` style context, as known).
    public var cityWithContext: String? { cityWithContext(.automatic) }

    /// The city with the context `style` asks for.
    public func cityWithContext(_ style: ContextStyle) -> String? {
        guard let city else { return nil }
        let context: [String?] =
            switch style {
            case .automatic, .short: [region ?? regionCode]
            case .full: [region, country]
            }
        return ([city] + context.compactMap { $0 }).joined(separator: ", ")
    }

    /// The whole address on one line (parts separated by commas) or on several; with the
    /// region and country or without. An address given to the map item is returned as given.
    public func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? {
        if let givenAddress {
            return singleLine ? givenAddress.fullAddress.replacingOccurrences(of: "\n", with: ", ") : givenAddress.fullAddress
        }
        let cityLine = [city, includingRegion ? [region, postalCode].compactMap { $0 }.joined(separator: " ") : postalCode]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        let lines = [street, cityLine.isEmpty ? nil : cityLine, includingRegion ? country : nil].compactMap { $0 }
        guard !lines.isEmpty else { return nil }
        return lines.joined(separator: singleLine ? ", " : "\n")
    }
}

/// What an address lookup hands back.
public typealias MKGeocodingCompletionHandler = @Sendable ([MKMapItem]?, (any Error)?) -> Void

/// The places at a location, as iOS 26's `MKReverseGeocodingRequest` (which replaces
/// `CLGeocoder`). Apple's request asks Apple's servers; napkin reaches no network, so every
/// request fails with ``MKError`` `.serverFailure`, as on a device offline (the completion
/// handler runs on the main queue). An app's offline path is what a snapshot shows.
public final class MKReverseGeocodingRequest: @unchecked Sendable {
    /// The location asked about.
    public let location: CLLocation
    /// The language of the answer.
    public var preferredLocale: Locale?
    private let offline = OfflineGeocoding()

    /// A request for the places at `location`; `nil` for a coordinate that is not on the Earth.
    public init?(location: CLLocation) {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
        self.location = location
    }

    /// True after ``cancel()``.
    public var isCancelled: Bool { offline.isCancelled }
    /// Whether the request is under way (never: it fails at once).
    public var isLoading: Bool { false }

    /// Cancels the request.
    public func cancel() { offline.cancel() }

    /// The places: throws ``MKError`` `.serverFailure`.
    public var mapItems: [MKMapItem] {
        get async throws { try offline.mapItems() }
    }

    /// The places, through `completionHandler`: fails with ``MKError`` `.serverFailure`.
    public func getMapItems(completionHandler: @escaping MKGeocodingCompletionHandler) {
        offline.getMapItems(completionHandler: completionHandler)
    }
}

/// The places an address names, as iOS 26's `MKGeocodingRequest`; fails offline as
/// ``MKReverseGeocodingRequest`` does.
public final class MKGeocodingRequest: @unchecked Sendable {
    /// The address asked about.
    public let addressString: String
    /// The region to prefer.
    public var region: MKCoordinateRegion?
    /// The language of the answer.
    public var preferredLocale: Locale?
    private let offline = OfflineGeocoding()

    /// A request for the places `addressString` names; `nil` for an empty string.
    public init?(addressString: String) {
        guard !addressString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        self.addressString = addressString
    }

    /// True after ``cancel()``.
    public var isCancelled: Bool { offline.isCancelled }
    /// Whether the request is under way (never: it fails at once).
    public var isLoading: Bool { false }

    /// Cancels the request.
    public func cancel() { offline.cancel() }

    /// The places: throws ``MKError`` `.serverFailure`.
    public var mapItems: [MKMapItem] {
        get async throws { try offline.mapItems() }
    }

    /// The places, through `completionHandler`: fails with ``MKError`` `.serverFailure`.
    public func getMapItems(completionHandler: @escaping MKGeocodingCompletionHandler) {
        offline.getMapItems(completionHandler: completionHandler)
    }
}

/// What both geocoding requests do offline: keep their cancellation, and fail as a device without
/// a network does (Apple's requests ask Apple's servers).
private final class OfflineGeocoding: @unchecked Sendable {
    // Sound: `cancelled` is read and written under `lock`.
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }

    func mapItems() throws -> [MKMapItem] { throw MKError(.serverFailure) }

    func getMapItems(completionHandler: @escaping MKGeocodingCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }
}
