// What `import AVFoundation` brings on iOS beside its own names: CoreMedia's times and AVFAudio's
// audio player and session.
@_exported import AVFAudio
@_exported import CoreMedia
@_exported import Foundation
@_exported import NapkinFoundation
