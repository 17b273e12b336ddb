import Contacts
import Foundation

/// Something drawn at a place on a map view, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title.
    var title: String? { get }
    /// The callout's subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// An annotation with a title and subtitle, as MapKit's `MKShape`.
open class MKShape: NSObject {
    /// The callout's title.
    open var title: String?
    /// The callout's subtitle.
    open var subtitle: String?
}

/// An annotation at a coordinate you set, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, MKAnnotation {
    /// Where.
    open var coordinate: CLLocationCoordinate2D

    /// An annotation at 0, 0 without a title.
    public override init() {
        coordinate = CLLocationCoordinate2D()
        super.init()
    }

    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// A placemark with a coordinate, as MapKit's `MKPlacemark`: the place of an ``MKMapItem``.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where.
    public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    /// A placemark at `coordinate` with nothing else known.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at `coordinate` with the address in `addressDictionary` (keys "Name", "Street",
    /// "City", "State", "ZIP", "Country", "CountryCode", as Contacts' postal address keys).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        let address = addressDictionary ?? [:]
        func value(_ key: String) -> String? { address[key] as? String }
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: value("Name"),
            thoroughfare: value("Street"), locality: value("City"), administrativeArea: value("State"),
            postalCode: value("ZIP"), country: value("Country"), isoCountryCode: value("CountryCode"))
    }

    /// A placemark copying `placemark`'s place and address.
    public init(placemark: CLPlacemark) {
        super.init(
            location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
            subThoroughfare: placemark.subThoroughfare, locality: placemark.locality, subLocality: placemark.subLocality,
            administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
            postalCode: placemark.postalCode, country: placemark.country, isoCountryCode: placemark.isoCountryCode,
            timeZone: placemark.timeZone)
    }

    /// A placemark at `coordinate` with `postalAddress`'s fields (its street is the placemark's
    /// `thoroughfare`; the placemark has no name, as MapKit's).
    public init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        func value(_ field: String) -> String? { field.isEmpty ? nil : field }
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
            thoroughfare: value(postalAddress.street), locality: value(postalAddress.city),
            subLocality: value(postalAddress.subLocality), administrativeArea: value(postalAddress.state),
            subAdministrativeArea: value(postalAddress.subAdministrativeArea), postalCode: value(postalAddress.postalCode),
            country: value(postalAddress.country), isoCountryCode: value(postalAddress.isoCountryCode))
    }

    /// The name, city and country on one line, as far as they are known.
    public var title: String? {
        let parts = [name, locality, country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// No subtitle.
    public var subtitle: String? { nil }
}

/// A kind of place a map can show, as MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name, such as "MKPOICategoryCafe".
    public let rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    // iOS 13's categories.
    /// The category named "MKPOICategoryAirport".
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// The category named "MKPOICategoryAmusementPark".
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    /// The category named "MKPOICategoryAquarium".
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    /// The category named "MKPOICategoryATM".
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    /// The category named "MKPOICategoryBakery".
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    /// The category named "MKPOICategoryBank".
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    /// The category named "MKPOICategoryBeach".
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    /// The category named "MKPOICategoryBrewery".
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    /// The category named "MKPOICategoryCafe".
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// The category named "MKPOICategoryCampground".
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    /// The category named "MKPOICategoryCarRental".
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    /// The category named "MKPOICategoryEVCharger".
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    /// The category named "MKPOICategoryFireStation".
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    /// The category named "MKPOICategoryFitnessCenter".
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// The category named "MKPOICategoryFoodMarket".
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    /// The category named "MKPOICategoryGasStation".
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// The category named "MKPOICategoryHospital".
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// The category named "MKPOICategoryHotel".
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// The category named "MKPOICategoryLaundry".
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    /// The category named "MKPOICategoryLibrary".
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    /// The category named "MKPOICategoryMarina".
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    /// The category named "MKPOICategoryMovieTheater".
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    /// The category named "MKPOICategoryMuseum".
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// The category named "MKPOICategoryNationalPark".
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    /// The category named "MKPOICategoryNightlife".
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    /// The category named "MKPOICategoryPark".
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// The category named "MKPOICategoryParking".
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// The category named "MKPOICategoryPharmacy".
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    /// The category named "MKPOICategoryPolice".
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    /// The category named "MKPOICategoryPostOffice".
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    /// The category named "MKPOICategoryPublicTransport".
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// The category named "MKPOICategoryRestaurant".
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// The category named "MKPOICategoryRestroom".
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    /// The category named "MKPOICategorySchool".
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    /// The category named "MKPOICategoryStadium".
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    /// The category named "MKPOICategoryStore".
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// The category named "MKPOICategoryTheater".
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    /// The category named "MKPOICategoryUniversity".
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    /// The category named "MKPOICategoryWinery".
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    /// The category named "MKPOICategoryZoo".
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
    // iOS 18's categories.
    /// The category named "MKPOICategoryAnimalService".
    public static let animalService = MKPointOfInterestCategory(rawValue: "MKPOICategoryAnimalService")
    /// The category named "MKPOICategoryAutomotiveRepair".
    public static let automotiveRepair = MKPointOfInterestCategory(rawValue: "MKPOICategoryAutomotiveRepair")
    /// The category named "MKPOICategoryBaseball".
    public static let baseball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBaseball")
    /// The category named "MKPOICategoryBasketball".
    public static let basketball = MKPointOfInterestCategory(rawValue: "MKPOICategoryBasketball")
    /// The category named "MKPOICategoryBeauty".
    public static let beauty = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeauty")
    /// The category named "MKPOICategoryBowling".
    public static let bowling = MKPointOfInterestCategory(rawValue: "MKPOICategoryBowling")
    /// The category named "MKPOICategoryCastle".
    public static let castle = MKPointOfInterestCategory(rawValue: "MKPOICategoryCastle")
    /// The category named "MKPOICategoryConventionCenter".
    public static let conventionCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryConventionCenter")
    /// The category named "MKPOICategoryDistillery".
    public static let distillery = MKPointOfInterestCategory(rawValue: "MKPOICategoryDistillery")
    /// The category named "MKPOICategoryFairground".
    public static let fairground = MKPointOfInterestCategory(rawValue: "MKPOICategoryFairground")
    /// The category named "MKPOICategoryFishing".
    public static let fishing = MKPointOfInterestCategory(rawValue: "MKPOICategoryFishing")
    /// The category named "MKPOICategoryFortress".
    public static let fortress = MKPointOfInterestCategory(rawValue: "MKPOICategoryFortress")
    /// The category named "MKPOICategoryGoKart".
    public static let goKart = MKPointOfInterestCategory(rawValue: "MKPOICategoryGoKart")
    /// The category named "MKPOICategoryGolf".
    public static let golf = MKPointOfInterestCategory(rawValue: "MKPOICategoryGolf")
    /// The category named "MKPOICategoryHiking".
    public static let hiking = MKPointOfInterestCategory(rawValue: "MKPOICategoryHiking")
    /// The category named "MKPOICategoryKayaking".
    public static let kayaking = MKPointOfInterestCategory(rawValue: "MKPOICategoryKayaking")
    /// The category named "MKPOICategoryLandmark".
    public static let landmark = MKPointOfInterestCategory(rawValue: "MKPOICategoryLandmark")
    /// The category named "MKPOICategoryMailbox".
    public static let mailbox = MKPointOfInterestCategory(rawValue: "MKPOICategoryMailbox")
    /// The category named "MKPOICategoryMiniGolf".
    public static let miniGolf = MKPointOfInterestCategory(rawValue: "MKPOICategoryMiniGolf")
    /// The category named "MKPOICategoryMusicVenue".
    public static let musicVenue = MKPointOfInterestCategory(rawValue: "MKPOICategoryMusicVenue")
    /// The category named "MKPOICategoryNationalMonument".
    public static let nationalMonument = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalMonument")
    /// The category named "MKPOICategoryPlanetarium".
    public static let planetarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryPlanetarium")
    /// The category named "MKPOICategoryRockClimbing".
    public static let rockClimbing = MKPointOfInterestCategory(rawValue: "MKPOICategoryRockClimbing")
    /// The category named "MKPOICategoryRVPark".
    public static let rvPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryRVPark")
    /// The category named "MKPOICategorySkatePark".
    public static let skatePark = MKPointOfInterestCategory(rawValue: "MKPOICategorySkatePark")
    /// The category named "MKPOICategorySkating".
    public static let skating = MKPointOfInterestCategory(rawValue: "MKPOICategorySkating")
    /// The category named "MKPOICategorySkiing".
    public static let skiing = MKPointOfInterestCategory(rawValue: "MKPOICategorySkiing")
    /// The category named "MKPOICategorySoccer".
    public static let soccer = MKPointOfInterestCategory(rawValue: "MKPOICategorySoccer")
    /// The category named "MKPOICategorySpa".
    public static let spa = MKPointOfInterestCategory(rawValue: "MKPOICategorySpa")
    /// The category named "MKPOICategorySurfing".
    public static let surfing = MKPointOfInterestCategory(rawValue: "MKPOICategorySurfing")
    /// The category named "MKPOICategorySwimming".
    public static let swimming = MKPointOfInterestCategory(rawValue: "MKPOICategorySwimming")
    /// The category named "MKPOICategoryTennis".
    public static let tennis = MKPointOfInterestCategory(rawValue: "MKPOICategoryTennis")
    /// The category named "MKPOICategoryVolleyball".
    public static let volleyball = MKPointOfInterestCategory(rawValue: "MKPOICategoryVolleyball")
}

