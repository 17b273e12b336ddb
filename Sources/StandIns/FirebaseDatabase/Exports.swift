// `import FirebaseDatabase` on Linux. Firebase's Realtime Database is Objective-C and C++ that does not build here;
// this module is napkin's own in-memory database under the same Swift names, learned from firebase-ios-sdk's public
// headers and Swift extensions. Its headers bring Foundation and FirebaseCore (`FirebaseApp`), so this module
// re-exports both.
@_exported import FirebaseCore
@_exported import Foundation
