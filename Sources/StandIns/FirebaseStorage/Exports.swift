// `import FirebaseStorage` on Linux. FirebaseStorage re-exports FirebaseCore and Foundation, so a file importing only
// FirebaseStorage sees them on iOS; this module gives such a file the same.
@_exported import FirebaseCore
@_exported import Foundation