/// A place on the map with what is known of it, as MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Where, and its address.
    public let placemark: MKPlacemark
    /// Whether this item is the device's location (``forCurrentLocation()``).
    public let isCurrentLocation: Bool
    /// The place's name; the placemark's by default.
    open var name: String?
    /// The place's telephone number.
    open var phoneNumber: String?
    /// The place's web site.
    open var url: URL?
    /// The place's time zone.
    open var timeZone: TimeZone?
    /// What kind of place it is.
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// An item for `placemark`, named as the placemark is.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
        name = placemark.name
        timeZone = placemark.timeZone
    }

    /// An item at `location` with `address`, as iOS 26's `init(location:address:)`.
    public convenience init(location: CLLocation, address: MKAddress?) {
        self.init(placemark: MKPlacemark(coordinate: location.coordinate))
        self.address = address
    }

    /// The address given with ``init(location:address:)``, as iOS 26's `address`; `nil` for an
    /// item made from a placemark (read ``addressRepresentations`` for its words).
    public private(set) var address: MKAddress?

    /// Where the item is, as iOS 26's `location`.
    public var location: CLLocation {
        placemark.location ?? CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
    }

    /// The item's address in the forms iOS 26 shows (`fullAddress(includingRegion:singleLine:)`,
    /// the city): from ``address`` when given, else from the placemark; `nil` when neither says
    /// anything.
    public var addressRepresentations: MKAddressRepresentations? {
        let representations = MKAddressRepresentations(placemark: placemark, address: address)
        return representations.isEmpty ? nil : representations
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        name = "Current Location"
    }

    /// The device's location. Linux has none, so its placemark's coordinate is
    /// `kCLLocationCoordinate2DInvalid` and a map has nothing to show for it.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Opening the Maps app: there is none on Linux, so nothing opens and the answer is false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opening several items in the Maps app: there is none on Linux; false.
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The launch option keys of ``MKMapItem/openInMaps(launchOptions:)``.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the map's centre.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the map's span.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// MapKit's error domain.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit failure, as MapKit's `MKError`.
public struct MKError: Error, Hashable, Sendable, CustomNSError {
    /// The failures' codes, as MapKit's `MKError.Code`.
    public enum Code: Int, Sendable, Hashable {
        /// Something else went wrong.
        case unknown = 1
        /// The server failed.
        case serverFailure = 2
        /// The network could not be reached, or the service is not there.
        case loadingThrottled = 3
        /// Nothing was found.
        case placemarkNotFound = 4
        /// No directions could be found.
        case directionsNotFound = 5
        /// The request was bad.
        case decodingFailed = 6
    }

