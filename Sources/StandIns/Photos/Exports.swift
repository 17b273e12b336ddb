// Photos' change requests take UIKit's `UIImage`, and napkin's photo library lives beside UIKit's save function.
@_exported import Foundation
@_exported import NapkinUI
