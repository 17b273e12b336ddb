// What `import Speech` brings on iOS beside its own names: AVFoundation (audio buffers, formats, the engine and the
// session) and Foundation, which on Apple's platforms brings Combine's `ObservableObject` and `@Published`: a
// recogniser class in a file that imports only Speech is an observable object there (as CoreLocation's stand-in does,
// with the `ObservableObject` that NapkinUI's `@StateObject` and `@ObservedObject` take).
@_exported import AVFoundation
@_exported import Foundation
@_exported import NapkinCombine
