// A view file as some apps write it: SwiftUI's cross-import overlays imported by their own names.
import NapkinUI
import _AuthenticationServices_SwiftUI
import _MapKit_SwiftUI
import _PhotosUI_SwiftUI
import _StoreKit_SwiftUI
import _SwiftData_SwiftUI

/// A map with a marker, a photo picker, a rating button and a count of stored notes, from the overlays' names alone.
struct OverlayScreen: View {
    @State private var item: PhotosPickerItem?
    @Environment(\.requestReview) private var requestReview
    @Query(sort: \Note.title) private var notes: [Note]

    var body: some View {
        VStack {
            Map(
                initialPosition: .region(
                    MKCoordinateRegion(
                        center: CLLocationCoordinate2D(latitude: 45.46, longitude: 9.19), latitudinalMeters: 800, longitudinalMeters: 800))
            ) {
                Marker("Duomo", coordinate: CLLocationCoordinate2D(latitude: 45.4642, longitude: 9.1900))
            }
            .frame(height: 200)
            PhotosPicker("Choose Photo", selection: $item)
            Button("Rate") { requestReview() }
            Text("\(notes.count) notes")
        }
    }
}

/// A login screen as files that import AuthenticationServices' SwiftUI overlay by its name write it.
struct OverlaySignInScreen: View {
    var body: some View {
        SignInWithAppleButton(.continue) { request in
            request.requestedScopes = [ASAuthorization.Scope.fullName, .email]
            request.requestedOperation = .operationLogin
        } onCompletion: { _ in
        }
        .frame(height: 50)
        .alert(Text("Signed in"), isPresented: .constant(false)) { Button("OK") {} }
    }
}
