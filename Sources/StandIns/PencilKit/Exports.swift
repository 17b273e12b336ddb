// `import PencilKit` on Linux: PencilKit's canvas, drawings, strokes, inks, tools and tool picker,
// drawn with NapkinUI. Apple's PencilKit brings UIKit (its canvas is a UIKit view, its inks take
// UIColors, its touches are UITouches), so this module re-exports NapkinUI, as a file importing
// PencilKit alone sees UIKit's names on iOS.
@_exported import Foundation
@_exported import NapkinUI
