import Contacts
import CoreLocation
import Foundation
import MapKit
import NapkinUI
import Testing

/// An expense app's location search, in its shapes: a completer's suggestions with the typed
/// words in bold, addresses through `postalAddress` and a symbol per kind of place.
private final class LocationSearchModel: NSObject, MKLocalSearchCompleterDelegate {
    let completer = MKLocalSearchCompleter()
    var completions: [MKLocalSearchCompletion] = []
    var onUpdate: (() -> Void)?

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = [.pointOfInterest, .address]
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        completions = completer.results
        onUpdate?()
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) { completions = [] }
}

private struct CompletionRow: View {
    let completion: MKLocalSearchCompletion

    var body: some View {
        VStack(alignment: .leading) {
            Text(attributedTitle)
            if !completion.subtitle.isEmpty { Text(completion.subtitle).font(.caption) }
        }
    }

    private var attributedTitle: AttributedString {
        var attributed = AttributedString(completion.title)
        for rangeValue in completion.titleHighlightRanges {
            let range = rangeValue.rangeValue
            guard range.location != NSNotFound, range.location + range.length <= completion.title.count else { continue }
            let start = attributed.index(attributed.startIndex, offsetByCharacters: range.location)
            let end = attributed.index(start, offsetByCharacters: range.length)
            attributed[start..<end].font = .body.weight(.semibold)
        }
        return attributed
    }
}

private func formatAddress(from placemark: CLPlacemark) -> String {
    let formatter = CNPostalAddressFormatter()
    if let postalAddress = placemark.postalAddress {
        return formatter.string(from: postalAddress)
    }
    return [placemark.thoroughfare, placemark.locality].compactMap { $0 }.joined(separator: ", ")
}

private func icon(for mapItem: MKMapItem) -> String {
    guard let category = mapItem.pointOfInterestCategory else { return "mappin" }
    switch category {
    case .restaurant, .cafe, .bakery: return "fork.knife"
    case .pharmacy, .hospital: return "cross.case"
    case .bank, .atm: return "banknote"
    case .evCharger: return "bolt.car"
    case .foodMarket, .store: return "cart"
    default: return "mappin"
    }
}

private func ranges(_ values: [NSValue]) -> [NSRange] { values.map(\.rangeValue) }

@MainActor
@Suite("MapKit and CoreLocation stand-ins: postal addresses, highlight ranges, point-of-interest categories")
struct MapKitAddressTests {
    @Test("A placemark's postal address holds its number and street, city, county, state, code and country")
    func placemarkPostalAddress() throws {
        let placemark = CLPlacemark(
            location: CLLocation(latitude: 37.33, longitude: -122.03), name: "Apple Park", thoroughfare: "Apple Park Way",
            subThoroughfare: "1", locality: "Cupertino", subLocality: "Monta Vista", administrativeArea: "CA",
            subAdministrativeArea: "Santa Clara", postalCode: "95014", country: "United States", isoCountryCode: "US")
        let address = try #require(placemark.postalAddress)
        #expect(address.street == "1 Apple Park Way")
        #expect(address.subLocality == "Monta Vista" && address.city == "Cupertino" && address.subAdministrativeArea == "Santa Clara")
        #expect(address.state == "CA" && address.postalCode == "95014")
        #expect(address.country == "United States" && address.isoCountryCode == "US")
        #expect(!(address is CNMutablePostalAddress))
        #expect(CLPlacemark(location: nil, name: "Somewhere").postalAddress == nil)
        #expect(CLPlacemark(placemark: placemark).subAdministrativeArea == "Santa Clara")
        #expect(formatAddress(from: placemark).contains("1 Apple Park Way"))
    }

