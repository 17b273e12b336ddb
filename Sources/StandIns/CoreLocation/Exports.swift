// `import CoreLocation` brings Foundation, and on Apple's platforms Foundation brings Combine's
// `ObservableObject` and `@Published`: a location manager class in a file that imports only
// Foundation and CoreLocation is an observable object there. The stand-in brings both, with
// the `ObservableObject` that NapkinUI's `@StateObject` and `@ObservedObject` take.
@_exported import Foundation
@_exported import NapkinCombine
