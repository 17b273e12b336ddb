// What `import Speech` brings on iOS beside its own names: AVFoundation (audio buffers, formats, the engine and the
// session) and Foundation.
@_exported import AVFoundation
@_exported import Foundation
