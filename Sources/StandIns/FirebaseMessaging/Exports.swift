// `import FirebaseMessaging` on Linux. FirebaseMessaging brings FirebaseCore and Foundation with it on iOS; this module
// gives a file importing only FirebaseMessaging the same.
@_exported import FirebaseCore
@_exported import Foundation