    /// What went wrong.
    public let code: Code
    /// A failure of kind `code`.
    public init(_ code: Code) { self.code = code }

    /// ``MKErrorDomain``.
    public static var errorDomain: String { MKErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// Nothing was found.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// No directions could be found.
    public static var directionsNotFound: Code { .directionsNotFound }
}

/// A search of the map for places, as MapKit's `MKLocalSearch`.
///
/// Linux has no map service and napkin reaches no network: every search finds nothing and ends
/// with ``MKError/Code/placemarkNotFound``, as MapKit's does when no place matches.
open class MKLocalSearch: @unchecked Sendable {
    /// What to look for, as MapKit's `MKLocalSearch.Request`.
    open class Request: @unchecked Sendable {
        /// Words to look for ("coffee").
        open var naturalLanguageQuery: String?
        /// Where to look first.
        open var region = MKCoordinateRegion()
        /// Kinds of result wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]

        /// An empty request.
        public init() {}
        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        /// A request for the places of `completion`'s suggestion.
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init(naturalLanguageQuery: [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: " "))
        }
    }

    /// Kinds of search result.
    public struct ResultType: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// The kinds in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Businesses and landmarks.
        public static let pointOfInterest = ResultType(rawValue: 2)
    }

    /// What a search found, as MapKit's `MKLocalSearch.Response`.
    open class Response: @unchecked Sendable {
        /// The places found.
        public let mapItems: [MKMapItem]
        /// The region that holds them.
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }

    /// What a search hands its completion handler.
    public typealias CompletionHandler = @Sendable (Response?, (any Error)?) -> Void

    /// The request searched for.
    public let request: Request
    private let state = NSLock()
    private var searching = false

    /// A search for `request`.
    public init(request: Request) { self.request = request }

    /// Whether a search is under way: never for long, since nothing is asked of a network.
    open var isSearching: Bool { state.withLock { searching } }

    /// Searches and calls `completionHandler` on the main queue: with no response and
    /// ``MKError/Code/placemarkNotFound`` on Linux.
    open func start(completionHandler: @escaping CompletionHandler) {
        state.withLock { searching = true }
        DispatchQueue.main.async { [self] in
            state.withLock { searching = false }
            completionHandler(nil, MKError(.placemarkNotFound))
        }
    }

    /// Searches: throws ``MKError/Code/placemarkNotFound`` on Linux.
    open func start() async throws -> Response {
        throw MKError(.placemarkNotFound)
    }

    /// Stops the search; its handler is still called (MapKit's is called with an error too).
    open func cancel() {}
}

