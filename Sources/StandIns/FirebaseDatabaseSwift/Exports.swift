// `import FirebaseDatabaseSwift`: the module that held the Realtime Database's Codable support
// (`setValue(from:)`, `DataSnapshot.data(as:)`, `Database.Encoder`) until Firebase 10 moved it into FirebaseDatabase.
// Older apps still import it; it re-exports napkin's FirebaseDatabase.
@_exported import FirebaseDatabase