    @Test("An MKPlacemark made from a postal address gives its fields back through its map item")
    func mapPlacemarkPostalAddress() throws {
        let written = CNMutablePostalAddress()
        written.street = "Bahnhofplatz 1"
        written.city = "Zürich"
        written.postalCode = "8001"
        written.country = "Switzerland"
        written.isoCountryCode = "CH"
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 47.378, longitude: 8.540), postalAddress: written)
        #expect(placemark.thoroughfare == "Bahnhofplatz 1" && placemark.locality == "Zürich" && placemark.name == nil)
        #expect(placemark.coordinate.latitude == 47.378)
        let item = MKMapItem(placemark: placemark)
        let address = try #require(item.placemark.postalAddress)
        #expect(address.street == "Bahnhofplatz 1" && address.city == "Zürich" && address.postalCode == "8001")
        #expect(address.state.isEmpty && address.isoCountryCode == "CH")
        #expect(MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)).postalAddress == nil)
    }

    @Test("Highlight ranges mark word prefixes the query matches, ignoring case and diacritics")
    func highlightRanges() {
        let completion = MKLocalSearchCompletion(title: "Crème Brûlée Bakery", subtitle: "12 Rue de la Crémerie, Paris", query: "creme bru")
        #expect(ranges(completion.titleHighlightRanges) == [NSRange(location: 0, length: 5), NSRange(location: 6, length: 3)])
        #expect(ranges(completion.subtitleHighlightRanges) == [NSRange(location: 13, length: 5)])
        #expect(MKLocalSearchCompletion.highlightRanges(in: "Cafébar", query: "bar").isEmpty)
        #expect(MKLocalSearchCompletion.highlightRanges(in: "Zürich HB", query: "ZU") == [NSRange(location: 0, length: 2)])
        #expect(MKLocalSearchCompletion.highlightRanges(in: "Anything", query: "  ").isEmpty)
        let plain = MKLocalSearchCompletion(title: "Crème", subtitle: "")
        #expect(plain.titleHighlightRanges.isEmpty && plain.subtitleHighlightRanges.isEmpty)
    }

    @Test("The completer suggests the simulated places every query word starts a word of, with highlights")
    func completerHighlights() async {
        let saved = MKLocalSearchCompleter.simulatedPlaces
        MKLocalSearchCompleter.simulatedPlaces = [
            (title: "Crème Brûlée Bakery", subtitle: "Paris"), (title: "Bäckerei Brunner", subtitle: "Zürich"),
            (title: "Brunch Club", subtitle: "Bern"),
        ]
        defer { MKLocalSearchCompleter.simulatedPlaces = saved }
        let model = LocationSearchModel()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            model.onUpdate = { done.resume() }
            model.completer.queryFragment = "brun zur"
        }
        #expect(model.completions.map(\.title) == ["Bäckerei Brunner"])
        #expect(ranges(model.completions[0].titleHighlightRanges) == [NSRange(location: 9, length: 4)])
        #expect(ranges(model.completions[0].subtitleHighlightRanges) == [NSRange(location: 0, length: 3)])
        _ = CompletionRow(completion: model.completions[0]).body
    }

    @Test("Point-of-interest categories carry Apple's raw values, iOS 13's and iOS 18's")
    func categories() {
        #expect(MKPointOfInterestCategory.atm.rawValue == "MKPOICategoryATM")
        #expect(MKPointOfInterestCategory.evCharger.rawValue == "MKPOICategoryEVCharger")
        #expect(MKPointOfInterestCategory.foodMarket.rawValue == "MKPOICategoryFoodMarket")
        #expect(MKPointOfInterestCategory.postOffice.rawValue == "MKPOICategoryPostOffice")
        #expect(MKPointOfInterestCategory.rvPark.rawValue == "MKPOICategoryRVPark")
        #expect(MKPointOfInterestCategory.goKart.rawValue == "MKPOICategoryGoKart")
        #expect(MKPointOfInterestCategory.animalService.rawValue == "MKPOICategoryAnimalService")
        let all: [MKPointOfInterestCategory] = [
            .airport, .amusementPark, .aquarium, .atm, .bakery, .bank, .beach, .brewery, .cafe, .campground, .carRental, .evCharger,
            .fireStation, .fitnessCenter, .foodMarket, .gasStation, .hospital, .hotel, .laundry, .library, .marina, .movieTheater,
            .museum, .nationalPark, .nightlife, .park, .parking, .pharmacy, .police, .postOffice, .publicTransport, .restaurant,
            .restroom, .school, .stadium, .store, .theater, .university, .winery, .zoo, .animalService, .automotiveRepair, .baseball,
            .basketball, .beauty, .bowling, .castle, .conventionCenter, .distillery, .fairground, .fishing, .fortress, .goKart, .golf,
            .hiking, .kayaking, .landmark, .mailbox, .miniGolf, .musicVenue, .nationalMonument, .planetarium, .rockClimbing, .rvPark,
            .skatePark, .skating, .skiing, .soccer, .spa, .surfing, .swimming, .tennis, .volleyball,
        ]
        #expect(Set(all).count == 73 && all.allSatisfy { $0.rawValue.hasPrefix("MKPOICategory") })
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        item.pointOfInterestCategory = .atm
        #expect(icon(for: item) == "banknote")
        item.pointOfInterestCategory = .zoo
        #expect(icon(for: item) == "mappin")
    }
}
