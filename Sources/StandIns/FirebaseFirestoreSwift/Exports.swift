// `import FirebaseFirestoreSwift`: the module that held Firestore's Codable support (`@DocumentID`,
// `@ServerTimestamp`, `@ExplicitNull`, `Firestore.Encoder`) and SwiftUI's `@FirestoreQuery` until Firebase 10.17
// moved them into FirebaseFirestore. Older apps still import it; it re-exports napkin's FirebaseFirestore.
@_exported import FirebaseFirestore
