// `import FirebaseFirestore` on Linux. Firebase's Firestore is C++ and Objective-C that does not build here; this module
// is napkin's own in-memory Firestore under the same Swift names, learned from firebase-ios-sdk's public headers and
// Swift sources. Its headers bring Foundation and FirebaseCore (`FirebaseApp`), and since Firebase 10.17 the module
// holds the SwiftUI `@FirestoreQuery` wrapper, so this module re-exports Foundation, FirebaseCore and NapkinUI.
@_exported import FirebaseCore
@_exported import Foundation
@_exported import NapkinUI
