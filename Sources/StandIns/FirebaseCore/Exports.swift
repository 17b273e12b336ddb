// `import FirebaseCore` on Linux. FirebaseCore's headers import Foundation, so a file importing only FirebaseCore sees
// it on iOS; this module re-exports it to give such a file the same.
@_exported import Foundation
