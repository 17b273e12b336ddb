// `import Firebase` on Linux: Firebase's umbrella module, which on iOS brings every Firebase product the app links.
// napkin's re-exports each Firebase stand-in: FirebaseCore, FirebaseAuth, FirebaseFirestore, FirebaseStorage,
// FirebaseAnalytics, FirebaseCrashlytics and FirebaseDatabase (and, through them, Foundation).
@_exported import FirebaseAnalytics
@_exported import FirebaseAuth
@_exported import FirebaseCore
@_exported import FirebaseCrashlytics
@_exported import FirebaseDatabase
@_exported import FirebaseFirestore
@_exported import FirebaseMessaging
@_exported import FirebaseStorage