/// A suggestion while typing a search, as MapKit's `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion's title.
    open var title: String
    /// What is under it.
    open var subtitle: String
    /// Where the query matched the title: `NSRange`s (UTF-16) in `NSValue`s.
    open private(set) var titleHighlightRanges: [NSValue] = []
    /// Where the query matched the subtitle: `NSRange`s (UTF-16) in `NSValue`s.
    open private(set) var subtitleHighlightRanges: [NSValue] = []

    /// A suggestion with `title` and `subtitle` (MapKit's come only from its completer).
    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    /// A suggestion with `title` and `subtitle` whose highlight ranges mark where `query`
    /// matches, as the completer computes them (see ``highlightRanges(in:query:)``).
    public convenience init(title: String, subtitle: String, query: String) {
        self.init(title: title, subtitle: subtitle)
        titleHighlightRanges = Self.highlightRanges(in: title, query: query).map { NSValue(range: $0) }
        subtitleHighlightRanges = Self.highlightRanges(in: subtitle, query: query).map { NSValue(range: $0) }
    }

    /// The words of `text`: runs of letters and digits, with their UTF-16 offsets.
    static func words(_ text: String) -> [(word: Substring, offset: Int)] {
        var result: [(Substring, Int)] = []
        var start: String.Index?
        for index in text.indices {
            let isWord = text[index].isLetter || text[index].isNumber
            if isWord, start == nil { start = index }
            if !isWord, let begun = start {
                result.append((text[begun..<index], text.utf16.distance(from: text.startIndex, to: begun)))
                start = nil
            }
        }
        if let begun = start { result.append((text[begun...], text.utf16.distance(from: text.startIndex, to: begun))) }
        return result
    }

    static func fold(_ text: some StringProtocol) -> String {
        String(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Where `query`'s words match the start of `text`'s words, ignoring case and diacritics
    /// ("cafe" marks "Café" in "Blue Café"): one range per matched word, as long as the part of
    /// it the query's word covers, in the order of `text`.
    public static func highlightRanges(in text: String, query: String) -> [NSRange] {
        let tokens = words(query).map { fold($0.word) }.filter { !$0.isEmpty }
        guard !tokens.isEmpty else { return [] }
        var ranges: [NSRange] = []
        for (word, offset) in words(text) {
            let folded = fold(word)
            guard let token = tokens.filter({ folded.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { continue }
            var end = word.startIndex
            while end < word.endIndex, !fold(word[word.startIndex..<end]).hasPrefix(token) { end = word.index(after: end) }
            ranges.append(NSRange(location: offset, length: word[word.startIndex..<end].utf16.count))
        }
        return ranges
    }

    /// Whether every word of `query` starts a word of the title or subtitle.
    static func matches(title: String, subtitle: String, query: String) -> Bool {
        let tokens = words(query).map { fold($0.word) }
        let candidates = (words(title) + words(subtitle)).map { fold($0.word) }
        return !tokens.isEmpty && tokens.allSatisfy { token in candidates.contains { $0.hasPrefix(token) } }
    }

    /// An empty suggestion (no title, no subtitle), as `NSObject`'s `init()` makes one: what apps
    /// keep as the selection before the user picks a result.
    public override convenience init() {
        self.init(title: "", subtitle: "")
    }
}
