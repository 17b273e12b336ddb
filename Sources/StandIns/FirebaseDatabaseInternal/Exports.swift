// `import FirebaseDatabaseInternal`: the module name firebase-ios-sdk's Swift package gives the Objective-C part of
// the Realtime Database, which some apps import directly. It re-exports napkin's FirebaseDatabase.
@_exported import FirebaseDatabase
