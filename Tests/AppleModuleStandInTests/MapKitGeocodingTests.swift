import CoreLocation
import Foundation
import MapKit
import Testing

@Suite("MapKit stand-in: iOS 26 addresses and geocoding requests")
struct MapKitGeocodingTests {
    @Test("A map item made from a location and an address keeps both, and shows the address as given")
    func itemWithAddress() throws {
        let location = CLLocation(latitude: 45.5152, longitude: -122.6784)
        let address = try #require(MKAddress(fullAddress: "1 Main St\nPortland, OR 97204", shortAddress: "1 Main St"))
        let item = MKMapItem(location: location, address: address)
        #expect(item.address?.shortAddress == "1 Main St")
        #expect(item.location.coordinate.latitude == 45.5152)
        #expect(item.addressRepresentations?.fullAddress(includingRegion: true, singleLine: true) == "1 Main St, Portland, OR 97204")
        #expect(MKAddress(fullAddress: "  ", shortAddress: nil) == nil)
    }

    @Test("A placemark's item describes its address in iOS 26's forms; an item knowing nothing has none")
    func representationsFromPlacemark() {
        let placemark = MKPlacemark(
            placemark: CLPlacemark(
                location: CLLocation(latitude: 45.5, longitude: -122.7), thoroughfare: "Main St", subThoroughfare: "1",
                locality: "Portland", administrativeArea: "OR", postalCode: "97204", country: "United States", isoCountryCode: "US"))
        let representations = MKMapItem(placemark: placemark).addressRepresentations
        #expect(representations?.cityName == "Portland")
        #expect(representations?.cityWithContext == "Portland, OR")
        #expect(representations?.cityWithContext(.full) == "Portland, OR, United States")
        #expect(representations?.fullAddress(includingRegion: true, singleLine: true) == "1 Main St, Portland, OR 97204, United States")
        #expect(representations?.fullAddress(includingRegion: false, singleLine: false) == "1 Main St\nPortland, 97204")
        #expect(
            MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))).addressRepresentations == nil)
    }

    @Test("Geocoding requests fail offline with a server failure, through both forms; bad input makes no request")
    func requestsFailOffline() async throws {
        let request = try #require(MKReverseGeocodingRequest(location: CLLocation(latitude: 48.85, longitude: 2.35)))
        await #expect(throws: MKError(.serverFailure)) { _ = try await request.mapItems }
        let error: (any Error)? = await withCheckedContinuation { continuation in
            request.getMapItems { _, error in continuation.resume(returning: error) }
        }
        #expect((error as? MKError)?.code == .serverFailure)
        request.cancel()
        #expect(request.isCancelled)
        #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 200, longitude: 0)) == nil)
        #expect(MKGeocodingRequest(addressString: " ") == nil)
        let forward = try #require(MKGeocodingRequest(addressString: "1 Main St, Portland"))
        await #expect(throws: MKError(.serverFailure)) { _ = try await forward.mapItems }
    }
}
