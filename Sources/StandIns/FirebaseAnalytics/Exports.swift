// `import FirebaseAnalytics` on Linux. FirebaseAnalytics brings FirebaseCore and Foundation with it on iOS; this module
// gives a file importing only FirebaseAnalytics the same.
@_exported import FirebaseCore
@_exported import Foundation
