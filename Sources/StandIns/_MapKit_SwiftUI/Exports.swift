// The cross-import overlay iOS builds when a file imports both SwiftUI and MapKit (its SwiftUI views),
// which some files import by this name: the MapKit stand-in.
@_exported import MapKit
