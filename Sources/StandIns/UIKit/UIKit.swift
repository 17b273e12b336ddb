// `import UIKit` on Linux, for a file kept exactly as it is on iOS: NapkinUI, which holds the UIKit names SwiftUI
// apps use (UIColor, UIImage, UIView, UIViewController, UIApplication...), under UIKit's module name. It also makes
// `#if canImport(UIKit)` true, as on iOS, so the code apps put behind it (a `UIViewRepresentable`, haptics,
// `UIApplication.shared.open`) is compiled and checked instead of silently left out.
@_exported import NapkinUI
