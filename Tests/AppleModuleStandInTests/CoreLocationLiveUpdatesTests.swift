import CoreLocation
import Foundation
import NapkinUI
import Testing

/// A view extension as held-out sample 36's tapas map writes it: live updates, skipping fixes within 10 m
/// of the last one, starting from `CLLocation()`.
extension View {
    fileprivate func onLocationUpdate(perform action: @escaping (CLLocationCoordinate2D) -> Void) -> some View {
        let updates = CLLocationUpdate.liveUpdates()
        return task {
            do {
                var lastLocation: CLLocation = .init()
                for try await update in updates {
                    guard let location = update.location else { continue }
                    guard location.distance(from: lastLocation) > 10 else { continue }
                    lastLocation = location
                    action(location.coordinate)
                }
            } catch {
                print("onLocationUpdate error:", error)
            }
        }
    }
}

extension CoreLocationTests {
    @Test("CLLocation() is latitude and longitude 0, measured now")
    func emptyLocation() {
        let before = Date()
        let location = CLLocation()
        #expect(location.coordinate.latitude == 0 && location.coordinate.longitude == 0)
        #expect(location.horizontalAccuracy == 0 && location.timestamp >= before)
    }

    @available(*, deprecated, message: "exercises CoreLocation's deprecated spelling")
    @Test(".authorized is the iOS 2-7 name of .authorizedAlways, in comparisons and in switch cases")
    func oldStatusName() {
        let status = CLAuthorizationStatus.authorizedAlways
        #expect(status == CLAuthorizationStatus.authorized)
        switch status {
        case .authorized: break
        default: Issue.record("`case .authorized` must match an always-authorized status")
        }
    }

    @Test("liveUpdates(): the location now, then each move, for an authorized app")
    func liveUpdatesFollowTheDevice() async throws {
        source.authorizationStatus = .authorizedWhenInUse
        source.move(to: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405))
        var updates = CLLocationUpdate.liveUpdates(.fitness).makeAsyncIterator()
        let first = try #require(try await updates.next())
        #expect(first.location?.coordinate.latitude == 52.52)
        #expect(!first.authorizationDenied && !first.locationUnavailable && !first.isStationary)
        source.move(to: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
        let second = try #require(try await updates.next())
        #expect(second.location?.coordinate.longitude == 2.3522)
        source.location = nil
        let lost = try #require(try await updates.next())
        #expect(lost.location == nil && lost.locationUnavailable)
    }

    @Test("liveUpdates() asks for when-in-use authorization when the app has not asked, and reports why there is no location")
    func liveUpdatesAskAndDiagnose() async throws {
        source.move(to: CLLocationCoordinate2D(latitude: 1, longitude: 2))
        var updates = CLLocationUpdate.liveUpdates().makeAsyncIterator()
        let waiting = try #require(try await updates.next())
        #expect(source.promptsShown == 1)
        #expect(waiting.location == nil && waiting.authorizationRequestInProgress)
        source.authorizationStatus = .denied
        let denied = try #require(try await updates.next())
        #expect(denied.location == nil && denied.authorizationDenied && !denied.authorizationRequestInProgress)
        source.authorizationStatus = .authorizedWhenInUse
        let allowed = try #require(try await updates.next())
        #expect(allowed.location?.coordinate.longitude == 2)

        source.reset()
        source.promptAnswer = .authorizedWhenInUse
        source.move(to: CLLocationCoordinate2D(latitude: 3, longitude: 4))
        var answered = CLLocationUpdate.liveUpdates().makeAsyncIterator()
        #expect(try await answered.next()?.location?.coordinate.latitude == 3)
        #expect(source.authorizationStatus == .authorizedWhenInUse)
    }

    @Test("An iteration ends when its task is cancelled, and the source stops feeding it")
    func liveUpdatesEndWithTheirTask() async throws {
        source.authorizationStatus = .authorizedAlways
        source.move(to: CLLocationCoordinate2D(latitude: 10, longitude: 10))
        let task = Task {
            var count = 0
            for try await _ in CLLocationUpdate.liveUpdates() { count += 1 }
            return count
        }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        let count = try await task.value
        #expect(count >= 1)
        source.move(to: CLLocationCoordinate2D(latitude: 11, longitude: 11))
    }

    @Test("A view that follows live updates in .task compiles as an app writes it and hears the device's first fix")
    @MainActor
    func viewFollowsLiveUpdates() async throws {
        source.authorizationStatus = .authorizedWhenInUse
        source.move(to: CLLocationCoordinate2D(latitude: 40.4168, longitude: -3.7038))
        final class Heard { var coordinates: [CLLocationCoordinate2D] = [] }
        let heard = Heard()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Text("Tapas").onLocationUpdate { heard.coordinates.append($0) })
        window.layout()
        for _ in 0..<100 where heard.coordinates.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(heard.coordinates.first?.latitude == 40.4168)
    }
}
