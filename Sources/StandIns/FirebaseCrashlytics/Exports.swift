// `import FirebaseCrashlytics` on Linux. FirebaseCrashlytics brings FirebaseCore and Foundation with it on iOS; this
// module gives a file importing only FirebaseCrashlytics the same.
@_exported import FirebaseCore
@_exported import Foundation
