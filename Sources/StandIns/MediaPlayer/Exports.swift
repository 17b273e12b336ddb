// `import MediaPlayer` brings UIKit (its volume view is a UIView) and Foundation: the stand-in brings NapkinUI,
// where napkin's UIKit names live.
@_exported import Foundation
@_exported import NapkinUI
