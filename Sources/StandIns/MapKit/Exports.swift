// `import MapKit` brings CoreLocation (coordinates, locations) and, beside SwiftUI, the `Map` view:
// so does the stand-in.
@_exported import CoreLocation
@_exported import NapkinUI
