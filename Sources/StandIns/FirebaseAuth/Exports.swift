// `import FirebaseAuth` on Linux. FirebaseAuth re-exports FirebaseCore (FirebaseApp, FirebaseOptions) and Foundation,
// so a file importing only FirebaseAuth sees them on iOS; this module gives such a file the same.
@_exported import FirebaseCore
@_exported import Foundation
