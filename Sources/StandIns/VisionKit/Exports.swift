// `import VisionKit` on Linux: the document camera and the data scanner of a device without a camera.
// On iOS VisionKit brings UIKit and Vision; NapkinUI stands for UIKit, and Vision is the stand-in.
@_exported import Foundation
@_exported import NapkinUI
@_exported import Vision
