// AVFAudio's Objective-C umbrella header imports Foundation on iOS, so a file importing only AVFAudio sees
// `Date`, `UUID`, `Calendar` and the rest of Foundation. The stand-in gives a file the same. AVFAudio imports
// AudioToolbox on iOS too, so `import AVFoundation` alone brings `AudioServicesPlaySystemSound`.
@_exported import AudioToolbox
@_exported import Foundation
