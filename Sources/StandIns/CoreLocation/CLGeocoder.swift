import Contacts
import Foundation

/// A place a geocoder names, as CoreLocation's `CLPlacemark`. On Linux no geocoder answers, so
/// placemarks come only from code that makes them (`init(location:name:…)`, napkin's own).
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where.
    public let location: CLLocation?
    /// The place's name, such as a street address or a landmark.
    public let name: String?
    /// Street (`thoroughfare`) and number (`subThoroughfare`).
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// City.
    public let locality: String?
    /// District of the city.
    public let subLocality: String?
    /// State or province.
    public let administrativeArea: String?
    /// County, or what divides the state or province.
    public let subAdministrativeArea: String?
    /// Postal code.
    public let postalCode: String?
    /// Country, and its ISO code.
    public let country: String?
    /// The country's ISO 3166-1 code.
    public let isoCountryCode: String?
    /// The time zone of the place.
    public let timeZone: TimeZone?

    /// A placemark with what is known of the place.
    public init(
        location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
        locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
        subAdministrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil,
        timeZone: TimeZone? = nil
    ) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.timeZone = timeZone
    }

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(
            location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
            subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
            administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
            postalCode: placemark.postalCode, country: placemark.country, isoCountryCode: placemark.isoCountryCode,
            timeZone: placemark.timeZone)
    }

    /// The placemark's address as Contacts' postal address (iOS 11's `postalAddress`): the number
    /// and street, the district, city, county, state, postal code, country and its code, each empty
    /// where unknown; nil when the placemark knows none of them.
    public var postalAddress: CNPostalAddress? {
        let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        let parts = [street, subLocality, locality, subAdministrativeArea, administrativeArea, postalCode, country, isoCountryCode]
        guard parts.contains(where: { !($0 ?? "").isEmpty }) else { return nil }
        let address = CNMutablePostalAddress()
        address.street = street
        address.subLocality = subLocality ?? ""
        address.city = locality ?? ""
        address.subAdministrativeArea = subAdministrativeArea ?? ""
        address.state = administrativeArea ?? ""
        address.postalCode = postalCode ?? ""
        address.country = country ?? ""
        address.isoCountryCode = isoCountryCode ?? ""
        return address.copy() as? CNPostalAddress
    }
}

/// What a geocoder hands back.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns addresses into places and back, as CoreLocation's `CLGeocoder`. Apple's geocoder asks
/// Apple's servers; napkin reaches no network, so every request fails with ``CLError/network``,
/// as on a device offline (the completion handler runs on the main queue, as on iOS).
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Whether a request is under way (never, here: each fails at once).
    open var isGeocoding: Bool { false }

    private static func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, offline) }
    }

    private static var offline: CLError {
        CLError(.network, userInfo: [NSLocalizedDescriptionKey: "Geocoding needs Apple's servers, which napkin for Linux does not reach."])
    }

    /// The places at `location`: fails with ``CLError/network``.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        Self.fail(completionHandler)
    }

    /// The places at `location`: throws ``CLError/network``.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw Self.offline }

    /// The places `address` names: fails with ``CLError/network``.
    open func geocodeAddressString(_ address: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        Self.fail(completionHandler)
    }

    /// The places `address` names: throws ``CLError/network``.
    open func geocodeAddressString(_ address: String) async throws -> [CLPlacemark] { throw Self.offline }

    /// Cancels the request under way (there is none).
    open func cancelGeocode() {}
}
